package arena

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
)

// SoakOptions configure a soak run (issue 12): a scripted controller that
// plays complete games against an engine with random clocks, undo storms,
// loadsgf of many files and malformed lines in between, and checks every
// reply.
type SoakOptions struct {
	// Games is the number of complete games (default 1).
	Games int
	// Sizes are the board sizes a new game picks from (default 9).
	Sizes []int
	// Files are the files for loadsgf (SGFFiles lists the SGF files of
	// folders), in an order shuffled by Seed: with probability LoadSGF a
	// game starts by loading the next one to three of them in turn (from
	// the last one the engine accepts), so that every file is sent once
	// the run has started about len(Files)/2 games that way. Relative
	// names are taken by the engine from its folder. A run that sends
	// loadsgf and never succeeds fails.
	Files []string
	// LoadSGF is the probability that a game starts with loadsgf.
	LoadSGF float64
	// MaxMove is the engine's cap on one move (its --movetime).
	MaxMove time.Duration
	// Margin is how late a reply may come after the engine's allotment
	// (default 500 ms).
	Margin time.Duration
	// CommandTimeout is the longest wait for any reply before the engine
	// is declared hung (default MaxMove + 30 s).
	CommandTimeout time.Duration
	// MaxMoves ends a game that has not ended by two passes after this
	// many moves (default 2 * size * size, at most 150).
	MaxMoves int
	// Rules are the engine's rules (default ko-ban J, no suicide), which
	// the client's copy of the game follows.
	Rules board.Rules
	// Seed seeds the random choices.
	Seed int64
	// RSS reads the engine's resident memory in bytes (nil: not reported).
	RSS func() (int64, error)
	// Progress, when set, receives one line per finished game.
	Progress io.Writer
	// Clock measures the replies' latency and stamps the clock reports
	// (default api.RealClock). A test running the engine in process gives
	// both the same step clock (internal/stepclock), so that lateness is
	// judged without wall time. The wait for a reply (CommandTimeout) is
	// on the wall clock: it only declares a hung engine.
	Clock api.Clock
}

// SoakReport is what a soak run saw.
type SoakReport struct {
	Games, Moves, EngineMoves, Commands int
	// Malformed lines sent, and how many of them needed no reply.
	Malformed, Ignored         int
	Undos, Loads, LoadFailures int
	// Loaded counts the loadsgf that succeeded.
	Loaded int
	// CappedGames ended at MaxMoves rather than by two passes.
	CappedGames int
	// MaxMoveLatency is the slowest genmove, with the allotment it had;
	// WorstOvershoot is the largest lateness over the allotment (negative
	// when every move came early) with that move's allotment.
	MaxMoveLatency, MaxMoveAllot   time.Duration
	WorstOvershoot, OvershootAllot time.Duration
	// MaxCommandLatency is the slowest reply of any other command.
	MaxCommandLatency time.Duration
	MaxCommand        string
	// AnalysesStopped counts the analysis commands that failed by
	// stopping at their time limit (engine.ErrAnalysisTimeLimit).
	AnalysesStopped int
	// CountsEstimated counts the cgtgo-final_score answers labelled as
	// an estimate: the count stopped at its time limit (engine.Count);
	// final_score itself answers a bare score (checked) and logs it.
	CountsEstimated int
	// LateMoves counts the genmoves answered after their allotment plus
	// Margin (each is a failure too).
	LateMoves int
	// RSS at the start and the end of the run, and the largest seen
	// between games (bytes; 0 when not measured). RSS is read after each
	// game's clear_board, when the engine has freed what the game used.
	RSSStart, RSSEnd, RSSMax int64
	// RSSHalfMax is the largest RSS after a game in the first and in the
	// second half of the games: memory is stable when the second is not
	// above the first by more than noise.
	RSSHalfMax [2]int64
	// RSSAfter20 is the RSS after game 20 (once the caches have filled):
	// the end of a long run should stay within a small factor of it.
	RSSAfter20 int64
	// Failures lists what went wrong, one line each.
	Failures []string
	Elapsed  time.Duration
}

