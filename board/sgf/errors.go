package sgf

import (
	"errors"
	"fmt"
)

// SyntaxError reports malformed SGF text (or input beyond a Limits bound)
// at a 1-based line and column of the decoded UTF-8 text. Columns count
// characters (runes), a tab counting as one. Lines are broken by CR, LF,
// CRLF or LFCR, each counting as one line break, as FF[4] allows.
type SyntaxError struct {
	Line, Col int
	Msg       string
	// Err is the cause, if any; it is ErrLimit when an input limit was hit.
	Err error
}

// Error formats the error as "sgf line L col C: message".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("sgf line %d col %d: %s", e.Line, e.Col, e.Msg)
}

// Unwrap returns the cause of the error (ErrLimit for a limit), or nil.
func (e *SyntaxError) Unwrap() error { return e.Err }

// ErrLimit is the cause of every error raised because the input exceeds one
// of the Limits; test for it with errors.Is.
var ErrLimit = errors.New("sgf input limit exceeded")

// ErrCharset is the cause of errors about the CA (charset) property: an
// unknown charset name, or one that is not ASCII-compatible.
var ErrCharset = errors.New("unsupported SGF charset")
