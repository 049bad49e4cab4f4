package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/bench"
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/progress"
)

// "cgtgo bench solve" (issue 24): cgtgo solve on every record of a folder
// a fixed number of moves before its end. A record counts as solved when
// solve gives the exact optimal result (or, where kos remain, the exact
// result for each komaster, said so); its principal variation is replayed
// on a fresh board of the position to check every move is legal.

// solveBenchRecord is the outcome of one record.
type solveBenchRecord struct {
	File string `json:"file"`
	Move int    `json:"move"`
	// Kind is "exact", "komaster" or "failed".
	Kind   string `json:"kind"`
	Result string `json:"result,omitempty"`
	// WhiteResult is the result with White as komaster (kind komaster).
	WhiteResult string `json:"white_result,omitempty"`
	LineMoves   int    `json:"line_moves"`
	Complete    bool   `json:"complete"`
	// Legal says every move of the line was legal when replayed.
	Legal bool `json:"legal"`
	// RuleVerdicts, with --life judged, counts the judgement's verdicts
	// taken as marks that rest on its rules of thumb, not on a reading
	// (lifeAssumption).
	RuleVerdicts int    `json:"rule_verdicts,omitempty"`
	Millis       int64  `json:"millis"`
	Error        string `json:"error,omitempty"`
}

// solveBenchReport is the outcome of a run.
type solveBenchReport struct {
	Dir  string `json:"dir"`
	Back int    `json:"back"`
	// Life is the life and death of the decomposition (--life).
	Life    string             `json:"life"`
	Records []solveBenchRecord `json:"records"`
}

// runBenchSolve is "cgtgo bench solve DIR".
func runBenchSolve(e *env, args []string) int {
	fs := newFlagSet("bench solve", "cgtgo bench solve [--back N] [--per-record D] [--nodes N] [--life proved|judged] [--sample N] [--json] [--write-report FILE] DIR",
		"Run cgtgo solve on every SGF record under DIR, N moves before its end: how many positions\n"+
			"get an exact optimal result (or exact results for each komaster where kos remain), the time\n"+
			"each takes, and whether every move of each optimal line is legal when replayed.",
		"cgtgo bench solve --sample 10 --per-record 10s ../shared/data/pro19", e)
	back := fs.Int("back", 40, "solve the position `N` moves before the end of each record")
	per := durationFlag(fs, "per-record", 30*time.Second, "time budget per record")
	nodes := fs.Int("nodes", 0, "node budget of each region's search, `N` positions (0: valuation's default)")
	sampleN := fs.Int("sample", 0, "solve only this many records, evenly spaced in name order (0: all)")
	var life lifeFlag
	life.register(fs)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	reportFile := fs.String("write-report", "", "also record the figures in this markdown report (e.g. BENCHMARKS.md)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(e.stderr, "cgtgo bench solve: give exactly one folder")
		fs.Usage()
		return exitUsage
	}
	if *back < 0 {
		fmt.Fprintln(e.stderr, "cgtgo bench solve: --back must be 0 or more")
		return exitUsage
	}
	files, err := filepath.Glob(filepath.Join(fs.Arg(0), "*.sgf"))
	if err != nil || len(files) == 0 {
		fmt.Fprintf(e.stderr, "cgtgo bench solve: no SGF record in %s\n", fs.Arg(0))
		return exitFailure
	}
	sort.Strings(files)
	files = sampleFiles(files, *sampleN)
	ctx, stop := signalContext()
	defer stop()
	rep := &solveBenchReport{Dir: filepath.ToSlash(fs.Arg(0)), Back: *back, Life: life.String()}
	prog := progress.New(e.stderr, "bench solve", len(files))
	for i, f := range files {
		rec := solveRecord(ctx, f, *back, *per, *nodes, life)
		rep.Records = append(rep.Records, rec)
		prog.Set(i+1, "records")
		if ctx.Err() != nil {
			break
		}
	}
	prog.Finish()
	if *asJSON {
		err = writeBenchJSON(e.stdout, rep)
	} else {
		err = rep.writeText(e.stdout)
	}
	if err == nil && *reportFile != "" {
		err = bench.UpdateReport(*reportFile, rep.section(args))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench solve: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// sampleFiles keeps n files evenly spaced in order (all when n <= 0).
func sampleFiles(files []string, n int) []string {
	if n <= 0 || n >= len(files) {
		return files
	}
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, files[i*len(files)/n])
	}
	return out
}

// solveRecord solves one record back moves before its end within per.
func solveRecord(ctx context.Context, file string, back int, per time.Duration, nodes int, life lifeFlag) solveBenchRecord {
	rec := solveBenchRecord{File: filepath.Base(file), Kind: "failed"}
	roots, err := sgf.ParseFile(file)
	if err != nil || len(roots) == 0 {
		rec.Error = fmt.Sprintf("reading: %v", err)
		return rec
	}
	rec.Move = max(board.CountMoves(roots[0])-back, 0)
	pf := positionFlags{assumeSafe: defaultAssumeSafe, nodes: nodes, life: life}
	_ = pf.move.Set(strconv.Itoa(rec.Move))
	rctx, cancel := context.WithTimeout(ctx, per)
	defer cancel()
	start := time.Now()
	sol, err := solvePosition(rctx, file, pf, 400, nil)
	rec.Millis = time.Since(start).Milliseconds()
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("over the budget of %v", per)
		}
		rec.Error = oneLine(err.Error())
		return rec
	}
	rec.Kind = "exact"
	if sol.Komaster {
		rec.Kind = "komaster"
		rec.WhiteResult = sol.WhiteResult.MixedString()
	}
	rec.Result = sol.Result.MixedString()
	rec.LineMoves, rec.Complete = len(sol.Line), sol.Complete
	if sol.Life != nil {
		rec.RuleVerdicts = sol.Life.RuleAlive + sol.Life.RuleDead
	}
	b := sol.pos.board.Copy()
	rec.Legal = true
	for _, m := range sol.Line {
		if err := b.Play(m.Color, m.Point); err != nil {
			rec.Legal = false
			rec.Error = fmt.Sprintf("line move %s %s: %v", m.Color.Name(), m.Point.Vertex(b.Size()), err)
			break
		}
	}
	return rec
}