// String renders the report for people.
func (r *SoakReport) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "games %d (%d capped at the move limit), moves %d (%d by the engine), commands %d in %v\n",
		r.Games, r.CappedGames, r.Moves, r.EngineMoves, r.Commands, r.Elapsed.Round(time.Second))
	fmt.Fprintf(&sb, "malformed lines %d (%d ignored as blank or comment), undos %d, loadsgf %d (%d loaded, %d refused)\n",
		r.Malformed, r.Ignored, r.Undos, r.Loads, r.Loaded, r.LoadFailures)
	fmt.Fprintf(&sb, "slowest genmove %v (allotment %v); worst lateness over the allotment %v (allotment %v); slowest other command %v (%s)\n",
		r.MaxMoveLatency.Round(time.Millisecond), r.MaxMoveAllot.Round(time.Millisecond),
		r.WorstOvershoot.Round(time.Millisecond), r.OvershootAllot.Round(time.Millisecond),
		r.MaxCommandLatency.Round(time.Millisecond), r.MaxCommand)
	if r.AnalysesStopped > 0 || r.CountsEstimated > 0 {
		fmt.Fprintf(&sb, "analysis commands stopped at their time limit: %d; counts (cgtgo-final_score) answered as an estimate at their time limit: %d\n",
			r.AnalysesStopped, r.CountsEstimated)
	}
	if r.LateMoves > 0 {
		fmt.Fprintf(&sb, "genmoves later than their allotment plus the margin: %d of %d\n", r.LateMoves, r.EngineMoves)
	}
	if r.RSSStart > 0 {
		fmt.Fprintf(&sb, "engine RSS: start %.1f MB, end %.1f MB, largest %.1f MB; largest after a game in the first half %.1f MB, in the second half %.1f MB\n",
			float64(r.RSSStart)/(1<<20), float64(r.RSSEnd)/(1<<20), float64(r.RSSMax)/(1<<20),
			float64(r.RSSHalfMax[0])/(1<<20), float64(r.RSSHalfMax[1])/(1<<20))
		if r.RSSAfter20 > 0 {
			fmt.Fprintf(&sb, "engine RSS after game 20: %.1f MB; at the end %.2f times that\n",
				float64(r.RSSAfter20)/(1<<20), float64(r.RSSEnd)/float64(r.RSSAfter20))
		}
	}
	fmt.Fprintf(&sb, "failures: %d\n", len(r.Failures))
	for _, f := range r.Failures {
		sb.WriteString("  " + f + "\n")
	}
	return sb.String()
}

// errSoakAbort stops a run: the engine hung, died or desynchronised.
var errSoakAbort = errors.New("soak aborted")

// soaker is one soak run.
type soaker struct {
	opt    SoakOptions
	wire   *soakWire
	r      *rand.Rand
	rep    *SoakReport
	nextID int
	known  map[string]bool
	// the client's copy of the game, and the rules in force (the
	// engine's: those of the last record loaded, else Rules)
	b     *board.Board
	rules board.Rules
	clock *soakClock
}

