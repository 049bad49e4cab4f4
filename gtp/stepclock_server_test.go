package gtp

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/stepclock"
	"github.com/rs/zerolog"
)

// stepClockServer starts a server on the real engine whose clock is a step
// clock (internal/stepclock, pollStep per poll of a deadline), with the
// default safety and the given longest thinking time of a move. It gives
// the server, the clock and a function that sends one command and returns
// its whole reply (every line up to the blank one). The server is shut down
// and its error checked when the test ends.
func stepClockServer(t *testing.T, moveTime time.Duration) (*Server, *stepclock.Clock, func(cmd string) string) {
	t.Helper()
	return stepClockServerAt(t, moveTime, pollStep, nil)
}

// stepClockServerAt is stepClockServer with a step clock advancing step
// per poll (a larger step is a slower or busier machine) and the server's
// logger log (nil: none).
func stepClockServerAt(t *testing.T, moveTime, step time.Duration, log *zerolog.Logger) (*Server, *stepclock.Clock, func(cmd string) string) {
	t.Helper()
	clock := stepclock.New(step)
	settings := api.DefaultSettings()
	settings.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
	settings.MaxMoveTime = moveTime
	srv := New(Options{Engine: engine.New(engine.Options{Clock: clock}), Settings: &settings, Logger: log})
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := srv.Run(context.Background(), inR, outW)
		outW.Close()
		done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		if err := <-done; err != nil {
			t.Errorf("server: %v", err)
		}
	})
	out := newLineReader(t, outR)
	send := func(cmd string) string {
		t.Helper()
		if _, err := io.WriteString(inW, cmd+"\n"); err != nil {
			t.Fatal(err)
		}
		head := out.next()
		for l := out.next(); l != ""; l = out.next() {
			head += "\n" + l
		}
		return head
	}
	return srv, clock, send
}
