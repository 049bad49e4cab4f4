package wholeboard

import (
	"math/big"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// abstractGame builds a RegionGame from a graph written by hand: counts[i]
// is the count of position i, black[i] and white[i] its options as
// (position, prisoner gain) pairs.
func abstractGame(counts []int, black, white map[int][][2]int) *RegionGame {
	g := &RegionGame{}
	for i, c := range counts {
		nd := regionNode{count: c, index: -1}
		for _, o := range black[i] {
			nd.moves = append(nd.moves, regionMove{color: board.Black, to: o[0], gain: o[1]})
		}
		for _, o := range white[i] {
			nd.moves = append(nd.moves, regionMove{color: board.White, to: o[0], gain: o[1]})
		}
		g.nodes = append(g.nodes, nd)
	}
	g.components()
	// A ko capture: a move to a position from which the opponent moves
	// straight back (the retake J bans).
	for i := range g.nodes {
		for k, m := range g.nodes[i].moves {
			for _, r := range g.nodes[m.to].moves {
				if r.to == i && r.color != m.color {
					g.nodes[i].moves[k].ko = true
				}
			}
		}
	}
	return g
}

// q reads an integer as a Q.
func q(s string) Q {
	r := rat(s)
	return mk(r.Num().Int64(), r.Denom().Int64())
}

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return r
}

// TestAbstractThermographs checks the oracle's thermographs on games whose
// thermographs are worked out in the seeds (ONAG ch. 9, Economist's View
// 2.2; ../../../shared/oracles/facts.md for the 33-point ko).
func TestAbstractThermographs(t *testing.T) {
	cases := []struct {
		name         string
		counts       []int
		black, white map[int][][2]int
		komaster     Komaster
		mean, temp   string
		kind         string
	}{
		{
			// {2 | 0}: a two-point gote, mean 1, temperature 1.
			name: "2|0", counts: []int{1, 2, 0},
			black: map[int][][2]int{0: {{1, 0}}}, white: map[int][][2]int{0: {{2, 0}}},
			mean: "1", temp: "1", kind: "gote",
		},
		{
			// {5|1 || 0}: Black sente (ONAG-style sente), mean 1, temperature 1.
			name: "5|1||0", counts: []int{0, 3, 5, 1, 0},
			black: map[int][][2]int{0: {{1, 0}}, 1: {{2, 0}}}, white: map[int][][2]int{0: {{4, 0}}, 1: {{3, 0}}},
			mean: "1", temp: "1", kind: "black sente",
		},
		{
			// corridor G(3) = {G(2) | -2}, G(2) = {* | -1}, * = {0|0}:
			// LS = -1/2 - t meets RS = -2 + t at t = 3/4: mean -1 1/4.
			name: "corridor3", counts: []int{-1, 0, 0, -2, -1, 0},
			black: map[int][][2]int{0: {{1, 0}}, 1: {{2, 0}}, 2: {{5, 0}}},
			white: map[int][][2]int{0: {{3, 0}}, 1: {{4, 0}}, 2: {{5, 0}}},
			mean:  "-5/4", temp: "3/4", kind: "gote",
		},
		{
			// A number: {0 | 3} with count 2 is worth 2 in Go (nobody moves).
			name: "number", counts: []int{2, 0, 3},
			black: map[int][][2]int{0: {{1, 0}}}, white: map[int][][2]int{0: {{2, 0}}},
			mean: "2", temp: "0", kind: "none",
		},
		{
			// The 33-point ko A = {24 | B}, B = {A | -9}, White komaster:
			// A-check has temperature 11 and mean 13.
			name: "ko33 A white", counts: []int{0, 0, 24, -9},
			black: map[int][][2]int{0: {{2, 0}}, 1: {{0, 0}}}, white: map[int][][2]int{0: {{1, 0}}, 1: {{3, 0}}},
			komaster: WhiteKomaster, mean: "13", temp: "11",
		},
		{
			name: "ko33 A black", counts: []int{0, 0, 24, -9},
			black: map[int][][2]int{0: {{2, 0}}, 1: {{0, 0}}}, white: map[int][][2]int{0: {{1, 0}}, 1: {{3, 0}}},
			komaster: BlackKomaster, mean: "13", temp: "11",
		},
		{
			// B-check: walls -9 + t up to t = 11, then a vertical mast at 2.
			name: "ko33 B white", counts: []int{0, 0, 24, -9},
			black: map[int][][2]int{1: {{2, 0}}, 0: {{1, 0}}}, white: map[int][][2]int{1: {{0, 0}}, 0: {{3, 0}}},
			komaster: WhiteKomaster, mean: "2", temp: "11",
		},
		{
			// The basic ko of the last half point (territory scoring): Black
			// connects for 0, White takes (1 prisoner) and connects for -1,
			// Black retakes (1 prisoner): temperature 1/3, mean -1/3.
			name: "half-point ko", counts: []int{0, 0, 0, 0},
			black: map[int][][2]int{0: {{2, 0}}, 1: {{0, 1}}}, white: map[int][][2]int{0: {{1, -1}}, 1: {{3, 0}}},
			komaster: WhiteKomaster, mean: "-1/3", temp: "1/3",
		},
	}
	for _, c := range cases {
		g := abstractGame(c.counts, c.black, c.white)
		th, err := g.Thermograph(c.komaster)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		m, err := th.Mean()
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		tt, _ := th.Temperature()
		if m.Cmp(rat(c.mean)) != 0 || tt.Cmp(rat(c.temp)) != 0 {
			t.Errorf("%s: mean %s temperature %s, want %s and %s", c.name, m.RatString(), tt.RatString(), c.mean, c.temp)
		}
		if c.kind != "" {
			if k, _ := th.MoveType(); k != c.kind {
				t.Errorf("%s: type %s, want %s", c.name, k, c.kind)
			}
		}
	}
}