// Soak plays opt.Games games against the engine whose input is w and
// output r, checking that every command is answered exactly once with its
// id, every genmove by its allotment plus opt.Margin, every engine move is
// legal on the client's copy of the game, malformed lines are refused (or
// ignored when blank) and the engine never writes anything else. It sends
// quit at the end. A run stops early when ctx ends or the engine stops
// answering; the report holds what was seen, with the failures.
func Soak(ctx context.Context, w io.Writer, r io.Reader, opt SoakOptions) (*SoakReport, error) {
	if opt.Games <= 0 {
		opt.Games = 1
	}
	if len(opt.Sizes) == 0 {
		opt.Sizes = []int{9}
	}
	if opt.Clock == nil {
		opt.Clock = api.RealClock{}
	}
	if opt.Margin <= 0 {
		opt.Margin = 500 * time.Millisecond
	}
	if opt.CommandTimeout <= 0 {
		opt.CommandTimeout = opt.MaxMove + 30*time.Second
	}
	// GTP has no quoting: a name with a blank or '#' cannot be one
	// argument.
	var files []string
	for _, f := range opt.Files {
		if !strings.ContainsAny(f, " \t#") {
			files = append(files, f)
		}
	}
	s := &soaker{opt: opt, wire: newSoakWire(w, r), r: rand.New(rand.NewSource(opt.Seed)), rep: &SoakReport{}, nextID: 1, rules: opt.Rules}
	s.r.Shuffle(len(files), func(i, j int) { files[i], files[j] = files[j], files[i] })
	s.opt.Files = files
	start := time.Now()
	defer func() { s.rep.Elapsed = time.Since(start) }()
	if err := s.prologue(); err != nil {
		return s.rep, err
	}
	s.rep.RSSStart = s.rss()
	s.rep.RSSMax = s.rep.RSSStart
	for g := 0; g < opt.Games; g++ {
		if err := ctx.Err(); err != nil {
			s.fail("stopped after %d games: %v", s.rep.Games, err)
			break
		}
		if err := s.game(g); err != nil {
			if errors.Is(err, errSoakAbort) {
				return s.rep, err
			}
			s.fail("game %d: %v", g+1, err)
		}
		s.rep.Games++
		rss := s.rss()
		s.rep.RSSMax = max(s.rep.RSSMax, rss)
		half := min(2*g/max(opt.Games, 1), 1)
		s.rep.RSSHalfMax[half] = max(s.rep.RSSHalfMax[half], rss)
		if g+1 == 20 {
			s.rep.RSSAfter20 = rss
		}
		if opt.Progress != nil {
			fmt.Fprintf(opt.Progress, "game %d/%d: %d moves so far, %d commands, RSS %.1f MB, %d failures\n",
				g+1, opt.Games, s.rep.Moves, s.rep.Commands, float64(rss)/(1<<20), len(s.rep.Failures))
		}
	}
	s.rep.RSSEnd = s.rss()
	if s.rep.Loads > 0 && s.rep.Loaded == 0 {
		s.fail("none of %d loadsgf succeeded: no record was ever loaded (are the files SGF records?)", s.rep.Loads)
	}
	return s.rep, s.epilogue()
}

// fail records a failure.
func (s *soaker) fail(format string, args ...any) {
	s.rep.Failures = append(s.rep.Failures, fmt.Sprintf(format, args...))
}

// rss reads the engine's memory, 0 when not measured.
func (s *soaker) rss() int64 {
	if s.opt.RSS == nil {
		return 0
	}
	n, err := s.opt.RSS()
	if err != nil {
		s.fail("reading RSS: %v", err)
		return 0
	}
	return n
}

// prologue learns the engine's commands.
func (s *soaker) prologue() error {
	rep, err := s.command("list_commands", true)
	if err != nil {
		return err
	}
	s.known = map[string]bool{}
	for _, name := range strings.Split(rep.Text, "\n") {
		s.known[strings.ToLower(strings.TrimSpace(name))] = true
	}
	return nil
}

// epilogue checks that nothing is pending, then quits.
func (s *soaker) epilogue() error {
	if _, err := s.command("name", true); err != nil {
		return err
	}
	if l, ok := s.wire.quiet(200 * time.Millisecond); !ok {
		s.fail("stray output %q after the last reply", l)
	}
	if _, err := s.command("quit", true); err != nil {
		return err
	}
	if err := s.wire.ended(5 * time.Second); err != nil {
		s.fail("after quit: %v", err)
	}
	return nil
}

