package gtp

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// dialect is the output form of an analysis command: KataGo (floats that
// always contain a '.', scoreLead) or Leela Zero (integer winrate in
// 1/10000).
type dialect int

const (
	kata dialect = iota
	leelaZero
)

// analyzeRequest is the parsed argument list of kata-analyze and
// lz-analyze: "[color] [interval] [interval N] [ownership B]
// [minmoves N] [maxmoves N]".
type analyzeRequest struct {
	color     board.Color
	interval  time.Duration // 0: report once
	ownership bool
	maxMoves  int // 0: every candidate
}

// parseAnalyze reads the arguments of an analysis command; the colour
// defaults to the player to move and the interval to 0.
func parseAnalyze(args []string, toMove board.Color) (analyzeRequest, error) {
	r := analyzeRequest{color: toMove}
	i := 0
	if i < len(args) {
		if c, err := board.ParseColor(args[i]); err == nil {
			r.color = c
			i++
		}
	}
	if i < len(args) {
		if n, err := strconv.Atoi(args[i]); err == nil {
			r.interval = centiseconds(n)
			i++
		}
	}
	for i < len(args) {
		key := strings.ToLower(args[i])
		if i+1 >= len(args) {
			return r, fmt.Errorf("%w: %s needs a value", errSyntax, args[i])
		}
		val := args[i+1]
		switch key {
		case "interval":
			n, err := strconv.Atoi(val)
			if err != nil {
				return r, fmt.Errorf("%w: bad interval %q", errSyntax, val)
			}
			r.interval = centiseconds(n)
		case "ownership":
			b, err := strconv.ParseBool(val)
			if err != nil {
				return r, fmt.Errorf("%w: bad boolean %q", errSyntax, val)
			}
			r.ownership = b
		case "minmoves", "maxmoves", "pvlen":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 {
				return r, fmt.Errorf("%w: bad %s %q", errSyntax, key, val)
			}
			if key == "maxmoves" {
				r.maxMoves = n
			}
		default:
			return r, fmt.Errorf("%w: unknown analysis option %q", errSyntax, args[i])
		}
		i += 2
	}
	return r, nil
}

// centiseconds converts an interval in centiseconds, bounded to an hour;
// negative values mean 0.
func centiseconds(n int) time.Duration {
	if n <= 0 {
		return 0
	}
	if n > 360000 {
		n = 360000
	}
	return time.Duration(n) * 10 * time.Millisecond
}

// analysis asks the engine once for the analysis of req's colour with
// candidates (and ownership on request).
func (e *Server) analysis(ctx context.Context, req analyzeRequest) *api.Analysis {
	if e.engine == nil {
		return nil
	}
	a, err := e.engine.Analyze(ctx, e.game(), api.AnalysisRequest{Color: req.color, Candidates: true,
		MaxMoves: req.maxMoves, Ownership: req.ownership})
	if err != nil {
		e.log.Warn().Err(err).Msg("analysis failed")
		return nil
	}
	return a
}

// analysisCommand is the handler of kata-analyze or lz-analyze (see
// runAnalysis).
func analysisCommand(d dialect) func(e *Server, ctx context.Context, cmd Command, s *stream) (string, error) {
	return func(e *Server, ctx context.Context, cmd Command, s *stream) (string, error) {
		return runAnalysis(e, ctx, cmd, s, d)
	}
}

// firstInfo is the time the first info line of an analysis may take: the
// engine's analysis gets this long (on its clock) for it, and its best so
// far is shown when it runs out; the whole analysis follows.
const firstInfo = 400 * time.Millisecond

// runAnalysis is kata-analyze and lz-analyze: the reply begins at once,
// then one info line per interval until any new input line (or an
// interrupt, or the end of the input) cancels ctx; the reply then ends
// with its blank line and the new input is served. The first line comes
// from an analysis given firstInfo; when that one was cut short, the
// whole analysis runs next and its line is repeated from then on.
func runAnalysis(e *Server, ctx context.Context, cmd Command, s *stream, d dialect) (string, error) {
	req, err := parseAnalyze(cmd.Args, e.b.ToMove())
	if err != nil {
		return "", err
	}
	s.begin()
	line := func(a *api.Analysis) string {
		if a == nil {
			return ""
		}
		l := api.InfoLine(api.TopCandidates(a.Candidates, req.maxMoves), e.b.Size(), d == kata)
		if req.ownership && d == kata {
			l = strings.TrimSpace(l + " " + api.OwnershipLine(e.b, req.color, a.Ownership))
		}
		return l
	}
	var clock api.Clock = api.RealClock{}
	if e.engine != nil {
		clock = e.engine.Clock()
	}
	fctx, cancel := clock.WithDeadline(ctx, clock.Now().Add(firstInfo))
	first := e.analysis(fctx, req)
	cut := fctx.Err() != nil
	cancel()
	if ctx.Err() != nil {
		return "", nil
	}
	current := line(first)
	s.line(current)
	// The whole analysis, when the first was cut, runs beside the interval
	// lines (which repeat the best so far until it ends), so that a client
	// waiting for a line or counting lines is never left without one; it
	// ends before this command does.
	var whole chan *api.Analysis
	if cut {
		whole = make(chan *api.Analysis, 1)
		done := make(chan struct{})
		actx, stop := context.WithCancel(ctx)
		defer func() { stop(); <-done }()
		go func() { defer close(done); whole <- e.analysis(actx, req) }()
	}
	var tick <-chan time.Time
	for {
		if tick == nil && req.interval > 0 {
			tick = time.After(req.interval)
		}
		select {
		case <-ctx.Done():
			return "", nil
		case a := <-whole:
			if l := line(a); l != "" && ctx.Err() == nil {
				current = l // an analysis with no candidate keeps the line shown
			}
			whole = nil
			continue
		case <-tick:
			tick = nil
		}
		if ctx.Err() != nil {
			return "", nil
		}
		s.line(current)
	}
}

// runGenmoveAnalyze is kata-genmove_analyze and lz-genmove_analyze: one
// info line for the position, then "play VERTEX" (the move chosen as by
// genmove, and played), then the blank line.
func genmoveAnalyzeCommand(d dialect) func(e *Server, ctx context.Context, cmd Command, s *stream) (string, error) {
	return func(e *Server, ctx context.Context, cmd Command, s *stream) (string, error) {
		return runGenmoveAnalyze(e, ctx, cmd, s, d)
	}
}

func runGenmoveAnalyze(e *Server, ctx context.Context, cmd Command, s *stream, d dialect) (string, error) {
	req, err := parseAnalyze(cmd.Args, e.b.ToMove())
	if err != nil {
		return "", err
	}
	if len(cmd.Args) == 0 {
		return "", fmt.Errorf("%w: %s needs a color", errSyntax, cmd.Name)
	}
	s.begin()
	r, err := e.genMove(ctx, api.MoveRequest{Color: req.color, Candidates: true})
	if err != nil {
		return "play pass", err
	}
	if line := api.InfoLine(api.TopCandidates(r.Candidates, req.maxMoves), e.b.Size(), d == kata); line != "" {
		s.line(line)
	}
	p := r.Move
	if err := e.b.Play(req.color, p); err != nil {
		return "play pass", fmt.Errorf("genmove: playing %s: %w", p.Vertex(e.b.Size()), err)
	}
	return "play " + p.Vertex(e.b.Size()), nil
}
