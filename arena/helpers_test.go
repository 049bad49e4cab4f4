package arena

import (
	"time"

	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// hangGuard only turns a hung engine or match into a failure: the tests
// here assert no time (the soak's latencies are judged on a step clock).
// It is 20 times longer under the race detector (testenv.Slow), where a
// loaded machine made TestMatchAgainstGNUGo's games and the soak's
// final_score outlast the plain run's guards.
var hangGuard = testenv.Slow(2 * time.Minute)

// localCGTGo starts cgtgo's engine in process with settings s (nil: the
// defaults) working in dir, as a match or regression engine. It plays the
// simple player alone (engine.Options.Simple), which keeps games quick:
// these tests are about the matches, not the engine's moves.
func localCGTGo(s *api.Settings, dir string) func() (*gtp.Client, error) {
	return func() (*gtp.Client, error) {
		return Local(gtp.Options{Engine: engine.New(engine.Options{Simple: true}), Settings: s, Dir: dir}), nil
	}
}
