package board

import (
	"errors"
	"testing"
)

// tripleKo is a 9x9 life-and-death triple ko. The white group in the top
// left corner (26 stones) has no liberties but three ko points: F9 (ko 1,
// White holds it with the stone G9), E6 (ko 2, White holds it with F6) and
// A4 (ko 3, Black holds it with the stone A4; White could capture at A3).
// Black's wall around it is alive with the rest of the board. White lives
// while holding two kos; whenever Black takes one, the white group is in
// atari and White must take another ko at once:
//
//	B F9 (takes ko 1: White is in atari at E6), W A3 (takes ko 3),
//	B E6 (takes ko 2: atari at A4), W G9 (retakes ko 1),
//	B A4 (retakes ko 3: atari at F9), W F6 (retakes ko 2)
//
// and the starting arrangement is back with Black to move: a cycle.
var tripleKo = []string{
	"OOOOO.OX.",
	"OOOOOOXX.",
	"OOOOOXX..",
	"OOOO.OX..",
	"OOOOOXX..",
	"XOXXXX...",
	".XX......",
	"XX.......",
	".........",
}

var tripleKoCycle = []string{"B F9", "W A3", "B E6", "W G9", "B A4", "W F6"}

func TestTripleKo(t *testing.T) {
	cases := []struct {
		name    string
		rules   Rules
		lastErr error // error of the sixth capture
		goesOn  bool  // whether the cycle can go on (Black captures A again)
	}{
		{"J allows the cycle", Rules{Ko: KoSimple}, nil, true},
		{"N refuses the sixth capture", Rules{Ko: KoSuperko}, ErrSuperko, false},
		{"N with suicide refuses it too", Rules{Ko: KoSuperko, Suicide: true}, ErrSuperko, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := fromDiagram(t, tc.rules, tripleKo...)
			start := b.Hash()
			hashes := map[uint64]bool{start: true}
			for i, m := range tripleKoCycle {
				c, p := parseMove(t, b, m)
				err := b.Play(c, p)
				if i < len(tripleKoCycle)-1 {
					if err != nil {
						t.Fatalf("move %d %s: %v", i+1, m, err)
					}
					if hashes[b.Hash()] {
						t.Fatalf("move %d %s repeats a position before the cycle closes", i+1, m)
					}
					hashes[b.Hash()] = true
					if b.Captures(Black)+b.Captures(White) != i+1 {
						t.Fatalf("move %d %s: %d stones captured so far, want one per move", i+1, m, b.Captures(Black)+b.Captures(White))
					}
					// The white group is in atari after each black capture.
					if libs := b.Liberties(vtx(t, b, "A9")); libs != 2-(i+1)%2 {
						t.Fatalf("move %d %s: the white group has %d liberties", i+1, m, libs)
					}
					continue
				}
				if !errors.Is(err, tc.lastErr) || (err == nil) != (tc.lastErr == nil) {
					t.Fatalf("closing capture %s: error %v, want %v", m, err, tc.lastErr)
				}
				if err == nil && b.Hash() != start {
					t.Fatalf("closing capture did not restore the start arrangement")
				}
				if err != nil && b.IsLegal(c, p) {
					t.Fatalf("IsLegal(%s) = true after Play refused it", m)
				}
			}
			if !tc.goesOn {
				return
			}
			if err := b.Play(Black, vtx(t, b, "F9")); err != nil {
				t.Fatalf("second round of the cycle: %v", err)
			}
			if b.Captures(Black) != 4 || b.Captures(White) != 3 {
				t.Fatalf("captures B %d W %d after seven ko captures, want 4 and 3", b.Captures(Black), b.Captures(White))
			}
		})
	}
}

