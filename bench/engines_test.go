package bench

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/cgt"
)

// hangGuard only turns a hung match into a failure: the moves are bounded
// by node budgets, not by time (MoveTime -1), and no test asserts a time.
const hangGuard = 8 * time.Minute

// TestEnginesSmall plays cgtgo against GNU Go from a small finished-looking
// endgame problem, both colours, and checks the report: two scored games
// whose referee counts agree with the margins (and so with arena.ParseScore),
// and a pair difference that is the sum of cgtgo's two margins.
func TestEnginesSmall(t *testing.T) {
	g := FindGNUGo()
	if g == "" {
		t.Skip("gnugo not installed (apt-get install gnugo)")
	}
	if testing.Short() {
		t.Skip("plays GNU Go")
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	rep, err := RunEngines(ctx, EnginesOptions{
		Positions:   []string{"../testdata/problems/fenced/gote/junction-02-9x9-b1-w2.sgf"},
		Opponent:    g + " --mode gtp --level 1 --chinese-rules",
		MoveTimeout: 30 * time.Second, // a hang guard
		MoveTime:    -1,               // no clock: node budgets only (issue 21)
	})
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("hung: the games did not end within %v", hangGuard)
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Games) != 2 || rep.ScoredGames != 2 || rep.Pairs != 1 {
		t.Fatalf("games %d, scored %d, pairs %d; want 2, 2, 1", len(rep.Games), rep.ScoredGames, rep.Pairs)
	}
	if rep.Games[0].CGTGoBlack == rep.Games[1].CGTGoBlack {
		t.Errorf("colours not swapped")
	}
	sum := 0.0
	for _, gm := range rep.Games {
		m, err := cgt.ParseRational(gm.Margin)
		if err != nil {
			t.Fatalf("game %d: margin %q: %v", gm.Game, gm.Margin, err)
		}
		f, _ := m.Big().Float64()
		sum += f
		// The margin is cgtgo's side of the referee's count.
		blackAhead := strings.HasPrefix(gm.Referee, "B+")
		if (f > 0) != (blackAhead == gm.CGTGoBlack) && f != 0 {
			t.Errorf("game %d: referee %s, cgtgo black %v, margin %v", gm.Game, gm.Referee, gm.CGTGoBlack, f)
		}
	}
	if rep.PairMean != sum {
		t.Errorf("pair mean %v, want the sum of margins %v", rep.PairMean, sum)
	}
	var buf bytes.Buffer
	if err := rep.WriteText(&buf, true); err != nil || !strings.Contains(buf.String(), "ratio") {
		t.Errorf("text report: %v\n%s", err, buf.String())
	}
}
