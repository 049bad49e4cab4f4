package strategy

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestOneBasicKoWhiteTakes (issue 26): one basic ko that Black holds, no
// ko threat and no dame anywhere, White to move. White must take the ko
// (passing would let Black connect): Black has no threat, so White then
// connects it. Counted by hand from the board with the ko connected by
// Black (connectedCount, board.Score): under territory scoring White's
// capture is one prisoner, -1 (seeds/003's case 4 for Kd = 1: -3/3);
// under area scoring the capture turns the ko point and the captured
// stone's point over to White, 2 points each way, -4. Both the predicted
// result and self-play from the board reach it, and the recommended move
// captures.
func TestOneBasicKoWhiteTakes(t *testing.T) {
	p := BasicKoPosition{KB: 1}
	for _, c := range []struct {
		scoring board.Scoring
		change  int // counted by hand, from the connected board
	}{
		{board.Territory, -1},
		{board.Area, -4},
	} {
		b, err := seedBoard(p, board.Rules{Ko: board.KoSimple})
		if err != nil {
			t.Fatal(err)
		}
		b.SetToMove(board.White)
		want := connectedCount(t, b, c.scoring) + c.change
		pa, err := AnalyzePosition(context.Background(), b, Options{Scoring: c.scoring})
		if err != nil {
			t.Fatal(err)
		}
		if pa.Best.Pass {
			t.Fatalf("%v: White passes (%s)", c.scoring, pa.Best.Reason)
		}
		after := b.Copy()
		if err := after.Play(board.White, pa.Best.Move.Point); err != nil || after.Captures(board.White) != b.Captures(board.White)+1 {
			t.Errorf("%v: White's move %s does not take the ko (%v)", c.scoring, pa.Best.Move.Point.Vertex(b.Size()), err)
		}
		if pa.WhiteFirst.Cmp(ratInt(want)) != 0 {
			t.Errorf("%v: predicted %s with White first, counted %d", c.scoring, pa.WhiteFirst, want)
		}
		if got, moves := selfPlay(t, b, c.scoring, board.White, 50); got != want {
			t.Errorf("%v: self-play ends at %d, counted %d (moves %v)", c.scoring, got, want, moves)
		}
	}
}

// TestAreaKoBlackKomaster (issue 26): under area scoring, one open basic
// ko with Black as komaster is worth exactly the board with the ko
// connected by Black (board.Score of that board, counted without the
// analysis): Black wins the ko whoever moves first, and a ko threat and
// its answer change no area count. Moews' phi value of the Chinese model,
// which counts an extra point per move, would add one too many.
func TestAreaKoBlackKomaster(t *testing.T) {
	for _, p := range []BasicKoPosition{{KB: 1}, {KB: 1, D: 1}} {
		b, err := seedBoard(p, board.Rules{Ko: board.KoSimple})
		if err != nil {
			t.Fatal(err)
		}
		base := connectedCount(t, b, board.Area) // dame left empty
		opt := Options{Scoring: board.Area}
		pa, err := AnalyzePosition(context.Background(), b, opt)
		if err != nil {
			t.Fatal(err)
		}
		results, err := pa.KoResults(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, k := range results {
			if k.Assumption != KoBlackKomaster {
				continue
			}
			found = true
			// With a dame the player to move also fills it: +1 or -1.
			bf, wf := base+p.D, base-p.D
			if k.BlackFirst.Cmp(ratInt(bf)) != 0 || k.WhiteFirst.Cmp(ratInt(wf)) != 0 {
				t.Errorf("%+v: Black komaster %s / %s (Black / White first), counted %d / %d", p, k.BlackFirst, k.WhiteFirst, bf, wf)
			}
		}
		if !found {
			t.Errorf("%+v: no Black komaster result in %v", p, results)
		}
	}
}
