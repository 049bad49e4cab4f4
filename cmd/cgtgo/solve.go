package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/internal/progress"
	"github.com/cgtgo/cgtgo/report"
	"github.com/cgtgo/cgtgo/strategy"
)

// solution is the result of solvePosition: the optimal score and one
// optimal line, found by repeated exact choices (decomposition search).
type solution struct {
	pos *position
	// Result is the optimal score (Black minus White, komi included) with
	// the player to move; Other the optimal score had the other player
	// been to move.
	Result, Other cgt.Rational
	ToMove        board.Color
	// Line is one optimal line of play to the end (passes included), and
	// Final the predicted result when it ends.
	Line  []board.Move
	Final cgt.Rational
	// Complete says the line reached the end (both players pass); false
	// when it stopped at MaxMoves, or at a ko retake (Stopped).
	Complete bool
	// Komaster is set when kos remain whose values depend on who has the
	// ko threats: Result and Other are then the optimal results when Black
	// is komaster (wins every ko), WhiteResult and WhiteOther when White
	// is; the line assumes Master (the player to move at the start) is.
	Komaster                bool
	WhiteResult, WhiteOther cgt.Rational
	Master                  board.Color
	// Stopped says why the line stopped before its end ("" otherwise).
	Stopped string
	// Kos, when the position holds open kos, are the optimal results of
	// the exact ko fight (package strategy) under each ko threat
	// assumption: the threats on the board, none anywhere, Black and White
	// komaster. KosNote says why they are missing when the fight could not
	// be searched.
	Kos     []strategy.KoResult
	KosNote string
	// Life, when --life judged, says what the judged life and death
	// added: the result is exact under that assumption.
	Life *lifeAssumption
	// Assumed says what the decomposition of the start position assumed
	// rather than proved ("" when nothing).
	Assumed string
}

// runSolve is "cgtgo solve": the exact late-endgame solution.
func runSolve(e *env, args []string) int {
	fs := newFlagSet("solve",
		"cgtgo solve FILE.sgf [--move N] [--rules japanese|chinese] [--koban J|N] [--to-move b|w] [--komi K] [--assume-safe K] [--life proved|judged] [--nodes N] [--budget DURATION] [--max-moves N]",
		"Solve a late endgame exactly: the optimal score with the player to move and one\n"+
			"optimal line of play to the end, found by exact choices in the sum of the\n"+
			"regions (decomposition search), re-analysing after every move. The position\n"+
			"must decompose into regions that are all valued exactly; where kos remain whose\n"+
			"value depends on the ko threats, solve gives the optimal result for each\n"+
			"komaster (the player who wins every ko) and a line with the player to move as\n"+
			"komaster, and the results of the exact ko fight with the ko threats on the\n"+
			"board and with no ko threats anywhere, each labelled. A region that could only\n"+
			"be estimated makes solve fail, saying why.",
		"cgtgo solve testdata/sgf/decompose/hyper-room.sgf --budget 30s", e)
	var pf positionFlags
	pf.register(fs)
	pf.life.register(fs)
	budget := durationFlag(fs, "budget", time.Minute, "give up after this `DURATION` (0: no limit)")
	maxMoves := fs.Int("max-moves", 400, "stop the line after `N` moves")
	files, code, done := parseInterleaved(fs, args)
	if done {
		return code
	}
	if len(files) != 1 {
		fmt.Fprintf(e.stderr, "cgtgo solve: want exactly one SGF file, got %d (see cgtgo solve --help)\n", len(files))
		return exitUsage
	}
	ctx, cancel := strategy.Deadline(e.context(), *budget)
	defer cancel()
	e.step("solve " + files[0])
	// The line has at most about as many moves as empty points in play:
	// the meter's total, known after the first analysis.
	prog := progress.New(e.stderr, "solve", 0)
	e.log.Debug().Str("file", files[0]).Dur("budget", *budget).Int("max_moves", *maxMoves).Msg("solve: start")
	start := time.Now()
	sol, err := solvePosition(ctx, files[0], pf, *maxMoves, func(moves, inPlay int) {
		e.log.Debug().Int("moves", moves).Int("empty_in_play", inPlay).Dur("elapsed", time.Since(start)).Msg("solve: line so far")
		if moves == 0 {
			prog.SetTotal(inPlay)
		}
		prog.Set(moves, "moves of the optimal line")
	})
	prog.Finish()
	e.log.Debug().Err(err).Dur("elapsed", time.Since(start)).Msg("solve: done")
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo solve: %s\n", oneLine(budgetError(ctx, *budget, err).Error()))
		return exitFor(err)
	}
	writeSolution(e.stdout, sol)
	return exitOK
}

