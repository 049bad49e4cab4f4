package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// helpTargets are the argument lists whose --help must follow the
// conventions: every command of the table and every benchmark kind.
func helpTargets() [][]string {
	var targets [][]string
	for _, c := range commands() {
		if c.run == nil {
			continue
		}
		targets = append(targets, []string{c.name})
	}
	for _, kind := range []string{"problems", "pro", "engines", "go"} {
		targets = append(targets, []string{"bench", kind})
	}
	return targets
}

// runArgs runs cgtgo in-process and returns its exit code and output.
func runArgs(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestTopLevelHelp (issue 21): "cgtgo --help", "-h" and "help" print the
// usage, the commands and the exit codes on stdout and exit 0; cgtgo
// without a command prints it on stderr and exits 2.
func TestTopLevelHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}, {"-help"}, {"--log-level", "info", "--help"}} {
		code, out, errs := runArgs(args...)
		if code != exitOK || errs != "" {
			t.Errorf("cgtgo %v: exit %d, stderr %q; want 0 and nothing on stderr", args, code, errs)
		}
		for _, want := range []string{"Usage: cgtgo", "Commands:", "analyze", "Exit codes:", "  2  usage error"} {
			if !strings.Contains(out, want) {
				t.Errorf("cgtgo %v: stdout lacks %q:\n%s", args, want, out)
			}
		}
		if strings.Contains(out, "  3  ") {
			t.Errorf("cgtgo %v: documents exit code 3, which no command uses", args)
		}
	}
	if code, out, errs := runArgs(); code != exitUsage || out != "" || !strings.Contains(errs, "Commands:") {
		t.Errorf("cgtgo alone: exit %d, stdout %q; want 2 and the usage on stderr", code, out)
	}
	if code, _, errs := runArgs("--bogus"); code != exitUsage || !strings.Contains(errs, "cgtgo help") {
		t.Errorf("cgtgo --bogus: exit %d, stderr %q; want 2 and a pointer to cgtgo help", code, errs)
	}
}

// TestCommandHelp (issue 21): for every command, --help and -h print the
// usage line, a description, an example and the flags on stdout, nothing
// on stderr, and exit 0; a bad flag prints the error and the usage line on
// stderr, nothing on stdout, and exits 2.
func TestCommandHelp(t *testing.T) {
	for _, target := range helpTargets() {
		name := strings.Join(target, " ")
		for _, h := range []string{"--help", "-h"} {
			code, out, errs := runArgs(append(append([]string{}, target...), h)...)
			if code != exitOK || errs != "" {
				t.Errorf("cgtgo %s %s: exit %d, stderr %q; want 0 and nothing on stderr", name, h, code, errs)
			}
			for _, want := range []string{"Usage: cgtgo " + name, "Example:\n  cgtgo " + name} {
				if !strings.Contains(out, want) {
					t.Errorf("cgtgo %s %s: stdout lacks %q:\n%s", name, h, want, out)
				}
			}
		}
		code, out, errs := runArgs(append(append([]string{}, target...), "--no-such-flag")...)
		if code != exitUsage || out != "" || !strings.Contains(errs, "-no-such-flag") || !strings.Contains(errs, "Usage: cgtgo "+name) {
			t.Errorf("cgtgo %s --no-such-flag: exit %d, stdout %q, stderr %q; want 2, the error and the usage line on stderr", name, code, out, errs)
		}
	}
}

// durationFlagLine finds the duration flags in a --help text: the flag
// package prints "-NAME DURATION" for them.
var durationFlagLine = regexp.MustCompile(`(?m)^  -([a-z-]+) DURATION$`)

// TestDurationsEverywhere (issue 21): every duration flag of every command
// takes a Go duration (5s) and a bare number of seconds (5) alike and
// refuses a negative one with a usage error. The flags are found in the
// --help texts, so a new duration flag is checked without a new test; the
// values are parsed before --help stops the command.
func TestDurationsEverywhere(t *testing.T) {
	seen := 0
	for _, target := range helpTargets() {
		name := strings.Join(target, " ")
		_, help, _ := runArgs(append(append([]string{}, target...), "--help")...)
		for _, m := range durationFlagLine.FindAllStringSubmatch(help, -1) {
			seen++
			flagName := "--" + m[1]
			for _, c := range []struct {
				value string
				code  int
			}{{"5s", exitOK}, {"5", exitOK}, {"1.5", exitOK}, {"250ms", exitOK}, {"-5", exitUsage}, {"soon", exitUsage}} {
				args := append(append([]string{}, target...), flagName, c.value, "--help")
				if code, _, errs := runArgs(args...); code != c.code {
					t.Errorf("cgtgo %s %s %s: exit %d, want %d (stderr %q)", name, flagName, c.value, code, c.code, errs)
				}
			}
		}
	}
	if seen < 10 {
		t.Errorf("found only %d duration flags in the --help texts, want the budgets, timeouts and movetimes of every command", seen)
	}
}

