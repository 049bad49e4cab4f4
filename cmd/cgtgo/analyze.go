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

	"github.com/rs/zerolog"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/internal/atomicfile"
	"github.com/cgtgo/cgtgo/report"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/cgtgo/cgtgo/valuation"
)

// analyzeConfig is what runAnalyze was asked to do.
type analyzeConfig struct {
	pos    positionFlags
	life   lifeFlag
	region string
	budget time.Duration
	pv     int
}

// regionPicture is the thermograph of one region with its letter.
type regionPicture struct {
	letter  string
	picture report.Picture
}

// analyzed is the result of analyzeFile.
type analyzed struct {
	pos      *position
	analysis *report.Analysis
	// pictures are the thermographs of the regions in play.
	pictures []regionPicture
}

// runAnalyze is "cgtgo analyze": the analysis of one position of an SGF
// record as text, JSON or an annotated SGF, with optional SVG thermographs.
func runAnalyze(e *env, args []string) int {
	fs := newFlagSet("analyze",
		"cgtgo analyze FILE.sgf [--move N] [--rules japanese|chinese] [--koban J|N] [--to-move b|w] [--komi K] [--assume-safe K] [--life proved|judged] [--nodes N] [--strategy S] [--format text|json|sgf] [--svg DIR] [--region POINTS] [--budget DURATION] [--pv N] [--force] [-o FILE]",
		"Analyse an endgame position: split the board into independent regions, value\n"+
			"each one exactly (canonical game, stops, mean, temperature, thermograph, best\n"+
			"local moves), recommend a move with its principal variation and predict the\n"+
			"final score with each side to move. A region marked with SQ (a published\n"+
			"endgame problem), or given with --region, is analysed as a local game on the\n"+
			"whole board: moves only on its points, the rest settled, the empty points\n"+
			"around it counted for whoever surrounds them. Without --move, a file whose\n"+
			"node (usually the root) marks a region with SQ is analysed at that node.\n"+
			"Stones marked TR are taken as safe, MA as dead. With --life judged, the\n"+
			"verdicts of the life-and-death judgement are added as such marks (an\n"+
			"assumption, stated in the notes).",
		"cgtgo analyze testdata/sgf/endgame-9x9-corridors.sgf --svg thermographs", e)
	var cfg analyzeConfig
	cfg.pos.markedNode = true
	cfg.pos.register(fs)
	cfg.life.register(fs)
	format := fs.String("format", "text", "output `format`: text, json or sgf")
	svgDir := fs.String("svg", "", "write SVG thermographs (one per region in play and one for the board) into `DIR`")
	fs.StringVar(&cfg.region, "region", "", "analyse only the region made of these `POINTS` (GTP vertices, comma-separated: A1,B1,C2)")
	durationFlagVar(fs, &cfg.budget, "budget", time.Minute, "give up after this `DURATION` (e.g. 30s; 0: no limit)")
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
	out := outputs{file: *outFile, svgDir: *svgDir, input: files[0], force: *force}
	if err := out.check(); err != nil {
		fmt.Fprintf(e.stderr, "cgtgo analyze: %s\n", oneLine(err.Error()))
		return exitFailure
	}
	ctx, cancel := strategy.Deadline(e.context(), cfg.budget)
	defer cancel()
	e.step("analyse " + files[0])
	e.log.Debug().Str("file", files[0]).Str("format", *format).Dur("budget", cfg.budget).Int("nodes", cfg.pos.nodes).
		Int("assume_safe", cfg.pos.assumeSafe).Str("region", cfg.region).Msg("analyze: start")
	start := time.Now()
	res, err := analyzeFile(ctx, files[0], cfg)
	if err != nil {
		e.log.Debug().Err(err).Dur("elapsed", time.Since(start)).Msg("analyze: failed")
		fmt.Fprintf(e.stderr, "cgtgo analyze: %s\n", oneLine(err.Error()))
		return exitFor(err)
	}
	logAnalysis(e, res.analysis, time.Since(start))
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
	// The outputs were checked before the work; now they are written
	// all or nothing (the pictures as one set, see outputs.write).
	var pictures []atomicfile.File
	if *svgDir != "" {
		pictures = svgFiles(*svgDir, files[0], res)
	}
	if err := out.write(pictures, buf.Bytes()); err != nil {
		fmt.Fprintf(e.stderr, "cgtgo analyze: %s\n", oneLine(err.Error()))
		return exitFailure
	}
	if *outFile == "" || *outFile == "-" {
		if _, err := e.stdout.Write(buf.Bytes()); err != nil {
			fmt.Fprintf(e.stderr, "cgtgo analyze: %s\n", oneLine(err.Error()))
			return exitFailure
		}
	}
	return exitOK
}

