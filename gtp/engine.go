package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/rs/zerolog"
)

// Options configure a new Engine. Zero fields take the documented
// defaults.
type Options struct {
	// Name and Version are the answers to name and version (defaults
	// "cgtgo" and "").
	Name, Version string
	// Player chooses moves (default DefaultPlayer).
	Player Player
	// Analyzer answers the analysis commands (default DefaultAnalyzer).
	Analyzer Analyzer
	// Referee decides dead stones for final_score and final_status_list
	// (default AllAlive).
	Referee Referee
	// Logger receives the engine's logs; it must write to stderr, never
	// to the GTP output (default: no logs).
	Logger *zerolog.Logger
	// Settings are the initial rules and budgets (default
	// DefaultSettings()).
	Settings *Settings
	// Dir is the folder that relative file names of loadsgf and printsgf
	// are taken from ("": the process's working directory). GoGui's
	// regression runner starts engines in the test file's folder; an
	// engine run in process gets that folder here instead.
	Dir string
	// NewGame, when set, is called after clear_board or loadsgf has started
	// a new game: the point between games where cgtgo gtp hands memory the last
	// game freed back to the operating system.
	NewGame func()
}

// Settings are the engine's rule and budget settings, changed by flags of
// "cgtgo gtp" and by the commands cgtgo-rules, cgtgo-koban, cgtgo-safety,
// cgtgo-budget, kgs-rules and cgtgo-param.
type Settings struct {
	// Scoring is the counting method (default Territory).
	Scoring board.Scoring
	// Rules are the move rules: ko-ban J or N (Moews ch. 3) and suicide
	// (default J, no suicide).
	Rules board.Rules
	// Safety is the user's safety assumption (default: proven only).
	Safety Safety
	// Nodes is the search-node budget per move or analysis (0: none).
	Nodes int64
	// MaxMoveTime caps the thinking time of one genmove whatever the
	// clock leaves (default 10 s).
	MaxMoveTime time.Duration
}

// DefaultSettings returns territory scoring, ko-ban J, no suicide, proven
// safety, no node limit and at most 10 seconds per move.
func DefaultSettings() Settings {
	return Settings{Scoring: board.Territory, Rules: board.Rules{Ko: board.KoSimple}, MaxMoveTime: 10 * time.Second}
}

// Engine is a GTP v2 engine: the game state (board, komi, clock,
// settings) and the command table. An Engine serves one client through
// Run; it is not safe for concurrent use by several Run calls.
type Engine struct {
	name, version string
	player        Player
	analyzer      Analyzer
	referee       Referee
	log           zerolog.Logger
	dir           string
	newGame       func()

	settings Settings
	b        *board.Board
	komi     cgt.Rational
	clock    Clock

	commands map[string]handler
	order    []string
	out      *bufio.Writer
}

// handler is one GTP command implementation. run returns the result text
// or an error whose message becomes the failure reply. A long command runs
// with an interrupt monitor (GoGui's "# interrupt" cancels its context); a
// stopOnInput command (analysis) is also cancelled by any new input line.
type handler struct {
	run         func(e *Engine, ctx context.Context, cmd Command, s *stream) (string, error)
	long        bool
	stopOnInput bool
}

// defaultSize is the board size before any boardsize command.
const defaultSize = 19

// maxLineBytes bounds one input line; longer lines are cut there (the
// command then fails in the usual way) and the rest of the line is
// skipped.
const maxLineBytes = 1 << 16

// New returns an engine with an empty 19x19 board, komi 6.5 and the given
// options.
func New(opt Options) *Engine {
	e := &Engine{name: opt.Name, version: opt.Version, player: opt.Player, analyzer: opt.Analyzer, referee: opt.Referee, dir: opt.Dir, newGame: opt.NewGame}
	if e.name == "" {
		e.name = "cgtgo"
	}
	if e.player == nil {
		e.player = DefaultPlayer{}
	}
	if e.analyzer == nil {
		e.analyzer = DefaultAnalyzer{}
	}
	if e.referee == nil {
		e.referee = AllAlive{}
	}
	e.log = zerolog.Nop()
	if opt.Logger != nil {
		e.log = *opt.Logger
	}
	e.settings = DefaultSettings()
	if opt.Settings != nil {
		e.settings = *opt.Settings
	}
	e.komi = cgt.RationalFromFrac(13, 2)
	e.b, _ = board.New(defaultSize, e.settings.Rules)
	e.registerAll()
	return e
}

// register adds a command to the table and to list_commands' order.
func (e *Engine) register(name string, h handler) {
	if e.commands == nil {
		e.commands = map[string]handler{}
	}
	if _, dup := e.commands[name]; !dup {
		e.order = append(e.order, name)
	}
	e.commands[name] = h
}

// Board returns a copy of the current game (for tests and tools).
func (e *Engine) Board() *board.Board { return e.b.Copy() }