// summary returns the figures of the run, one per line.
func (r *solveBenchReport) summary() string {
	n := len(r.Records)
	var exact, komaster, legal, solved, read int
	var times []int64
	reasons := map[string]int{}
	for _, rec := range r.Records {
		times = append(times, rec.Millis)
		switch rec.Kind {
		case "exact":
			exact++
		case "komaster":
			komaster++
		default:
			reasons[failureReason(rec.Error)]++
		}
		if rec.Kind != "failed" {
			solved++
			if rec.Legal {
				legal++
			}
			if rec.RuleVerdicts == 0 {
				read++
			}
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	pct := func(k int) string { return fmt.Sprintf("%d/%d (%.0f%%)", k, n, 100*float64(k)/float64(max(n, 1))) }
	var b strings.Builder
	fmt.Fprintf(&b, "records: %d, positions %d moves before the end, life and death: %s\n", n, r.Back, r.Life)
	fmt.Fprintf(&b, "solved: %s: exact %d, exact for each komaster (kos remain) %d\n", pct(solved), exact, komaster)
	if r.Life == lifeJudged {
		fmt.Fprintf(&b, "solved with no verdict of the judgement's rules of thumb (readings and proofs only): %d\n", read)
	}
	fmt.Fprintf(&b, "principal variations legal when replayed: %d/%d\n", legal, solved)
	if len(times) > 0 {
		fmt.Fprintf(&b, "time per record: median %d ms, worst %d ms\n", times[len(times)/2], times[len(times)-1])
	}
	var keys []string
	for k := range reasons {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return reasons[keys[i]] > reasons[keys[j]] || reasons[keys[i]] == reasons[keys[j]] && keys[i] < keys[j]
	})
	for _, k := range keys {
		fmt.Fprintf(&b, "not solved: %d %s\n", reasons[k], k)
	}
	return b.String()
}

// failureReason sorts a failure into a few kinds for the summary.
func failureReason(msg string) string {
	switch {
	case strings.Contains(msg, "over the budget"):
		return "over the time budget"
	case strings.Contains(msg, "budget of") && strings.Contains(msg, "positions exhausted"):
		return "a region over the node budget"
	case strings.Contains(msg, "budget of") && strings.Contains(msg, "cyclic components exhausted"):
		return "a region over the budget of cyclic components"
	case strings.Contains(msg, "ko ("):
		return "a cycle that could not be valued"
	case strings.Contains(msg, "no decomposable region"):
		return "no decomposable region"
	case strings.Contains(msg, errSafeCaptured.Error()):
		return "the optimal line captures stones taken as alive"
	case strings.Contains(msg, "hot regions"), strings.Contains(msg, "exact sum"):
		return "the sum of the regions too big to add"
	}
	return "other: " + msg
}

// writeText prints the records and the summary.
func (r *solveBenchReport) writeText(w io.Writer) error {
	var b strings.Builder
	for _, rec := range r.Records {
		fmt.Fprintf(&b, "%s move=%d %s", rec.File, rec.Move, rec.Kind)
		if rec.Kind != "failed" {
			fmt.Fprintf(&b, " result=%s", rec.Result)
			if rec.WhiteResult != "" {
				fmt.Fprintf(&b, " (white komaster %s)", rec.WhiteResult)
			}
			fmt.Fprintf(&b, " line=%d complete=%v legal=%v", rec.LineMoves, rec.Complete, rec.Legal)
		}
		fmt.Fprintf(&b, " %d ms", rec.Millis)
		if rec.Error != "" {
			fmt.Fprintf(&b, " (%.160s)", rec.Error)
		}
		b.WriteString("\n")
	}
	b.WriteString(r.summary())
	_, err := io.WriteString(w, b.String())
	return err
}

// section is the report's part of BENCHMARKS.md.
func (r *solveBenchReport) section(args []string) bench.Section {
	name, title := "solve-"+strings.ReplaceAll(r.Dir, "/", "_"), "cgtgo solve on "+r.Dir+" (`cgtgo bench solve`)"
	if r.Life == lifeJudged {
		// Its own section: the proved figures stay beside it.
		name, title = name+"-judged", "cgtgo solve on "+r.Dir+" with judged life and death (`cgtgo bench solve --life judged`)"
	}
	return bench.Section{Name: name, Title: title,
		Command: "cgtgo bench solve " + strings.Join(args, " "), Machine: bench.ThisMachine(), Date: time.Now(),
		Body: "```\n" + r.summary() + "```\n"}
}