// logAnalysis logs, at debug level, each region's value and the
// recommendation of a finished analysis.
func logAnalysis(e *env, a *report.Analysis, elapsed time.Duration) {
	if e.log.GetLevel() > zerolog.DebugLevel {
		return
	}
	for _, r := range a.Regions {
		e.log.Debug().Str("region", r.Letter).Str("kind", r.Kind).Int("empty", r.Empty).Str("value", r.Value).
			Str("mean", r.Mean).Str("temperature", r.Temperature).Bool("exact", r.Exact).Str("approximation", r.Approximation).Msg("analyze: region")
	}
	e.log.Debug().Int("regions", len(a.Regions)).Bool("exact", a.Exact).Str("best", a.Best.Vertex).
		Str("black_first", a.BlackFirst).Str("white_first", a.WhiteFirst).Dur("elapsed", elapsed).Msg("analyze: done")
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
		if err := valuation.CheckRegion(pos.board, regionPts); err != nil {
			return nil, usageError{fmt.Errorf("--region: %w", err)}
		}
	}
	var life *lifeAssumption
	if cfg.life.judged() {
		if life, err = judgeLife(ctx, pos, strategyOptions(pos, cfg.pos, nil).Decompose); err != nil {
			return nil, err
		}
	}
	if len(regionPts) > 0 {
		res, err := analyzeRegion(ctx, pos, regionPts, meta, cfg.pos.nodes)
		if err == nil && life != nil {
			res.analysis.Notes = append([]string{life.analyzeNote()}, res.analysis.Notes...)
		}
		return res, err
	}
	opt := strategyOptions(pos, cfg.pos, strategy.NewRegionCache(0))
	a, err := engine.New(engine.Options{}).AnalyzePosition(ctx, pos.board, opt, cfg.pv)
	if err != nil {
		return nil, budgetError(ctx, cfg.budget, err)
	}
	pa := a.PositionAnalysis
	if err := checkDecomposable(pa.Decomposition, cfg.pos.assumeSafe); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	meta.Variation = a.PV
	res := &analyzed{pos: pos, analysis: report.Build(pa, meta)}
	if life != nil {
		res.analysis.Notes = append([]string{life.analyzeNote()}, res.analysis.Notes...)
	}
	for _, r := range pa.Regions {
		if r.Region.Kind == decompose.Territory || r.Analysis == nil || r.Analysis.Thermograph == nil {
			continue
		}
		res.pictures = append(res.pictures, regionPicture{
			letter:  string(decompose.RegionLetter(r.Region.ID)),
			picture: report.PictureOf(pictureTitle(r.Region, r.Analysis, pos.board.Size()), r.Analysis.Thermograph),
		})
	}
	return res, nil
}

// analyzeRegion values the marked region alone (valuation.Analyze).
func analyzeRegion(ctx context.Context, pos *position, pts []board.Point, meta report.Meta, nodes int) (*analyzed, error) {
	for _, p := range pts {
		if pos.board.At(p) != board.Empty && containsPoint(pos.safe, p) {
			return nil, usageError{fmt.Errorf("the marked region contains %s, a stone marked safe", p.Vertex(pos.board.Size()))}
		}
	}
	va, err := valuation.Analyze(ctx, pos.board, pts, valuation.Options{Scoring: pos.scoring, Ko: pos.board.Rules().Ko,
		MaxNodes: nodes, Surroundings: valuation.NewSurroundings(pos.board, pts, pos.dead)})
	if err != nil {
		return nil, fmt.Errorf("%s: region: %w", pos.file, err)
	}
	res := &analyzed{pos: pos, analysis: report.RegionOnly(pos.board, pos.scoring, va, meta)}
	if pos.nodeName != "" {
		res.analysis.Notes = append([]string{fmt.Sprintf("position: %s (after %d moves), the node that marks the region with SQ; --move N analyses another position", pos.nodeName, pos.moves)}, res.analysis.Notes...)
	}
	if va.Thermograph != nil {
		res.pictures = append(res.pictures, regionPicture{
			letter:  "a",
			picture: report.PictureOf("marked region a ("+report.RegionPlace(pts, pos.board.Size())+"): "+shortGame(va), va.Thermograph),
		})
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
func checkDecomposable(d *decompose.Decomposition, assumeSafe int) error {
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
	return fmt.Errorf("no decomposable region: every region is too big to search (largest: %d empty points); %s", biggest, decomposeHint(assumeSafe))
}

// decomposeHint says what may make a position decompose, given the
// --assume-safe threshold in force: never the setting already used.
func decomposeHint(assumeSafe int) string {
	const later = "a later position (--move N), one region (--region POINTS or SQ marks), or safe stones marked with TR"
	switch {
	case assumeSafe <= 0:
		return "try --assume-safe 2 (blocks with two eyes taken as safe), " + later
	case assumeSafe > defaultAssumeSafe:
		return fmt.Sprintf("try --assume-safe %d (the default, less strict), %s", defaultAssumeSafe, later)
	default:
		return "try " + later
	}
}

func pictureTitle(r decompose.Region, va *valuation.Analysis, size int) string {
	t := fmt.Sprintf("region %c (%s), %s: %s", decompose.RegionLetter(r.ID), report.RegionPlace(r.Points, size), r.Kind, shortGame(va))
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

// svgFiles are the pictures of --svg DIR, named after the input file: one
// thermograph per region in play (NAME-f.svg for region f), the regions in
// play side by side (NAME-thermographs.svg) and the board with the value of
// every move of the player to move (NAME-board.svg).
func svgFiles(dir, input string, res *analyzed) []atomicfile.File {
	base := strings.TrimSuffix(filepath.Base(input), filepath.Ext(input))
	var files []atomicfile.File
	var pictures []report.Picture
	for _, p := range res.pictures {
		files = append(files, atomicfile.File{Path: filepath.Join(dir, base+"-"+p.letter+".svg"), Data: report.SVG(p.picture)})
		pictures = append(pictures, p.picture)
	}
	title := base + ": the regions in play side by side"
	files = append(files,
		atomicfile.File{Path: filepath.Join(dir, base+"-thermographs.svg"), Data: report.Panels(title, pictures)},
		atomicfile.File{Path: filepath.Join(dir, base+"-board.svg"), Data: report.BoardSVG(res.pos.board, res.analysis)})
	return files
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
