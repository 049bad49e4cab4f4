package sgf

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// encode converts UTF-8 test text to enc with golang.org/x/text.
func encode(t *testing.T, enc encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := enc.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("encoding %q: %v", s, err)
	}
	return b
}

// TestCharsets builds SGF files in each supported charset with the x/text
// encoders and checks that Parse decodes their text back to the original.
func TestCharsets(t *testing.T) {
	tests := []struct {
		name string
		ca   string
		enc  encoding.Encoding
		text string
	}{
		{"latin-1", "ISO-8859-1", charmap.ISO8859_1, "Müller, Ærø; café"},
		{"latin-1 alias", "latin1", charmap.ISO8859_1, "Gödel"},
		{"gb2312", "GB2312", simplifiedchinese.GBK, "李昌镐 对 聂卫平"},
		{"gbk", "GBK", simplifiedchinese.GBK, "围棋 劫争"},
		{"gb18030", "GB18030", simplifiedchinese.GB18030, "围棋 ㊣ 𠀀"},
		{"shift_jis", "Shift_JIS", japanese.ShiftJIS, "本因坊秀策 ソ 表 能"},
		{"sjis lowercase", "sjis", japanese.ShiftJIS, "囲碁 ソ"},
		{"euc-kr", "EUC-KR", korean.EUCKR, "이창호 조훈현"},
		{"big5", "Big5", traditionalchinese.Big5, "圍棋 許功蓋"},
		{"utf-8", "UTF-8", encoding.Nop, "李昌镐 Müller"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Text with a bracket and a backslash that must be escaped.
			src := "(;FF[4]CA[" + tc.ca + "]PB[" + tc.text + "]C[" + tc.text + ` \] \\ end]` + ";B[aa]C[" + tc.text + "])"
			data := encode(t, tc.enc, src)
			roots, err := Parse(data)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			r := roots[0]
			if v, _ := r.Get("PB"); v != tc.text {
				t.Errorf("PB = %q, want %q", v, tc.text)
			}
			if v, _ := r.Get("C"); v != tc.text+` ] \ end` {
				t.Errorf("C = %q, want %q", v, tc.text+` ] \ end`)
			}
			if v, _ := r.Children[0].Get("C"); v != tc.text {
				t.Errorf("C of move = %q, want %q", v, tc.text)
			}
			if v, _ := r.Get("CA"); v != "UTF-8" {
				t.Errorf("CA = %q, want UTF-8 after decoding", v)
			}
			out := Format(roots)
			if !strings.Contains(out, "CA[UTF-8]") || !strings.Contains(out, tc.text) {
				t.Errorf("Format output lacks CA[UTF-8] or the UTF-8 text:\n%s", out)
			}
			again, err := Parse([]byte(out))
			if err != nil || !EqualCollections(again, roots) {
				t.Errorf("round trip through UTF-8 failed: %v\n%s", err, out)
			}
		})
	}
}

// TestCharsetFallbacks checks the documented fallbacks: Latin-1 for files
// without CA that are not UTF-8, U+FFFD for invalid bytes under CA[UTF-8],
// and CA found after Shift_JIS text whose trail byte is a backslash.
func TestCharsetFallbacks(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		id   string
		want string
	}{
		{"no CA, latin-1 bytes", []byte("(;PW[M\xfcller]C[caf\xe9])"), "PW", "Müller"},
		{"no CA, valid utf-8", []byte("(;PW[Müller])"), "PW", "Müller"},
		{"CA utf-8 with invalid bytes", []byte("(;CA[UTF-8]PW[a\xffb])"), "PW", "a\uFFFDb"},
		{"CA after sjis text with backslash trail byte",
			append(append([]byte("(;PB["), encode(t, japanese.ShiftJIS, "ソ")...), []byte("]CA[SJIS]PW[x])")...), "PB", "ソ"},
		{"FF3 lowercase CA identifier", append([]byte("(;ChArset[GBK]PB["), append(encode(t, simplifiedchinese.GBK, "李"), ']', ')')...), "PB", "李"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			roots, err := Parse(tc.data)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if v, _ := roots[0].Get(tc.id); v != tc.want {
				t.Errorf("%s = %q, want %q", tc.id, v, tc.want)
			}
		})
	}
}

// TestCharsetErrors checks that unusable CA values give errors naming them.
func TestCharsetErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"unknown", "(;CA[KLINGON-8]C[x])", "unknown charset CA[KLINGON-8]"},
		{"utf-16", "(;CA[UTF-16]C[x])", "CA[UTF-16] is not ASCII-compatible"},
		{"ebcdic", "(;CA[IBM037]C[x])", "CA[IBM037] is not ASCII-compatible"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.src))
			if !errors.Is(err, ErrCharset) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want ErrCharset containing %q", err, tc.want)
			}
		})
	}
}

// TestDecodedErrorPosition checks that errors in decoded files count
// characters of the decoded text.
func TestDecodedErrorPosition(t *testing.T) {
	data := encode(t, simplifiedchinese.GBK, "(;CA[GBK]C[李]#)")
	_, err := Parse(data)
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 1 || se.Col != 14 {
		t.Errorf("error = %v, want line 1 col 14", err)
	}
}

// TestUTF16BOM checks that files starting with a UTF-16 byte order mark
// (either byte order) are decoded as UTF-16.
func TestUTF16BOM(t *testing.T) {
	for _, order := range []unicode.Endianness{unicode.LittleEndian, unicode.BigEndian} {
		enc := unicode.UTF16(order, unicode.UseBOM)
		data := encode(t, enc, "(;CA[UTF-16]PB[李昌镐];B[aa])")
		roots, err := Parse(data)
		if err != nil {
			t.Fatalf("order %v: %v", order, err)
		}
		if v, _ := roots[0].Get("PB"); v != "李昌镐" {
			t.Errorf("order %v: PB = %q", order, v)
		}
	}
}