// TestSuperkoAfterUndo checks that undoing a move forgets its position:
// the same move is legal again under N.
func TestSuperkoAfterUndo(t *testing.T) {
	b := fromDiagram(t, Rules{Ko: KoSuperko}, tripleKo...)
	for _, m := range tripleKoCycle[:5] {
		c, p := parseMove(t, b, m)
		if err := b.Play(c, p); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 5; i++ {
		if err := b.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	for _, m := range tripleKoCycle[:5] {
		c, p := parseMove(t, b, m)
		if err := b.Play(c, p); err != nil {
			t.Fatalf("replay after undo: %s: %v", m, err)
		}
	}
}

// TestSuperkoAfterSetRules checks that a board that switches to positional
// superko mid-game bans every arrangement of its history, as one under
// superko from the start does: the superko history is kept only under
// superko and rebuilt from the undo records when it starts.
func TestSuperkoAfterSetRules(t *testing.T) {
	sk := fromDiagram(t, Rules{Ko: KoSuperko}, tripleKo...)
	simple := fromDiagram(t, Rules{Ko: KoSimple}, tripleKo...)
	for _, m := range tripleKoCycle[:5] {
		for _, b := range []*Board{sk, simple} {
			c, p := parseMove(t, b, m)
			if err := b.Play(c, p); err != nil {
				t.Fatalf("%s: %v", m, err)
			}
		}
	}
	if simple.seen != nil {
		t.Fatalf("a simple-ko board keeps a superko history of %d arrangements", len(simple.seen))
	}
	simple.SetRules(Rules{Ko: KoSuperko})
	if d := sameSnapshot(snap(sk), snap(simple)); d != "" {
		t.Fatalf("after SetRules(superko): %s", d)
	}
	c, p := parseMove(t, simple, tripleKoCycle[5])
	if err := simple.Play(c, p); !errors.Is(err, ErrSuperko) {
		t.Fatalf("closing capture after SetRules(superko): %v, want ErrSuperko", err)
	}
	// Back to simple ko the cycle closes; superko again sees the start
	// arrangement twice, and undoing the capture gives the history back.
	simple.SetRules(Rules{Ko: KoSimple})
	if err := simple.Play(c, p); err != nil {
		t.Fatalf("closing capture under simple ko: %v", err)
	}
	simple.SetRules(Rules{Ko: KoSuperko})
	if n := simple.seen[simple.Hash()]; n != 2 {
		t.Fatalf("the start arrangement is in the superko history %d times, want 2", n)
	}
	if cp := simple.Copy(); cp.seen[cp.Hash()] != 2 {
		t.Fatalf("Copy lost the superko history")
	}
	if err := simple.Undo(); err != nil {
		t.Fatal(err)
	}
	if d := sameSnapshot(snap(sk), snap(simple)); d != "" {
		t.Fatalf("after Undo: %s", d)
	}
}

// TestTryPlay checks that TryPlay accepts and refuses the moves Play does,
// leaving the board as Play leaves it: the ko cycle (its closing capture is
// refused under superko) followed by moves on occupied points and a
// suicide (W F9 after the cycle: refused, or played where the rules allow
// suicide), and an immediate retake of a ko (simple-ko ban).
func TestTryPlay(t *testing.T) {
	lines := [][]string{
		append(append([]string(nil), tripleKoCycle...), "W F9", "B A9", "B B9", "W A4", "B J1"),
		{"B F9", "W G9", "W A3"},
	}
	for _, rules := range []Rules{{Ko: KoSimple}, {Ko: KoSuperko}, {Ko: KoSuperko, Suicide: true}} {
		for _, line := range lines {
			played := fromDiagram(t, rules, tripleKo...)
			tried := fromDiagram(t, rules, tripleKo...)
			for _, m := range line {
				c, p := parseMove(t, played, m)
				err := played.Play(c, p)
				if ok := tried.TryPlay(c, p); ok != (err == nil) {
					t.Fatalf("%v %s: TryPlay %v, Play error %v", rules, m, ok, err)
				}
				if d := sameSnapshot(snap(played), snap(tried)); d != "" {
					t.Fatalf("%v %s: %s", rules, m, d)
				}
			}
		}
	}
}
