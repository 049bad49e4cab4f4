package board

import (
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// The positions below are counted by hand; the comments give the count.

// scoreDeadDame (7x7): black territory top-left (6 points, with a dead
// white stone at B5) and bottom-left (9), white territory top-right (9,
// with a dead black stone at F6) and bottom-right (6), one dame at D4.
// Stones: 9 black and 9 white alive.
var scoreDeadDame = []string{
	"..XO...",
	"..XO.X.",
	".OXO...",
	"XXX.OOO",
	"...XO..",
	"...XO..",
	"...XO..",
}

// scoreSeki (7x7): a seki on the bottom edge. The inner white group
// (A2 B2 C2 D2 B1 C1) has one eye at A1, the inner black group (E2 F2 G2
// E1 G1) one eye at F1; they share the single liberty D1, which neither side
// can fill without being captured. Black's outer group owns the 12 points
// top-left, White's outer group the 8 points top-right.
// Stones: 13 black, 13 white.
var scoreSeki = []string{
	"...XO..",
	"...XO..",
	"...XO..",
	"...XO..",
	"XXXXOOO",
	"OOOOXXX",
	".OO.X.X",
}

// scoreColumns (9x9): one black wall (column D) and one white wall (column
// F) with the dame column E (9 points) unfilled between them; each side has
// one region of 27 points; a dead white stone at B8.
var scoreColumns = []string{
	"...X.O...",
	".O.X.O...",
	"...X.O...",
	"...X.O...",
	"...X.O...",
	"...X.O...",
	"...X.O...",
	"...X.O...",
	"...X.O...",
}

// scoreSmall (5x5): no dead stones; black has three one-point eyes (A5,
// A3, A1), white the eight points on the right.
var scoreSmall = []string{
	".XO..",
	"XXO..",
	".XOOO",
	"XXO..",
	".XO..",
}

func TestScore(t *testing.T) {
	cases := []struct {
		name       string
		board      []string
		dead       []string
		capB, capW int // prisoners taken during play
		scoring    Scoring
		komiHalf   int
		black      Count
		white      Count
		dame, seki int
		want       string
		unfilled   int
	}{
		{"5x5 territory, no komi", scoreSmall, nil, 0, 0, Territory, 0,
			Count{7, 3, 0, 3}, Count{7, 8, 0, 8}, 0, 0, "W+5", 0},
		{"5x5 area, komi 0.5", scoreSmall, nil, 0, 0, Area, 1,
			Count{7, 3, 0, 10}, Count{7, 8, 0, 15}, 0, 0, "W+5.5", 0},
		{"5x5 area, black komi -5 (reverse komi) gives a draw", scoreSmall, nil, 0, 0, Area, -10,
			Count{7, 3, 0, 10}, Count{7, 8, 0, 15}, 0, 0, "0", 0},
		// Territory: B 15 + 2 captured + 1 dead = 18; W 15 + 1 + 1 = 17.
		{"7x7 dead stones, dame, prisoners, territory 6.5", scoreDeadDame, []string{"B5", "F6"}, 2, 1, Territory, 13,
			Count{9, 15, 3, 18}, Count{9, 15, 2, 17}, 1, 0, "W+5.5", 0},
		{"7x7 dead stones, dame, area 7.5", scoreDeadDame, []string{"B5", "F6"}, 2, 1, Area, 15,
			Count{9, 15, 3, 24}, Count{9, 15, 2, 24}, 1, 0, "W+7.5", 0},
		{"7x7 area without komi is a draw", scoreDeadDame, []string{"B5", "F6"}, 0, 0, Area, 0,
			Count{9, 15, 1, 24}, Count{9, 15, 1, 24}, 1, 0, "0", 0},
		// Listing a dead block twice (or two of its stones) counts it once.
		{"dead stone listed twice", scoreDeadDame, []string{"B5", "B5", "F6"}, 0, 0, Territory, 0,
			Count{9, 15, 1, 16}, Count{9, 15, 1, 16}, 1, 0, "0", 0},
		// Seki: the eyes A1 and F1 are not territory, D1 is dame.
		{"7x7 seki, territory 6.5", scoreSeki, nil, 0, 0, Territory, 13,
			Count{13, 12, 0, 12}, Count{13, 8, 0, 8}, 1, 2, "W+2.5", 0},
		// Area scoring counts the seki eyes: B 13+12+1, W 13+8+1.
		{"7x7 seki, area 7.5", scoreSeki, nil, 0, 0, Area, 15,
			Count{13, 13, 0, 26}, Count{13, 9, 0, 22}, 1, 0, "W+3.5", 0},
		// Unfilled dame next to groups with one large eye is not seki.
		{"9x9 open dame column, territory komi 1", scoreColumns, []string{"B8"}, 0, 0, Territory, 2,
			Count{9, 27, 1, 28}, Count{9, 27, 0, 27}, 9, 0, "0", 0},
		{"9x9 open dame column, territory 6.5", scoreColumns, []string{"B8"}, 0, 0, Territory, 13,
			Count{9, 27, 1, 28}, Count{9, 27, 0, 27}, 9, 0, "W+5.5", 0},
		{"9x9 open dame column, area 0", scoreColumns, []string{"B8"}, 0, 0, Area, 0,
			Count{9, 27, 1, 36}, Count{9, 27, 0, 36}, 9, 0, "0", 0},
		// Everything dead: the board is one region touching no stone.
		{"all stones dead", scoreSmall, []string{"B5", "C5"}, 0, 0, Territory, 13,
			Count{0, 0, 7, 7}, Count{0, 0, 7, 7}, 25, 0, "W+6.5", 0},
		{"all stones dead, black ahead on captures", scoreSmall, []string{"B5", "C5"}, 4, 0, Territory, 0,
			Count{0, 0, 11, 11}, Count{0, 0, 7, 7}, 25, 0, "B+4", 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := fromDiagram(t, Rules{}, tc.board...)
			b.SetCaptures(Black, tc.capB)
			b.SetCaptures(White, tc.capW)
			var dead []Point
			for _, v := range tc.dead {
				dead = append(dead, vtx(t, b, v))
			}
			before := snap(b)
			r, err := Score(b, dead, tc.scoring, tc.komiHalf)
			if err != nil {
				t.Fatal(err)
			}
			if d := sameSnapshot(before, snap(b)); d != "" {
				t.Fatalf("Score changed the board: %s", d)
			}
			if r.Black != tc.black || r.White != tc.white {
				t.Errorf("black %+v white %+v, want %+v and %+v", r.Black, r.White, tc.black, tc.white)
			}
			if r.Dame != tc.dame || r.SekiEyes != tc.seki || r.Unfilled != tc.unfilled {
				t.Errorf("dame %d seki eyes %d unfilled %d, want %d, %d and %d", r.Dame, r.SekiEyes, r.Unfilled, tc.dame, tc.seki, tc.unfilled)
			}
			// Every point is counted exactly once.
			sum := r.Black.Stones + r.White.Stones + r.Black.Territory + r.White.Territory + r.Dame + r.SekiEyes + r.Unfilled
			if sum != b.NumPoints() {
				t.Errorf("points counted %d, board has %d", sum, b.NumPoints())
			}
			if got := r.String(); got != tc.want {
				t.Errorf("result %q, want %q", got, tc.want)
			}
			// The RE form reads back through the SGF result parser.
			re, err := sgf.ParseResult(r.String())
			if err != nil {
				t.Fatalf("sgf.ParseResult(%q): %v", r.String(), err)
			}
			switch w := r.Winner(); w {
			case Empty:
				if !re.Draw {
					t.Errorf("%q does not read back as a draw", r.String())
				}
			default:
				m := r.MarginHalf()
				if m < 0 {
					m = -m
				}
				if !re.HasMargin || re.HalfPoints != m || (w == Black) != (re.Winner == sgf.Black) {
					t.Errorf("%q reads back as %+v", r.String(), re)
				}
			}
		})
	}
}

