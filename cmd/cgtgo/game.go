package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// maxBracesOutput bounds the --braces text of one game (the fully
// bracketed form repeats shared followers and can grow exponentially).
const maxBracesOutput = 1 << 20

// maxStdinLine bounds one expression read from stdin.
const maxStdinLine = 1 << 16

// gameReport is the --json form of one analysed expression; numbers are
// exact strings such as "-5/16".
type gameReport struct {
	Expression  string `json:"expression"`
	Canonical   string `json:"canonical"`
	Braces      string `json:"braces,omitempty"`
	BracesError string `json:"braces_error,omitempty"`
	LeftStop    string `json:"left_stop"`
	RightStop   string `json:"right_stop"`
	Mean        string `json:"mean"`
	Temperature string `json:"temperature"`
	Thermograph string `json:"thermograph"`
}

// runGame is "cgtgo game": a calculator for short combinatorial games.
func runGame(e *env, args []string) int {
	fs := newFlagSet("game", "cgtgo game [--braces] [--json] [--timeout D] EXPR... | -",
		"Evaluate combinatorial game expressions (CGSuite-like notation) and print\n"+
			"the canonical form, Left and Right stops, mean, temperature and thermograph.\n"+
			"Expressions: numbers (3, -5/8), *, *n, ^, v, ^n, vn, ^*, {L|R} with slash\n"+
			"notation (7|5||4|1), +-G, Tiny(G), Miny(G), tiny-G, +_G, -_G, sums (+, -),\n"+
			"parentheses, cool(G, t) and chill(G). Kos: KO[A,B], OK[A,B], KOL, KOR, OKL, OKR,\n"+
			"KO_i^m[A,B] in sums, phiL(...), phiR(...) (ko-ban J; phiL_N, phiR_N for superko),\n"+
			"thermo_hat(...), thermo_check(...). \"-\" reads one expression per line from stdin.",
		"cgtgo game '{3||2+*|1+*}' '+-1+-2' 'cool({4|1}, 1)' 'phiL(KO[7,0] + KO[1,0])'", e)
	braces := fs.Bool("braces", false, "print the canonical form fully bracketed ({0|{0|0}} for ^)")
	asJSON := fs.Bool("json", false, "print one JSON object per expression")
	timeout := durationFlag(fs, "timeout", time.Minute, "give up on an expression after this long (0 = never)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	exprs := fs.Args()
	if len(exprs) == 0 {
		fmt.Fprintln(e.stderr, "cgtgo game: no expression given (run \"cgtgo game --help\")")
		return exitUsage
	}
	failed, gaveUp := false, false
	analyse := func(where, expr string) {
		if gaveUp {
			return
		}
		var buf bytes.Buffer
		e.log.Debug().Str("expression", expr).Msg("game: evaluate")
		err := withTimeout(*timeout, func(ctx context.Context) error { return analyseGame(ctx, &buf, expr, *braces, *asJSON) })
		e.stdout.Write(buf.Bytes())
		if err != nil {
			fmt.Fprintf(e.stderr, "cgtgo game: %s%v\n", where, err)
			failed = true
			gaveUp = errors.Is(err, errTimeout)
		}
	}
	for _, x := range exprs {
		if x != "-" {
			analyse("", x)
			continue
		}
		if err := eachStdinLine(os.Stdin, func(line int, text string) {
			analyse(fmt.Sprintf("line %d: ", line), text)
		}); err != nil {
			fmt.Fprintf(e.stderr, "cgtgo game: reading stdin: %v\n", err)
			return exitFailure
		}
	}
	if failed {
		return exitFailure
	}
	return exitOK
}

// errTimeout reports an expression abandoned after --timeout.
var errTimeout = errors.New("gave up: computation exceeded --timeout")

// withTimeout runs f with a context that ends after d (0 means no limit)
// and returns f's error, or errTimeout when f has not finished after d.
// Parsing stops at the context's end (cgt.ParseContext); the rest of the
// game algebra cannot be interrupted, so an abandoned computation may keep
// running in the background until the command exits, and the command
// stops after the first timeout.
func withTimeout(d time.Duration, f func(context.Context) error) error {
	if d <= 0 {
		return f(context.Background())
	}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- f(ctx) }()
	select {
	case err := <-done:
		if errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("%w (%v)", errTimeout, d)
		}
		return err
	case <-ctx.Done():
		return fmt.Errorf("%w (%v)", errTimeout, d)
	}
}

