package bench

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strings"
	"time"
)

// GoBenchLine is one result line of "go test -bench": the package, the
// benchmark's name and its figures as printed ("1748640 ns/op", ...).
type GoBenchLine struct {
	Package string `json:"package"`
	Name    string `json:"name"`
	Runs    string `json:"runs"`
	Figures string `json:"figures"`
}

// GoBenchReport is the outcome of RunGoBench.
type GoBenchReport struct {
	Args  []string      `json:"args"`
	Lines []GoBenchLine `json:"lines"`
}

// RunGoBench runs the go test benchmarks of the packages pkgs (go list
// patterns, "./..." when empty) in the module at dir with -benchtime
// benchtime, and collects their result lines. It needs the go command.
//
// timeout is passed to go test -timeout (0: go test's default of 10
// minutes per package), so that one slow package fails alone.
func RunGoBench(ctx context.Context, dir string, pkgs []string, benchtime string, timeout time.Duration) (*GoBenchReport, error) {
	if len(pkgs) == 0 {
		pkgs = []string{"./..."}
	}
	if benchtime == "" {
		benchtime = "200ms"
	}
	args := []string{"test", "-run", "^$", "-bench", ".", "-benchtime", benchtime}
	if timeout > 0 {
		args = append(args, "-timeout", timeout.String())
	}
	args = append(args, pkgs...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	rep := &GoBenchReport{Args: append([]string{"go"}, args...), Lines: parseGoBench(out.String())}
	if err != nil {
		return rep, fmt.Errorf("go %s: %w\n%s%s", strings.Join(args, " "), err, tail(out.String(), 2000), tail(errOut.String(), 2000))
	}
	return rep, nil
}

// parseGoBench reads the "pkg:" and "Benchmark..." lines of go test
// output.
func parseGoBench(s string) []GoBenchLine {
	var lines []GoBenchLine
	pkg := ""
	sc := bufio.NewScanner(strings.NewReader(s))
	for sc.Scan() {
		l := sc.Text()
		if p, ok := strings.CutPrefix(l, "pkg: "); ok {
			pkg = strings.TrimSpace(p)
			continue
		}
		f := strings.Fields(l)
		if len(f) >= 3 && strings.HasPrefix(f[0], "Benchmark") {
			lines = append(lines, GoBenchLine{Package: pkg, Name: f[0], Runs: f[1], Figures: strings.Join(f[2:], " ")})
		}
	}
	return lines
}

// tail returns the last n bytes of s.
func tail(s string, n int) string {
	if len(s) > n {
		return "..." + s[len(s)-n:]
	}
	return s
}

// GoBenchSection turns a go test -bench report into its BENCHMARKS.md
// section; runErr, when not nil, is the failure of the run, noted under
// the figures that were collected.
func GoBenchSection(r *GoBenchReport, args []string, runErr error) Section {
	var b strings.Builder
	fmt.Fprintf(&b, "Runs `%s`.\n\n| package | benchmark | runs | figures |\n|---|---|---:|---|\n", strings.Join(r.Args, " "))
	for _, l := range r.Lines {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", strings.TrimPrefix(l.Package, "github.com/cgtgo/cgtgo/"), l.Name, l.Runs, l.Figures)
	}
	if runErr != nil {
		first, _, _ := strings.Cut(runErr.Error(), "\n")
		fmt.Fprintf(&b, "\nThe run failed (%s): the figures above are those collected before.\n", first)
	}
	return Section{Name: "go", Title: "Go benchmarks (`go test -bench`)",
		Command: "cgtgo bench go " + strings.Join(args, " "), Machine: ThisMachine(), Date: time.Now(), Body: b.String()}
}
