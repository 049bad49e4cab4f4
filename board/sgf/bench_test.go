package sgf

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// syntheticRecord builds a 19x19 record of n moves with a game-info root,
// visiting points in a fixed scrambled order, and a comment every 50 moves.
func syntheticRecord(n int) []byte {
	var sb strings.Builder
	sb.WriteString("(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Black]PW[White]RE[B+2.5]DT[2024-01-01]\n")
	for i := 0; i < n; i++ {
		c := "B"
		if i%2 == 1 {
			c = "W"
		}
		k := (i * 97) % 361
		fmt.Fprintf(&sb, ";%s[%s]", c, EncodePoint(Point{k % 19, k / 19}))
		if i%50 == 49 {
			sb.WriteString("C[a comment with \\] and \\\\ escapes]")
		}
		if i%10 == 9 {
			sb.WriteByte('\n')
		}
	}
	sb.WriteString(")\n")
	return []byte(sb.String())
}

// benchRecord returns a 300-move 19x19 record: the longest professional
// record under proDataDir with at least 300 moves if present, otherwise a
// synthetic one. It also returns its number of moves.
func benchRecord(b *testing.B) ([]byte, int, string) {
	if _, err := os.Stat(proDataDir); err == nil {
		for _, f := range proFiles(b) {
			if !strings.Contains(f, "pro19") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				continue
			}
			roots, err := Parse(data)
			if err != nil {
				continue
			}
			if n := len(roots[0].MainLine()) - 1; n >= 300 {
				return data, n, "pro"
			}
		}
	}
	return syntheticRecord(300), 300, "synthetic"
}

// scanBaseline is the reference cost for BenchmarkParse: one pass over the
// bytes counting line breaks and brackets, the least any SGF reader must
// do. It returns nanoseconds per pass, measured over enough passes.
func scanBaseline(data []byte) float64 {
	const passes = 2000
	sink := 0
	start := time.Now()
	for range passes {
		for _, c := range data {
			switch c {
			case '\n', '[', ']':
				sink++
			}
		}
	}
	el := time.Since(start)
	if sink == 0 {
		return 0
	}
	return float64(el.Nanoseconds()) / passes
}

// BenchmarkParse parses a 300-move 19x19 record and reports ns per move,
// and the ratio of its time to a plain byte scan of the same record
// (scanBaseline) measured in the same process.
func BenchmarkParse(b *testing.B) {
	data, moves, kind := benchRecord(b)
	base := scanBaseline(data)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
	perOp := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	b.ReportMetric(perOp/float64(moves), "ns/move")
	if base > 0 {
		b.ReportMetric(perOp/base, "x-bytescan")
	}
	b.Logf("%s record, %d moves, %d bytes", kind, moves, len(data))
}

// BenchmarkParseSynthetic parses the synthetic 300-move record (the same
// input on every machine) and reports ns per move.
func BenchmarkParseSynthetic(b *testing.B) {
	data := syntheticRecord(300)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/300, "ns/move")
}

// BenchmarkFormat writes the synthetic 300-move record.
func BenchmarkFormat(b *testing.B) {
	roots, err := Parse(syntheticRecord(300))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if Format(roots) == "" {
			b.Fatal("empty output")
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/300, "ns/move")
}
