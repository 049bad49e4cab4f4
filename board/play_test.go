package board

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// playCase plays moves ("B C3", "W pass") on a diagram; every move but the
// last must be legal, the last one fails with wantErr (nil: legal). The
// expected boards and prisoner counts are worked out by hand from the rules
// of Go (captures remove blocks left without liberties; suicide; ko).
type playCase struct {
	name    string
	rules   Rules
	start   []string
	moves   []string
	wantErr error
	want    []string // board after the moves (unchanged by a failing last move)
	capB    int      // prisoners taken by Black
	capW    int      // prisoners taken by White
	ko      string   // expected ko point after the moves ("" for none)
}

var playCases = []playCase{
	{
		name:  "single capture in the centre",
		start: []string{".....", "..X..", ".XO..", "..X..", "....."},
		moves: []string{"B D3"},
		want:  []string{".....", "..X..", ".X.X.", "..X..", "....."},
		capB:  1,
	},
	{
		name:  "two separate blocks captured by one move on the edge",
		start: []string{"XO.OX", ".X.X.", ".....", ".....", "....."},
		moves: []string{"B C5"},
		want:  []string{"X.X.X", ".X.X.", ".....", ".....", "....."},
		capB:  2,
	},
	{
		name:  "three-stone block on the first line",
		start: []string{".....", ".....", ".....", "XXXX.", "OOO.."},
		moves: []string{"B D1"},
		want:  []string{".....", ".....", ".....", "XXXX.", "...X."},
		capB:  3,
	},
	{
		name:  "corner stone",
		start: []string{"OX...", ".....", ".....", ".....", "....."},
		moves: []string{"B A4"},
		want:  []string{".X...", "X....", ".....", ".....", "....."},
		capB:  1,
	},
	{
		name:  "snapback: throw-in captured, then five stones retaken",
		start: []string{"..XO.", "XXXO.", "OOOO.", ".....", "....."},
		moves: []string{"W B5", "B A5", "W B5"},
		want:  []string{".O.O.", "...O.", "OOOO.", ".....", "....."},
		capB:  1,
		capW:  5,
	},
	{
		name:  "white's turn after black passes",
		start: []string{".....", ".....", ".....", ".....", "....."},
		moves: []string{"B pass", "W C3"},
		want:  []string{".....", ".....", "..O..", ".....", "....."},
	},
	{
		name:    "occupied point",
		start:   []string{".....", ".....", "..X..", ".....", "....."},
		moves:   []string{"W C3"},
		wantErr: ErrOccupied,
		want:    []string{".....", ".....", "..X..", ".....", "....."},
	},
	{
		name:    "single-stone suicide is illegal by default",
		start:   []string{".X...", "X....", ".....", ".....", "....."},
		moves:   []string{"W A5"},
		wantErr: ErrSuicide,
		want:    []string{".X...", "X....", ".....", ".....", "....."},
	},
	{
		name:    "multi-stone suicide is illegal by default",
		start:   []string{"OX...", ".X...", "X....", ".....", "....."},
		moves:   []string{"W A4"},
		wantErr: ErrSuicide,
		want:    []string{"OX...", ".X...", "X....", ".....", "....."},
	},
	{
		name:  "multi-stone suicide allowed: own stones become the opponent's prisoners",
		rules: Rules{Suicide: true},
		start: []string{"OX...", ".X...", "X....", ".....", "....."},
		moves: []string{"W A4"},
		want:  []string{".X...", ".X...", "X....", ".....", "....."},
		capB:  2,
	},
	{
		name:  "multi-stone suicide allowed under superko (new arrangement)",
		rules: Rules{Ko: KoSuperko, Suicide: true},
		start: []string{"OX...", ".X...", "X....", ".....", "....."},
		moves: []string{"W A4"},
		want:  []string{".X...", ".X...", "X....", ".....", "....."},
		capB:  2,
	},
	{
		name:  "single-stone suicide allowed under J leaves the stones as they were",
		rules: Rules{Suicide: true},
		start: []string{".X...", "X....", ".....", ".....", "....."},
		moves: []string{"W A5"},
		want:  []string{".X...", "X....", ".....", ".....", "....."},
		capB:  1,
	},
	{
		name:    "single-stone suicide repeats the position: refused under superko",
		rules:   Rules{Ko: KoSuperko, Suicide: true},
		start:   []string{".X...", "X....", ".....", ".....", "....."},
		moves:   []string{"W A5"},
		wantErr: ErrSuperko,
		want:    []string{".X...", "X....", ".....", ".....", "....."},
	},
	{
		name:  "filling the last liberty is legal when it captures",
		start: []string{".XO..", "XO...", ".....", ".....", "....."},
		moves: []string{"W A5"},
		want:  []string{"O.O..", "XO...", ".....", ".....", "....."},
		capW:  1,
		ko:    "B5",
	},
	{
		name:  "ko capture sets the ko point",
		start: []string{".XO..", "X.XO.", ".XO..", ".....", "....."},
		moves: []string{"W B4"},
		want:  []string{".XO..", "XO.O.", ".XO..", ".....", "....."},
		capW:  1,
		ko:    "C4",
	},
	{
		name:    "immediate ko recapture is illegal",
		start:   []string{".XO..", "X.XO.", ".XO..", ".....", "....."},
		moves:   []string{"W B4", "B C4"},
		wantErr: ErrKo,
		want:    []string{".XO..", "XO.O.", ".XO..", ".....", "....."},
		capW:    1,
		ko:      "C4",
	},
	{
		name:    "immediate ko recapture is illegal under superko too",
		rules:   Rules{Ko: KoSuperko},
		start:   []string{".XO..", "X.XO.", ".XO..", ".....", "....."},
		moves:   []string{"W B4", "B C4"},
		wantErr: ErrKo,
		want:    []string{".XO..", "XO.O.", ".XO..", ".....", "....."},
		capW:    1,
		ko:      "C4",
	},
	{
		name:  "ko retaken after a ko threat exchange",
		start: []string{".XO..", "X.XO.", ".XO..", ".....", "....."},
		moves: []string{"W B4", "B E1", "W E2", "B C4"},
		want:  []string{".XO..", "X.XO.", ".XO..", "....O", "....X"},
		capW:  1,
		capB:  1,
		ko:    "B4",
	},
	{
		name:    "the retaken ko is banned for white in turn",
		start:   []string{".XO..", "X.XO.", ".XO..", ".....", "....."},
		moves:   []string{"W B4", "B E1", "W E2", "B C4", "W B4"},
		wantErr: ErrKo,
		want:    []string{".XO..", "X.XO.", ".XO..", "....O", "....X"},
		capW:    1,
		capB:    1,
		ko:      "B4",
	},
	{
		name:  "passes lift the ko ban",
		start: []string{".XO..", "X.XO.", ".XO..", ".....", "....."},
		moves: []string{"W B4", "B pass", "W pass", "B C4"},
		want:  []string{".XO..", "X.XO.", ".XO..", ".....", "....."},
		capW:  1,
		capB:  1,
		ko:    "B4",
	},
	{
		name:  "capturing one stone with a stone that keeps other liberties is no ko",
		start: []string{".XO..", "X.XO.", "..O..", ".....", "....."},
		moves: []string{"W B4"},
		want:  []string{".XO..", "XO.O.", "..O..", ".....", "....."},
		capW:  1,
	},
}

