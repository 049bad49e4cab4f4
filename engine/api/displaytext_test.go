package api

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// The KataGo dialect's floats always hold a '.' (Sabaki rejects "1"),
// with six significant digits; values written out by hand.
func TestKataFloat(t *testing.T) {
	for _, tc := range []struct {
		f    float64
		want string
	}{{0.5, "0.5"}, {1, "1.0"}, {-3, "-3.0"}, {4.799543e-12, "4.79954e-12"}, {1e-12, "1.0e-12"}, {2.0 / 3, "0.666667"}} {
		if got := KataFloat(tc.f); got != tc.want {
			t.Errorf("KataFloat(%v) = %q, want %q", tc.f, got, tc.want)
		}
	}
}

// GoGui's Move values labels: exact halves and quarters, two places
// otherwise, and the kind's letter.
func TestMoveValueLabel(t *testing.T) {
	for _, tc := range []struct {
		num, den int64
		kind     string
		want     string
	}{{7, 2, "gote", "3.5g"}, {2, 1, "sente", "2s"}, {1, 4, "reverse sente", "0.25r"}, {1, 3, "gote", "0.33g"}, {0, 1, "", "0"}} {
		m := RegionMove{Color: board.Black, Gain: cgt.RationalFromFrac(tc.num, tc.den), Type: tc.kind}
		if got := m.MoveValueLabel(); got != tc.want {
			t.Errorf("%d/%d %s: %q, want %q", tc.num, tc.den, tc.kind, got, tc.want)
		}
	}
}

// maxmoves: at most that many candidates, all when 0.
func TestTopCandidates(t *testing.T) {
	cands := make([]Candidate, 5)
	for _, tc := range []struct{ max, want int }{{0, 5}, {1, 1}, {3, 3}, {9, 5}} {
		if got := len(TopCandidates(cands, tc.max)); got != tc.want {
			t.Errorf("maxmoves %d: %d candidates, want %d", tc.max, got, tc.want)
		}
	}
}
