package sgf

import (
	"strings"
	"testing"
)

// fuzzLimits keeps each fuzz input cheap while still exercising limits.
func fuzzLimits() Limits {
	return Limits{MaxBytes: 1 << 16, MaxDepth: 200, MaxNodes: 5000, MaxValues: 20000, MaxValueLen: 4096}
}

// FuzzParse checks that Parse never panics or hangs, that its errors are
// positioned, and that anything it accepts writes and re-parses to the same
// trees (parse(write(parse(x))) == parse(x)), with stable output.
func FuzzParse(f *testing.F) {
	seeds := []string{
		"(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dd];B[];W[tt])",
		"(;C[r](;B[aa](;W[bb])(;W[cc]))(;B[dd]))",
		"(;C[a])(;C[b])",
		`(;C[a\]b\\c\:d]LB[aa:x\:y]AP[App:1])`,
		"(;C[soft\\\r\nbreak\r\nhard\n\rmixed\rcr])",
		"(;PlayerBlack[x]AddWhite[aa:cc])",
		"(;CA[ISO-8859-1]PB[M\xfcller])",
		"(;CA[GBK]PB[\xc0\xee])",
		"(;CA[SJIS]PB[\x83\x5c]C[x])",
		"(;CA[UTF-8]PB[\xff])",
		"(;PB[\xe9t\xe9])",
		"junk (;B[aa])",
		"((;B[aa]))",
		"(;B[aa]))",
		"(;B[aa]",
		"(;C[abc",
		"()",
		"(;B[aa](;W[bb]);B[cc])",
		"(;;;)",
		"\xEF\xBB\xBF(;GM[1])",
		"\xFF\xFE(\x00;\x00C\x00[\x00x\x00]\x00)\x00",
		"\xFE\xFF\x00(\x00;\x00)",
		"(;CA[UTF-16]C[x])",
		"(;SZ[19:13]KM[0.75]RE[B+R]LB[aa:x\\:y]FG[1:f]AP[a\\:b:c])",
		strings.Repeat("(;", 50) + strings.Repeat(")", 50),
		string(syntheticRecord(40)),
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		roots, err := ParseWithLimits(data, fuzzLimits())
		if err != nil {
			if se, ok := err.(*SyntaxError); ok && (se.Line < 1 || se.Col < 1) {
				t.Fatalf("error with bad position: %v", err)
			}
			return
		}
		if len(roots) == 0 {
			t.Fatalf("no error and no game tree")
		}
		out := Format(roots)
		if out == "" {
			var sb strings.Builder
			t.Fatalf("Format failed on parsed trees: %v", Write(&sb, roots))
		}
		again, err := Parse([]byte(out))
		if err != nil {
			t.Fatalf("re-parse failed: %v\n%q", err, out)
		}
		if !EqualCollections(roots, again) {
			t.Fatalf("round trip changed the trees:\n%q", out)
		}
		if out2 := Format(again); out2 != out {
			t.Fatalf("Format not stable:\n%q\n%q", out, out2)
		}
	})
}

// FuzzExpandPointList checks that ExpandPointList never panics, returns
// only on-board points without duplicates, and that CompressPoints of its
// result expands back to the same set.
func FuzzExpandPointList(f *testing.F) {
	seeds := []struct {
		list string
		size int
	}{
		{"aa", 19}, {"aa:cc", 19}, {"cc:aa,dd", 9}, {"", 19}, {"aa:ss", 19},
		{"tt", 19}, {"aa:", 9}, {":", 9}, {"zA:Az", 52}, {"aa:bb:cc", 19}, {"aa,aa,ab", 2},
	}
	for _, s := range seeds {
		f.Add(s.list, s.size)
	}
	f.Fuzz(func(t *testing.T, list string, size int) {
		values := strings.Split(list, ",")
		pts, err := ExpandPointList(values, size)
		if err != nil {
			return
		}
		seen := make(map[Point]bool)
		for _, p := range pts {
			if !p.In(size) || seen[p] {
				t.Fatalf("ExpandPointList(%q, %d) gave bad or repeated point %v", values, size, p)
			}
			seen[p] = true
		}
		comp := CompressPoints(pts)
		if len(comp) == 0 {
			if len(pts) != 0 {
				t.Fatalf("CompressPoints dropped points %v", pts)
			}
			return
		}
		back, err := ExpandPointList(comp, size)
		if err != nil || len(back) != len(pts) {
			t.Fatalf("expand(compress(%v)) = %v %v", pts, back, err)
		}
		for _, p := range back {
			if !seen[p] {
				t.Fatalf("expand(compress) added %v", p)
			}
		}
	})
}