// command sends line with a fresh id, reads its one reply within
// CommandTimeout and checks the id; wantOK, when true, requires success.
func (s *soaker) command(line string, wantOK bool) (wireReply, error) {
	rep, _, err := s.timed(line)
	if err != nil {
		return rep, err
	}
	if wantOK && !rep.OK {
		s.fail("%q failed: %s", line, rep.Text)
	}
	return rep, nil
}

// timed is command without the success check, returning the latency too.
func (s *soaker) timed(line string) (wireReply, time.Duration, error) {
	id := strconv.Itoa(s.nextID)
	s.nextID++
	start := s.opt.Clock.Now()
	if err := s.wire.send(id + " " + line); err != nil {
		return wireReply{}, 0, fmt.Errorf("%w: %v", errSoakAbort, err)
	}
	s.rep.Commands++
	rep, err := s.wire.read(time.Now().Add(s.opt.CommandTimeout))
	took := s.opt.Clock.Now().Sub(start)
	if err != nil {
		s.fail("%q: %v (waited up to %v) on\n%s", line, err, s.opt.CommandTimeout, s.position())
		return rep, took, fmt.Errorf("%w: %q: %v", errSoakAbort, line, err)
	}
	if rep.ID != id {
		s.fail("%q: reply with id %q, want %q (%s)", line, rep.ID, id, rep.Text)
		return rep, took, fmt.Errorf("%w: replies out of step", errSoakAbort)
	}
	if !strings.HasPrefix(line, "genmove") && took > s.rep.MaxCommandLatency {
		s.rep.MaxCommandLatency, s.rep.MaxCommand = took, strings.Fields(line)[0]
	}
	return rep, took, nil
}

// malformed sends a malformed line and checks that it gets exactly the
// replies it is owed: none for a blank line (checked by the reply to a
// following "name" coming first), else one failure with the line's id.
func (s *soaker) malformed() error {
	ml := malformedLine(s.r, s.known)
	s.rep.Malformed++
	if err := s.wire.send(ml.Line); err != nil {
		return fmt.Errorf("%w: %v", errSoakAbort, err)
	}
	s.rep.Commands++
	if ml.Replies == 0 {
		s.rep.Ignored++
		_, err := s.command("name", true)
		return err
	}
	rep, err := s.wire.read(time.Now().Add(s.opt.CommandTimeout))
	if err != nil {
		s.fail("malformed line %q: %v", clip(ml.Line), err)
		return fmt.Errorf("%w: %v", errSoakAbort, err)
	}
	if rep.ID != ml.ID {
		s.fail("malformed line %q: reply id %q, want %q", clip(ml.Line), rep.ID, ml.ID)
		return fmt.Errorf("%w: replies out of step", errSoakAbort)
	}
	if rep.OK {
		s.fail("malformed line %q accepted: %q", clip(ml.Line), rep.Text)
		return fmt.Errorf("%w: the engine accepted a malformed line; the game copies may differ", errSoakAbort)
	}
	return nil
}

// position is the client's copy of the game for a failure message, with
// the moves that led to it (GTP vertices), or "" before the first game.
func (s *soaker) position() string {
	if s.b == nil {
		return ""
	}
	var moves []string
	for _, m := range s.b.Moves() {
		moves = append(moves, m.Color.String()+" "+m.Point.Vertex(s.b.Size()))
	}
	return fmt.Sprintf("%s\nmoves: %s", s.b, strings.Join(moves, ", "))
}

// clip shortens a line for a message.
func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "..."
	}
	return s
}

// maybeMalformed sends a malformed line one time in four.
func (s *soaker) maybeMalformed() error {
	if s.r.Intn(4) != 0 {
		return nil
	}
	return s.malformed()
}

