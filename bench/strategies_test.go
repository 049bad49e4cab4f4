package bench

import (
	"context"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// TestStrategiesBounds (issue 26): the strategies benchmark without the
// professional records reproduces the Economist's View's Hotstrat failure
// (seeds/001 section 3.3: Left ends at 0 with Sentestrat and Thermostrat,
// at -8 with Hotstrat), Sentestrat never loses more than the temperature
// of a sum (section 4's bound), and Moews' most-desirable-term strategy
// loses nothing on coin-sliding positions (Moews ch. 5: it is optimal).
// Hotstrat's row shows the loss of the failure example, so the measure can
// see a loss. Under the race detector 10 coin positions instead of 40
// (testenv.RaceCount).
func TestStrategiesBounds(t *testing.T) {
	coinPositions := testenv.RaceCount(40, 10)
	rep, err := RunStrategies(context.Background(), StrategiesOptions{CoinPositions: coinPositions, Seed: 26})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rep.HotstratFailure, " / "); got != "0 / 0 / -8" {
		t.Errorf("Hotstrat's failure example: %s, the seed 0 / 0 / -8", got)
	}
	if v := rep.BoundViolations(); len(v) > 0 {
		t.Errorf("bounds broken: %v", v)
	}
	seen := map[string]*StrategyLoss{}
	for _, r := range rep.Rows {
		seen[r.Suite+"/"+r.Strategy] = r
	}
	if r := seen["coins/coins"]; r == nil || r.Games != 2*coinPositions || r.Lossless != r.Games {
		t.Errorf("coin strategy on %d coin positions (%d games): %+v", coinPositions, 2*coinPositions, r)
	}
	if r := seen["economist/hotstrat"]; r == nil || r.Worst != "8" {
		t.Errorf("Hotstrat on the Economist's View's sums: %+v, want a worst loss of 8", r)
	}
	if r := seen["economist/sentestrat"]; r == nil || r.OverTemperature != 0 {
		t.Errorf("Sentestrat on the Economist's View's sums: %+v", r)
	}
}
