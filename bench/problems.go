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
	// Node names the node that marks the region ("the root node").
	Node string `json:"node,omitempty"`
	// Expected and Computed are the swings of the biggest move, as mixed
	// numbers ("7 1/2"), followed by the kind of move when the answer
	// names one ("4 sente"); Computed is twice the region's temperature
	// (see ComputedSwing). For a ko whose Black and White komaster
	// thermographs disagree both are shown and the problem does not
	// match.
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
	// MedianMillis and WorstMillis are the median and the largest time
	// of one problem (load and solve), WorstFile the slowest problem.
	MedianMillis int64  `json:"median_ms"`
	WorstMillis  int64  `json:"worst_ms"`
	WorstFile    string `json:"worst_file,omitempty"`
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
	rep.MedianMillis, rep.WorstMillis, rep.WorstFile = problemTimes(results)
	rep.Millis = time.Since(start).Milliseconds()
	return rep, nil
}

// problemTimes returns the median and worst time per problem and the
// slowest file.
func problemTimes(results []ProblemResult) (median, worst int64, worstFile string) {
	if len(results) == 0 {
		return 0, 0, ""
	}
	ms := make([]int64, 0, len(results))
	for _, r := range results {
		ms = append(ms, r.Millis)
		if r.Millis > worst || worstFile == "" {
			worst, worstFile = r.Millis, r.File
		}
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i] < ms[j] })
	return ms[len(ms)/2], worst, worstFile
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
	res.Node = p.Node
	res.Expected = p.Answer.String()
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}
	a, err := SolveProblem(ctx, p, opt.MaxNodes)
	if err != nil {
		res.Error = fmt.Sprintf("problem %s: %s: %v", p.File, p.Node, err)
		return res
	}
	swing, ok := ComputedSwing(a)
	kind := MoveKind(a, p.ToMove)
	res.Computed = swing.MixedString()
	if !ok {
		res.Computed = komasterText(a)
	}
	res.Match = ok && swing.Equal(p.Answer.Swing)
	if p.Answer.Kind != "" {
		res.Computed += " " + kind
		res.Match = res.Match && kind == p.Answer.Kind
	}
	if p.Answer.BlackFirst != nil || p.Answer.WhiteFirst != nil {
		bf, wf, err := LocalResults(p, a)
		if err != nil {
			res.Error = fmt.Sprintf("problem %s: %s: %v", p.File, p.Node, err)
			return res
		}
		if p.Answer.BlackFirst != nil {
			res.Match = res.Match && bf.Equal(*p.Answer.BlackFirst)
		}
		if p.Answer.WhiteFirst != nil {
			res.Match = res.Match && wf.Equal(*p.Answer.WhiteFirst)
		}
		res.Computed += resultText(&bf, &wf)
	}
	res.Exact, res.Approximation, res.Ko, res.Nodes = a.Exact, a.Approximation, a.Ko, a.Nodes
	return res
}

// SolveProblem values the problem's region as a local game on the whole
// board (valuation.Surroundings) under territory scoring, with the given
// node budget (0: valuation's default).
func SolveProblem(ctx context.Context, p *Problem, maxNodes int) (*valuation.Analysis, error) {
	return valuation.Analyze(ctx, p.Board, p.Region, problemOptions(p, maxNodes))
}

// problemOptions are the valuation options of a problem.
func problemOptions(p *Problem, maxNodes int) valuation.Options {
	return valuation.Options{
		Scoring: board.Territory, Ko: p.Rules.Ko, MaxNodes: maxNodes,
		Surroundings: valuation.NewSurroundings(p.Board, p.Region, p.Dead),
	}
}

// LocalResults returns the expected local results of a problem: the
// region's Left and Right stops minus the static count of the position as
// it stands (valuation.StaticCount), the changes of the count with Black
// and with White playing first.
func LocalResults(p *Problem, a *valuation.Analysis) (black, white cgt.Rational, err error) {
	count, err := valuation.StaticCount(p.Board, p.Region, problemOptions(p, 0))
	if err != nil {
		return cgt.Rational{}, cgt.Rational{}, err
	}
	c := cgt.RationalFromInt(int64(count))
	return a.LeftStop.Sub(c), a.RightStop.Sub(c), nil
}

// ComputedSwing returns the swing of the region's biggest move, twice
// its temperature (valuation.BiggestMove), and false for a ko whose
// komaster thermographs disagree (no single answer).
func ComputedSwing(a *valuation.Analysis) (cgt.Rational, bool) {
	m := valuation.BiggestMove(a)
	return m.Swing, m.Single
}

// komasterText shows the two komaster swings of a ko that has no single
// answer.
func komasterText(a *valuation.Analysis) string {
	kt := a.KoThermography
	b := kt.TemperatureBlack.Add(kt.TemperatureBlack)
	w := kt.TemperatureWhite.Add(kt.TemperatureWhite)
	return fmt.Sprintf("%s (Black komaster) / %s (White komaster)", b.MixedString(), w.MixedString())
}

// MoveKind names the kind of the biggest move for the player toMove, as an
// answer does: "gote", "sente" (toMove's move keeps sente), "reverse
// sente" (the opponent's move would be sente), "double sente", or "none"
// when no move gains.
func MoveKind(a *valuation.Analysis, toMove board.Color) string {
	switch a.Type {
	case valuation.Gote:
		return "gote"
	case valuation.DoubleSente:
		return "double sente"
	case valuation.BlackSente:
		if toMove == board.Black {
			return "sente"
		}
		return "reverse sente"
	case valuation.WhiteSente:
		if toMove == board.White {
			return "sente"
		}
		return "reverse sente"
	}
	return "none"
}
