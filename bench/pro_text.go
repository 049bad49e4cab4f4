package bench

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// WriteText writes one line per game and the totals. With timings false
// the times are left out, so that two runs compare byte for byte.
func (r *ProReport) WriteText(w io.Writer, timings bool) error {
	ew := &errWriter{w: w}
	ew.printf("pro records %s: %d games\n", r.Dir, len(r.Games))
	for _, g := range r.Games {
		ew.printf("%s", g.line())
		if timings {
			ew.printf(" time=%dms", g.Millis)
		}
		ew.printf("\n")
	}
	ew.printf("%s", r.summary())
	if timings {
		ew.printf("time: %d ms\n", r.Millis)
	}
	return ew.err
}

// line describes one game without its time.
func (g ProGame) line() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: moves=%d actual=%s", g.File, g.Moves, orDash(g.Actual))
	if g.Decomposable {
		fmt.Fprintf(&b, " decomposes-after=%d predicted=%s exact=%v diff=%s lost B=%s W=%s",
			g.FirstMove, orDash(g.Predicted), g.PredictedExact, orDash(g.Diff), orDash(g.LostBlack), orDash(g.LostWhite))
		if g.Reversed {
			b.WriteString(" REVERSED")
		}
	} else {
		b.WriteString(" not-decomposable")
	}
	fmt.Fprintf(&b, " final-count=%s final-analysis=%s agrees=%v", orDash(g.FinalScore), orDash(g.FinalAnalysis), g.FinalAgrees)
	if g.Error != "" {
		fmt.Fprintf(&b, " error=%q", g.Error)
	}
	return b.String()
}

// summary gives the totals.
func (r *ProReport) summary() string {
	n := len(r.Games)
	return fmt.Sprintf("games %d, decided by points %d, decomposable %d (%.1f%%), compared %d, mean |predicted-actual| %s, reversed by optimal endgame %d, abandoned (over budget) %d, final position: analyzer = RE %d of %d by points (%.1f%%), count with dead stones only = RE %d (%.1f%%)\n",
		n, r.ByPoints, r.Decomposable, percent(r.Decomposable, n), r.Compared, orDash(r.MeanAbsDiff), r.Reversed, r.Abandoned,
		r.FinalAgrees, r.ByPoints, percent(r.FinalAgrees, r.ByPoints), r.FinalScoreAgrees, percent(r.FinalScoreAgrees, r.ByPoints))
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// ProSection turns a pro report into its BENCHMARKS.md section.
func ProSection(r *ProReport, args []string, jobs int) Section {
	body := "```\n" + r.summary() + "```\n\n" + fmt.Sprintf("Wall time: %d ms with %d jobs.\n", r.Millis, jobs)
	return Section{Name: "pro-" + strings.ReplaceAll(r.Dir, "/", "_"), Title: "Professional records " + r.Dir + " (`cgtgo bench pro`)",
		Command: "cgtgo bench pro " + strings.Join(args, " "), Machine: ThisMachine(), Date: time.Now(), Body: body}
}
