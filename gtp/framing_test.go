package gtp

import (
	"regexp"
	"strings"
	"testing"
)

func TestPreprocess(t *testing.T) {
	cases := []struct{ in, want string }{
		{"name", "name"},
		{"name\r", "name"},
		{"\tplay\tb\td4\t", "play b d4"},
		{"# interrupt", ""},
		{"genmove b # comment", "genmove b"},
		{"   ", ""},
		{"pl\x00a\x1by b\x7f a1", "play b a1"},
		{"1 name#x", "1 name"},
	}
	for _, c := range cases {
		if got := Preprocess(c.in); got != c.want {
			t.Errorf("Preprocess(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestParseCommand(t *testing.T) {
	cases := []struct {
		in    string
		hasID bool
		id    int
		name  string
		args  string
	}{
		{"name", false, 0, "name", ""},
		{"12 play b d4", true, 12, "play", "b d4"},
		{"0 quit", true, 0, "quit", ""},
		{"3", true, 3, "", ""},
		{"99999999999 name", true, -1, "name", ""},
		{"1a name", false, 0, "1a", "name"},
		{"-1 name", false, 0, "-1", "name"},
	}
	for _, c := range cases {
		cmd, ok := ParseCommand(c.in)
		if !ok || cmd.HasID != c.hasID || cmd.ID != c.id || cmd.Name != c.name || strings.Join(cmd.Args, " ") != c.args {
			t.Errorf("ParseCommand(%q) = %+v", c.in, cmd)
		}
	}
}

func TestFormatReply(t *testing.T) {
	cases := []struct {
		cmd  string
		ok   bool
		text string
		want string
	}{
		{"name", true, "cgtgo", "= cgtgo\n\n"},
		{"5 name", true, "", "=5 \n\n"},
		{"5 name", false, "unknown command", "?5 unknown command\n\n"},
		{"showboard", true, "\nrow1\n\nrow2\n", "= \nrow1\nrow2\n\n"},
		{"x", true, "a\r\n\t\nb", "= a\nb\n\n"},
	}
	for _, c := range cases {
		cmd, _ := ParseCommand(c.cmd)
		if got := FormatReply(cmd, c.ok, c.text); got != c.want {
			t.Errorf("FormatReply(%q, %q) = %q, want %q", c.cmd, c.text, got, c.want)
		}
	}
}

// fileAndSizeCommands are the commands FuzzSession leaves out.
var fileAndSizeCommands = regexp.MustCompile(`(?i)boardsize|printsgf|loadsgf`)

// FuzzSession feeds arbitrary bytes to an engine: it must never panic or
// hang, and its output must be well-framed replies.
func FuzzSession(f *testing.F) {
	for _, s := range []string{
		"name\n", "1 boardsize 9\nplay b e5\ngenmove w\n", "kata-analyze b 1\nname\n",
		"gogui-setup b a1 w b2\n", "komi 1/2\n", "\x00\xff\r\n#\n", "time_settings 1 2 3\ntime_left b 1 1\ngenmove b\n",
		"boardsize 2\nplay b a1\nplay w b2\nplay b a2\nplay w a1\nundo\nfinal_score\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > 4000 {
			return
		}
		// Keep boards 19x19 at most and cheap, and keep the fuzzer away
		// from the file system (printsgf FILE writes, loadsgf reads).
		in = fileAndSizeCommands.ReplaceAllString(in, "x")
		out := runSession(t, in+"\n", Options{})
		parseReplies(t, out)
	})
}