// game plays one complete game.
func (s *soaker) game(n int) error {
	if err := s.setup(n); err != nil {
		return err
	}
	sc, ts := newSoakClock(s.r, s.opt.MaxMove)
	s.clock = sc
	if _, err := s.command(ts, true); err != nil {
		return err
	}
	// The engine plays one colour, or both (self-play) one game in five.
	engine := [3]bool{}
	switch s.r.Intn(5) {
	case 0:
		engine[board.Black], engine[board.White] = true, true
	case 1, 2:
		engine[board.Black] = true
	default:
		engine[board.White] = true
	}
	maxMoves := s.opt.MaxMoves
	if maxMoves <= 0 {
		maxMoves = min(2*s.b.Size()*s.b.Size(), 150)
	}
	for moves := 0; ; moves++ {
		if s.b.ConsecutivePasses() >= 2 {
			break
		}
		if moves >= maxMoves {
			s.rep.CappedGames++
			break
		}
		if err := s.maybeMalformed(); err != nil {
			return err
		}
		if s.r.Intn(25) == 0 {
			if err := s.undoStorm(); err != nil {
				return err
			}
		}
		if s.r.Intn(30) == 0 {
			if err := s.sideCommand(); err != nil {
				return err
			}
		}
		c := s.b.ToMove()
		var err error
		if engine[c] {
			err = s.engineMove(c)
		} else {
			err = s.clientMove(c)
		}
		if err != nil {
			return err
		}
	}
	// clear_board last: the engine frees what the game used, so that the
	// RSS read after the game is what it keeps between games.
	for _, line := range []string{"final_score", "final_status_list dead"} {
		if err := s.limitedCommand(line); err != nil {
			return err
		}
	}
	if _, err := s.command("clear_board", true); err != nil {
		return err
	}
	b, err := board.New(s.b.Size(), s.rules)
	if err != nil {
		return fmt.Errorf("%w: clear_board: %v", errSoakAbort, err)
	}
	s.b = b
	return nil
}

// setup starts a game: from the next file by loadsgf, or on an empty
// board of a random size.
func (s *soaker) setup(n int) error {
	if len(s.opt.Files) > 0 && s.r.Float64() < s.opt.LoadSGF {
		// One to three files in a row: a refused file must leave the
		// engine's game as it was, so the game starts from the last one
		// loaded.
		loaded := false
		for i := 1 + s.r.Intn(3); i > 0; i-- {
			file := s.opt.Files[s.rep.Loads%len(s.opt.Files)]
			s.rep.Loads++
			ok, err := s.load(file)
			if err != nil {
				return err
			}
			if ok {
				s.rep.Loaded++
			} else {
				s.rep.LoadFailures++
			}
			loaded = loaded || ok
		}
		if loaded {
			return nil
		}
	}
	size := s.opt.Sizes[s.r.Intn(len(s.opt.Sizes))]
	for _, line := range []string{"boardsize " + strconv.Itoa(size), "clear_board", "komi 6.5"} {
		if _, err := s.command(line, true); err != nil {
			return err
		}
	}
	b, err := board.New(size, s.rules)
	if err != nil {
		return fmt.Errorf("%w: board size %d: %v", errSoakAbort, size, err)
	}
	s.b = b
	return nil
}

// load sends loadsgf file and checks the answer against the client's own
// reading of the file (loadMirror): both must agree on success and on the
// player to move. The rules of a loaded record stay in force for the games
// after it, on both sides.
func (s *soaker) load(file string) (bool, error) {
	want, werr := loadMirror(file, s.rules)
	rep, err := s.command("loadsgf "+file, false)
	if err != nil {
		return false, err
	}
	switch {
	case rep.OK && werr != nil:
		s.fail("loadsgf %s succeeded, but the file does not load here: %v", file, werr)
		return false, fmt.Errorf("%w: game copies differ", errSoakAbort)
	case !rep.OK && werr == nil:
		s.fail("loadsgf %s refused (%s), but the file loads here", file, rep.Text)
		return false, nil
	case !rep.OK:
		return false, nil
	}
	if got := strings.TrimSpace(rep.Text); got != want.ToMove().Name() {
		s.fail("loadsgf %s: engine says %q to move, the file says %s", file, got, want.ToMove().Name())
	}
	s.b, s.rules = want, want.Rules()
	return true, nil
}

