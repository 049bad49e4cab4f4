package sgf

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// utf8BOM is the byte order mark some editors put at the start of UTF-8
// files; it is dropped before parsing.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// decodeText converts raw SGF bytes to UTF-8 following FF[4] property CA
// (charset of SimpleText and Text values, a root property). The CA value is
// found in the raw bytes, before decoding (see findCharset), and applies to
// the whole collection. Without CA the text is taken as UTF-8 if it is valid
// UTF-8 and as ISO-8859-1 (Latin-1) otherwise, the FF[4] default charset,
// so no file without CA is rejected for its encoding. With CA[UTF-8] (or
// US-ASCII), invalid byte sequences become U+FFFD. An unknown or
// ASCII-incompatible charset is an error wrapping ErrCharset. A file that
// starts with a UTF-16 byte order mark is decoded as UTF-16 whatever its CA
// says (CA cannot be read before decoding such a file).
func decodeText(data []byte) ([]byte, error) {
	if bytes.HasPrefix(data, []byte{0xFF, 0xFE}) || bytes.HasPrefix(data, []byte{0xFE, 0xFF}) {
		return decodeWith(unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), data, "UTF-16 (byte order mark)")
	}
	data = bytes.TrimPrefix(data, utf8BOM)
	name, found := findCharset(data)
	if !found {
		if utf8.Valid(data) {
			return data, nil
		}
		return decodeWith(charmap.ISO8859_1, data, "ISO-8859-1 (fallback for text that is not UTF-8)")
	}
	enc, err := lookupCharset(name)
	if err != nil {
		return nil, err
	}
	if enc == nil {
		if utf8.Valid(data) {
			return data, nil
		}
		return bytes.ToValidUTF8(data, []byte("\uFFFD")), nil
	}
	return decodeWith(enc, data, name)
}

// decodeWith decodes data with enc, naming the charset in errors.
func decodeWith(enc encoding.Encoding, data []byte, name string) ([]byte, error) {
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		return nil, fmt.Errorf("decoding charset %s: %w", name, err)
	}
	return out, nil
}

// lookupCharset maps a CA value to a decoder; nil means UTF-8 (no
// decoding). It knows the usual names of UTF-8, ISO-8859-1, GB2312, GBK,
// GB18030, Shift_JIS, EUC-KR and Big5 and then every WHATWG and IANA name
// known to golang.org/x/text. Charsets that do not keep ASCII bytes as they
// are (UTF-16, EBCDIC, ...) are rejected, since SGF's syntax is ASCII.
func lookupCharset(name string) (encoding.Encoding, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	var enc encoding.Encoding
	switch n {
	case "utf-8", "utf8", "us-ascii", "ascii":
		return nil, nil
	case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "cp819", "ibm819", "iso-ir-100":
		enc = charmap.ISO8859_1
	case "gb2312", "gb_2312-80", "euc-cn", "euccn", "gbk", "cp936", "x-gbk":
		enc = simplifiedchinese.GBK
	case "gb18030":
		enc = simplifiedchinese.GB18030
	case "shift_jis", "shift-jis", "sjis", "x-sjis", "ms_kanji", "cp932", "windows-31j":
		enc = japanese.ShiftJIS
	case "euc-kr", "euckr", "cp949", "uhc", "ks_c_5601-1987":
		enc = korean.EUCKR
	case "big5", "big-5", "cp950", "big5-hkscs":
		enc = traditionalchinese.Big5
	default:
		if e, err := htmlindex.Get(n); err == nil && e != nil {
			enc = e
		} else if e, err := ianaindex.IANA.Encoding(n); err == nil && e != nil {
			enc = e
		} else {
			return nil, fmt.Errorf("unknown charset CA[%s]: %w", name, ErrCharset)
		}
	}
	probe := []byte("(;CA[]\\:)aZ09 \n")
	out, err := enc.NewDecoder().Bytes(probe)
	if err != nil || !bytes.Equal(out, probe) {
		return nil, fmt.Errorf("charset CA[%s] is not ASCII-compatible: %w", name, ErrCharset)
	}
	return enc, nil
}

// findCharset returns the first value of CA in the root node of the first
// game tree, read from the raw bytes (its name is ASCII). If that
// structured scan finds none and the data is not valid UTF-8, it falls back
// to the first "CA[" in the file not preceded by a letter: in multi-byte
// charsets a trail byte equal to '\' can hide the real structure from a
// byte-level scan.
func findCharset(data []byte) (string, bool) {
	if v, ok := rootCharset(data); ok {
		return v, true
	}
	if utf8.Valid(data) {
		return "", false
	}
	for off := 0; ; {
		i := bytes.Index(data[off:], []byte("CA["))
		if i < 0 {
			return "", false
		}
		i += off
		off = i + 3
		if i > 0 && isLetter(data[i-1]) {
			continue
		}
		end := bytes.IndexByte(data[off:min(off+65, len(data))], ']')
		if end < 0 {
			continue
		}
		return strings.TrimSpace(string(data[off : off+end])), true
	}
}

// rootCharset scans the properties of the first node of the first game tree
// byte by byte (honouring escapes and FF[3] lowercase letters) for CA.
func rootCharset(data []byte) (string, bool) {
	i := findStart(data)
	if i < 0 {
		return "", false
	}
	i++
	skip := func() {
		for i < len(data) && data[i] <= ' ' {
			i++
		}
	}
	skip()
	if i >= len(data) || data[i] != ';' {
		return "", false
	}
	i++
	for {
		skip()
		var id []byte
		for i < len(data) && isLetter(data[i]) {
			if data[i] >= 'A' && data[i] <= 'Z' {
				id = append(id, data[i])
			}
			i++
		}
		if len(id) == 0 {
			return "", false
		}
		skip()
		if i >= len(data) || data[i] != '[' {
			return "", false
		}
		for i < len(data) && data[i] == '[' {
			start := i + 1
			for i++; i < len(data) && data[i] != ']'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
			if i >= len(data) {
				return "", false
			}
			if string(id) == "CA" {
				return strings.TrimSpace(string(data[start:i])), true
			}
			i++
			skip()
		}
	}
}
