package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/rs/zerolog"
)

// Options configure a new Server. Zero fields take the documented
// defaults.
type Options struct {
	// Name and Version are the answers to name and version (defaults
	// "cgtgo" and "").
	Name, Version string
	// Engine chooses moves, analyses and counts (package engine's Engine
	// in cgtgo). Without one, the commands that need it fail with "no
	// engine".
	Engine api.Engine
	// Logger receives the server's logs; it must write to stderr, never
	// to the GTP output (default: no logs).
	Logger *zerolog.Logger
	// Settings are the initial rules and budgets (default
	// api.DefaultSettings()).
	Settings *api.Settings
	// Dir is the folder that relative file names of loadsgf and printsgf
	// are taken from ("": the process's working directory). GoGui's
	// regression runner starts engines in the test file's folder; an
	// engine run in process gets that folder here instead.
	Dir string
	// FilesDir, when set, restricts the files of loadsgf and printsgf to
	// this folder (server mode, "cgtgo gtp --files-dir DIR"): relative
	// names are taken from it, and a path that lies outside it once every
	// symbolic link is resolved ("../x", an absolute path elsewhere, a
	// link pointing out) is refused with a GTP error. Empty: any path (a
	// desktop GUI chose it).
	FilesDir string
	// NewGame, when set, is called after clear_board or loadsgf has started
	// a new game (after the Engine's NewGame): the point between games where
	// cgtgo gtp hands memory the last game freed back to the operating
	// system.
	NewGame func()
}

// Server is a GTP v2 engine as a controller sees it: the game state
// (board, komi, time control, settings) and the command table, with the
// decisions left to an api.Engine. A Server serves one client through
// Run; it is not safe for concurrent use by several Run calls.
type Server struct {
	name, version string
	engine        api.Engine
	log           zerolog.Logger
	dir, filesDir string
	newGame       func()

	settings api.Settings
	b        *board.Board
	komi     cgt.Rational
	time     api.TimeControl

	commands map[string]handler
	order    []string
	out      *bufio.Writer
}

// handler is one GTP command implementation. run returns the result text
// or an error whose message becomes the failure reply. A long command runs
// with an interrupt monitor (GoGui's "# interrupt" cancels its context); a
// stopOnInput command (analysis) is also cancelled by any new input line.
type handler struct {
	run         func(e *Server, ctx context.Context, cmd Command, s *stream) (string, error)
	long        bool
	stopOnInput bool
}

// defaultSize is the board size before any boardsize command.
const defaultSize = 19

// MaxLineBytes bounds one input line; longer lines are cut there (the
// command then fails in the usual way) and the rest of the line is
// skipped.
const MaxLineBytes = 1 << 16

// New returns a server with an empty 19x19 board, komi 6.5 and the given
// options.
func New(opt Options) *Server {
	e := &Server{name: opt.Name, version: opt.Version, engine: opt.Engine, dir: opt.Dir, filesDir: opt.FilesDir, newGame: opt.NewGame}
	if e.name == "" {
		e.name = "cgtgo"
	}
	e.log = zerolog.Nop()
	if opt.Logger != nil {
		e.log = *opt.Logger
	}
	e.settings = api.DefaultSettings()
	if opt.Settings != nil {
		e.settings = *opt.Settings
	}
	e.komi = cgt.RationalFromFrac(13, 2)
	e.b, _ = board.New(defaultSize, e.settings.Rules)
	e.registerAll()
	return e
}

// register adds a command to the table and to list_commands' order.
func (e *Server) register(name string, h handler) {
	if e.commands == nil {
		e.commands = map[string]handler{}
	}
	if _, dup := e.commands[name]; !dup {
		e.order = append(e.order, name)
	}
	e.commands[name] = h
}

// Commands returns the names of the commands, in the order of
// list_commands.
func (e *Server) Commands() []string { return append([]string(nil), e.order...) }

// Board returns a copy of the current game (for tests and tools).
func (e *Server) Board() *board.Board { return e.b.Copy() }

// Run serves GTP commands read from in, writing replies to out, until
// "quit", the end of the input or the cancellation of ctx. Every reply is
// flushed at once. Lines are read by a concurrent reader so that
// "# interrupt" (GoGui) and new input (Sabaki, ending an analysis) are
// seen while a command runs. When Run returns because of ctx or quit,
// the reader goroutine ends at the next line or at the end of in.
func (e *Server) Run(ctx context.Context, in io.Reader, out io.Writer) error {
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
func (e *Server) readError(readErr chan error) error {
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
// then closes it. Lines longer than MaxLineBytes are cut.
func readLines(in io.Reader, lines chan<- string, readErr chan<- error, done <-chan struct{}) {
	defer close(lines)
	br := bufio.NewReaderSize(in, 4096)
	for {
		line, err := ReadLine(br, MaxLineBytes)
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

// ReadLine reads one line up to '\n' and returns at most max bytes of
// it, discarding the rest.
func ReadLine(br *bufio.Reader, max int) (string, error) {
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
func (e *Server) execute(ctx context.Context, cmd Command, lines <-chan string) (quit bool, pending []string, eof bool) {
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
func (e *Server) safeRun(h handler, ctx context.Context, cmd Command, s *stream) (text string, err error) {
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
func (e *Server) lookup(name string) (handler, bool) {
	if h, ok := e.commands[name]; ok {
		return h, true
	}
	h, ok := e.commands[strings.ToLower(name)]
	return h, ok
}

// finish writes the reply of a command, or the end of a streamed reply.
func (e *Server) finish(cmd Command, s *stream, text string, err error) {
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
func (e *Server) reply(cmd Command, ok bool, text string) {
	e.out.WriteString(FormatReply(cmd, ok, text))
}

// oneLine turns an error message into a single line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// errNoEngine is the failure of a command that needs the engine when the
// server has none.
var errNoEngine = errors.New("no engine")

// game returns the game as the engine is asked about it: a copy of the
// board, the komi, the settings and the time control.
func (e *Server) game() api.Game {
	return api.Game{Board: e.b.Copy(), Komi: e.komi, Settings: e.settings, Time: e.time}
}

// started tells the engine and the NewGame hook that a new game started.
func (e *Server) started() {
	if e.engine != nil {
		e.engine.NewGame()
	}
	if e.newGame != nil {
		e.newGame()
	}
}
