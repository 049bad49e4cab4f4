package main

import (
	"flag"
	"fmt"
	"io"
)

// version is the cgtgo release; overridden at link time with
// -ldflags "-X main.version=...".
var version = "0.1.0-dev"

func runVersion(e *env, args []string) int {
	fs := newFlagSet("version", "cgtgo version", "Print the version of cgtgo.", "cgtgo version", e.stderr)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	fmt.Fprintf(e.stdout, "cgtgo %s\n", version)
	return exitOK
}

// newFlagSet makes a flag set whose --help prints a usage line, a
// description, an example and the flags.
func newFlagSet(name, usage, description, example string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprintf(out, "Usage: %s\n\n%s\n\nExample:\n  %s\n", usage, description, example)
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprintln(out, "\nFlags:")
			fs.PrintDefaults()
		}
	}
	return fs
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