// solvePosition loads the position and plays it out with exact choices.
// progress, when not nil, is told the number of moves played so far and
// the number of empty points in the regions in play at the start. A line
// that captures stones marked safe (by the record, or taken as alive from
// the judged life and death) contradicts the marks the result rests on:
// solvePosition then fails (capturedSafe), never claiming that result.
func solvePosition(ctx context.Context, path string, pf positionFlags, maxMoves int, progress func(moves, inPlay int)) (*solution, error) {
	sol, err := solveLine(ctx, path, pf, maxMoves, progress)
	if err != nil {
		return nil, err
	}
	if p, ok := capturedSafe(sol.pos.board, sol.pos.safe, sol.Line); ok {
		return nil, fmt.Errorf("%s: %w: %s is captured on the optimal line, so the result resting on its life cannot be claimed",
			path, errSafeCaptured, p.Vertex(sol.pos.board.Size()))
	}
	return sol, nil
}

// errSafeCaptured reports an optimal line that captures a stone the
// position's marks take as safe.
var errSafeCaptured = errors.New("a stone taken as alive dies")

// capturedSafe replays line from start and returns the first stone of safe
// that a move of the line captures.
func capturedSafe(start *board.Board, safe []board.Point, line []board.Move) (board.Point, bool) {
	if len(safe) == 0 {
		return board.Pass, false
	}
	b := start.Copy()
	for _, m := range line {
		if err := b.Play(m.Color, m.Point); err != nil {
			return board.Pass, false
		}
		for _, p := range safe {
			if b.At(p) != start.At(p) {
				return p, true
			}
		}
	}
	return board.Pass, false
}

