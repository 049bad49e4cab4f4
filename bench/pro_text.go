package bench

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/report"
)

// WriteText writes one line per game and the totals. With timings false
// the times are left out, so that two runs compare byte for byte.
func (r *ProReport) WriteText(w io.Writer, timings bool) error {
	ew := &errWriter{w: w}
	ew.printf("pro records %s: %d games\n", r.Dir, len(r.Games))
	for _, g := range r.Games {
		ew.printf("%s", g.line())
		if timings {
			ew.printf(" count-time=%dms time=%dms", g.CountMillis, g.Millis)
		}
		ew.printf("\n")
	}
	ew.printf("%s", r.summary(timings))
	if timings {
		ew.printf("time: %d ms\n", r.Millis)
	}
	return ew.err
}

// line describes one game without its time.
func (g ProGame) line() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: moves=%d %s actual=%s count=%s", g.File, g.Moves, orDash(g.Scoring), scoreText(g.Actual), scoreText(g.Count))
	if g.CountDiff != "" {
		fmt.Fprintf(&b, " diff=%s", g.CountDiff)
	}
	if g.Count != "" && !g.CountExact {
		b.WriteString(" (estimated endgame)")
	}
	fmt.Fprintf(&b, " dead=%d", g.Dead)
	if g.Seki > 0 {
		fmt.Fprintf(&b, " seki=%d", g.Seki)
	}
	if g.Unsettled > 0 {
		fmt.Fprintf(&b, " unsettled=%d", g.Unsettled)
	}
	if g.Abandoned {
		b.WriteString(" ABANDONED")
	}
	if g.Baseline != "" || g.BaselineError != "" || g.BaselineAbandoned {
		fmt.Fprintf(&b, " baseline=%s", scoreText(g.Baseline))
		if g.BaselineDiff != "" {
			fmt.Fprintf(&b, " baseline-diff=%s", g.BaselineDiff)
		}
		if g.BaselineAbandoned {
			b.WriteString(" BASELINE-ABANDONED")
		} else if g.BaselineError != "" {
			fmt.Fprintf(&b, " baseline-error=%q", g.BaselineError)
		}
	}
	if g.Decomposable {
		fmt.Fprintf(&b, " decomposes-after=%d predicted=%s exact=%v diff-predicted=%s lost B=%s W=%s",
			g.FirstMove, scoreText(g.Predicted), g.PredictedExact, orDash(g.Diff), orDash(g.LostBlack), orDash(g.LostWhite))
		if g.Reversed {
			b.WriteString(" REVERSED")
		}
	}
	if g.Error != "" {
		fmt.Fprintf(&b, " error=%q", g.Error)
	}
	return b.String()
}

// accuracyLine writes one counter's figures.
func accuracyLine(name string, a Accuracy, byPoints int) string {
	return fmt.Sprintf("%s: = RE %d of %d (%.1f%%), within 1 point %d, within 5 points %d, errors %d, abandoned (over budget) %d, compared %d\n",
		name, a.Exact, byPoints, percent(a.Exact, byPoints), a.Within1, a.Within5, a.Errors, a.Abandoned, a.Compared)
}

// summary gives the totals; with timings, the count's median and worst
// time too.
func (r *ProReport) summary(timings bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "games %d, decided by points %d\n", len(r.Games), r.ByPoints)
	b.WriteString(accuracyLine("final count, cgtgo", r.Count, r.ByPoints))
	if r.Baseline != nil {
		b.WriteString(accuracyLine("final count, "+r.BaselineName, *r.Baseline, r.ByPoints))
	}
	if timings {
		fmt.Fprintf(&b, "cgtgo count time per final position: median %d ms, worst %d ms\n", r.CountMedianMillis, r.CountMaxMillis)
	}
	if r.Endgame {
		fmt.Fprintf(&b, "endgame: decomposable %d (%.1f%%), compared %d, mean |predicted-actual| %s, reversed by optimal endgame %d\n",
			r.Decomposable, percent(r.Decomposable, len(r.Games)), r.Compared, orDash(r.MeanAbsDiff), r.Reversed)
	}
	b.WriteString(lifeBeforeText(r.LifeBefore, r.LifeBeforeRecords, r.BaselineName))
	return b.String()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// RelativeDir names dir relative to the working folder when it lies
// elsewhere under the same root (BENCHMARKS.md names folders relative to
// the repository, never by a machine path): "/work/shared/data/pro19" run
// from "/work/main" is "../shared/data/pro19".
func RelativeDir(dir string) string {
	if !filepath.IsAbs(dir) {
		return filepath.ToSlash(filepath.Clean(dir))
	}
	wd, err := os.Getwd()
	if err != nil {
		return filepath.ToSlash(dir)
	}
	rel, err := filepath.Rel(wd, dir)
	if err != nil {
		return filepath.ToSlash(dir)
	}
	return filepath.ToSlash(rel)
}

// ProSection turns a pro report into its BENCHMARKS.md section. args are
// the command's arguments, the folder among them.
func ProSection(r *ProReport, args []string, jobs int) Section {
	dir := RelativeDir(r.Dir)
	shown := make([]string, len(args))
	for i, a := range args {
		shown[i] = a
		if a == r.Dir {
			shown[i] = dir
		}
		if strings.ContainsAny(a, " \t") {
			shown[i] = "\"" + a + "\""
		}
	}
	body := "```\n" + r.summary(true) + "```\n\n" + fmt.Sprintf("Wall time: %d ms with %d jobs.\n", r.Millis, jobs)
	return Section{Name: "pro-" + strings.ReplaceAll(strings.TrimLeft(dir, "./"), "/", "_"), Title: "Professional records " + dir + " (`cgtgo bench pro`)",
		Command: "cgtgo bench pro " + strings.Join(shown, " "), Machine: ThisMachine(), Date: time.Now(), Body: body}
}

// scoreText writes a margin for Black (a mixed number such as "-2 1/2")
// the way a Go player reads a result and the rest of cgtgo prints it:
// "W+2 1/2", "B+4", "Jigo"; "-" when there is none. Differences between
// margins stay signed numbers.
func scoreText(margin string) string {
	return report.ScoreText(orDash(margin))
}
