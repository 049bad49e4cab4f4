package engine

import (
	"context"
	"time"
)

// lateWork is how long before its allotment ends a genmove's search stops,
// so that its last stages (the simple player's move, the quick analysis
// that replaces a pass, the fallback) can still work and finish within
// the allotment, the move's last moment (see lastMoment). The reply must
// leave within the allotment plus lateReply (50 ms): the rest is headroom
// for writing the reply and for a busy machine's scheduler.
const lateWork = 25 * time.Millisecond

// SearchDeadline returns how far into an allotment a genmove's search
// stops: lateWork before the allotment's end (half the allotment when it
// is shorter than twice lateWork), so that the move's last stages finish
// within it.
func SearchDeadline(allot time.Duration) time.Duration { return allot - min(lateWork, allot/2) }

// lastMomentKey is the context key of a genmove's last moment.
type lastMomentKey struct{}

// withLastMoment returns ctx carrying t, the moment by which every stage
// of the move must have finished (the allotment's end), even the
// stages that run past the allotment's deadline on purpose.
func withLastMoment(ctx context.Context, t time.Time) context.Context {
	return context.WithValue(ctx, lastMomentKey{}, t)
}

// lastMoment returns the last moment ctx carries, if any.
func lastMoment(ctx context.Context) (time.Time, bool) {
	t, ok := ctx.Value(lastMomentKey{}).(time.Time)
	return t, ok
}

// beyondDeadline returns a context for a stage that goes on after ctx has
// ended (the stages of a move that must give an answer: the simple
// player's move, a quick analysis instead of a pass, the fallback): not
// cancelled with ctx, it ends after limit on the engine's clock (0: no
// limit) or at ctx's last moment (withLastMoment), whichever comes first.
func (e *Engine) beyondDeadline(ctx context.Context, limit time.Duration) (context.Context, context.CancelFunc) {
	base := context.WithoutCancel(ctx)
	var end time.Time
	if limit > 0 {
		end = e.clock.Now().Add(limit)
	}
	if last, ok := lastMoment(ctx); ok && (end.IsZero() || last.Before(end)) {
		end = last
	}
	if end.IsZero() {
		return context.WithCancel(base)
	}
	return e.clock.WithDeadline(base, end)
}
