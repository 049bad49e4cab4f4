package engine

import (
	"context"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/stepclock"
)

// kgs-genmove_cleanup does not pass while the engine sees dead opponent
// stones: it plays on their liberties.
func TestGenmoveCleanup(t *testing.T) {
	// A settled 5x5 board with a dead White stone at A3 inside Black's
	// area; the move choice passes, cleanup must attack the stone.
	b, err := board.FromDiagram(board.Rules{},
		".XXO.",
		".XXO.",
		"OXXO.",
		".XXO.",
		".XXO.")
	if err != nil {
		t.Fatal(err)
	}
	e := New(Options{})
	e.choose = func(context.Context, api.Game, board.Color) (board.Point, error) { return board.Pass, nil }
	a3, _ := board.ParseVertex("A3", 5)
	e.dead = func(context.Context, api.Game) ([]board.Point, error) { return []board.Point{a3}, nil }
	g := api.Game{Board: b, Settings: api.DefaultSettings()}
	move := func(c board.Color, cleanup bool) string {
		r, err := e.GenMove(context.Background(), g, api.MoveRequest{Color: c, Cleanup: cleanup})
		if err != nil {
			t.Fatal(err)
		}
		return r.Move.Vertex(5)
	}
	if got := move(board.Black, false); got != "pass" {
		t.Errorf("genmove b = %s, want the move choice's pass", got)
	}
	if got := move(board.Black, true); got != "A4" && got != "A2" {
		t.Errorf("kgs-genmove_cleanup b = %s, want a liberty of the dead stone (A4 or A2)", got)
	}
	if got := move(board.White, true); got != "pass" {
		t.Errorf("kgs-genmove_cleanup w = %s: White has no dead Black stones to remove", got)
	}
}

// genmove answers within what the clock leaves: with 1 second for 1 stone
// of byo-yomi, a move choice that thinks until its deadline is stopped by
// it, lateWork before the allotment ends (so that the move's last stages
// finish within it). The clock is a step clock: the choice's polls of its
// context make time pass.
func TestGenmoveHonoursClock(t *testing.T) {
	clock := stepclock.New(time.Millisecond)
	e := New(Options{Clock: clock})
	stopped := make(chan error, 1)
	e5 := board.PointAt(4, 4, 9)
	e.choose = func(ctx context.Context, _ api.Game, _ board.Color) (board.Point, error) {
		for ctx.Err() == nil {
		}
		stopped <- ctx.Err()
		return e5, nil
	}
	b, _ := board.New(9, board.Rules{})
	g := api.Game{Board: b, Settings: api.DefaultSettings()}
	g.Settings.MaxMoveTime = time.Hour
	if err := g.Time.Settings(0, time.Second, 1); err != nil {
		t.Fatal(err)
	}
	if err := g.Time.Left(board.White, time.Second, 1, clock.Now()); err != nil {
		t.Fatal(err)
	}
	start := clock.Peek()
	r, err := e.GenMove(context.Background(), g, api.MoveRequest{Color: board.White})
	if err != nil || r.Move != e5 {
		t.Fatalf("genmove w = %s, %v; want E5", r.Move.Vertex(9), err)
	}
	if err := <-stopped; err != context.DeadlineExceeded {
		t.Errorf("move choice stopped by %v, want the deadline", err)
	}
	allot := time.Second - safetyMargin
	deadline := SearchDeadline(allot)
	if took := clock.Peek().Sub(start); took < deadline || took > deadline+10*time.Millisecond || took > allot {
		t.Errorf("genmove took %v on the step clock, want the search's deadline %v (within 10 steps), lateWork before the allotment %v", took, deadline, allot)
	}
}

// A move choice cut by its deadline may leave moves played on the board it
// was given (issue 28: in a soak the engine answered a move that repeats
// an earlier position, legal only on such a board). The choice gets a copy:
// here it undoes the last move on its board and answers that point, which
// is taken in the game; genmove answers a legal move of the game instead,
// and the game's board is as it was.
func TestGenmoveChecksTheGameAsItIs(t *testing.T) {
	b, err := board.New(9, board.Rules{Ko: board.KoSuperko})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"E5", "C3", "G7"} {
		p, _ := board.ParseVertex(v, 9)
		if err := b.Play(b.ToMove(), p); err != nil {
			t.Fatal(err)
		}
	}
	g7, _ := board.ParseVertex("G7", 9)
	e := New(Options{})
	e.choose = func(_ context.Context, g api.Game, _ board.Color) (board.Point, error) {
		if err := g.Board.Undo(); err != nil {
			t.Fatal(err)
		}
		return g7, nil // empty on the choice's board, taken in the game
	}
	g := api.Game{Board: b, Settings: api.DefaultSettings()}
	r, err := e.GenMove(context.Background(), g, api.MoveRequest{Color: board.White})
	if err != nil {
		t.Fatal(err)
	}
	if r.Move == g7 || (r.Move != board.Pass && !b.IsLegal(board.White, r.Move)) {
		t.Errorf("genmove w = %s: not a legal move of the game", r.Move.Vertex(9))
	}
	if len(b.Moves()) != 3 || b.At(g7) != board.Black {
		t.Errorf("the game's board changed: %d moves, G7 %v", len(b.Moves()), b.At(g7))
	}
}
