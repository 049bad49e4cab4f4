package decompose

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestSettledMatchesScore cross-checks the values of settled regions with
// board.Score, written independently: on every hand-made position whose
// regions are all Territory or Dame, the sum of the territory values is the
// territory-scoring margin (no komi, no earlier prisoners), and the sum of
// the area values plus the safe stones is the area-scoring margin, with
// Decomposition.Dead as the dead stones.
func TestSettledMatchesScore(t *testing.T) {
	checked := 0
	for _, pc := range positions {
		b := diagram(t, pc.rows...)
		d, err := Decompose(context.Background(), b, pc.options(t, b.Size()))
		if err != nil {
			t.Fatal(err)
		}
		settled := true
		tv, av := 0, 0
		for _, r := range d.Regions {
			switch r.Kind {
			case Territory:
				tv += r.TerritoryValue
				av += r.AreaValue
			case Dame:
			default:
				settled = false
			}
		}
		if !settled {
			continue
		}
		checked++
		for _, s := range d.Safe {
			if s.Color == board.Black {
				av += len(s.Stones)
			} else {
				av -= len(s.Stones)
			}
		}
		for _, sc := range []struct {
			s    board.Scoring
			want int
		}{{board.Territory, tv}, {board.Area, av}} {
			res, err := board.Score(b, d.Dead, sc.s, 0)
			if err != nil {
				t.Fatalf("%s: %v", pc.name, err)
			}
			if got := res.MarginHalf(); got != 2*sc.want {
				t.Errorf("%s, %s scoring: board.Score margin %d half points, regions give %d points", pc.name, sc.s, got, sc.want)
			}
		}
	}
	if checked < 5 {
		t.Errorf("only %d settled positions checked", checked)
	}
}
