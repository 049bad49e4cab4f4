package api

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
)

// FromRecord on a 5x5 record of three moves (B C3, W D2, B B4): the move
// number or the vertex picks the position, KM
// and RU replace the komi and rules, an unknown RU is reported and the
// rules in force stay.
func TestFromRecord(t *testing.T) {
	in := DefaultSettings()
	g := Game{Komi: cgt.RationalFromInt(3), Settings: in}
	cases := []struct {
		name, sgf, at string
		stones        int
		komi          cgt.Rational
		scoring       board.Scoring
		unknownRU     string
		fails         bool
	}{
		{"whole line, KM and RU Chinese", "(;SZ[5]KM[7.5]RU[Chinese];B[cc];W[dd];B[bb])", "", 3, cgt.RationalFromFrac(15, 2), board.Area, "", false},
		{"before move 2", "(;SZ[5];B[cc];W[dd];B[bb])", "2", 1, cgt.RationalFromInt(3), board.Territory, "", false},
		{"before the first move at D2 (dd)", "(;SZ[5];B[cc];W[dd];B[bb])", "D2", 1, cgt.RationalFromInt(3), board.Territory, "", false},
		{"a vertex never played: the whole line", "(;SZ[5];B[cc];W[dd];B[bb])", "A1", 3, cgt.RationalFromInt(3), board.Territory, "", false},
		{"unknown RU keeps the rules", "(;SZ[5]RU[Martian];B[cc])", "", 1, cgt.RationalFromInt(3), board.Territory, "Martian", false},
		{"move 0", "(;SZ[5];B[cc])", "0", 0, cgt.Rational{}, 0, "", true},
		{"bad vertex", "(;SZ[5];B[cc])", "Z9", 0, cgt.Rational{}, 0, "", true},
		{"bad komi", "(;SZ[5]KM[x];B[cc])", "", 0, cgt.Rational{}, 0, "", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			roots, err := sgf.Parse([]byte(tc.sgf))
			if err != nil {
				t.Fatal(err)
			}
			got, unknown, err := FromRecord(roots[0], tc.at, g)
			if unknown != tc.unknownRU {
				t.Errorf("unknown RU %q, want %q", unknown, tc.unknownRU)
			}
			if tc.fails {
				if err == nil {
					t.Fatalf("no error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			stones := 0
			for p := 0; p < got.Board.NumPoints(); p++ {
				if got.Board.At(board.Point(p)) != board.Empty {
					stones++
				}
			}
			if stones != tc.stones || !got.Komi.Equal(tc.komi) || got.Settings.Scoring != tc.scoring {
				t.Errorf("stones %d komi %s scoring %v, want %d %s %v", stones, got.Komi, got.Settings.Scoring, tc.stones, tc.komi, tc.scoring)
			}
			if got.Settings.MaxMoveTime != in.MaxMoveTime {
				t.Errorf("budget changed: %v", got.Settings.MaxMoveTime)
			}
		})
	}
}
