package engine

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
)

// hasSimpleCandidate reports, by playing every point, whether c has a
// move the simple player considers when it knows no settled territory
// and scores by area (no dame rule): a legal move on an empty point that
// is not c's true eye, and that leaves its block at least two liberties
// or captures, outside the small one-colour regions it leaves alone.
func hasSimpleCandidate(b *board.Board, c board.Color) bool {
	b = b.Copy()
	regions := board.EmptyRegionsOf(b)
	for p := range b.NumPoints() {
		pt := board.Point(p)
		if b.At(pt) != board.Empty || isTrueEye(b, pt, c) {
			continue
		}
		before := b.Captures(c)
		if b.Play(c, pt) != nil {
			continue
		}
		captures := b.Captures(c) - before
		ok := b.Liberties(pt) >= 2 || captures > 0
		_ = b.Undo()
		if !ok {
			continue
		}
		if captures == 0 && regions.Owner[p] != board.Empty && 4*regions.Size[p] <= b.NumPoints() {
			continue // a small one-colour region: left alone unless the move captures or saves
		}
		return true
	}
	return false
}

// Issue 28: cut short by the move's last moment (a context that has
// already ended), the simple player still answers a move whenever it has
// one: it stops ranking only once it holds a candidate. Checked on the
// late 19x19 endgames for both colours against a count made by playing
// every point (hasSimpleCandidate: when it finds a move, the cut player
// must not pass).
func TestSimplePlayerCutShortStillMoves(t *testing.T) {
	files, err := filepath.Glob("../testdata/sgf/late19/*.sgf")
	if err != nil || len(files) == 0 {
		t.Fatalf("no positions: %v", err)
	}
	files = append(files, "../testdata/sgf/ko-fight-19x19.sgf", "../testdata/sgf/endgame-19x19-corridors.sgf")
	cut, cancel := context.WithCancel(context.Background())
	cancel()
	checked := 0
	for _, f := range files {
		roots, err := sgf.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b, err := board.FromSGF(roots[0], -1, board.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		s := api.DefaultSettings()
		s.Scoring = board.Area
		g := api.Game{Board: b, Komi: cgt.RationalFromFrac(15, 2), Settings: s}
		for _, c := range []board.Color{board.Black, board.White} {
			if !hasSimpleCandidate(b, c) {
				continue
			}
			checked++
			if p := simpleFor(g, nil).move(cut, c); p == board.Pass || !b.IsLegal(c, p) {
				t.Errorf("%s: %s, cut short, answered %s while it has a move", filepath.Base(f), c.Name(), p.Vertex(19))
			}
		}
	}
	if checked == 0 {
		t.Fatal("no position with a move to check")
	}
	t.Logf("%d positions and colours checked", checked)
}
