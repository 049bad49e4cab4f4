package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/progress"
	"github.com/cgtgo/cgtgo/report"
	"github.com/cgtgo/cgtgo/strategy"
)

// reviewed is a game review with the record it came from.
type reviewed struct {
	pos    *position // the start position (before the first move)
	moves  []board.Move
	nodes  []*sgf.Node // nodes[i] holds moves[i]
	review *strategy.GameReview
	// assumeSafe is the --assume-safe threshold used.
	assumeSafe int
}

// runReview is "cgtgo review": the move-by-move review of a played game
// from its first decomposable position to the end.
func runReview(e *env, args []string) int {
	fs := newFlagSet("review",
		"cgtgo review FILE.sgf [--rules japanese|chinese] [--koban J|N] [--komi K] [--assume-safe K] [--nodes N] [--strategy S] [--from N] [--format text|sgf] [--budget DURATION] [--force] [-o FILE]",
		"Review a played game move by move, from the first position that decomposes\n"+
			"completely into regions the analyzer can value, to the end: for every move the\n"+
			"best move, the points it lost (exact when both positions are exact, else the\n"+
			"change of the means), the economist's forecast (mean +- t/2) and whether it\n"+
			"was a sacrifice. --format sgf writes the record with a comment on every\n"+
			"reviewed move.",
		"cgtgo review testdata/sgf/ko-9x9.sgf --format sgf -o ko-9x9-reviewed.sgf", e)
	var pf positionFlags
	pf.registerRules(fs)
	from := fs.Int("from", 0, "start the review after move `N` (skip the opening, where assumptions are least reliable)")
	format := fs.String("format", "text", "output `format`: text or sgf")
	budget := durationFlag(fs, "budget", 5*time.Minute, "give up after this `DURATION` (0: no limit)")
	force := fs.Bool("force", false, "overwrite an existing output file")
	outFile := fs.String("o", "", "write the review to `FILE` instead of stdout (atomically; see --force)")
	files, code, done := parseInterleaved(fs, args)
	if done {
		return code
	}
	if len(files) != 1 {
		fmt.Fprintf(e.stderr, "cgtgo review: want exactly one SGF file, got %d (see cgtgo review --help)\n", len(files))
		return exitUsage
	}
	if *format != "text" && *format != "sgf" {
		fmt.Fprintf(e.stderr, "cgtgo review: --format %q: want text or sgf\n", *format)
		return exitUsage
	}
	if err := (outputs{file: *outFile, force: *force}).check(); err != nil {
		fmt.Fprintf(e.stderr, "cgtgo review: %s\n", oneLine(err.Error()))
		return exitFailure
	}
	ctx, cancel := strategy.Deadline(e.context(), *budget)
	defer cancel()
	e.step("review " + files[0])
	e.log.Debug().Str("file", files[0]).Int("from", *from).Dur("budget", *budget).Str("format", *format).Msg("review: start")
	start := time.Now()
	prog := progress.New(e.stderr, "review", 0)
	rv, err := reviewFile(ctx, files[0], pf, *from, func(done, total int) {
		if done == 0 {
			prog.SetTotal(total)
		}
		prog.Set(done, "moves judged")
	})
	if err == nil {
		prog.Set(len(rv.moves), "")
	}
	prog.Finish()
	e.log.Debug().Err(err).Dur("elapsed", time.Since(start)).Msg("review: done")
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo review: %s\n", oneLine(budgetError(ctx, *budget, err).Error()))
		return exitFor(err)
	}
	var buf bytes.Buffer
	if *format == "sgf" {
		err = writeReviewSGF(&buf, rv)
	} else {
		writeReviewText(&buf, rv)
	}
	if err == nil {
		err = emit(e.stdout, *outFile, buf.Bytes(), *force)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo review: %s\n", oneLine(err.Error()))
		return exitFailure
	}
	return exitOK
}

// reviewFile loads the record and reviews its main line.
// Moves before move from (0: none) are played but not judged.
// progress, when not nil, is told how many moves are judged so far.
func reviewFile(ctx context.Context, path string, pf positionFlags, from int, progress func(done, total int)) (*reviewed, error) {
	if from < 0 {
		return nil, usageError{fmt.Errorf("--from %d: want a move number, 0 or more", from)}
	}
	pf.move = moveFlag{raw: strconv.Itoa(from), set: true}
	pos, err := loadPosition(path, pf)
	if err != nil {
		return nil, err
	}
	size := pos.board.Size()
	rv := &reviewed{pos: pos, assumeSafe: pf.assumeSafe}
	played := 0
	for _, n := range pos.root.MainLine() {
		m, ok, err := n.Move(size)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if !ok {
			continue
		}
		if played++; played <= from {
			continue
		}
		c := board.Black
		if m.Color == sgf.White {
			c = board.White
		}
		p := board.Pass
		if !m.Pass {
			p = board.PointAt(m.Point.X, m.Point.Y, size)
		}
		rv.moves = append(rv.moves, board.Move{Color: c, Point: p})
		rv.nodes = append(rv.nodes, n)
	}
	if len(rv.moves) == 0 {
		return nil, fmt.Errorf("%s: the record has no moves to review after move %d", path, from)
	}
	opt := strategyOptions(pos, pf, strategy.NewRegionCache(0))
	opt.Progress = progress
	rv.review, err = strategy.Review(ctx, pos.board, rv.moves, opt)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	// strategy numbers the moves from the start position: number them as
	// in the record.
	for i := range rv.review.Moves {
		rv.review.Moves[i].Number += from
	}
	if rv.review.FirstDecomposed > 0 {
		rv.review.FirstDecomposed += from
	}
	if rv.review.FirstDecomposed == 0 {
		return nil, fmt.Errorf("%s: no decomposable region: no position of the game decomposes completely (%s)", path, decomposeHint(pf.assumeSafe))
	}
	return rv, nil
}

