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

// workLimit is the part of a time limit that the work of a command may
// use: the limit less a headroom (limitHeadroom, at most a quarter of the
// limit) for what follows the work (the reply's text, writing it, a busy
// machine's scheduler), so that the reply comes within the limit plus
// lateReply (50 ms), as the soak checks.
func workLimit(limit time.Duration) time.Duration {
	return limit - min(limitHeadroom, limit/4)
}

// limitHeadroom is what workLimit keeps back from a time limit.
const limitHeadroom = 25 * time.Millisecond

// analysisDeadline returns ctx ending at the analysis' time limit under s
// (less its headroom, workLimit) on the engine's clock (ctx itself when
// there is none), and its release.
func (e *Engine) analysisDeadline(ctx context.Context, s api.Settings) (context.Context, context.CancelFunc) {
	limit := analysisLimit(s)
	if limit == 0 {
		return context.WithCancel(ctx)
	}
	return e.clock.WithDeadline(ctx, e.clock.Now().Add(workLimit(limit)))
}
