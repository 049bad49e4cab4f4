package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/internal/atomicfile"
	"github.com/cgtgo/cgtgo/report"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/cgtgo/cgtgo/valuation"
)

// analyzeConfig is what runAnalyze was asked to do.
type analyzeConfig struct {
	pos    positionFlags
	region string
	budget time.Duration
	pv     int
}

// analyzed is the result of analyzeFile.
type analyzed struct {
	pos      *position
	analysis *report.Analysis
	// pictures are the thermographs of the regions in play.
	pictures []report.Picture
}

// runAnalyze is "cgtgo analyze": the analysis of one position of an SGF
// record as text, JSON or an annotated SGF, with optional SVG thermographs.
func runAnalyze(e *env, args []string) int {
	fs := newFlagSet("analyze",
		"cgtgo analyze FILE.sgf [--move N] [--rules japanese|chinese] [--koban J|N] [--to-move b|w] [--komi K] [--assume-safe K] [--nodes N] [--strategy S] [--format text|json|sgf] [--svg DIR] [--region POINTS] [--budget DURATION] [--pv N] [--force] [-o FILE]",
		"Analyse an endgame position: split the board into independent regions, value\n"+
			"each one exactly (canonical game, stops, mean, temperature, thermograph, best\n"+
			"local moves), recommend a move with its principal variation and predict the\n"+
			"final score with each side to move. A region marked with SQ on the position's\n"+
			"node, or given with --region, is analysed alone (everything else settled).\n"+
			"Stones marked TR are taken as safe, MA as dead.",
		"cgtgo analyze testdata/sgf/endgame-9x9-corridors.sgf --svg /tmp/thermo", e.stderr)
	var cfg analyzeConfig
	cfg.pos.register(fs)
	format := fs.String("format", "text", "output `format`: text, json or sgf")
	svgDir := fs.String("svg", "", "write SVG thermographs (one per region in play and one for the board) into `DIR`")
	fs.StringVar(&cfg.region, "region", "", "analyse only the region made of these `POINTS` (GTP vertices, comma-separated: A1,B1,C2)")
	fs.DurationVar(&cfg.budget, "budget", time.Minute, "give up after this `DURATION` (e.g. 30s; 0: no limit)")
	fs.IntVar(&cfg.pv, "pv", 8, "longest principal variation, in `moves`")
	force := fs.Bool("force", false, "overwrite existing output files")
	outFile := fs.String("o", "", "write the report to `FILE` instead of stdout (atomically; see --force)")
	files, code, done := parseInterleaved(fs, args)
	if done {
		return code
	}
	if len(files) != 1 {
		fmt.Fprintf(e.stderr, "cgtgo analyze: want exactly one SGF file, got %d (see cgtgo analyze --help)\n", len(files))
		return exitUsage
	}
	switch *format {
	case "text", "json", "sgf":
	default:
		fmt.Fprintf(e.stderr, "cgtgo analyze: --format %q: want text, json or sgf\n", *format)
		return exitUsage
	}
	ctx, cancel := strategy.Deadline(context.Background(), cfg.budget)
	defer cancel()
	res, err := analyzeFile(ctx, files[0], cfg)
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo analyze: %s\n", oneLine(err.Error()))
		return exitFor(err)
	}
	var buf bytes.Buffer
	switch *format {
	case "text":
		err = report.Text(&buf, res.analysis, report.TextOptions{Color: *outFile == "" && isTerminal(e.stdout)})
	case "json":
		err = writeAnalysisJSON(&buf, res.analysis)
	case "sgf":
		err = report.WriteAnalysisSGF(&buf, res.pos.root, res.pos.node, res.analysis)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo analyze: %s\n", oneLine(err.Error()))
		return exitFailure
	}
	if *svgDir != "" {
		if err := writeSVGs(*svgDir, files[0], res, *force); err != nil {
			fmt.Fprintf(e.stderr, "cgtgo analyze: %s\n", oneLine(err.Error()))
			return exitFailure
		}
	}
	if err := emit(e.stdout, *outFile, buf.Bytes(), *force); err != nil {
		fmt.Fprintf(e.stderr, "cgtgo analyze: %s\n", oneLine(err.Error()))
		return exitFailure
	}
	return exitOK
}

// analyzeFile loads the position of path and analyses it: the whole board,
// or only the region of --region or SQ markup.
func analyzeFile(ctx context.Context, path string, cfg analyzeConfig) (*analyzed, error) {
	pos, err := loadPosition(path, cfg.pos)
	if err != nil {
		return nil, err
	}
	meta := report.Meta{File: path, Move: pos.moves, Komi: board.KomiString(pos.komiHalf), AssumeSafe: cfg.pos.assumeSafe}
	regionPts := pos.square
	if cfg.region != "" {
		if regionPts, err = parseRegion(cfg.region, pos.board.Size()); err != nil {
			return nil, err
		}
	}
	if len(regionPts) > 0 {
		return analyzeRegion(ctx, pos, regionPts, meta)
	}
	opt := strategyOptions(pos, cfg.pos, strategy.NewRegionCache(0))
	pa, err := strategy.AnalyzePosition(ctx, pos.board, opt)
	if err != nil {
		return nil, budgetError(ctx, cfg.budget, err)
	}
	if err := checkDecomposable(pa.Decomposition); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	meta.Variation = principalVariation(ctx, pa, opt, cfg.pv)
	res := &analyzed{pos: pos, analysis: report.Build(pa, meta)}
	for _, r := range pa.Regions {
		if r.Region.Kind == decompose.Territory || r.Analysis == nil || r.Analysis.Thermograph == nil {
			continue
		}
		res.pictures = append(res.pictures, report.PictureOf(pictureTitle(r.Region, r.Analysis), r.Analysis.Thermograph))
	}
	return res, nil
}