// loadMirror reads file as the engine's loadsgf does (api.FromRecord, the
// one reading of a record's rules: those named in RU when known, else
// those its komi implies, else rules). Reading RU alone desynchronised
// the two copies of the game after a record without RU and with komi 6.5:
// the engine took ko-ban J, the client kept N, and a later retake the
// engine was right to play looked like a superko violation (issue 28,
// soak seeds 1 and 2).
func loadMirror(file string, rules board.Rules) (*board.Board, error) {
	roots, err := sgf.ParseFile(file)
	if err != nil {
		return nil, err
	}
	if len(roots) == 0 {
		return nil, fmt.Errorf("no game")
	}
	settings := api.DefaultSettings()
	settings.Rules = rules
	g, _, err := api.FromRecord(roots[0], "", api.Game{Settings: settings})
	if err != nil {
		return nil, err
	}
	b := g.Board
	if b.Size() > 25 {
		return nil, fmt.Errorf("size %d", b.Size())
	}
	return b, nil
}

// undoStorm sends 1 to 8 undos in a row; each must succeed exactly when
// the client's copy has a move to take back (setup stones are not moves:
// GTP undo never takes them back).
func (s *soaker) undoStorm() error {
	for i := 1 + s.r.Intn(8); i > 0; i-- {
		rep, err := s.command("undo", false)
		if err != nil {
			return err
		}
		s.rep.Undos++
		_, can := s.b.LastMove()
		if rep.OK != can {
			s.fail("undo with %d moves played: engine success %v", s.b.MoveCount(), rep.OK)
			return fmt.Errorf("%w: game copies differ", errSoakAbort)
		}
		if can {
			if err := s.b.Undo(); err != nil {
				return fmt.Errorf("%w: client undo: %v", errSoakAbort, err)
			}
		}
	}
	return nil
}

// sideCommand sends a command that must not change the game: a board
// print, a count or an analysis (see limitedCommand).
func (s *soaker) sideCommand() error {
	lines := []string{"showboard", "final_score", "cgtgo-final_score", "cgtgo-count", "cgtgo-regions", "cgtgo-temperatures", "printsgf", "list_commands"}
	line := lines[s.r.Intn(len(lines))]
	if timeLimited(line) {
		return s.limitedCommand(line)
	}
	_, err := s.command(line, true)
	return err
}

// timeLimited reports whether line is a command with the engine's time
// limit of an analysis (its --movetime, MaxMove): the region analyses and
// the count (final_score, final_status_list).
func timeLimited(line string) bool {
	switch strings.Fields(line)[0] {
	case "cgtgo-regions", "cgtgo-temperatures", "final_score", "cgtgo-final_score", "final_status_list":
		return true
	}
	return false
}

// limitedCommand sends a command with a time limit (timeLimited): it must
// answer within MaxMove plus Margin. An analysis may fail by saying that it
// stopped at that limit; the count must succeed: final_score with a bare
// score (GTP v2 section 6.3.5), cgtgo-final_score with an estimate labelled
// as one when it stopped there.
func (s *soaker) limitedCommand(line string) error {
	rep, took, err := s.timed(line)
	if err != nil {
		return err
	}
	if s.opt.MaxMove > 0 && took > s.opt.MaxMove+s.opt.Margin {
		s.fail("%q answered after %v, over its time limit %v + %v", line, took.Round(time.Millisecond), s.opt.MaxMove, s.opt.Margin)
	}
	switch {
	case rep.OK && strings.Fields(line)[0] == "final_score":
		if _, perr := ParseScore(rep.Text); perr != nil || len(strings.Fields(rep.Text)) != 1 {
			s.fail("%q answered %q, not a bare score", line, rep.Text)
		}
	case rep.OK:
		if strings.Contains(rep.Text, "(estimate") {
			s.rep.CountsEstimated++
		}
	case strings.HasPrefix(line, "cgtgo-") && strings.Contains(rep.Text, "time limit"):
		s.rep.AnalysesStopped++
	default:
		s.fail("%q failed: %s", line, rep.Text)
	}
	return nil
}

