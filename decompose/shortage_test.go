package decompose

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// sekiAfterE9 is testdata/sgf/seki-9x9.sgf after Black fills the dame at
// E9: White's F9-F8 keeps two liberties, G9 and G8, but Black G8 leaves it
// in atari and White G9 is then a self-atari (GNU Go found this cut
// against cgtgo in `cgtgo match`, which passed here before the shortage
// rule).
var sekiAfterE9 = []string{
	"...XXO...",
	"....XO...",
	"....XXO..",
	"....XO...",
	"....XO...",
	"....XO...",
	"XXXXXOOOO",
	"OOOOOXXXX",
	".OOO.X.XX",
}

func TestShortOfLiberties(t *testing.T) {
	sekiBefore := append([]string(nil), sekiAfterE9...)
	sekiBefore[0] = "...X.O..."
	sekiDefended := append([]string(nil), sekiAfterE9...)
	sekiDefended[1] = "....XOO.."
	for _, tc := range []struct {
		name  string
		rows  []string
		at    string
		short bool
	}{
		{"seki-9x9 after E9: F9-F8 is cut by G8", sekiAfterE9, "F9", true},
		{"seki-9x9 as recorded: three liberties", sekiBefore, "F9", false},
		{"after White G8 the wall is one block", sekiDefended, "F9", false},
		{"corner stone, attack at A4 leaves B5 a self-atari", []string{
			"O.X..",
			".....",
			".....",
			".....",
			".....",
		}, "A5", true},
		{"the attacking stone at A4 would be in atari", []string{
			"O.X..",
			".O...",
			".....",
			".....",
			".....",
		}, "A5", false},
		{"extending reaches open space", []string{
			".....",
			".....",
			".XO..",
			"..X..",
			".....",
		}, "C3", false},
		{"two stones on the edge, attack at B4", []string{
			"OOX..",
			".....",
			".....",
			".....",
			".....",
		}, "A5", true},
		{"the same with a neighbour in atari to capture", []string{
			"OOXO.",
			".....",
			".....",
			".....",
			".....",
		}, "A5", false},
		{"empty point", []string{
			".....",
			".....",
			".....",
			".....",
			".....",
		}, "C3", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := diagram(t, tc.rows...)
			p := vertexList(t, b.Size(), tc.at)[0]
			before := b.Hash()
			if got := ShortOfLiberties(b, p); got != tc.short {
				t.Errorf("ShortOfLiberties(%s) = %v, want %v", tc.at, got, tc.short)
			}
			if b.Hash() != before {
				t.Errorf("ShortOfLiberties changed the board")
			}
		})
	}
}

// TestShortOfLibertiesBadInput: points off the board and a nil board are
// not short, and do not panic (ShortOfLiberties is exported, so callers may
// pass anything).
func TestShortOfLibertiesBadInput(t *testing.T) {
	b := diagram(t, sekiAfterE9...)
	for _, tc := range []struct {
		name string
		b    *board.Board
		p    board.Point
	}{
		{"NoPoint", b, board.NoPoint},
		{"negative", b, -7},
		{"one past the last point", b, board.Point(b.NumPoints())},
		{"far off the board", b, 1 << 20},
		{"nil board", nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if ShortOfLiberties(tc.b, tc.p) {
				t.Errorf("ShortOfLiberties(%v) = true, want false", tc.p)
			}
		})
	}
}

// capturable reports whether x, to move, can capture the block at target
// within plies moves whatever the defender plays (any legal move or a
// pass): a brute-force search over the whole board.
func capturable(b *board.Board, x board.Color, target board.Point, plies int) bool {
	if plies <= 0 {
		return false
	}
	for p := 0; p < b.NumPoints(); p++ {
		if b.At(board.Point(p)) != board.Empty || b.Play(x, board.Point(p)) != nil {
			continue
		}
		won := b.At(target) == board.Empty || defenceFails(b, x, target, plies-1)
		_ = b.Undo()
		if won {
			return true
		}
	}
	return false
}

// defenceFails reports whether every defender move (and a pass) leaves x
// able to capture the block at target within plies-1 further moves.
func defenceFails(b *board.Board, x board.Color, target board.Point, plies int) bool {
	if plies <= 0 {
		return false
	}
	if !capturable(b, x, target, plies-1) {
		return false
	}
	for p := 0; p < b.NumPoints(); p++ {
		if b.At(board.Point(p)) != board.Empty || b.Play(x.Opponent(), board.Point(p)) != nil {
			continue
		}
		ok := !capturable(b, x, target, plies-1)
		_ = b.Undo()
		if ok {
			return false
		}
	}
	return true
}

// TestShortOfLibertiesIsSound checks on random 6x6 positions that every
// block called short of liberties is captured by the opponent moving first
// within three moves against every defence (brute force over the whole
// board), and that the sample holds short blocks and two-liberty blocks
// that are not short.
func TestShortOfLibertiesIsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 1))
	short, notShort := 0, 0
	for range 400 {
		b, err := board.New(6, board.Rules{Ko: board.KoSimple})
		if err != nil {
			t.Fatal(err)
		}
		for range 6 + rng.IntN(14) {
			p := board.Point(rng.IntN(b.NumPoints()))
			c := board.Color(1 + rng.IntN(2))
			if b.At(p) == board.Empty {
				_ = b.Play(c, p)
			}
		}
		for p := 0; p < b.NumPoints(); p++ {
			pt := board.Point(p)
			c := b.At(pt)
			if c == board.Empty {
				continue
			}
			stones, libs := b.Chain(pt)
			if stones[0] != pt || len(libs) != 2 {
				continue
			}
			if !ShortOfLiberties(b, pt) {
				notShort++
				continue
			}
			short++
			if !capturable(b, c.Opponent(), pt, 3) {
				t.Fatalf("block at %s called short but survives:\n%s", pt.Vertex(b.Size()), b)
			}
		}
	}
	t.Logf("%d blocks short of liberties (all captured in 3 moves), %d two-liberty blocks not short", short, notShort)
	if short < 20 || notShort < 20 {
		t.Fatalf("sample too small: %d short, %d not short", short, notShort)
	}
}

// The shortage rule keeps the AssumeSafe rule from taking the cut wall of
// seki-9x9 after E9 as safe, while the recorded position still decomposes
// into settled areas.
func TestAssumeSafeSkipsShortBlocks(t *testing.T) {
	roots, err := sgf.ParseFile("../testdata/sgf/seki-9x9.sgf")
	if err != nil {
		t.Fatal(err)
	}
	recorded, err := board.FromSGF(roots[0], -1, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name      string
		b         *board.Board
		territory bool // the region at G9 is White's territory
	}{
		{"recorded", recorded, true},
		{"after E9", diagram(t, sekiAfterE9...), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Decompose(context.Background(), tc.b, Options{AssumeSafeLiberties: 2})
			if err != nil {
				t.Fatal(err)
			}
			g9 := vertexList(t, 9, "G9")[0]
			r := d.Regions[d.RegionAt(g9)]
			got := r.Kind == Territory && r.Owner == board.White
			if got != tc.territory {
				t.Errorf("region at G9: %v owner %v, want White territory %v", r.Kind, r.Owner, tc.territory)
			}
		})
	}
}
