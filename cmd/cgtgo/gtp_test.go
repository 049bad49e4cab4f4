package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestGTPCommand(t *testing.T) {
	cases := []struct {
		name   string
		args   []string
		input  string
		code   int
		stdout string
	}{
		{"rules flag", []string{"--rules", "chinese"}, "cgtgo-rules\nquit\n", exitOK,
			"= scoring area\nkoban N\nsuicide false\n\n= \n\n"},
		{"scoring and koban flags override rules", []string{"--rules", "chinese", "--scoring", "territory", "--koban", "J"}, "cgtgo-rules\n", exitOK,
			"= scoring territory\nkoban J\nsuicide false\n\n"},
		{"budget flags", []string{"--nodes", "100", "--movetime", "1.5s", "--assume-safe", "2"}, "cgtgo-budget\ncgtgo-safety\n", exitOK,
			"= nodes 100\nmovetime 1.5\n\n= liberties 2\n\n"},
		{"bad rules", []string{"--rules", "martian"}, "", exitUsage, ""},
		{"bad koban", []string{"--koban", "X"}, "", exitUsage, ""},
		{"negative nodes", []string{"--nodes", "-1"}, "", exitUsage, ""},
		{"stray argument", []string{"extra"}, "", exitUsage, ""},
		{"help", []string{"--help"}, "", exitOK, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			e := &env{stdout: &out, stderr: &errb, log: setupLogging(globalOptions{logLevel: "warn", logFormat: "json"}, &errb)}
			code := runGTPWith(e, strings.NewReader(tc.input), tc.args)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr %s", code, tc.code, errb.String())
			}
			if tc.name == "help" {
				// --help prints on stdout (issue 21), nothing on stderr.
				if !strings.Contains(out.String(), "Example:") || errb.Len() != 0 {
					t.Errorf("--help: stdout %q (want the usage with an example), stderr %q", out.String(), errb.String())
				}
				return
			}
			if out.String() != tc.stdout {
				t.Errorf("stdout %q, want %q", out.String(), tc.stdout)
			}
		})
	}
}
