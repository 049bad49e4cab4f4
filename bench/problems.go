package bench

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/valuation"
)

// ProblemsOptions configure RunProblems.
type ProblemsOptions struct {
	// Jobs is the number of problems solved at once (0: one per CPU).
	Jobs int
	// MaxNodes is the local search budget per problem (0: valuation's
	// default).
	MaxNodes int
	// Timeout bounds each problem (0: none).
	Timeout time.Duration
	// Progress receives progress reports (nil: none).
	Progress io.Writer
}

// ProblemResult is the outcome of one problem.
type ProblemResult struct {
	File     string `json:"file"`
	Category string `json:"category"`
	// Expected and Computed are the swings of the biggest move, as mixed
	// numbers ("7 1/2"); Computed is twice the region's temperature. For
	// a ko it is twice the temperature of its komaster thermographs
	// (Economist's View 2.2), when Black and White komaster agree;
	// otherwise both are shown and the problem does not match.
	Expected string `json:"expected"`
	Computed string `json:"computed,omitempty"`
	Match    bool   `json:"match"`
	// Exact is the analyzer's own flag: false when its value is an
	// estimate, with the reason in Approximation.
	Exact         bool   `json:"exact"`
	Approximation string `json:"approximation,omitempty"`
	Ko            bool   `json:"ko,omitempty"`
	Error         string `json:"error,omitempty"`
	Nodes         int    `json:"nodes"`
	Millis        int64  `json:"ms"`
}

// CategorySummary counts the exact matches of one category (or of all).
type CategorySummary struct {
	Category string `json:"category"`
	Problems int    `json:"problems"`
	Matches  int    `json:"matches"`
}

// ProblemsReport is the outcome of a problem set, sorted by file name.
type ProblemsReport struct {
	Dir        string            `json:"dir"`
	Results    []ProblemResult   `json:"results"`
	Categories []CategorySummary `json:"categories"`
	Total      CategorySummary   `json:"total"`
	Millis     int64             `json:"ms"`
}

// FindSGF returns the .sgf files under dir, relative to it and sorted.
func FindSGF(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			rel, rerr := filepath.Rel(dir, path)
			if rerr != nil {
				return rerr
			}
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing %s: %w", dir, err)
	}
	sort.Strings(files)
	return files, nil
}

// RunProblems solves every problem under dir (see Problem) and compares the
// computed swing of the biggest move, twice the temperature of the region
// under territory scoring, with the hand count. A file that cannot be read
// counts as a miss with its error; RunProblems itself fails only when dir
// cannot be listed or holds no problem.
func RunProblems(ctx context.Context, dir string, opt ProblemsOptions) (*ProblemsReport, error) {
	start := time.Now()
	files, err := FindSGF(dir)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no .sgf problem under %s", dir)
	}
	prog := NewProgress(opt.Progress, "problems", len(files))
	var done func()
	if prog != nil {
		done = prog.Done
	}
	results := runParallel(ctx, files, opt.Jobs, done, func(ctx context.Context, rel string) ProblemResult {
		return solveFile(ctx, dir, rel, opt)
	})
	rep := &ProblemsReport{Dir: dir, Results: results, Total: CategorySummary{Category: "all"}}
	byCat := map[string]*CategorySummary{}
	for _, r := range results {
		c := byCat[r.Category]
		if c == nil {
			c = &CategorySummary{Category: r.Category}
			byCat[r.Category] = c
		}
		c.Problems++
		rep.Total.Problems++
		if r.Match {
			c.Matches++
			rep.Total.Matches++
		}
	}
	for _, c := range byCat {
		rep.Categories = append(rep.Categories, *c)
	}
	sort.Slice(rep.Categories, func(i, j int) bool { return rep.Categories[i].Category < rep.Categories[j].Category })
	rep.Millis = time.Since(start).Milliseconds()
	return rep, nil
}

// solveFile loads and solves one problem.
func solveFile(ctx context.Context, dir, rel string, opt ProblemsOptions) (res ProblemResult) {
	start := time.Now()
	res = ProblemResult{File: filepath.ToSlash(rel), Category: categoryOf(rel)}
	defer func() { res.Millis = time.Since(start).Milliseconds() }()
	p, err := LoadProblem(dir, rel)
	if err != nil {
		res.Error = err.Error()
		return res
	}
	res.Expected = p.Expected.MixedString()
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}
	a, err := valuation.Analyze(ctx, p.Board, p.Region, valuation.Options{Scoring: board.Territory, Ko: p.Rules.Ko, MaxNodes: opt.MaxNodes})
	if err != nil {
		res.Error = fmt.Sprintf("problem %s: %v", rel, err)
		return res
	}
	res.Computed, res.Match = computedSwing(a, p.Expected)
	res.Exact, res.Approximation, res.Ko, res.Nodes = a.Exact, a.Approximation, a.Ko, a.Nodes
	return res
}

// computedSwing returns the swing of the region's biggest move (twice its
// temperature) and whether it equals want. A region on a ko cycle is read
// from its komaster thermographs: its ordinary value depends on who has
// the ko threats, its komaster temperatures do not when they agree.
func computedSwing(a *valuation.Analysis, want cgt.Rational) (string, bool) {
	if kt := a.KoThermography; kt != nil {
		b := kt.TemperatureBlack.Add(kt.TemperatureBlack)
		w := kt.TemperatureWhite.Add(kt.TemperatureWhite)
		if !b.Equal(w) {
			return fmt.Sprintf("%s (Black komaster) / %s (White komaster)", b.MixedString(), w.MixedString()), false
		}
		return b.MixedString(), b.Equal(want)
	}
	swing := a.Temperature.Add(a.Temperature)
	return swing.MixedString(), swing.Equal(want)
}