// eachStdinLine calls f on every non-blank line of r.
func eachStdinLine(r io.Reader, f func(int, string)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxStdinLine)
	n := 0
	for sc.Scan() {
		n++
		if t := strings.TrimSpace(sc.Text()); t != "" {
			f(n, t)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("line %d: %w", n+1, err)
	}
	return nil
}

// analyseGame parses one expression and writes its report. Expressions with
// ko terms (KO[A,B], OK[..], KOL/KOR/OKL/OKR, KO_i^m) or ko functions
// (phiL, phiR, phiL_N, ..., thermo_hat, thermo_check) go to the loopy
// evaluator of package cgt/loopy.
func analyseGame(ctx context.Context, w io.Writer, expr string, braces, asJSON bool) error {
	if loopy.IsLoopyExpr(expr) {
		return analyseLoopy(ctx, w, expr, asJSON)
	}
	g, err := cgt.ParseContext(ctx, expr)
	if err != nil {
		var pe *cgt.ParseError
		if errors.As(err, &pe) {
			return pe
		}
		return fmt.Errorf("%q: %w", expr, err)
	}
	th := g.Thermograph()
	rep := gameReport{
		Expression:  expr,
		Canonical:   g.String(),
		LeftStop:    g.LeftStop().String(),
		RightStop:   g.RightStop().String(),
		Mean:        th.Mean().String(),
		Temperature: th.Temperature().String(),
		Thermograph: th.String(),
	}
	if asJSON || braces {
		if s, ok := g.BracesLimit(maxBracesOutput); ok {
			rep.Braces = s
		} else {
			rep.BracesError = fmt.Sprintf("fully bracketed form longer than %d bytes", maxBracesOutput)
		}
	}
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false) // keep "^<2>" readable
		if err := enc.Encode(rep); err != nil {
			return fmt.Errorf("encoding JSON: %w", err)
		}
		return nil
	}
	canon := rep.Canonical
	if braces {
		canon = rep.Braces
		if rep.BracesError != "" {
			return fmt.Errorf("%s: %s", expr, rep.BracesError)
		}
	}
	_, err = fmt.Fprintf(w, "%s\n  canonical:   %s\n  left stop:   %s\n  right stop:  %s\n  mean:        %s\n  temperature: %s\n  thermograph: %s\n  left wall:   %s\n  right wall:  %s\n",
		expr, canon, rep.LeftStop, rep.RightStop, rep.Mean, rep.Temperature, rep.Thermograph,
		wallString(th.LeftVertices()), wallString(th.RightVertices()))
	return err
}

// analyseLoopy evaluates an expression with kos (Moews ch. 3-4; Economist's
// View 2.2) and writes its report.
func analyseLoopy(ctx context.Context, w io.Writer, expr string, asJSON bool) error {
	r, err := loopy.EvalContext(ctx, expr, 0)
	if err != nil {
		return err
	}
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(r); err != nil {
			return fmt.Errorf("encoding JSON: %w", err)
		}
		return nil
	}
	_, err = fmt.Fprintf(w, "%s\n  %s", expr, strings.ReplaceAll(strings.TrimRight(r.Text(), "\n"), "\n", "\n  ")+"\n")
	return err
}

// wallString prints a wall's vertices as "(t, v)" pairs from the top.
func wallString(ps []cgt.TrajectoryPoint) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = fmt.Sprintf("(t=%s, v=%s)", p.T, p.V)
	}
	return strings.Join(parts, " ")
}