// solveLine is solvePosition without the check of the marks.
func solveLine(ctx context.Context, path string, pf positionFlags, maxMoves int, progress func(moves, inPlay int)) (*solution, error) {
	pos, err := loadPosition(path, pf)
	if err != nil {
		return nil, err
	}
	var life *lifeAssumption
	if pf.life.judged() {
		if life, err = judgeLife(ctx, pos, strategyOptions(pos, pf, nil).Decompose); err != nil {
			return nil, err
		}
	}
	opt := strategyOptions(pos, pf, strategy.NewRegionCache(0))
	b := pos.board.Copy()
	pa, err := strategy.AnalyzePosition(ctx, b, opt)
	if err != nil {
		return nil, err
	}
	if !pa.Exact {
		// Every region too big is reported as such (regions are searched
		// within the node budget whatever their size: a big one may still
		// be exact).
		if err := checkDecomposable(pa.Decomposition, pf.assumeSafe); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	sol := &solution{pos: pos, ToMove: b.ToMove(), Life: life, Assumed: assumptionsText(pa.Decomposition, b.Size())}
	if pa.KoFight != nil || !pa.Exact {
		if sol.Kos, err = pa.KoResults(ctx, opt); err != nil {
			if ctx.Err() != nil {
				return nil, err
			}
			sol.KosNote = err.Error()
		}
		err := solveWithKos(ctx, path, b, pa, opt, sol, maxMoves, func(moves int) {
			if progress != nil {
				progress(moves, emptyInPlay(pa))
			}
		})
		if err != nil {
			return nil, err
		}
		return sol, nil
	}
	sol.Result, sol.Other = pa.BlackFirst, pa.WhiteFirst
	if b.ToMove() == board.White {
		sol.Result, sol.Other = pa.WhiteFirst, pa.BlackFirst
	}
	inPlay := emptyInPlay(pa)
	passes := 0
	for len(sol.Line) < maxMoves {
		if progress != nil {
			progress(len(sol.Line), inPlay)
		}
		c := pa.Best
		mover := b.ToMove()
		m := board.Move{Color: mover, Point: board.Pass}
		if !c.Pass {
			m.Point = c.Move.Point
		}
		if err := b.Play(m.Color, m.Point); err != nil {
			return nil, fmt.Errorf("%s: playing %s %s: %w", path, m.Color.Name(), m.Point.Vertex(b.Size()), err)
		}
		if sol.extend(m, c.Pass, &passes) {
			break
		}
		if pa, err = analyzeOnLine(ctx, pos, b, opt); err != nil {
			return nil, err
		}
		if err := requireExact(pa, len(sol.Line)); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	sol.Final = pa.BlackFirst
	if b.ToMove() == board.White {
		sol.Final = pa.WhiteFirst
	}
	return sol, nil
}

// emptyInPlay is the number of empty points of the regions in play.
func emptyInPlay(pa *strategy.PositionAnalysis) int {
	n := 0
	for _, r := range pa.Regions {
		if r.Region.Kind != decompose.Territory {
			n += r.Region.Empty
		}
	}
	return n
}

// requireExact fails when the analysis is not exact, saying why.
func requireExact(pa *strategy.PositionAnalysis, moves int) error {
	if pa.Exact {
		return nil
	}
	where := "the position is not exact"
	if moves > 0 {
		where = fmt.Sprintf("after %s of the line the position is not exact", report.Plural(moves, "move"))
	}
	why := strings.Join(pa.Notes, "; ")
	if why == "" {
		why = "the sum of the regions was too big to add exactly"
	}
	return fmt.Errorf("%s, so no optimal line can be claimed: %s (cgtgo analyze gives estimates)", where, why)
}

func writeSolution(w io.Writer, s *solution) {
	p := s.pos
	fmt.Fprintf(w, "%s: %dx%d, after move %d, %s to move\n", p.file, p.board.Size(), p.board.Size(), p.moves, capital(s.ToMove.Name()))
	fmt.Fprintf(w, "Rules: %s scoring, ko-ban %s, komi %s\n", p.scoring, p.board.Rules().Ko, board.KomiString(p.komiHalf))
	if s.Life != nil {
		fmt.Fprintln(w, s.Life.text())
	}
	if s.Assumed != "" {
		fmt.Fprintln(w, s.Assumed)
	}
	if s.Komaster {
		fmt.Fprintf(w, "Kos remain: the optimal result depends on who has the ko threats\n")
		fmt.Fprintf(w, "Optimal result if Black is komaster (wins every ko): %s with %s to move (%s if %s were to move)\n",
			report.ScoreText(s.Result.String()), capital(s.ToMove.Name()), report.ScoreText(s.Other.String()), capital(s.ToMove.Opponent().Name()))
		fmt.Fprintf(w, "Optimal result if White is komaster (wins every ko): %s with %s to move (%s if %s were to move)\n",
			report.ScoreText(s.WhiteResult.String()), capital(s.ToMove.Name()), report.ScoreText(s.WhiteOther.String()), capital(s.ToMove.Opponent().Name()))
		writeKoResults(w, s)
		fmt.Fprintf(w, "The line below assumes %s is komaster.\n", capital(s.Master.Name()))
	} else {
		fmt.Fprintf(w, "Optimal result: %s with %s to move (%s if %s were to move)\n",
			report.ScoreText(s.Result.String()), capital(s.ToMove.Name()), report.ScoreText(s.Other.String()), capital(s.ToMove.Opponent().Name()))
	}
	if len(s.Line) == 0 {
		fmt.Fprintln(w, "Optimal line: pass (no move gains)")
	} else {
		var parts []string
		for i, m := range s.Line {
			parts = append(parts, fmt.Sprintf("%d.%s %s", p.moves+i+1, strings.ToUpper(m.Color.Name()[:1]), m.Point.Vertex(p.board.Size())))
		}
		fmt.Fprintf(w, "Optimal line (%s):\n", report.Plural(len(s.Line), "move"))
		for i := 0; i < len(parts); i += 8 {
			end := min(i+8, len(parts))
			fmt.Fprintf(w, "  %s\n", strings.Join(parts[i:end], "  "))
		}
	}
	switch {
	case s.Stopped != "":
		fmt.Fprintf(w, "The line stops after %s: %s; predicted result then: %s\n", report.Plural(len(s.Line), "move"), s.Stopped, report.ScoreText(s.Final.String()))
	case !s.Complete:
		fmt.Fprintf(w, "The line stops after %s (--max-moves); predicted result then: %s\n", report.Plural(len(s.Line), "move"), report.ScoreText(s.Final.String()))
	default:
		fmt.Fprintf(w, "Result at the end of the line: %s\n", report.ScoreText(s.Final.String()))
	}
}

// capital writes s with a capital first letter ("black" -> "Black").
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// writeKoResults writes the results of the exact ko fight that the
// komaster lines do not give: with the ko threats on the board and with
// none anywhere (the komaster results are checked against the komaster
// values by TestSolveKo).
func writeKoResults(w io.Writer, s *solution) {
	if s.KosNote != "" {
		fmt.Fprintf(w, "Ko fight not searched exactly: %s\n", s.KosNote)
	}
	for _, k := range s.Kos {
		if k.Assumption != strategy.KoThreatsOnBoard && k.Assumption != strategy.KoNoThreats {
			continue
		}
		cyc := ""
		if k.Cycled {
			cyc = " (best play repeats a position: counted as ending there, an estimate)"
		}
		fmt.Fprintf(w, "Optimal result with %s (exact ko fight): %s with %s to move (%s if %s were to move)%s\n", k.Assumption,
			report.ScoreText(k.First(s.ToMove).String()), capital(s.ToMove.Name()),
			report.ScoreText(k.First(s.ToMove.Opponent()).String()), capital(s.ToMove.Opponent().Name()), cyc)
	}
}

// extend appends m (a pass when pass is set) to the optimal line and says
// whether the line has ended: two passes in a row end the game, are taken
// off the line, and make the line complete. passes counts the passes in a
// row so far.
func (sol *solution) extend(m board.Move, pass bool, passes *int) bool {
	sol.Line = append(sol.Line, m)
	if !pass {
		*passes = 0
		return false
	}
	*passes++
	if *passes < 2 {
		return false
	}
	sol.Line = sol.Line[:len(sol.Line)-2]
	sol.Complete = true
	return true
}