// clientMove plays a random legal move for c that does not fill one of
// c's own one-point eyes, or passes when there is none.
func (s *soaker) clientMove(c board.Color) error {
	var cands []board.Point
	for _, p := range s.b.LegalMoves(c) {
		if !ownEye(s.b, c, p) {
			cands = append(cands, p)
		}
	}
	p := board.Pass
	if len(cands) > 0 && s.r.Intn(40) != 0 {
		p = cands[s.r.Intn(len(cands))]
	}
	line := "play " + colourWord(c) + " " + p.Vertex(s.b.Size())
	if _, err := s.command(line, true); err != nil {
		return err
	}
	if err := s.b.Play(c, p); err != nil {
		return fmt.Errorf("%w: client move %s: %v", errSoakAbort, line, err)
	}
	s.rep.Moves++
	return nil
}

// ownEye reports whether p is an empty point surrounded by c's stones.
func ownEye(b *board.Board, c board.Color, p board.Point) bool {
	for _, n := range b.Neighbours(p) {
		if b.At(n) != c {
			return false
		}
	}
	return true
}

// engineMove asks the engine for c's move under the game's clock, checks
// the reply time against the allotment and the move against the rules,
// and plays it on the client's copy.
func (s *soaker) engineMove(c board.Color) error {
	if tl := s.clock.report(s.r, c, s.opt.Clock.Now()); tl != "" {
		if _, err := s.command(tl, true); err != nil {
			return err
		}
	}
	allot, clockLimit := s.clock.allowed(c, s.opt.Clock.Now())
	if allot > max(clockLimit, engine.MinThink) {
		s.fail("allotment %v for %s exceeds what the clock allows (%v)", allot, colourWord(c), clockLimit)
	}
	rep, took, err := s.timed("genmove " + colourWord(c))
	if err != nil {
		return err
	}
	s.clock.played(c, took, s.opt.Clock.Now())
	s.rep.EngineMoves++
	if took > s.rep.MaxMoveLatency {
		s.rep.MaxMoveLatency, s.rep.MaxMoveAllot = took, allot
	}
	if over := took - allot; s.rep.EngineMoves == 1 || over > s.rep.WorstOvershoot {
		s.rep.WorstOvershoot, s.rep.OvershootAllot = over, allot
	}
	if took > allot+s.opt.Margin {
		s.rep.LateMoves++
		s.fail("genmove %s took %v, allotment %v (margin %v)", colourWord(c), took.Round(time.Millisecond), allot, s.opt.Margin)
	}
	if !rep.OK {
		s.fail("genmove %s failed: %s", colourWord(c), rep.Text)
		return fmt.Errorf("%w: genmove failed", errSoakAbort)
	}
	v := strings.TrimSpace(rep.Text)
	p, err := board.ParseVertex(v, s.b.Size())
	if err != nil {
		s.fail("genmove %s answered %q: %v", colourWord(c), v, err)
		return fmt.Errorf("%w: bad vertex", errSoakAbort)
	}
	if p != board.Pass && !s.b.IsLegal(c, p) {
		why := s.b.Copy().Play(c, p)
		s.fail("genmove %s answered the illegal move %s (%v; client's rules %+v) on\n%s", colourWord(c), v, why, s.b.Rules(), s.position())
		return fmt.Errorf("%w: illegal move", errSoakAbort)
	}
	if err := s.b.Play(c, p); err != nil {
		return fmt.Errorf("%w: playing %s: %v", errSoakAbort, v, err)
	}
	s.rep.Moves++
	return nil
}
