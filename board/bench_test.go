package board

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// benchRecord returns a 19x19 record of about 300 moves: the first pro
// record with at least 280 moves if the folder exists, else a random legal
// game generated here.
func benchRecord(b *testing.B) (data []byte, source string) {
	b.Helper()
	if _, err := os.Stat(proDataDir); err == nil {
		files := proRecords(b)
		for _, f := range files {
			if !strings.Contains(f, "pro19") {
				continue
			}
			d, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			roots, err := sgf.Parse(d)
			if err == nil && CountMoves(roots[0]) >= 280 {
				return d, f
			}
		}
	}
	return randomRecord(b, 300), "generated"
}

// randomRecord plays n random legal moves on 19x19 (never filling a point
// whose neighbours are all the mover's own stones) and writes them as SGF.
func randomRecord(b testing.TB, n int) []byte {
	bd, _ := New(19, Rules{Ko: KoSimple})
	rng := rand.New(rand.NewPCG(7, 7))
	var sb strings.Builder
	sb.WriteString("(;GM[1]FF[4]SZ[19]KM[6.5]")
	for i := 0; i < n; i++ {
		c := bd.ToMove()
		p := Pass
		for try := 0; try < 100; try++ {
			q := Point(rng.IntN(bd.NumPoints()))
			if bd.At(q) == Empty && !ownEye(bd, q, c) && bd.Play(c, q) == nil {
				p = q
				break
			}
		}
		if p == Pass {
			_ = bd.Play(c, Pass)
			fmt.Fprintf(&sb, ";%s[]", c)
			continue
		}
		x, y := p.XY(19)
		fmt.Fprintf(&sb, ";%s[%c%c]", c, 'a'+x, 'a'+y)
	}
	sb.WriteString(")")
	return []byte(sb.String())
}

func ownEye(b *Board, p Point, c Color) bool {
	for _, q := range b.Neighbours(p) {
		if b.At(q) != c {
			return false
		}
	}
	return true
}

// BenchmarkReplay19 parses and replays a 300-move 19x19 record; it reports
// the time per move, for parsing alone and for parsing plus replay, so the
// replay cost reads as a ratio against the parse in the same run.
func BenchmarkReplay19(b *testing.B) {
	data, source := benchRecord(b)
	roots, err := sgf.Parse(data)
	if err != nil {
		b.Fatal(err)
	}
	moves := CountMoves(roots[0])
	rules, _ := RulesOf(roots[0])
	b.Logf("record %s: %d moves", source, moves)
	b.Run("parse", func(b *testing.B) {
		for b.Loop() {
			if _, err := sgf.Parse(data); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*moves), "ns/move")
	})
	b.Run("parse+replay", func(b *testing.B) {
		for b.Loop() {
			r, err := sgf.Parse(data)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := FromSGF(r[0], AllMoves, rules); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*moves), "ns/move")
	})
}

// BenchmarkPlayUndo plays and takes back each legal move of a 19x19
// middle-game position in turn (positional superko on, so each play also
// consults the history).
func BenchmarkPlayUndo(b *testing.B) {
	roots, err := sgf.Parse(randomRecord(b, 150))
	if err != nil {
		b.Fatal(err)
	}
	for _, rules := range []Rules{{Ko: KoSimple}, {Ko: KoSuperko}} {
		bd, err := FromSGF(roots[0], AllMoves, rules)
		if err != nil {
			b.Fatal(err)
		}
		c := bd.ToMove()
		legal := bd.LegalMoves(c)
		b.Run("ko-"+rules.Ko.String(), func(b *testing.B) {
			i := 0
			for b.Loop() {
				if err := bd.Play(c, legal[i]); err != nil {
					b.Fatal(err)
				}
				if err := bd.Undo(); err != nil {
					b.Fatal(err)
				}
				if i++; i == len(legal) {
					i = 0
				}
			}
		})
	}
}
