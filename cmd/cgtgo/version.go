package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/internal/duration"
)

// version is the cgtgo release; overridden at link time with
// -ldflags "-X main.version=...".
var version = "0.1.0-dev"

func runVersion(e *env, args []string) int {
	fs := newFlagSet("version", "cgtgo version", "Print the version of cgtgo.", "cgtgo version", e)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	fmt.Fprintf(e.stdout, "cgtgo %s\n", version)
	return exitOK
}

// newFlagSet makes a flag set whose --help (or -h) prints a usage line, a
// description, an example and the flags on stdout, and whose bad flags
// print the error, the usage line and where to find more on stderr.
func newFlagSet(name, usage, description, example string, e *env) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	errs := &flagErrors{w: e.stderr}
	fs.SetOutput(errs)
	fs.Usage = func() {
		if errs.wrote {
			// The flag package has just written an error.
			fmt.Fprintf(e.stderr, "Usage: %s\nRun \"cgtgo %s --help\" for the flags and an example.\n", usage, name)
			return
		}
		out := e.stdout
		fmt.Fprintf(out, "Usage: %s\n\n%s\n\nExample:\n  %s\n", usage, description, example)
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprintln(out, "\nFlags:")
			fs.SetOutput(out)
			fs.PrintDefaults()
			fs.SetOutput(errs)
		}
	}
	return fs
}

// flagErrors is the output of a flag set: stderr, noting whether the flag
// package wrote an error there (then its Usage call is for an error, not
// for --help).
type flagErrors struct {
	w     io.Writer
	wrote bool
}

// Write writes p to stderr and notes it.
func (f *flagErrors) Write(p []byte) (int, error) {
	f.wrote = true
	return f.w.Write(p)
}

// parseFlags parses args into fs. When done is true the command must return
// code at once: 0 after --help, exitUsage after a bad flag.
func parseFlags(fs *flag.FlagSet, args []string) (code int, done bool) {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitOK, true
		}
		return exitUsage, true
	}
	return exitOK, false
}

// durationFlag defines a duration flag that reads a Go duration (5s,
// 1m30s) or a bare number of seconds (5), as every duration of cgtgo does.
func durationFlag(fs *flag.FlagSet, name string, def time.Duration, usage string) *time.Duration {
	d := new(time.Duration)
	durationFlagVar(fs, d, name, def, usage)
	return d
}

// durationFlagVar is durationFlag storing into d.
func durationFlagVar(fs *flag.FlagSet, d *time.Duration, name string, def time.Duration, usage string) {
	if strings.Contains(usage, "`") {
		usage += " (5s, 1m30s, or 5 for seconds)"
	} else {
		usage += " (`DURATION`: 5s, 1m30s, or 5 for seconds)"
	}
	fs.Var(duration.Var(d, def), name, usage)
}
