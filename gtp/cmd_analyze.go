package gtp

import (
	"context"
	"fmt"
	"math"
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
			if _, err := strconv.Atoi(val); err != nil {
				return r, fmt.Errorf("%w: bad %s %q", errSyntax, key, val)
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

// float prints a float that always contains a '.', as Sabaki's KataGo
// dialect needs.
func float(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "0.0"
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsAny(s, ".") {
		s += ".0"
	}
	return s
}

// infoLine formats candidates as one line of "info move ... pv ..."
// entries; pv is the last key of each entry, as Sabaki requires.
// Candidates on pass are left out (Sabaki drops them) and a pv stops at
// its first pass.
func infoLine(cands []api.Candidate, size int, d dialect) string {
	var sb strings.Builder
	order := 0
	for _, c := range cands {
		if c.Move == board.Pass || c.Move < 0 {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "info move %s visits %d", c.Move.Vertex(size), c.Visits)
		lead, _ := c.ScoreLead.Big().Float64()
		switch d {
		case kata:
			fmt.Fprintf(&sb, " winrate %s scoreLead %s", float(c.Winrate), float(lead))
		default:
			fmt.Fprintf(&sb, " winrate %d", int(math.Round(c.Winrate*10000)))
		}
		fmt.Fprintf(&sb, " order %d pv", order)
		order++
		pv := c.PV
		if len(pv) == 0 {
			pv = []board.Point{c.Move}
		}
		for _, p := range pv {
			if p == board.Pass || p < 0 {
				break
			}
			sb.WriteString(" " + p.Vertex(size))
		}
	}
	return sb.String()
}

// ownershipLine formats KataGo-style ownership of the position as it
// stands (see api.CountAsItStands), top row first, from the analysed colour's
// side: 1 own, -1 the opponent's, 0 neutral.
func ownershipLine(b *board.Board, c board.Color) string {
	owner := board.EmptyRegionsOf(b).Owner
	vals := make([]string, b.NumPoints())
	for p := range vals {
		o := owner[p]
		if s := b.At(board.Point(p)); s != board.Empty {
			o = s
		}
		switch o {
		case board.Empty:
			vals[p] = "0.0"
		case c:
			vals[p] = "1.0"
		default:
			vals[p] = "-1.0"
		}
	}
	return "ownership " + strings.Join(vals, " ")
}

// candidates asks the engine once for the candidates of c.
func (e *Server) candidates(ctx context.Context, c board.Color) []api.Candidate {
	if e.engine == nil {
		return nil
	}
	a, err := e.engine.Analyze(ctx, e.game(), api.AnalysisRequest{Color: c, Candidates: true})
	if err != nil {
		e.log.Warn().Err(err).Msg("analysis failed")
		return nil
	}
	return a.Candidates
}

// runAnalysis is kata-analyze and lz-analyze: the reply begins at once,
// then one info line per interval until any new input line (or an
// interrupt, or the end of the input) cancels ctx; the reply then ends
// with its blank line and the new input is served. The engine's analysis
// runs once and its result is repeated.
func analysisCommand(d dialect) func(e *Server, ctx context.Context, cmd Command, s *stream) (string, error) {
	return func(e *Server, ctx context.Context, cmd Command, s *stream) (string, error) {
		return runAnalysis(e, ctx, cmd, s, d)
	}
}

func runAnalysis(e *Server, ctx context.Context, cmd Command, s *stream, d dialect) (string, error) {
	req, err := parseAnalyze(cmd.Args, e.b.ToMove())
	if err != nil {
		return "", err
	}
	s.begin()
	line := infoLine(e.candidates(ctx, req.color), e.b.Size(), d)
	if req.ownership && d == kata {
		line = strings.TrimSpace(line + " " + ownershipLine(e.b, req.color))
	}
	for {
		if ctx.Err() != nil {
			return "", nil
		}
		s.line(line)
		if req.interval == 0 {
			<-ctx.Done()
			return "", nil
		}
		select {
		case <-ctx.Done():
			return "", nil
		case <-time.After(req.interval):
		}
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
	if line := infoLine(r.Candidates, e.b.Size(), d); line != "" {
		s.line(line)
	}
	p := r.Move
	if err := e.b.Play(req.color, p); err != nil {
		return "play pass", fmt.Errorf("genmove: playing %s: %w", p.Vertex(e.b.Size()), err)
	}
	return "play " + p.Vertex(e.b.Size()), nil
}