func parseMove(t *testing.T, b *Board, s string) (Color, Point) {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 2 {
		t.Fatalf("bad move %q", s)
	}
	c, err := ParseColor(f[0])
	if err != nil {
		t.Fatal(err)
	}
	return c, vtx(t, b, f[1])
}

func TestPlay(t *testing.T) {
	for _, tc := range playCases {
		t.Run(tc.name, func(t *testing.T) {
			b := fromDiagram(t, tc.rules, tc.start...)
			var snaps []snapshot
			for i, m := range tc.moves {
				c, p := parseMove(t, b, m)
				before := snap(b)
				snaps = append(snaps, before)
				err := b.Play(c, p)
				last := i == len(tc.moves)-1
				if !last || tc.wantErr == nil {
					if err != nil {
						t.Fatalf("move %d %s: %v", i+1, m, err)
					}
					if b.ToMove() != c.Opponent() {
						t.Errorf("after %s: %s to move, want %s", m, b.ToMove().Name(), c.Opponent().Name())
					}
					continue
				}
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("move %s: error %v, want %v", m, err, tc.wantErr)
				}
				if d := sameSnapshot(before, snap(b)); d != "" {
					t.Fatalf("illegal move %s changed the board: %s", m, d)
				}
				if b.IsLegal(c, p) {
					t.Errorf("IsLegal(%s) = true for a move Play refuses", m)
				}
				if slices.Contains(b.LegalMoves(c), p) {
					t.Errorf("LegalMoves contains %s", m)
				}
				snaps = snaps[:len(snaps)-1]
			}
			if got := diagram(b); !slices.Equal(got, tc.want) {
				t.Errorf("board\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if b.Captures(Black) != tc.capB || b.Captures(White) != tc.capW {
				t.Errorf("captures B %d W %d, want B %d W %d", b.Captures(Black), b.Captures(White), tc.capB, tc.capW)
			}
			wantKo := NoPoint
			if tc.ko != "" {
				wantKo = vtx(t, b, tc.ko)
			}
			if b.KoPoint() != wantKo {
				t.Errorf("ko point %s, want %s", b.KoPoint().Vertex(b.Size()), wantKo.Vertex(b.Size()))
			}
			if h := recomputeHash(b); h != b.Hash() {
				t.Errorf("hash %x, recomputed %x", b.Hash(), h)
			}
			for i := len(snaps) - 1; i >= 0; i-- {
				if err := b.Undo(); err != nil {
					t.Fatalf("undo %d: %v", i, err)
				}
				if d := sameSnapshot(snaps[i], snap(b)); d != "" {
					t.Fatalf("undo of move %d (%s): %s", i+1, tc.moves[i], d)
				}
			}
			if got := diagram(b); !slices.Equal(got, tc.start) {
				t.Errorf("after undoing everything:\n%s", strings.Join(got, "\n"))
			}
		})
	}
}
