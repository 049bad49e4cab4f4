package sgf

import (
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/internal/safefile"
)

// Parse reads an SGF collection and returns the root node of each of its
// game trees, in order (FF[4] "Collection"). It uses DefaultLimits.
//
// The bytes are first decoded to UTF-8 according to the CA property of the
// first game tree's root (see the package documentation): UTF-8,
// ISO-8859-1, GB2312/GBK, GB18030, Shift_JIS, EUC-KR, Big5 and every other
// ASCII-compatible charset golang.org/x/text knows. A file without CA that
// is not valid UTF-8 is read as ISO-8859-1 (Latin-1), the FF[4] default,
// rather than rejected. Because the returned values are UTF-8, Parse sets
// the CA property of every root that has one to "UTF-8".
//
// Text before the first "(;" is ignored; after a game tree only white space
// and further game trees may follow. Malformed input gives a *SyntaxError
// with the line and column of the problem.
func Parse(data []byte) ([]*Node, error) {
	return ParseWithLimits(data, Limits{})
}

// ParseWithLimits is Parse with explicit resource limits (zero fields take
// their defaults). Exceeding a limit gives an error wrapping ErrLimit.
func ParseWithLimits(data []byte, lim Limits) ([]*Node, error) {
	lim = lim.withDefaults()
	if len(data) > lim.MaxBytes {
		return nil, fmt.Errorf("sgf: input exceeds the limit of %d bytes: %w", lim.MaxBytes, ErrLimit)
	}
	text, err := decodeText(data)
	if err != nil {
		return nil, fmt.Errorf("sgf: %w", err)
	}
	p := parser{scanner: newScanner(text), lim: lim}
	roots, err := p.collection()
	if err != nil {
		return nil, err
	}
	for _, r := range roots {
		if r.Has("CA") {
			r.Set("CA", "UTF-8")
		}
	}
	return roots, nil
}

// ParseFile reads the SGF file at path with Parse; errors name the file.
// Only a regular file (or a symbolic link to one) is read: a named pipe,
// a folder or a device is refused at once (internal/safefile), files
// larger than the default MaxBytes limit are refused without being read,
// and reading stops at safefile.DefaultReadTimeout.
func ParseFile(path string) ([]*Node, error) {
	data, err := safefile.ReadFile(path, int64(DefaultLimits().MaxBytes), 0)
	if errors.Is(err, safefile.ErrTooLarge) {
		return nil, fmt.Errorf("sgf: %w: %w", err, ErrLimit)
	}
	if err != nil {
		return nil, fmt.Errorf("sgf: %w", err)
	}
	roots, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return roots, nil
}