// moveLine describes one reviewed move for the text table and the SGF
// comments.
func moveLine(mr strategy.MoveReview, size int) (best, loss, forecast, sacrifice string) {
	best = "pass"
	if !mr.Best.Pass {
		best = mr.Best.Move.Point.Vertex(size)
	}
	loss = mr.Loss.MixedString()
	if !mr.Exact {
		loss = "~" + loss
	}
	forecast = report.ScoreText(mr.Forecast.String())
	if mr.Sacrifice {
		sacrifice = "sacrifice"
	}
	return best, loss, forecast, sacrifice
}

func writeReviewText(w io.Writer, rv *reviewed) {
	r := rv.review
	size := rv.pos.board.Size()
	fmt.Fprintf(w, "%s: %dx%d, %s; rules %s scoring, ko-ban %s, komi %s; %s\n", rv.pos.file, size, size, report.Plural(len(rv.moves), "move"),
		rv.pos.scoring, rv.pos.board.Rules().Ko, board.KomiString(rv.pos.komiHalf), assumeSafeText(rv.assumeSafe))
	fmt.Fprintf(w, "First decomposable position: before move %d\n\n", r.FirstDecomposed)
	var table bytes.Buffer
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "move\tcolour\tvertex\tbest\tloss\ttemp\tforecast\t  sacrifice")
	for _, mr := range r.Moves {
		if !mr.Decomposed {
			continue
		}
		best, loss, forecast, sac := moveLine(mr, size)
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t  %s\n", mr.Number, mr.Move.Color.Name(), mr.Move.Point.Vertex(size),
			best, loss, mr.Temperature.MixedString(), forecast, sac)
	}
	tw.Flush()
	for _, line := range strings.Split(strings.TrimRight(table.String(), "\n"), "\n") {
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
	fmt.Fprintf(w, "\n(~ marks a loss estimated from the change of the means; exact otherwise)\n")
	fmt.Fprintf(w, "Points lost: Black %s, White %s\n", r.LostBlack.MixedString(), r.LostWhite.MixedString())
	fmt.Fprintf(w, "Predicted result after the last move: %s\n", report.ScoreText(r.Final.String()))
}

// assumeSafeText names the safety assumption in force.
func assumeSafeText(k int) string {
	if k <= 0 {
		return "safety: proofs only (--assume-safe 0)"
	}
	return fmt.Sprintf("safety: blocks with %d or more liberties and two eyes assumed safe (--assume-safe %d)", k, k)
}

// writeReviewSGF writes a copy of the record with a comment on every
// reviewed move node.
func writeReviewSGF(w io.Writer, rv *reviewed) error {
	size := rv.pos.board.Size()
	byNode := map[*sgf.Node]strategy.MoveReview{}
	for i, mr := range rv.review.Moves {
		if i < len(rv.nodes) {
			byNode[rv.nodes[i]] = mr
		}
	}
	croot, _, err := report.CopyTree(rv.pos.root, nil)
	if err != nil {
		return err
	}
	// Walk both main lines together: node i of the copy is node i of the
	// original. Every reviewed move gets a comment, judged or not.
	orig := rv.pos.root.MainLine()
	cp := croot.MainLine()
	for i := range orig {
		mr, ok := byNode[orig[i]]
		if !ok || i >= len(cp) {
			continue
		}
		appendNodeComment(cp[i], reviewComment(mr, size, rv.review.FirstDecomposed))
	}
	r := rv.review
	appendNodeComment(croot, fmt.Sprintf("cgtgo review, judged from move %d: Black lost %s points, White %s; predicted result after the last move %s",
		r.FirstDecomposed, r.LostBlack.MixedString(), r.LostWhite.MixedString(), report.ScoreText(r.Final.String())))
	return sgf.Write(w, []*sgf.Node{croot})
}

// reviewComment is the comment of one reviewed move in the SGF review, as
// Sabaki shows it beside the board: the points lost, the best move and the
// result best play reaches from there, the temperature and the forecast.
func reviewComment(mr strategy.MoveReview, size, firstJudged int) string {
	mover := capital(mr.Move.Color.Name())
	played := "pass"
	if mr.Move.Point != board.Pass {
		played = mr.Move.Point.Vertex(size)
	}
	head := fmt.Sprintf("cgtgo review, move %d (%s %s): ", mr.Number, mover, played)
	if !mr.Decomposed {
		return head + fmt.Sprintf("not judged: the position before it does not split into regions cgtgo can value (judged from move %d on).", firstJudged)
	}
	best, loss, forecast, sac := moveLine(mr, size)
	lost := "lost " + strings.TrimPrefix(loss, "~") + " point"
	if l := strings.TrimPrefix(loss, "~"); l != "1" {
		lost += "s"
	}
	if !mr.Exact {
		lost = "lost about " + strings.TrimPrefix(lost, "lost ") + " (estimated from the change of the means)"
	}
	text := head + lost + ".\n"
	text += fmt.Sprintf("Best: %s, after which best play reaches %s (after %s: %s).\n", best,
		report.ScoreText(mr.BestResult.String()), played, report.ScoreText(mr.PlayedResult.String()))
	text += fmt.Sprintf("Temperature %s; forecast %s.", mr.Temperature.MixedString(), forecast)
	if sac != "" {
		text += fmt.Sprintf(" A sacrifice: the forecast moved against %s.", mover)
	}
	return text
}

// appendNodeComment adds text after the node's comment.
func appendNodeComment(n *sgf.Node, text string) {
	if old, ok := n.Get("C"); ok && strings.TrimSpace(old) != "" {
		text = old + "\n\n" + text
	}
	n.Set("C", text)
}
