package valuation

import (
	"context"
	"errors"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/testenv"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// labelRegions returns regions of random walled positions that hold kos
// (cycles of the local game) or none, for the label tests.
func labelRegions(t *testing.T, n int) []struct {
	b      *board.Board
	points []board.Point
} {
	t.Helper()
	rng := rand.New(rand.NewSource(2424))
	var out []struct {
		b      *board.Board
		points []board.Point
	}
	withKo := 0
	for len(out) < n {
		pos, ok := wholeboard.Random(rng, 5, 7, 30)
		if !ok {
			continue
		}
		for _, r := range pos.Regions() {
			if len(r) < 3 || len(r) > 14 {
				continue
			}
			rs, err := newRegionSearch(context.Background(), pos.Board, r, Options{Scoring: Territory, MaxNodes: 20_000})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := rs.solve(rs.wholePart()); err != nil {
				continue
			}
			if rs.cycles > 0 {
				withKo++
			} else if withKo < len(out)/2 {
				continue // keep at least half of the regions with kos
			}
			out = append(out, struct {
				b      *board.Board
				points []board.Point
			}{pos.Board, r})
			break
		}
	}
	return out
}

// checkLabel fails when a is labelled with more than it knows: an exact
// value must be the value a full search finds, komaster values must be
// the full search's, and anything else must say it is an estimate.
func checkLabel(t *testing.T, what string, a, full *Analysis) {
	t.Helper()
	if a.Exact != (a.Kind == ValueCanonical) {
		t.Fatalf("%s: Exact %v but kind %v", what, a.Exact, a.Kind)
	}
	switch a.Kind {
	case ValueCanonical:
		if full.Kind != ValueCanonical || a.Value != full.Value {
			t.Fatalf("%s: labelled exact with %s, the full search gives %s (%v)", what, a.Value, full.Value, full.Kind)
		}
	case ValueKomaster:
		if full.Kind != ValueKomaster || a.KoBlack != full.KoBlack || a.KoWhite != full.KoWhite {
			t.Fatalf("%s: komaster values %s / %s, the full search gives %s / %s (%v)", what, a.KoBlack, a.KoWhite, full.KoBlack, full.KoWhite, full.Kind)
		}
	default:
		if a.Approximation == "" {
			t.Fatalf("%s: an estimate (%v) without a word of why", what, a.Kind)
		}
	}
}

// TestNoEstimateLabelledExact (issue 24): budgets injected so that every
// stage of a region's valuation runs out in turn (the node budget of the
// exact search from 1 position up, the positions-with-history of a
// cyclic component, the number of cycles, and a context ending at a chosen
// step) never produce an estimate labelled exact, nor komaster values that
// the full search does not confirm.
func TestNoEstimateLabelledExact(t *testing.T) {
	n := 24
	if testenv.Reduced() {
		n = 8
	}
	for i, reg := range labelRegions(t, n) {
		for _, scoring := range []Scoring{Territory, Area} {
			base := Options{Scoring: scoring, MaxNodes: 20_000}
			full, err := Analyze(context.Background(), reg.b, reg.points, base)
			if err != nil {
				t.Fatal(err)
			}
			if full.Kind == ValueEstimate {
				continue
			}
			for budget := 1; budget <= full.Nodes+1; budget = budget*3/2 + 1 {
				opt := base
				opt.MaxNodes = budget
				a, err := Analyze(context.Background(), reg.b, reg.points, opt)
				if err != nil {
					t.Fatal(err)
				}
				checkLabel(t, "node budget", a, full)
				if budget < full.Nodes && a.Kind != ValueEstimate {
					t.Fatalf("region %d: %v with %d of the %d positions it needs", i, a.Kind, budget, full.Nodes)
				}
			}
			for _, lim := range []searchLimits{{0, 1000, lifeNodes}, {1, 1000, lifeNodes}, {3, 1000, lifeNodes}, {20, 1000, lifeNodes}, {4000, 0, lifeNodes}, {4000, 1, lifeNodes}, {4000, 1000, 0}, {4000, 1000, 3}} {
				opt := base
				opt.limits = &lim
				a, err := Analyze(context.Background(), reg.b, reg.points, opt)
				if err != nil {
					t.Fatal(err)
				}
				checkLabel(t, "ko limits", a, full)
			}
			for steps := 1; steps < 40; steps += 4 {
				ctx := testenv.NewStepContext(context.Background(), steps)
				a, err := Analyze(ctx, reg.b, reg.points, base)
				ctx.Release()
				if err != nil {
					if !errors.Is(err, context.DeadlineExceeded) {
						t.Fatalf("context ended at step %d: %v", steps, err)
					}
					continue
				}
				checkLabel(t, "context", a, full)
			}
		}
	}
}

// TestNoLifeEstimateLabelledExact (issue 24): regions whose territory
// valuation proves a group alive by answering attacks at some line end
// (llife.go): the middle of case 1 of strategy's
// TestKoOracleFormerDisagreements, then regions of dense random positions
// that need such a proof, valued again with the life search's budget run
// out (0 positions, then a few): never an estimate labelled exact, and
// with no budget at all an estimate.
func TestNoLifeEstimateLabelledExact(t *testing.T) {
	want := testenv.RaceCount(6, 2)
	rng := rand.New(rand.NewSource(2425))
	first, ok := wholeboard.FromDiagram([]string{
		"X . X . X . X",
		"X X X X X X X",
		"X X . X O . .",
		"O X O . . X X",
		". X O X O . X",
		"O O O O O O O",
		"O . O . O . O",
	})
	if !ok {
		t.Fatal("not a position")
	}
	found := 0
	for draws := 0; found < want; draws++ {
		if draws > 300*want {
			t.Fatalf("only %d regions with a life proof in %d draws", found, draws)
		}
		pos := first
		if draws > 0 {
			if pos, ok = wholeboard.Random(rng, 5, 7, 38+rng.Intn(8)); !ok {
				continue
			}
		}
		for _, r := range pos.Regions() {
			if len(r) < 3 || len(r) > 24 {
				continue
			}
			base := Options{Scoring: Territory, MaxNodes: 20_000}
			rs, err := newRegionSearch(context.Background(), pos.Board, r, base)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := rs.solve(rs.wholePart()); err != nil || rs.lifeProved == 0 {
				continue
			}
			full, err := Analyze(context.Background(), pos.Board, r, base)
			if err != nil {
				t.Fatal(err)
			}
			if full.Kind == ValueEstimate {
				continue
			}
			found++
			for _, budget := range []int{0, 1, 3, 10, 30, 100} {
				opt := base
				opt.limits = &searchLimits{unrolledStates: maxUnrolledStates, cycles: 64, lifeNodes: budget}
				a, err := Analyze(context.Background(), pos.Board, r, opt)
				if err != nil {
					t.Fatal(err)
				}
				checkLabel(t, "life budget", a, full)
				if budget == 0 && a.Kind != ValueEstimate {
					t.Fatalf("no life budget, a wall to prove, and the value is labelled %v\n%s", a.Kind, pos.Board)
				}
			}
			break
		}
	}
}
