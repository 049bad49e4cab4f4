package bench

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// gamesFolders are where Debian and others install game programs, off the
// default PATH (GNU Go is /usr/games/gnugo on Debian).
var gamesFolders = []string{"/usr/games", "/usr/local/games"}

// baseline is the engine RunPro compares with: its program and arguments.
// Each record gets a fresh process (loadsgf FILE, final_score, quit), so a
// record that hangs the engine costs only itself.
type baseline struct {
	command string
	program string
	args    []string
}

// newBaseline resolves the program of a command line: on the PATH, else in
// the games folders.
func newBaseline(command string) (*baseline, error) {
	words, err := splitWords(command)
	if err != nil {
		return nil, fmt.Errorf("baseline %q: %w", command, err)
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("baseline: empty command line")
	}
	prog, err := exec.LookPath(words[0])
	if err != nil && !strings.ContainsRune(words[0], '/') {
		for _, dir := range gamesFolders {
			if p, lerr := exec.LookPath(filepath.Join(dir, words[0])); lerr == nil {
				prog, err = p, nil
				break
			}
		}
	}
	if err != nil {
		return nil, fmt.Errorf("baseline %q: %w (looked on the PATH and in %s)", command, err, strings.Join(gamesFolders, ", "))
	}
	return &baseline{command: command, program: prog, args: words[1:]}, nil
}

// argsFor returns the engine's arguments for a record counted with
// scoring s: GNU Go counts territory unless told --chinese-rules, so that
// flag is added for area-scored records (GTP has no command to set the
// rules).
func (b *baseline) argsFor(s board.Scoring) []string {
	args := append([]string(nil), b.args...)
	if s == board.Area && strings.HasPrefix(filepath.Base(b.program), "gnugo") {
		has := false
		for _, a := range args {
			has = has || a == "--chinese-rules"
		}
		if !has {
			args = append(args, "--chinese-rules")
		}
	}
	return args
}

// count asks the engine for its count of the record at path and fills the
// baseline fields of g.
//
// With dead set, it also asks for the engine's dead stones
// (final_status_list dead) and returns them (nil on a failure).
func (b *baseline) count(ctx context.Context, g *ProGame, path string, rec *proRecord, dead bool) []board.Point {
	abs, err := filepath.Abs(path)
	if err != nil {
		g.BaselineError = err.Error()
		return nil
	}
	commands := []string{"loadsgf " + abs, "final_score"}
	if dead {
		commands = append(commands, "final_status_list dead")
	}
	replies, err := runGTP(ctx, b.program, b.argsFor(rec.scoring), commands)
	if err != nil {
		if ctx.Err() != nil {
			g.BaselineAbandoned = true
		}
		g.BaselineError = err.Error()
		return nil
	}
	margin, err := parseScore(replies[1])
	if err != nil {
		g.BaselineError = fmt.Sprintf("final_score: %v", err)
		return nil
	}
	g.hasBaseline = true
	g.Baseline = margin.MixedString()
	if g.ByPoints {
		g.baseDiff, g.hasBaseDiff = margin.Sub(rec.actual), true
		g.BaselineDiff = g.baseDiff.MixedString()
	}
	if !dead {
		return nil
	}
	out := []board.Point{}
	for _, v := range strings.Fields(replies[2]) {
		p, err := board.ParseVertex(v, rec.final.Size())
		if err != nil {
			g.BaselineError = fmt.Sprintf("final_status_list dead: %v", err)
			return nil
		}
		out = append(out, p)
	}
	return out
}

// runGTP starts program, sends the commands one by one and returns their
// replies (the text after "= "); a failure ("? ...") is an error. The
// process is killed when ctx ends.
func runGTP(ctx context.Context, program string, args, commands []string) ([]string, error) {
	cmd := exec.CommandContext(ctx, program, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", program, err)
	}
	defer func() {
		_ = stdin.Close()
		_ = cmd.Wait()
	}()
	r := bufio.NewReader(stdout)
	var out []string
	for _, c := range append(commands, "quit") {
		if _, err := io.WriteString(stdin, c+"\n"); err != nil {
			return nil, fmt.Errorf("%s: writing %q: %w", program, c, err)
		}
		reply, err := readReply(r)
		if err != nil {
			if ctx.Err() != nil {
				return nil, fmt.Errorf("%s: %q: %w", program, c, ctx.Err())
			}
			return nil, fmt.Errorf("%s: %q: %w", program, c, err)
		}
		if !strings.HasPrefix(reply, "=") {
			return nil, fmt.Errorf("%s: %q failed: %s", program, c, reply)
		}
		out = append(out, strings.TrimSpace(strings.TrimLeft(reply, "=0123456789")))
	}
	return out, nil
}

// readReply reads one GTP reply up to its blank line, skipping lines before
// its header.
func readReply(r *bufio.Reader) (string, error) {
	var lines []string
	for {
		l, err := r.ReadString('\n')
		l = strings.TrimRight(l, "\r\n")
		if err != nil {
			if len(lines) > 0 && l == "" {
				return strings.Join(lines, "\n"), nil
			}
			return "", err
		}
		if len(lines) == 0 && (l == "" || (l[0] != '=' && l[0] != '?')) {
			continue
		}
		if l == "" {
			return strings.Join(lines, "\n"), nil
		}
		lines = append(lines, l)
	}
}

// parseScore reads a final_score reply ("B+3.5", "W+12", "0", "Draw"); a
// remark after the score ("B+3.5 (estimate: ...)", cgtgo's count cut by
// its time limit) is ignored.
func parseScore(s string) (cgt.Rational, error) {
	if f := strings.Fields(s); len(f) > 0 {
		s = f[0]
	}
	switch strings.ToLower(s) {
	case "0", "draw", "jigo":
		return cgt.RationalFromInt(0), nil
	}
	if len(s) < 3 || s[1] != '+' || (s[0] != 'B' && s[0] != 'W' && s[0] != 'b' && s[0] != 'w') {
		return cgt.Rational{}, fmt.Errorf("unreadable score %q", s)
	}
	f, err := strconv.ParseFloat(s[2:], 64)
	if err != nil || f < 0 || f*2 != float64(int64(f*2)) {
		return cgt.Rational{}, fmt.Errorf("unreadable score %q", s)
	}
	m := cgt.RationalFromFrac(int64(f*2), 2)
	if s[0] == 'W' || s[0] == 'w' {
		m = m.Neg()
	}
	return m, nil
}

// splitWords splits a command line at blanks; single or double quotes group
// words.
func splitWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	in, quote := false, rune(0)
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, in = r, true
		case r == ' ' || r == '\t':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if quote != 0 {
		return nil, errors.New("unclosed quote")
	}
	if in {
		words = append(words, cur.String())
	}
	return words, nil
}
