package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/strategy"
)

// TestReview reviews a short game from the two-corridor position of
// TestSolve: Black passes at the start, losing 1 point (Black first
// reaches +1/2, White first -1/2: the stops of the sum worked out there),
// then White plays the hottest move J3 and loses nothing.
func TestReview(t *testing.T) {
	game := strings.TrimSuffix(twoCorridors, ")") + ";B[];W[ig])"
	f := writeTemp(t, "game.sgf", game)
	rv, err := reviewFile(context.Background(), f, positionFlags{assumeSafe: 2}, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		loss  cgt.Rational
		exact bool
	}{{cgt.RationalFromInt(1), true}, {cgt.RationalFromInt(0), true}}
	if len(rv.review.Moves) != len(want) || rv.review.FirstDecomposed != 1 {
		t.Fatalf("%d moves reviewed, first decomposed %d", len(rv.review.Moves), rv.review.FirstDecomposed)
	}
	for i, w := range want {
		mr := rv.review.Moves[i]
		if !mr.Loss.Equal(w.loss) || mr.Exact != w.exact {
			t.Errorf("move %d: loss %v (exact %v), want %v (exact %v)", i+1, mr.Loss, mr.Exact, w.loss, w.exact)
		}
	}
	// Text: one row per reviewed move; SGF: a comment on each move node.
	var out, errb bytes.Buffer
	if code := run([]string{"review", f}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Points lost: Black 1, White 0") {
		t.Errorf("text review:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"review", "--format", "sgf", f}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	roots, err := sgf.Parse(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	line := roots[0].MainLine()
	if len(line) != 3 {
		t.Fatalf("%d nodes in the reviewed record, want 3", len(line))
	}
	for i, n := range line[1:] {
		c, _ := n.Get("C")
		if !strings.Contains(c, "cgtgo review, move") {
			t.Errorf("move %d: comment %q", i+1, c)
		}
	}
	if c, _ := line[1].Get("C"); !strings.Contains(c, "lost 1 point.") {
		t.Errorf("move 1 comment %q, want loss 1", c)
	}
}

// TestReviewFrom: --from 1 skips the first move (the pass); the second is
// still numbered 2 and judged as in TestReview.
func TestReviewFrom(t *testing.T) {
	game := strings.TrimSuffix(twoCorridors, ")") + ";B[];W[ig])"
	f := writeTemp(t, "game.sgf", game)
	rv, err := reviewFile(context.Background(), f, positionFlags{assumeSafe: 2}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rv.review.Moves) != 1 || rv.review.Moves[0].Number != 2 || rv.review.FirstDecomposed != 2 || rv.review.Moves[0].Loss.Sign() != 0 {
		t.Fatalf("review from move 1: %+v", rv.review)
	}
	if _, err := reviewFile(context.Background(), f, positionFlags{assumeSafe: 2}, 2, nil); err == nil {
		t.Error("--from 2 on a 2-move record: want an error")
	}
}

// TestReviewSGFCommentsEveryMove (issue 21): review --format sgf writes the
// game back with a comment on every move for Sabaki: what it lost, the
// best move and the result best play reaches from there (or why the move
// was not judged), and the summary on the root.
func TestReviewSGFCommentsEveryMove(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"review", "../../testdata/sgf/ko-9x9.sgf", "--format", "sgf"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	roots, err := sgf.Parse(out.Bytes())
	if err != nil {
		t.Fatalf("the review is not SGF: %v", err)
	}
	if c, _ := roots[0].Get("C"); !strings.Contains(c, "Black lost") || !strings.Contains(c, "predicted result") {
		t.Errorf("root comment %q lacks the summary", c)
	}
	moves := 0
	for _, n := range roots[0].MainLine() {
		if _, ok, _ := n.Move(9); !ok {
			continue
		}
		moves++
		c, _ := n.Get("C")
		for _, want := range []string{fmt.Sprintf("cgtgo review, move %d (", moves), "lost ", "Best: ", "best play reaches "} {
			if !strings.Contains(c, want) {
				t.Errorf("move %d: comment %q lacks %q", moves, c, want)
			}
		}
	}
	if moves != 6 {
		t.Errorf("%d moves in the reviewed record, want the 6 of ko-9x9", moves)
	}
	notJudged := reviewComment(strategy.MoveReview{Number: 3, Move: board.Move{Color: board.Black, Point: board.Pass}}, 9, 12)
	if notJudged != "cgtgo review, move 3 (Black pass): not judged: the position before it does not split into regions cgtgo can value (judged from move 12 on)." {
		t.Errorf("comment of a move not judged: %q", notJudged)
	}
}