// TestKo33WallsAtLowTemperature checks the B-check mast of the 33-point ko
// below t = 11 (facts.md: both walls -9 + t).
func TestKo33WallsAtLowTemperature(t *testing.T) {
	g := abstractGame([]int{0, 0, 24, -9}, map[int][][2]int{1: {{2, 0}}, 0: {{1, 0}}}, map[int][][2]int{1: {{0, 0}}, 0: {{3, 0}}})
	th, err := g.Thermograph(WhiteKomaster)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []string{"0", "5", "11", "20"} {
		want := new(big.Rat).Add(rat("-9"), rat(tc))
		if want.Cmp(rat("2")) > 0 {
			want = rat("2")
		}
		tq := q(tc)
		if l, r := th.Left.At(tq).Rat(), th.Right.At(tq).Rat(); l.Cmp(want) != 0 || r.Cmp(want) != 0 {
			t.Errorf("t=%s: walls %s %s, want %s", tc, l.RatString(), r.RatString(), want.RatString())
		}
	}
}

// TestTrajectoryExtreme checks max and min of crossing lines.
func TestTrajectoryExtreme(t *testing.T) {
	a := constTrajectory(qi(2))
	b := constTrajectory(qi(0)).addSlope(1) // t
	mx := extreme(true, a, b)
	mn := extreme(false, a, b)
	for _, c := range []struct{ t, max, min string }{{"0", "2", "0"}, {"1", "2", "1"}, {"2", "2", "2"}, {"5", "5", "2"}} {
		if v := mx.At(q(c.t)).Rat(); v.Cmp(rat(c.max)) != 0 {
			t.Errorf("max at %s = %s, want %s", c.t, v.RatString(), c.max)
		}
		if v := mn.At(q(c.t)).Rat(); v.Cmp(rat(c.min)) != 0 {
			t.Errorf("min at %s = %s, want %s", c.t, v.RatString(), c.min)
		}
	}
}