// Run serves GTP commands read from in, writing replies to out, until
// "quit", the end of the input or the cancellation of ctx. Every reply is
// flushed at once. Lines are read by a concurrent reader so that
// "# interrupt" (GoGui) and new input (Sabaki, ending an analysis) are
// seen while a command runs. When Run returns because of ctx or quit,
// the reader goroutine ends at the next line or at the end of in.
func (e *Engine) Run(ctx context.Context, in io.Reader, out io.Writer) error {
	e.out = bufio.NewWriter(out)
	lines := make(chan string)
	readErr := make(chan error, 1)
	done := make(chan struct{})
	defer close(done)
	go readLines(in, lines, readErr, done)

	var queue []string
	eof := false
	for {
		var raw string
		switch {
		case len(queue) > 0:
			raw, queue = queue[0], queue[1:]
		case eof:
			return e.readError(readErr)
		default:
			select {
			case l, ok := <-lines:
				if !ok {
					return e.readError(readErr)
				}
				raw = l
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		line := Preprocess(raw)
		if line == "" {
			continue
		}
		cmd, _ := ParseCommand(line)
		quit, more, sawEOF := e.execute(ctx, cmd, lines)
		queue = append(queue, more...)
		eof = eof || sawEOF
		if err := e.out.Flush(); err != nil {
			return fmt.Errorf("gtp: writing reply: %w", err)
		}
		if quit {
			return nil
		}
	}
}

// readError returns the reader's error, if the input did not simply end.
func (e *Engine) readError(readErr chan error) error {
	select {
	case err := <-readErr:
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("gtp: reading commands: %w", err)
		}
	default:
	}
	return nil
}

// readLines sends the raw lines of in (without the line feed) on lines,
// then closes it. Lines longer than maxLineBytes are cut.
func readLines(in io.Reader, lines chan<- string, readErr chan<- error, done <-chan struct{}) {
	defer close(lines)
	br := bufio.NewReaderSize(in, 4096)
	for {
		line, err := readLimited(br, maxLineBytes)
		if err != nil && line == "" {
			readErr <- err
			return
		}
		select {
		case lines <- line:
		case <-done:
			return
		}
		if err != nil {
			readErr <- err
			return
		}
	}
}

// readLimited reads one line up to '\n' and returns at most max bytes of
// it, discarding the rest.
func readLimited(br *bufio.Reader, max int) (string, error) {
	var sb strings.Builder
	for {
		chunk, err := br.ReadSlice('\n')
		if room := max - sb.Len(); room > 0 {
			if len(chunk) > room {
				sb.Write(chunk[:room])
			} else {
				sb.Write(chunk)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return strings.TrimSuffix(sb.String(), "\n"), err
	}
}

// execute runs one command and writes its reply. It returns whether the
// engine must quit, the input lines that arrived meanwhile (to be served
// next) and whether the input ended meanwhile.
func (e *Engine) execute(ctx context.Context, cmd Command, lines <-chan string) (quit bool, pending []string, eof bool) {
	if cmd.Name == "" {
		e.reply(cmd, false, "missing command name")
		return false, nil, false
	}
	h, ok := e.lookup(cmd.Name)
	if !ok {
		e.log.Debug().Str("command", cmd.Name).Msg("unknown command")
		e.reply(cmd, false, "unknown command")
		return false, nil, false
	}
	s := &stream{cmd: cmd, w: e.out}
	if !h.long {
		text, err := e.safeRun(h, ctx, cmd, s)
		e.finish(cmd, s, text, err)
		return strings.EqualFold(cmd.Name, "quit") && err == nil, nil, false
	}
	cctx, cancel := context.WithCancel(ctx)
	mon := startMonitor(cancel, lines, h.stopOnInput)
	text, err := e.safeRun(h, cctx, cmd, s)
	cancel()
	pending, eof = mon.stop()
	e.finish(cmd, s, text, err)
	return false, pending, eof
}

// safeRun runs a handler, turning a panic into a failure reply so that a
// bug in one command cannot desynchronise the client.
func (e *Engine) safeRun(h handler, ctx context.Context, cmd Command, s *stream) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			e.log.Error().Str("command", cmd.Name).Interface("panic", r).Msg("command failed")
			text, err = "", fmt.Errorf("internal error")
		}
	}()
	return h.run(e, ctx, cmd, s)
}

// lookup finds a command by name, also in lowercase (GoGui may lowercase
// commands).
func (e *Engine) lookup(name string) (handler, bool) {
	if h, ok := e.commands[name]; ok {
		return h, true
	}
	h, ok := e.commands[strings.ToLower(name)]
	return h, ok
}

// finish writes the reply of a command, or the end of a streamed reply.
func (e *Engine) finish(cmd Command, s *stream, text string, err error) {
	if s.begun {
		if err != nil {
			e.log.Warn().Err(err).Str("command", cmd.Name).Msg("streamed command failed after its reply began")
		}
		s.end(text)
		return
	}
	if err != nil {
		e.reply(cmd, false, oneLine(err.Error()))
		return
	}
	e.reply(cmd, true, text)
}

// reply writes a complete reply.
func (e *Engine) reply(cmd Command, ok bool, text string) {
	e.out.WriteString(FormatReply(cmd, ok, text))
}

// oneLine turns an error message into a single line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
