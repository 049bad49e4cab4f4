package engine

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/strategy"
)

// The names GTP's cgtgo-param strategy accepts (package api, which may
// not import strategy) are package strategy's.
func TestStrategyNamesAgree(t *testing.T) {
	if !slices.Equal(api.StrategyNames, strategy.StrategyNames()) {
		t.Errorf("api.StrategyNames %v, strategy.StrategyNames() %v", api.StrategyNames, strategy.StrategyNames())
	}
}

// TestStrategySwitch (issue 26): the strategy of the game's settings
// chooses the engine's move, and changing it between two moves of the same
// game takes effect at once. The position is a black corridor of two
// points (A4, A5: {1|*}, temperature 1/2) and a white corridor of three
// (J1-J3: {*|-1||-2}, temperature 3/4) between walls (Moews 5.2, the
// values worked out by hand in cmd/cgtgo's TestSolve): every strategy plays
// the hotter corridor's mouth J3 first, each giving its own reason. Both
// corridors chill to numbers, so the coin strategy has no coin to slide:
// it says so in a note and plays exactly.
func TestStrategySwitch(t *testing.T) {
	const twoCorridors = "(;FF[4]GM[1]SZ[9]KM[0.5]AB[ad][ba:bf][da:df][fa:ff][ha:hf][ab:ac][cb:cf][eb:ef][gb:gf][ib:if]AW[ag:hh][bi][di][fi][hi])"
	roots, err := sgf.Parse([]byte(twoCorridors))
	if err != nil {
		t.Fatal(err)
	}
	settings := api.DefaultSettings()
	settings.Safety.AssumeSafeLiberties = 2
	g, _, err := api.FromRecord(roots[0], "", api.Game{Settings: settings})
	if err != nil {
		t.Fatal(err)
	}
	e := New(Options{})
	for _, c := range []struct{ name, reason string }{
		{"exact", "exact:"},
		{"hotstrat", "Hotstrat:"},
		{"sentestrat", "Sentestrat:"},
		{"thermostrat", "Thermostrat:"},
		{"coins", "exact:"},
		{"exact", "exact:"},
	} {
		if err := g.Settings.Set("strategy", c.name); err != nil {
			t.Fatal(err)
		}
		a, err := e.Analyze(context.Background(), g, api.AnalysisRequest{Color: g.Board.ToMove()})
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Best.Vertex(9); got != "J3" || !strings.HasPrefix(a.Reason, c.reason) {
			t.Errorf("strategy %s: best %s (%s; notes %v), want J3 with a reason starting %q", c.name, got, a.Reason, a.Notes, c.reason)
		}
		if note := strings.Join(a.Notes, "; "); (c.name == "coins") != strings.Contains(note, "coins: every region in play chills to a number") {
			t.Errorf("strategy %s: notes %q", c.name, note)
		}
		r, err := e.GenMove(context.Background(), g, api.MoveRequest{Color: g.Board.ToMove()})
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Move.Vertex(9); got != "J3" {
			t.Errorf("strategy %s: genmove %s, want J3", c.name, got)
		}
	}
	err = g.Settings.Set("strategy", "greedy")
	if err == nil || !strings.Contains(err.Error(), "exact, sentestrat, thermostrat, hotstrat, coins") || g.Settings.StrategyName() != "exact" {
		t.Errorf("an unknown strategy: %v (strategy now %s), want an error naming the valid ones", err, g.Settings.StrategyName())
	}
}
