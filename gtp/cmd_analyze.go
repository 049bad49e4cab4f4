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

// float prints a float with six significant digits that always contains
// a '.', as Sabaki's KataGo dialect needs ("0.5", "1.0", "4.79954e-12",
// "1.0e-12").
func float(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "0.0"
	}
	s := strconv.FormatFloat(f, 'g', 6, 64)
	if strings.Contains(s, ".") {
		return s
	}
	if i := strings.IndexByte(s, 'e'); i >= 0 {
		return s[:i] + ".0" + s[i:]
	}
	return s + ".0"
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

// ownershipLine formats KataGo-style ownership, top row first, from the
// analysed colour's side: the engine's ownership (own, +1 Black), or,
// when it gave none, the position counted as it stands (see
// CountAsItStands): 1 own, -1 the opponent's, 0 neutral.
func ownershipLine(b *board.Board, c board.Color, own []float64) string {
	size := b.Size()
	if len(own) != b.NumPoints() {
		own = make([]float64, b.NumPoints())
		owner := board.EmptyRegionsOf(b).Owner
		for p := range own {
			o := owner[p]
			if s := b.At(board.Point(p)); s != board.Empty {
				o = s
			}
			switch o {
			case board.Black:
				own[p] = 1
			case board.White:
				own[p] = -1
			}
		}
	}
	vals := make([]string, 0, b.NumPoints())
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			v := own[board.PointAt(x, y, size)]
			if c == board.White {
				v = -v
			}
			vals = append(vals, strconv.FormatFloat(v, 'f', 3, 64))
		}
	}
	return "ownership " + strings.Join(vals, " ")
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
		cands := a.Candidates
		if req.maxMoves > 0 && len(cands) > req.maxMoves {
			cands = cands[:req.maxMoves]
		}
		l := infoLine(cands, e.b.Size(), d)
		if req.ownership && d == kata {
			l = strings.TrimSpace(l + " " + ownershipLine(e.b, req.color, a.Ownership))
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
	if cut {
		if a := e.analysis(ctx, req); a != nil && ctx.Err() == nil {
			current = line(a)
		}
	}
	for {
		if req.interval == 0 {
			<-ctx.Done()
			return "", nil
		}
		select {
		case <-ctx.Done():
			return "", nil
		case <-time.After(req.interval):
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
	cands := r.Candidates
	if req.maxMoves > 0 && len(cands) > req.maxMoves {
		cands = cands[:req.maxMoves]
	}
	if line := infoLine(cands, e.b.Size(), d); line != "" {
		s.line(line)
	}
	p := r.Move
	if err := e.b.Play(req.color, p); err != nil {
		return "play pass", fmt.Errorf("genmove: playing %s: %w", p.Vertex(e.b.Size()), err)
	}
	return "play " + p.Vertex(e.b.Size()), nil
}
