package bench

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// FindGNUGo returns the path of the gnugo program: on PATH, else in
// /usr/games where Debian installs it; "" when there is none.
func FindGNUGo() string {
	if p, err := exec.LookPath("gnugo"); err == nil {
		return p
	}
	if st, err := os.Stat("/usr/games/gnugo"); err == nil && !st.IsDir() {
		return "/usr/games/gnugo"
	}
	return ""
}

// WriteText writes one line per game and the totals. With timings false
// the times are left out.
func (r *EnginesReport) WriteText(w io.Writer, timings bool) error {
	ew := &errWriter{w: w}
	ew.printf("cgtgo against %s: %d games\n", r.Opponent, len(r.Games))
	for _, g := range r.Games {
		col := "White"
		if g.CGTGoBlack {
			col = "Black"
		}
		opt := ""
		if g.Optimum != "" {
			opt = " optimum=" + g.Optimum
			if g.BelowOptimum {
				opt += " BELOW"
			}
		}
		ew.printf("game %d %s cgtgo=%s moves=%d end=%q referee=%s cgtgo-margin=%s%s\n", g.Game, g.Position, col, g.Moves, g.End, g.Referee, orDash(g.Margin), opt)
	}
	ew.printf("%s", r.summary(timings))
	return ew.err
}

func (r *EnginesReport) summary(timings bool) string {
	s := fmt.Sprintf("cgtgo's margin per game over %d scored games: mean %+.2f, standard deviation %.2f\n", r.ScoredGames, r.MeanMargin, r.StdDev)
	s += fmt.Sprintf("cgtgo's point difference per pair of games with colours swapped (%d pairs): mean %+.2f, standard deviation %.2f\n", r.Pairs, r.PairMean, r.PairStdDev)
	if r.Pairs > 0 {
		s += fmt.Sprintf("pairs where cgtgo did at least as well as the opponent (difference >= 0): %d of %d (%.0f%%)\n",
			r.PairsNotWorse, r.Pairs, 100*float64(r.PairsNotWorse)/float64(r.Pairs))
	}
	s += fmt.Sprintf("exact start positions: %d; games from them that cgtgo ended below the optimum: %d\n", r.ExactStarts, r.BelowOptimum)
	if timings {
		s += fmt.Sprintf("time per move: cgtgo %.1f ms, opponent %.1f ms (with protocol overhead); ratio cgtgo/opponent %.3f\n",
			r.CGTGoMsPerMove, r.OpponentMsPerMove, r.Ratio)
		if r.CGTGoCPUMoves > 0 || r.OpponentCPUMoves > 0 {
			ratio := 0.0
			if r.OpponentCPUMedianMs > 0 {
				ratio = r.CGTGoCPUMedianMs / r.OpponentCPUMedianMs
			}
			s += fmt.Sprintf("processor time per genmove, median: cgtgo %.1f ms (%d moves), opponent %.1f ms (%d moves); ratio cgtgo/opponent %.3f\n",
				r.CGTGoCPUMedianMs, r.CGTGoCPUMoves, r.OpponentCPUMedianMs, r.OpponentCPUMoves, ratio)
		}
		if r.Allotted > 0 {
			s += fmt.Sprintf("cgtgo's genmoves under the clock: %d; over their allotment: %d; share of the allotment used: median %.3f, largest %.3f\n",
				r.Allotted, r.OverAllotment, r.MedianAllotmentShare, r.MaxAllotmentShare)
			s += fmt.Sprintf("moves that ran the clock out: cgtgo %d, opponent %d\n", r.OverTimeCGTGo, r.OverTimeOpponent)
		}
	}
	return s
}

// EnginesSection turns an engines report into its BENCHMARKS.md section.
func EnginesSection(r *EnginesReport, args []string) Section {
	return Section{Name: "engines", Title: "cgtgo against GNU Go (`cgtgo bench engines`)",
		Command: "cgtgo bench engines " + strings.Join(args, " "), Machine: ThisMachine(), Date: time.Now(),
		Body: "```\n" + r.summary(true) + "```\n"}
}
