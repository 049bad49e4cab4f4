package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// An example is one command shown in a document or a --help text, as a
// user would type it from the root of the repository.
type example struct {
	// where is "README.md:12" or "cgtgo solve --help".
	where string
	// doc and line locate a document example (doc "" for --help texts).
	doc  string
	line int
	cmd  string
	// want is the output the document shows after "$ cmd" (stdout and
	// stderr as a terminal shows them), or nil when it shows none;
	// wantStart/wantEnd are its lines in the document (0-based, end
	// exclusive) for -update.
	want               *string
	wantStart, wantEnd int
	// exit is the exit code the document announces (0 unless an
	// "<!-- example: exit N -->" comment precedes the example).
	exit int
	// skip is the reason given by "<!-- example: not run: REASON -->".
	skip string
}

// exampleDocs are the documents whose examples are run.
func exampleDocs(t *testing.T, root string) []string {
	t.Helper()
	docs := []string{"README.md", "gtp/README.md"}
	more, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range more {
		docs = append(docs, filepath.ToSlash(strings.TrimPrefix(m, root+string(filepath.Separator))))
	}
	return docs
}

var (
	// directive is an HTML comment that qualifies the next example.
	directive = regexp.MustCompile(`<!--\s*example:\s*(.*?)\s*-->`)
	// inlineCommand is a command in a code span of the prose.
	inlineCommand = regexp.MustCompile("`((?:cgtgo|go run \\./cmd/cgtgo) [^`]*)`")
	// placeholder is a word that stands for something to fill in (FILE,
	// N, DIR, CMD, ...), or an ellipsis: a synopsis, not a command.
	placeholder = regexp.MustCompile(`\b[A-Z][A-Z_]*\b|(?:^|[^/])\.\.\.|\[|\|`)
)

// parseDocExamples finds the examples of one Markdown document: in fenced
// blocks, lines starting "$ " (the lines after them, up to the next "$ "
// or the end of the block, are the output shown), or, in blocks without
// "$ ", lines starting "cgtgo " or "go " that are not synopses; in the
// prose, code spans holding a whole command line without placeholders.
// A bare `cgtgo NAME` in the prose names a command: it is checked to exist.
func parseDocExamples(doc string, text []byte) (examples []example, names []string) {
	lines := strings.Split(string(text), "\n")
	var pending []string // directives waiting for their example
	take := func(ex example) example {
		for _, d := range pending {
			switch {
			case strings.HasPrefix(d, "exit "):
				ex.exit, _ = strconv.Atoi(strings.TrimPrefix(d, "exit "))
			case strings.HasPrefix(d, "not run:"):
				ex.skip = strings.TrimSpace(strings.TrimPrefix(d, "not run:"))
			}
		}
		pending = nil
		return ex
	}
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if m := directive.FindStringSubmatch(line); m != nil {
			pending = append(pending, m[1])
			continue
		}
		if strings.HasPrefix(line, "```") {
			end := i + 1
			for end < len(lines) && !strings.HasPrefix(lines[end], "```") {
				end++
			}
			block := lines[i+1 : min(end, len(lines))]
			hasPrompt := false
			for _, l := range block {
				hasPrompt = hasPrompt || strings.HasPrefix(l, "$ ")
			}
			for j := 0; j < len(block); j++ {
				l := block[j]
				switch {
				case hasPrompt && strings.HasPrefix(l, "$ "):
					k := j + 1
					for k < len(block) && !strings.HasPrefix(block[k], "$ ") {
						k++
					}
					ex := example{where: fmt.Sprintf("%s:%d", doc, i+2+j), doc: doc, line: i + 1 + j, cmd: strings.TrimPrefix(l, "$ ")}
					if k > j+1 {
						out := strings.Join(block[j+1:k], "\n") + "\n"
						ex.want = &out
					}
					ex.wantStart, ex.wantEnd = i+2+j, i+1+k
					examples = append(examples, take(ex))
					j = k - 1
				case !hasPrompt && (strings.HasPrefix(l, "cgtgo ") || strings.HasPrefix(l, "go ")) && !placeholder.MatchString(l):
					examples = append(examples, take(example{where: fmt.Sprintf("%s:%d", doc, i+2+j), doc: doc, line: i + 1 + j, cmd: l}))
				}
			}
			i = end
			continue
		}
		for _, m := range inlineCommand.FindAllStringSubmatch(line, -1) {
			cmd := m[1]
			fields := strings.Fields(strings.TrimPrefix(cmd, "go run ./cmd/"))
			if len(fields) == 2 && !placeholder.MatchString(cmd) && fields[1] != "help" {
				names = append(names, fields[1])
				continue
			}
			if placeholder.MatchString(cmd) {
				continue
			}
			if len(fields) > 2 && onlyFlags(fields[2:]) {
				// A command with some of its flags, not a whole command
				// line: the flags must exist and take these values.
				cmd += " --help"
			}
			examples = append(examples, take(example{where: fmt.Sprintf("%s:%d", doc, i+1), doc: doc, line: i, cmd: cmd}))
		}
	}
	return examples, names
}

