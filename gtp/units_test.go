package gtp

import (
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// The fixed handicap table of GTP v2 §4.1.1 for 19x19.
func TestFixedHandicap19(t *testing.T) {
	want := map[int]string{
		2: "D4 Q16",
		3: "D4 Q16 D16",
		4: "D4 Q16 D16 Q4",
		5: "D4 Q16 D16 Q4 K10",
		6: "D4 Q16 D16 Q4 D10 Q10",
		7: "D4 Q16 D16 Q4 D10 Q10 K10",
		8: "D4 Q16 D16 Q4 D10 Q10 K16 K4",
		9: "D4 Q16 D16 Q4 D10 Q10 K16 K4 K10",
	}
	for n, w := range want {
		pts, err := FixedHandicap(19, n)
		if err != nil {
			t.Fatalf("%d: %v", n, err)
		}
		if got := vertices(pts, 19); got != w {
			t.Errorf("FixedHandicap(19, %d) = %s, want %s", n, got, w)
		}
	}
	for _, bad := range [][2]int{{19, 1}, {19, 10}, {6, 2}, {8, 5}, {7, 5}, {26, 2}} {
		if _, err := FixedHandicap(bad[0], bad[1]); err == nil {
			t.Errorf("FixedHandicap(%d, %d) should fail", bad[0], bad[1])
		}
	}
	if pts, _ := FixedHandicap(9, 5); vertices(pts, 9) != "C3 G7 C7 G3 E5" {
		t.Errorf("9x9 handicap 5 = %s", vertices(pts, 9))
	}
}

func TestFreeHandicap(t *testing.T) {
	for _, c := range []struct{ size, n int }{{19, 2}, {19, 9}, {19, 20}, {9, 12}, {5, 3}, {2, 3}} {
		pts, err := FreeHandicap(c.size, c.n)
		if err != nil || len(pts) != c.n {
			t.Fatalf("FreeHandicap(%d, %d) = %v, %v", c.size, c.n, pts, err)
		}
		seen := map[board.Point]bool{}
		for _, p := range pts {
			if seen[p] || p < 0 || int(p) >= c.size*c.size {
				t.Fatalf("FreeHandicap(%d, %d): bad or repeated point %d", c.size, c.n, p)
			}
			seen[p] = true
		}
	}
	if _, err := FreeHandicap(2, 4); err == nil {
		t.Error("a full board of handicap stones should fail")
	}
}

func TestClockAllot(t *testing.T) {
	now := time.Now()
	sec := time.Second
	cases := []struct {
		name    string
		setup   func(c *Clock)
		maxMove time.Duration
		want    time.Duration
	}{
		{"no settings: the cap", func(c *Clock) {}, 10 * sec, 10 * sec},
		{"no limit (byo time, 0 stones)", func(c *Clock) { c.Settings(0, sec, 0) }, 5 * sec, 5 * sec},
		{"byo-yomi 10 s for 5 stones left", func(c *Clock) {
			c.Settings(0, 60*sec, 5)
			c.Left(board.Black, 10*sec, 5, now)
		}, time.Hour, 2*sec - safetyMargin},
		{"main time 100 s left, absolute", func(c *Clock) {
			c.Settings(300*sec, 0, 0)
			c.Left(board.Black, 100*sec, 0, now)
		}, time.Hour, 100*sec/endgameMoves - safetyMargin},
		{"capped by the longest move time", func(c *Clock) {
			c.Settings(300*sec, 0, 0)
			c.Left(board.Black, 100*sec, 0, now)
		}, sec, sec},
		{"almost out of time: the minimum", func(c *Clock) {
			c.Settings(300*sec, 0, 0)
			c.Left(board.Black, sec/10, 0, now)
		}, time.Hour, minThink},
		{"settings only: main time spread", func(c *Clock) { c.Settings(200*sec, 0, 0) }, time.Hour, 200*sec/endgameMoves - safetyMargin},
	}
	for _, tc := range cases {
		var c Clock
		tc.setup(&c)
		if got := c.Allot(board.Black, tc.maxMove, now); got != tc.want {
			t.Errorf("%s: Allot = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// setupBoard builds a position from rows (top row first): X black, O
// white, '.' empty.
func setupBoard(t *testing.T, rows ...string) *board.Board {
	t.Helper()
	b, err := board.New(len(rows), board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	var black, white []board.Point
	for y, r := range rows {
		for x, ch := range r {
			switch ch {
			case 'X':
				black = append(black, board.PointAt(x, y, len(rows)))
			case 'O':
				white = append(white, board.PointAt(x, y, len(rows)))
			}
		}
	}
	if err := b.Setup(black, board.Black); err != nil {
		t.Fatal(err)
	}
	if err := b.Setup(white, board.White); err != nil {
		t.Fatal(err)
	}
	return b
}

// Counts made by hand: a 7x7 board split by two walls with a dame column
// between them (each side's area is large, so board.Score's seki
// convention does not apply).
func TestCountAsItStands(t *testing.T) {
	row := "..X.O.."
	b := setupBoard(t, row, row, row, row, row, row, row)
	// Black: territory A-B (14 points), stones 7. White: territory F-G
	// (14), stones 7. Column D touches both colours: dame (7 points).
	b.SetCaptures(board.Black, 3)
	r, m := CountAsItStands(b, board.Territory, cgt.RationalFromFrac(1, 2))
	if r.Black.Territory != 14 || r.White.Territory != 14 || r.Dame != 7 {
		t.Fatalf("count %+v", r)
	}
	if !m.Equal(cgt.RationalFromFrac(5, 2)) { // 14+3 - 14 - 1/2
		t.Errorf("territory margin %s, want 5/2", m)
	}
	if _, m := CountAsItStands(b, board.Area, cgt.RationalFromInt(7)); !m.Equal(cgt.RationalFromInt(-7)) { // 14+7 - (14+7) - 7
		t.Errorf("area margin %s, want -7", m)
	}
	owner := RegionOwners(b)
	for v, want := range map[string]board.Color{"A5": board.Black, "G1": board.White, "D4": board.Empty, "C1": board.Empty, "E7": board.Empty} {
		p, _ := board.ParseVertex(v, 7)
		if owner[p] != want {
			t.Errorf("owner of %s = %v, want %v", v, owner[p], want)
		}
	}
}

func TestScoreString(t *testing.T) {
	cases := []struct {
		r    cgt.Rational
		want string
	}{
		{cgt.RationalFromFrac(5, 2), "B+2.5"},
		{cgt.RationalFromInt(-31), "W+31"},
		{cgt.RationalFromInt(0), "0"},
		{cgt.RationalFromFrac(-1, 2), "W+0.5"},
		{cgt.RationalFromFrac(1, 3), "B+1/3"},
	}
	for _, c := range cases {
		if got := ScoreString(c.r); got != c.want {
			t.Errorf("ScoreString(%s) = %q, want %q", c.r, got, c.want)
		}
	}
}