// TestGTPDurations (issue 21): the GTP setting cgtgo-budget movetime reads
// durations as the command line does: 5s and 5 alike, 1.5 as 1.5 s.
func TestGTPDurations(t *testing.T) {
	input := "cgtgo-budget movetime 5s\ncgtgo-budget\ncgtgo-budget movetime 5\ncgtgo-budget\ncgtgo-budget movetime 1500ms\ncgtgo-budget\ncgtgo-budget movetime -2\n"
	var out, errb bytes.Buffer
	e := &env{stdout: &out, stderr: &errb, log: setupLogging(globalOptions{logLevel: "warn", logFormat: "json"}, &errb)}
	if code := runGTPWith(e, strings.NewReader(input), []string{"--nodes", "100"}); code != exitOK {
		t.Fatalf("exit %d; stderr %s", code, errb.String())
	}
	want := strings.Repeat("= nodes 100\nmovetime 5\n\n", 4) + strings.Repeat("= nodes 100\nmovetime 1.5\n\n", 2) + "? "
	if !strings.HasPrefix(out.String(), want) {
		t.Errorf("answers %q, want them to start %q", out.String(), want)
	}
}

// TestDecomposeHintNeverSuggestsTheSettingInUse (issue 21): "no
// decomposable region" never tells the user to try the --assume-safe
// value that just failed, and points users of a stricter setting (0:
// proofs only, or over 2) to the default.
func TestDecomposeHintNeverSuggestsTheSettingInUse(t *testing.T) {
	for k := 0; k <= 4; k++ {
		hint := decomposeHint(k)
		if strings.Contains(hint, fmt.Sprintf("--assume-safe %d ", k)) {
			t.Errorf("--assume-safe %d: hint %q suggests the setting in use", k, hint)
		}
		stricter := k == 0 || k > defaultAssumeSafe
		if stricter && !strings.Contains(hint, fmt.Sprintf("--assume-safe %d", defaultAssumeSafe)) {
			t.Errorf("--assume-safe %d: hint %q does not suggest the default %d", k, hint, defaultAssumeSafe)
		}
	}
	code, _, errs := runArgs("analyze", "../../testdata/sgf/captures-9x9.sgf")
	if code != exitFailure || !strings.Contains(errs, "no decomposable region") || strings.Contains(errs, "--assume-safe 2") {
		t.Errorf("analyze captures-9x9 (default --assume-safe 2): exit %d, stderr %q", code, errs)
	}
}

// TestLogging (issue 21): --log-level debug makes analyze (and the other
// commands) log what they do on stderr, without colour codes when stderr
// is not a terminal; --log-format json writes one JSON object a line; the
// default level keeps stderr quiet on success; stdout holds only the report.
func TestLogging(t *testing.T) {
	const file = "../../testdata/sgf/endgame-9x9-corridors.sgf"
	code, out, errs := runArgs("--log-level", "debug", "analyze", file)
	if code != exitOK {
		t.Fatalf("analyze with debug logs: exit %d, stderr %s", code, errs)
	}
	for _, want := range []string{"analyze: start", "analyze: region", "analyze: done"} {
		if !strings.Contains(errs, want) {
			t.Errorf("debug log lacks %q:\n%s", want, errs)
		}
	}
	if strings.Contains(errs, "\x1b[") {
		t.Errorf("log written to a non-terminal carries colour codes: %q", errs)
	}
	if strings.Contains(out, "analyze: ") {
		t.Errorf("log lines on stdout:\n%s", out)
	}
	code, _, errs = runArgs("--log-level", "debug", "--log-format", "json", "analyze", file)
	if code != exitOK {
		t.Fatalf("analyze with JSON logs: exit %d", code)
	}
	for _, line := range strings.Split(strings.TrimSpace(errs), "\n") {
		if !strings.HasPrefix(line, "{") || !strings.HasSuffix(line, "}") || !strings.Contains(line, `"level":"debug"`) {
			t.Errorf("JSON log line %q", line)
		}
	}
	for _, args := range [][]string{
		{"show", file}, {"solve", "../../testdata/sgf/decompose/hyper-room.sgf"}, {"review", "../../testdata/sgf/ko-9x9.sgf"}, {"game", "{2|0}"},
	} {
		_, _, quiet := runArgs(args...)
		if quiet != "" {
			t.Errorf("cgtgo %v at the default level: stderr %q, want nothing", args, quiet)
		}
		_, _, debug := runArgs(append([]string{"--log-level", "debug"}, args...)...)
		if !strings.Contains(debug, "DBG") {
			t.Errorf("cgtgo --log-level debug %v: no debug line on stderr: %q", args, debug)
		}
	}
}

// TestAnalyzeOutputsAllOrNothing (issue 21): analyze checks every output
// file (--svg pictures, -o report) before writing any: one existing
// picture makes it fail with nothing written and nothing on stdout;
// --force writes them all.
func TestAnalyzeOutputsAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	const file = "../../testdata/sgf/endgame-9x9-corridors.sgf"
	existing := filepath.Join(dir, "endgame-9x9-corridors-f.svg")
	if err := os.WriteFile(existing, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	report := filepath.Join(dir, "report.txt")
	code, out, errs := runArgs("analyze", file, "--svg", dir, "-o", report)
	if code != exitFailure || out != "" || !strings.Contains(errs, "exists") {
		t.Fatalf("over an existing picture: exit %d, stdout %q, stderr %q; want 1, nothing, 'exists'", code, out, errs)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("files left after the refusal: %v, want only the existing one", names)
	}
	if code, _, errs := runArgs("analyze", file, "--svg", dir, "-o", report, "--force"); code != exitOK {
		t.Fatalf("with --force: exit %d, stderr %s", code, errs)
	}
	for _, name := range []string{"endgame-9x9-corridors-board.svg", "endgame-9x9-corridors-thermographs.svg", "endgame-9x9-corridors-f.svg", "report.txt"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("--force: %s not written: %v", name, err)
		}
	}
}