// analyzeRegion values the marked region alone (valuation.Analyze).
func analyzeRegion(ctx context.Context, pos *position, pts []board.Point, meta report.Meta) (*analyzed, error) {
	for _, p := range pts {
		if pos.board.At(p) != board.Empty && containsPoint(pos.safe, p) {
			return nil, usageError{fmt.Errorf("the marked region contains %s, a stone marked safe", p.Vertex(pos.board.Size()))}
		}
	}
	va, err := valuation.Analyze(ctx, pos.board, pts, valuation.Options{Scoring: pos.scoring, Ko: pos.board.Rules().Ko})
	if err != nil {
		return nil, fmt.Errorf("%s: region: %w", pos.file, err)
	}
	res := &analyzed{pos: pos, analysis: report.RegionOnly(pos.board, pos.scoring, va, meta)}
	if va.Thermograph != nil {
		res.pictures = append(res.pictures, report.PictureOf("marked region a: "+shortGame(va), va.Thermograph))
	}
	return res, nil
}

// strategyOptions are the analysis options for a loaded position.
func strategyOptions(pos *position, pf positionFlags, cache *strategy.RegionCache) strategy.Options {
	assumeSafe := pf.assumeSafe
	return strategy.Options{
		Strategy:    pf.strategy.s,
		RegionNodes: pf.nodes,
		Scoring:     pos.scoring,
		KomiHalf:    pos.komiHalf,
		Decompose: decompose.Options{
			AssumeSafeLiberties: assumeSafe,
			Safe:                pos.safe,
			Dead:                pos.dead,
		},
		Cache: cache,
	}
}

// checkDecomposable refuses a position none of whose regions can be valued
// (every region too big to search).
func checkDecomposable(d *decompose.Decomposition) error {
	if len(d.Regions) == 0 {
		return nil
	}
	biggest := 0
	for _, r := range d.Regions {
		if r.Kind != decompose.TooBig {
			return nil
		}
		if r.Empty > biggest {
			biggest = r.Empty
		}
	}
	return fmt.Errorf("no decomposable region: every region is too big to search (largest: %d empty points); try --assume-safe 2, or mark safe stones with TR", biggest)
}

// principalVariation plays the recommended move forward on a copy of the
// position while the choices are exact, re-analysing after each move, for
// at most max moves. It stops quietly when the budget runs out.
func principalVariation(ctx context.Context, pa *strategy.PositionAnalysis, opt strategy.Options, max int) []board.Move {
	var pv []board.Move
	b := pa.Board.Copy()
	cur := pa
	for len(pv) < max && cur.Exact && cur.Best.Exact && !cur.Best.Pass {
		m := board.Move{Color: cur.Best.Move.Color, Point: cur.Best.Move.Point}
		if err := b.Play(m.Color, m.Point); err != nil {
			break
		}
		pv = append(pv, m)
		next, err := strategy.AnalyzePosition(ctx, b, opt)
		if err != nil {
			break
		}
		cur = next
	}
	return pv
}

func pictureTitle(r decompose.Region, va *valuation.Analysis) string {
	t := fmt.Sprintf("region %c (%s): %s", decompose.RegionLetter(r.ID), r.Kind, shortGame(va))
	if va.Ko && !va.Exact && va.KoBlack.Equal(va.Value) {
		t += ", Black komaster"
	}
	return t
}

func shortGame(va *valuation.Analysis) string {
	s := va.Value.String()
	if len(s) > 32 {
		s = s[:32] + "..."
	}
	return s
}

func containsPoint(ps []board.Point, p board.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// budgetError explains a context that ran out.
func budgetError(ctx context.Context, budget time.Duration, err error) error {
	if errors.Is(err, context.DeadlineExceeded) || ctx.Err() != nil {
		return fmt.Errorf("the analysis did not finish within --budget %s (a smaller --nodes, e.g. 20000, makes it faster)", budget)
	}
	return err
}

// writeAnalysisJSON writes v as indented JSON.
func writeAnalysisJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// writeSVGs writes one SVG per region in play and one for the board into
// dir, named after the input file: NAME-a.svg, ..., NAME-board.svg.
func writeSVGs(dir, input string, res *analyzed, force bool) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--svg: %w", err)
	}
	base := strings.TrimSuffix(filepath.Base(input), filepath.Ext(input))
	inPlay := []report.Region{}
	for _, r := range res.analysis.Regions {
		if r.Kind != "territory" && r.Mean != "" {
			inPlay = append(inPlay, r)
		}
	}
	for i, p := range res.pictures {
		letter := "a"
		if i < len(inPlay) {
			letter = inPlay[i].Letter
		}
		if err := atomicfile.Write(filepath.Join(dir, base+"-"+letter+".svg"), report.SVG(p), 0o644, force); err != nil {
			return fmt.Errorf("--svg: %w", err)
		}
	}
	title := "whole board: " + base + " (regions in play side by side)"
	if err := atomicfile.Write(filepath.Join(dir, base+"-board.svg"), report.Panels(title, res.pictures), 0o644, force); err != nil {
		return fmt.Errorf("--svg: %w", err)
	}
	return nil
}

// emit writes data to stdout, or atomically to file when one is given.
func emit(stdout io.Writer, file string, data []byte, force bool) error {
	if file == "" || file == "-" {
		_, err := stdout.Write(data)
		return err
	}
	return atomicfile.Write(file, data, 0o644, force)
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
