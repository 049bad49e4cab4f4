package engine

import (
	"context"
	"errors"
	"time"

	"github.com/cgtgo/cgtgo/engine/api"
)

// ErrAnalysisTimeLimit reports that an analysis (Engine.Analyze: the GTP
// region commands, kata-analyze) did not finish within its time limit
// (analysisLimit) and was stopped.
var ErrAnalysisTimeLimit = errors.New("the analysis stopped at its time limit")

// analysisLimit is the time limit of one analysis under settings s: the
// longest thinking time of one move (s.MaxMoveTime: "cgtgo gtp
// --movetime", cgtgo-budget movetime), 0 for none.
func analysisLimit(s api.Settings) time.Duration { return max(s.MaxMoveTime, 0) }

// analysisDeadline returns ctx ending at the analysis' time limit under s
// on the engine's clock (ctx itself when there is none), and its release.
func (e *Engine) analysisDeadline(ctx context.Context, s api.Settings) (context.Context, context.CancelFunc) {
	limit := analysisLimit(s)
	if limit == 0 {
		return context.WithCancel(ctx)
	}
	return e.clock.WithDeadline(ctx, e.clock.Now().Add(limit))
}
