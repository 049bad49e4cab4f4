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

// Issue 28: a record that names no rules (no RU) keeps the rules the
// controller chose by name (kgs-rules, cgtgo-rules, cgtgo-koban, the
// flags: Settings.Set), each part (scoring, move rules) on its own; what
// was not chosen follows the komi (6.5: territory and ko-ban J, 7.5: area
// and positional superko N, the convention of ../shared/data); a record
// that names its rules in RU plays under them. The expected rules are
// those of the rule sets' definitions (Japanese: territory, J; Chinese:
// area, N).
func TestFromRecordKeepsChosenRules(t *testing.T) {
	cases := []struct {
		name    string
		set     [][2]string // Settings.Set calls before the load
		sgf     string
		scoring board.Scoring
		ko      board.KoRule
	}{
		{"nothing chosen: the komi 6.5 tells Japanese", nil, "(;SZ[5]KM[6.5];B[cc])", board.Territory, board.KoSimple},
		{"nothing chosen: the komi 7.5 tells Chinese", nil, "(;SZ[5]KM[7.5];B[cc])", board.Area, board.KoSuperko},
		{"chinese chosen, komi 6.5", [][2]string{{"rules", "chinese"}}, "(;SZ[5]KM[6.5];B[cc])", board.Area, board.KoSuperko},
		{"japanese chosen, komi 7.5", [][2]string{{"rules", "japanese"}}, "(;SZ[5]KM[7.5];B[cc])", board.Territory, board.KoSimple},
		{"ko-ban N chosen, komi 6.5: territory from the komi", [][2]string{{"koban", "N"}}, "(;SZ[5]KM[6.5];B[cc])", board.Territory, board.KoSuperko},
		{"area chosen, komi 6.5: ko-ban J from the komi", [][2]string{{"scoring", "area"}}, "(;SZ[5]KM[6.5];B[cc])", board.Area, board.KoSimple},
		{"chinese chosen, RU Japanese: the record's rules", [][2]string{{"rules", "chinese"}}, "(;SZ[5]KM[6.5]RU[Japanese];B[cc])", board.Territory, board.KoSimple},
		{"japanese chosen, RU Chinese: the record's rules", [][2]string{{"rules", "japanese"}}, "(;SZ[5]KM[6.5]RU[Chinese];B[cc])", board.Area, board.KoSuperko},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := DefaultSettings()
			// Rules in force that differ from every expectation's other
			// half, not chosen: only a choice may keep them.
			s.Scoring, s.Rules = board.Area, board.Rules{Ko: board.KoSuperko, Suicide: true}
			for _, kv := range tc.set {
				if err := s.Set(kv[0], kv[1]); err != nil {
					t.Fatal(err)
				}
			}
			roots, err := sgf.Parse([]byte(tc.sgf))
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := FromRecord(roots[0], "", Game{Settings: s})
			if err != nil {
				t.Fatal(err)
			}
			if got.Settings.Scoring != tc.scoring || got.Settings.Rules.Ko != tc.ko {
				t.Errorf("scoring %v, ko-ban %v; want %v, %v", got.Settings.Scoring, got.Settings.Rules.Ko, tc.scoring, tc.ko)
			}
			if got.Board.Rules().Ko != tc.ko {
				t.Errorf("the board's ko-ban %v, want %v", got.Board.Rules().Ko, tc.ko)
			}
		})
	}
}