// TestDrawReadsBack: a drawn Result prints as "0"; FF[4] also writes a
// draw as "Draw", and the SGF reader takes both.
func TestDrawReadsBack(t *testing.T) {
	r := Result{Black: Count{Total: 10}, White: Count{Total: 10}}
	if r.String() != "0" || r.Winner() != Empty {
		t.Fatalf("draw prints as %q, winner %v", r.String(), r.Winner())
	}
	for _, re := range []string{r.String(), "Draw", "draw"} {
		if got, err := sgf.ParseResult(re); err != nil || !got.Draw {
			t.Errorf("sgf.ParseResult(%q) = %+v, %v", re, got, err)
		}
	}
}

func TestScoreErrors(t *testing.T) {
	b := fromDiagram(t, Rules{}, scoreSmall...)
	for _, dead := range [][]Point{{vtx(t, b, "A5")}, {25}, {-1}, {NoPoint}} {
		if _, err := Score(b, dead, Territory, 0); err == nil {
			t.Errorf("Score with dead %v: no error", dead)
		}
	}
}

func TestParseScoring(t *testing.T) {
	for in, want := range map[string]Scoring{"territory": Territory, "Japanese": Territory, "AREA": Area, "chinese": Area} {
		if s, err := ParseScoring(in); err != nil || s != want {
			t.Errorf("ParseScoring(%q) = %v, %v", in, s, err)
		}
	}
	if _, err := ParseScoring("ing"); err == nil {
		t.Error("ParseScoring accepted an unknown method")
	}
	for half, want := range map[int]string{13: "6.5", 14: "7", 0: "0", -1: "-0.5", -10: "-5"} {
		if got := KomiString(half); got != want {
			t.Errorf("KomiString(%d) = %q, want %q", half, got, want)
		}
	}
}
