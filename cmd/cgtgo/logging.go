package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/rs/zerolog"
)

// globalOptions are the flags accepted before the command name.
type globalOptions struct {
	logLevel  string
	logFormat string
}

// parseGlobal reads the global flags and returns the remaining arguments
// (command name first).
func parseGlobal(args []string) (globalOptions, []string, error) {
	var g globalOptions
	fs := flag.NewFlagSet("cgtgo", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&g.logLevel, "log-level", "warn", "log level: debug, info, warn, error")
	fs.StringVar(&g.logFormat, "log-format", "console", "log format: console or json")
	if err := fs.Parse(args); err != nil {
		return g, nil, err
	}
	if _, err := zerolog.ParseLevel(g.logLevel); err != nil || g.logLevel == "" {
		return g, nil, fmt.Errorf("bad --log-level %q (want debug, info, warn or error)", g.logLevel)
	}
	if g.logFormat != "console" && g.logFormat != "json" {
		return g, nil, fmt.Errorf("bad --log-format %q (want console or json)", g.logFormat)
	}
	return g, fs.Args(), nil
}

// setupLogging builds the logger used by the commands. Logs always go to
// stderr: stdout belongs to GTP and to command output. The console format
// is coloured only when stderr is a terminal.
func setupLogging(g globalOptions, stderr io.Writer) zerolog.Logger {
	level, _ := zerolog.ParseLevel(g.logLevel)
	var w io.Writer = stderr
	if g.logFormat == "console" {
		w = zerolog.ConsoleWriter{Out: stderr, TimeFormat: time.TimeOnly, NoColor: !isTerminal(stderr)}
	}
	logger := zerolog.New(w).Level(level).With().Timestamp().Logger()
	return logger
}