// onlyFlags reports whether args are flags and their values only (no
// file or other positional argument): "--format json".
func onlyFlags(args []string) bool {
	for i := 0; i < len(args); i++ {
		if !strings.HasPrefix(args[i], "-") {
			return false
		}
		if !strings.Contains(args[i], "=") && i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
			i++ // the flag's value (a boolean flag followed by a file is misread; none is documented so)
		}
	}
	return true
}

// helpExamples returns the examples of every --help text: the lines after
// "Example:" or "Examples:", indented by two spaces.
func helpExamples(t *testing.T) []example {
	t.Helper()
	var examples []example
	for _, target := range append([][]string{{}}, helpTargets()...) {
		args := append(append([]string{}, target...), "--help")
		_, out, _ := runArgs(args...)
		lines := strings.Split(out, "\n")
		for i, l := range lines {
			if l != "Example:" && l != "Examples:" {
				continue
			}
			for _, ex := range lines[i+1:] {
				if !strings.HasPrefix(ex, "  cgtgo ") {
					break
				}
				examples = append(examples, example{where: "cgtgo " + strings.Join(args, " "), cmd: strings.TrimSpace(ex)})
			}
		}
	}
	return examples
}

// exampleWorkspace lays out a temporary copy of the repository in which
// examples run as if from its root: the source folders are linked, docs/
// is a fresh folder (pictures written there are compared afterwards), and
// the shared folder is linked beside it when present. It returns the
// workspace and a folder holding the cgtgo binary, built from this source.
func exampleWorkspace(t *testing.T, root string) (work, bin string) {
	t.Helper()
	tmp := t.TempDir()
	work = filepath.Join(tmp, "cgtgo")
	bin = filepath.Join(tmp, "bin")
	for _, d := range []string{work, bin, filepath.Join(work, "docs")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if name == "docs" || strings.HasPrefix(name, ".") {
			continue
		}
		if !e.IsDir() {
			data, err := os.ReadFile(filepath.Join(root, name))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(work, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.Symlink(filepath.Join(root, name), filepath.Join(work, name)); err != nil {
			t.Fatal(err)
		}
	}
	if shared, err := sharedRoot(); err == nil {
		if err := os.Symlink(shared, filepath.Join(tmp, "shared")); err != nil {
			t.Fatal(err)
		}
	}
	build := exec.Command("go", "build", "-o", filepath.Join(bin, "cgtgo"), ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return work, bin
}

// sharedRoot is the shared folder (testenv.SharedDir without a test).
func sharedRoot() (string, error) {
	if s := os.Getenv(testenv.SharedEnv); s != "" {
		return filepath.Abs(s)
	}
	root, err := filepath.Abs(filepath.Join("..", "..", "..", "shared"))
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(root); err != nil {
		return "", err
	}
	return root, nil
}

// exampleHangGuard turns a hanging example into a failure; no example is
// timed.
const exampleHangGuard = 4 * time.Minute

// runExample runs one example with bash in the workspace, with the built
// cgtgo first on PATH, GNU Go's folder on it, no standard input, and
// stderr merged into stdout as a terminal shows them. "go run ./cmd/cgtgo"
// runs the built binary.
func runExample(work, bin, cmd string) (out string, code int, err error) {
	cmd = strings.ReplaceAll(cmd, "go run ./cmd/cgtgo", "cgtgo")
	ctx, cancel := context.WithTimeout(context.Background(), exampleHangGuard)
	defer cancel()
	c := exec.CommandContext(ctx, "bash", "-c", cmd+" 2>&1")
	// The example's processes form one group, killed together on a hang
	// (an engine started by match or regress included).
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	c.Cancel = func() error { return syscall.Kill(-c.Process.Pid, syscall.SIGKILL) }
	c.WaitDelay = 5 * time.Second
	c.Dir = work
	c.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH")+string(os.PathListSeparator)+"/usr/games")
	var buf bytes.Buffer
	c.Stdout = &buf
	runErr := c.Run()
	if ctx.Err() != nil {
		return buf.String(), -1, fmt.Errorf("no answer after %v: a hang", exampleHangGuard)
	}
	var exit *exec.ExitError
	if errors.As(runErr, &exit) {
		return buf.String(), exit.ExitCode(), nil
	}
	return buf.String(), 0, runErr
}

// needs names what an example needs that a machine may lack, for a skip
// with a message instead of a failure: GNU Go, and the shared folder.
func needs(work, cmd string) string {
	if strings.Contains(cmd, "gnugo") {
		if _, err := exec.LookPath("gnugo"); err != nil {
			if _, err := os.Stat("/usr/games/gnugo"); err != nil {
				return "GNU Go (gnugo), which .ci/run installs"
			}
		}
	}
	if strings.Contains(cmd, "../shared") {
		if _, err := os.Stat(filepath.Join(work, "..", "shared")); err != nil {
			return "the shared folder ../shared (or " + testenv.SharedEnv + ")"
		}
	}
	return ""
}

// TestDocExamples (issue 21): every command shown in README.md,
// gtp/README.md, docs/*.md and every --help text runs as written from the
// root of the repository and exits as the document says (0 unless an
// "<!-- example: exit N -->" comment says otherwise); where the document
// shows the output ("$ cmd" followed by lines), the output must be the
// same, so the documents cannot go stale. The pictures the examples write
// into docs/img must equal the committed ones. Examples that cannot run
// in a test say why in an "<!-- example: not run: REASON -->" comment.
//
// go test ./cmd/cgtgo -run TestDocExamples -update rewrites the outputs
// shown in the documents and the pictures in docs/img from what the
// commands print (go generate ./cmd/cgtgo runs it).
//
// Under the race detector it is skipped: the examples run in a cgtgo
// binary built by a plain "go build" (exampleWorkspace), where the race
// detector sees none of their work, and the plain run checks them all.
func TestDocExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every documented command: skipped with -short")
	}
	if testenv.RaceEnabled {
		t.Skip("the examples run in a binary built without -race: checked by the plain run")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	work, bin := exampleWorkspace(t, root)
	var all []example
	known := map[string]bool{}
	for _, c := range commands() {
		known[c.name] = true
	}
	for _, doc := range exampleDocs(t, root) {
		text, err := os.ReadFile(filepath.Join(root, doc))
		if err != nil {
			t.Fatal(err)
		}
		examples, names := parseDocExamples(doc, text)
		all = append(all, examples...)
		for _, n := range names {
			if !known[n] {
				t.Errorf("%s names the command `cgtgo %s`, which does not exist (run cgtgo help)", doc, n)
			}
		}
	}
	all = append(all, helpExamples(t)...)
	if len(all) < 20 {
		t.Fatalf("found only %d examples in the documents and --help texts", len(all))
	}
	if os.Getenv("CGTGO_LIST_EXAMPLES") == "1" {
		for _, ex := range all {
			t.Logf("%s: %q exit %d skip %q shows output %v", ex.where, ex.cmd, ex.exit, ex.skip, ex.want != nil)
		}
		return
	}
	updates := map[string][]example{}
	type result struct {
		where, out string
		code       int
		err        error
	}
	results := map[string]result{}
	ran := 0
	for _, ex := range all {
		if ex.skip != "" {
			t.Logf("%s: not run (%s): %s", ex.where, ex.skip, ex.cmd)
			continue
		}
		if strings.HasPrefix(ex.cmd, "go test") || strings.HasPrefix(ex.cmd, "bash .ci/run") {
			checkTestCommand(t, root, ex)
			continue
		}
		if need := needs(work, ex.cmd); need != "" {
			t.Logf("%s: skipped, needs %s: %s", ex.where, need, ex.cmd)
			continue
		}
		res, seen := results[ex.cmd]
		if seen {
			// The same command shown in several places (a --help text
			// and a guide) runs once; each place is checked against it.
			t.Logf("%s: result of the same command at %s: %s", ex.where, res.where, ex.cmd)
		} else {
			start := time.Now()
			res.out, res.code, res.err = runExample(work, bin, ex.cmd)
			res.where = ex.where
			results[ex.cmd] = res
			t.Logf("%s: ran in %v: %s", ex.where, time.Since(start).Round(time.Millisecond), ex.cmd)
			ran++
		}
		out, code, err := res.out, res.code, res.err
		if err != nil {
			t.Errorf("%s: %s: %v\n%s", ex.where, ex.cmd, err, out)
			continue
		}
		if code != ex.exit {
			t.Errorf("%s: `%s` exits %d, the document says %d; its output:\n%s", ex.where, ex.cmd, code, ex.exit, indent(out))
			continue
		}
		if ex.want != nil && normalizeOutput(out) != normalizeOutput(*ex.want) {
			if *update {
				ex.want = &out
				updates[ex.doc] = append(updates[ex.doc], ex)
				continue
			}
			t.Errorf("%s: the output of `%s` differs from the document (run go test ./cmd/cgtgo -run TestDocExamples -update, then read the diff):\n%s",
				ex.where, ex.cmd, lineDiff(*ex.want, out))
		}
	}
	t.Logf("%d examples found, %d run", len(all), ran)
	if *update {
		for doc, exs := range updates {
			rewriteOutputs(t, filepath.Join(root, doc), exs)
		}
	}
	comparePictures(t, filepath.Join(root, "docs", "img"), filepath.Join(work, "docs", "img"))
}

// checkTestCommand: the README's test command is exactly what .ci/run
// runs (the example is not run here: it would run this test again).
func checkTestCommand(t *testing.T, root string, ex example) {
	t.Helper()
	if strings.HasPrefix(ex.cmd, "bash .ci/run") {
		return
	}
	ci, err := os.ReadFile(filepath.Join(root, ".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(ci), "\n") {
		if strings.TrimSpace(l) == ex.cmd {
			return
		}
	}
	t.Errorf("%s: `%s` is not a line of .ci/run, which must run exactly the README's test command", ex.where, ex.cmd)
}

// comparePictures: every picture the examples wrote into docs/img equals
// the committed one (or replaces it under -update), and every committed
// picture is written by an example or by TestDocPictures in package
// report.
func comparePictures(t *testing.T, committed, written string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(written, "*.svg"))
	for _, f := range files {
		got, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(committed, filepath.Base(f))
		want, err := os.ReadFile(path)
		if *update && !bytes.Equal(got, want) {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("docs/img/%s is not what the documented command writes (run go test ./cmd/cgtgo -run TestDocExamples -update)", filepath.Base(f))
		}
	}
	if len(files) == 0 {
		t.Error("no documented command wrote a picture into docs/img")
	}
}

// normalizeOutput drops trailing blanks on each line and at the end.
func normalizeOutput(s string) string {
	lines := strings.Split(strings.TrimRight(s, " \n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.Join(lines, "\n")
}

// indent indents every line of s by four spaces.
func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}

// lineDiff shows the lines of the document and of the program that
// differ, numbered, at most 20 of them.
func lineDiff(doc, got string) string {
	a := strings.Split(normalizeOutput(doc), "\n")
	b := strings.Split(normalizeOutput(got), "\n")
	var sb strings.Builder
	shown := 0
	for i := 0; i < max(len(a), len(b)) && shown < 20; i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			fmt.Fprintf(&sb, "  line %d\n    document: %s\n    program:  %s\n", i+1, x, y)
			shown++
		}
	}
	return sb.String()
}

// rewriteOutputs replaces the outputs shown after the examples of one
// document by what the commands printed (-update).
func rewriteOutputs(t *testing.T, path string, exs []example) {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(text), "\n")
	sort.Slice(exs, func(i, j int) bool { return exs[i].wantStart > exs[j].wantStart })
	for _, ex := range exs {
		var out []string
		sc := bufio.NewScanner(strings.NewReader(normalizeOutput(*ex.want)))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			out = append(out, sc.Text())
		}
		lines = append(lines[:ex.wantStart], append(out, lines[ex.wantEnd:]...)...)
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
}
