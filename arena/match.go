package arena

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
	"github.com/cgtgo/cgtgo/internal/atomicfile"
)

// MatchEngine starts one player of a match: it returns a running client
// (a fresh one each time it is called, after the previous one died).
type MatchEngine func() (*gtp.Client, error)

// MatchOptions configure RunMatch (in the manner of gogui-twogtp).
type MatchOptions struct {
	// A and B start the two engines; A plays Black in the even games
	// (0, 2, ...) and White in the odd ones.
	A, B MatchEngine
	// Positions are the SGF files the games start from; each is played
	// Rounds times with A as Black and Rounds times with A as White.
	Positions []string
	Rounds    int
	// OutDir receives game-N.sgf for each game ("" writes none). The
	// records are one set (atomicfile.Set), moved into place together
	// when the match ends (also when it stops early, with the games
	// played). The folder is checked before any engine starts: an
	// existing record (game-*.sgf) refuses the match unless Force.
	OutDir string
	// Force lets the records replace the records in OutDir; old records
	// the match does not write again are removed, so that the folder
	// never mixes two matches.
	Force bool
	// MaxMoves ends a game after this many moves (0: twice the empty
	// points of the start position plus 20).
	MaxMoves int
	// MoveTimeout bounds every command (a genmove included); an engine
	// that does not answer in time loses the game (0: 60 s).
	MoveTimeout time.Duration
	// Rules are the referee's move rules and scoring (the referee checks
	// every move and counts the final position as it stands).
	Rules   board.Rules
	Scoring board.Scoring
	// FromEnd starts every game FromEnd moves before the end of its
	// record's main line (0: at the end).
	FromEnd int
	// Clock, when set, is the time control: both engines get
	// time_settings, and before each genmove the mover gets time_left
	// from the referee's clock (the wall time of its moves).
	Clock *Clock
	// Cleanup adds the KGS cleanup phase: when the engines' final_score
	// differ after two passes, play goes on with kgs-genmove_cleanup
	// (genmove for an engine that lacks it) until two more passes, so
	// that stones one engine thinks dead are captured on the board. It is
	// meant for area scoring, where the extra moves change no score.
	Cleanup bool
}

// GameResult is the record of one match game.
type GameResult struct {
	Game     int
	Position string
	// AIsBlack tells the colours: A played Black when true.
	AIsBlack bool
	Moves    int
	// End says why the game ended: "two passes", "two passes after
	// cleanup", "resign", "move limit", "illegal move", "engine error".
	End string
	// Loser is the colour that lost by resignation, illegal move or
	// engine error (board.Empty otherwise).
	Loser board.Color
	// ScoreA and ScoreB are the engines' final_score answers ("?" for a
	// failure); Referee is the referee's count of the final position as it
	// stands (board.Score without dead stones).
	ScoreA, ScoreB, Referee string
	// MarginA is A's margin by A's own final_score (positive: A ahead),
	// valid when MarginAOK.
	MarginA   cgt.Rational
	MarginAOK bool
	// Agree reports whether both engines gave the same final_score.
	Agree bool
	// SGF is the path of the written record ("" if none).
	SGF string
	// Timings are the engines' genmoves in order, with their time.
	Timings []MoveTiming
	// OverTime counts the moves of A and of B that ran their clock out
	// (with MatchOptions.Clock).
	OverTimeA, OverTimeB int
}

// MoveTiming is one genmove of a match: who played it, its wall time and
// the processor time the engine's process used meanwhile (CPUOK false
// when it could not be read).
type MoveTiming struct {
	Color board.Color
	ByA   bool
	Wall  time.Duration
	CPU   time.Duration
	CPUOK bool
}

// matchPlayer is one side during a match.
type matchPlayer struct {
	start MatchEngine
	c     *gtp.Client
}

func (p *matchPlayer) ensure() error {
	if p.c != nil && !p.c.Dead() {
		return nil
	}
	if p.c != nil {
		_ = p.c.Close(time.Second)
	}
	c, err := p.start()
	if err != nil {
		return err
	}
	p.c = c
	return nil
}

// RunMatch plays the games, writing one summary line per game to out, and
// returns their results. Every game ends: by two passes, a resignation,
// an illegal move (refused by the referee), an engine that fails or does
// not answer within MoveTimeout, or the move limit.
func RunMatch(ctx context.Context, opt MatchOptions, out io.Writer) ([]GameResult, error) {
	if opt.A == nil || opt.B == nil {
		return nil, errors.New("match: two engines are needed")
	}
	if opt.Rounds <= 0 {
		opt.Rounds = 1
	}
	if opt.MoveTimeout <= 0 {
		opt.MoveTimeout = 60 * time.Second
	}
	// Bad input and a bad output folder are refused before any engine
	// starts.
	roots := make([]*sgf.Node, len(opt.Positions))
	for i, pos := range opt.Positions {
		trees, err := sgf.ParseFile(pos)
		if err != nil {
			return nil, fmt.Errorf("match: %w", err)
		}
		if len(trees) == 0 {
			return nil, fmt.Errorf("match: %s holds no game", pos)
		}
		roots[i] = trees[0]
	}
	var records *atomicfile.Set
	if opt.OutDir != "" {
		setOpt := atomicfile.SetOptions{Force: opt.Force, Owns: isMatchRecord}
		if err := atomicfile.CheckSet(opt.OutDir, nil, setOpt); err != nil {
			return nil, fmt.Errorf("match: output folder: %w", err)
		}
		var err error
		if records, err = atomicfile.NewSet(opt.OutDir, setOpt); err != nil {
			return nil, fmt.Errorf("match: output folder: %w", err)
		}
	}
	results, err := playMatch(ctx, opt, roots, records, out)
	if records != nil {
		if len(records.Names()) == 0 {
			records.Abort()
		} else if cerr := records.Commit(); cerr != nil {
			for i := range results {
				results[i].SGF = ""
			}
			return results, errors.Join(err, fmt.Errorf("match: writing the records: %w", cerr))
		}
	}
	return results, err
}

// isMatchRecord tells the names of match records: game-N.sgf.
func isMatchRecord(name string) bool {
	n, ok := strings.CutPrefix(name, "game-")
	if !ok {
		return false
	}
	n, ok = strings.CutSuffix(n, ".sgf")
	if !ok || n == "" {
		return false
	}
	for _, r := range n {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// playMatch plays the games of RunMatch from the parsed positions, adding
// each record to records (nil: none kept).
func playMatch(ctx context.Context, opt MatchOptions, roots []*sgf.Node, records *atomicfile.Set, out io.Writer) ([]GameResult, error) {
	a, b := &matchPlayer{start: opt.A}, &matchPlayer{start: opt.B}
	defer func() {
		for _, p := range []*matchPlayer{a, b} {
			if p.c != nil {
				_ = p.c.Close(2 * time.Second)
			}
		}
	}()
	var results []GameResult
	game := 0
	for i, pos := range opt.Positions {
		for r := 0; r < 2*opt.Rounds; r++ {
			if ctx.Err() != nil {
				return results, ctx.Err()
			}
			res, err := playGame(ctx, opt, a, b, roots[i], pos, game, game%2 == 0, records)
			if err != nil {
				return results, err
			}
			results = append(results, res)
			fmt.Fprintln(out, res.Summary())
			game++
		}
	}
	return results, nil
}

// Summary is one line describing the game.
func (g GameResult) Summary() string {
	colours := "A black, B white"
	if !g.AIsBlack {
		colours = "B black, A white"
	}
	margin := "?"
	if g.MarginAOK {
		margin = api.FormatDecimal(g.MarginA)
	}
	s := fmt.Sprintf("game %d (%s, %s): %d moves, %s; final_score A %s, B %s, referee %s; A's margin %s",
		g.Game, filepath.Base(g.Position), colours, g.Moves, g.End, g.ScoreA, g.ScoreB, g.Referee, margin)
	if g.Loser != board.Empty {
		s += "; " + g.Loser.Name() + " lost by " + g.End
	}
	return s
}

// startPosition returns the stones of the start position, fromEnd moves
// before the end of the record's main line, and the moves to send: the
// record's moves when it has no setup stones, otherwise its stones as
// plays (Black's then White's). The record is replayed under its own
// rules (board.RulesOf), which the moves obeyed.
func startPosition(root *sgf.Node, fromEnd int) (*board.Board, []board.Move, error) {
	rules, _ := board.RulesOf(root)
	moves := board.AllMoves
	if fromEnd > 0 {
		moves = max(board.CountMoves(root)-fromEnd, 0)
	}
	b, err := board.FromSGF(root, moves, rules)
	if err != nil {
		return nil, nil, err
	}
	if moves := b.Moves(); len(moves) == b.MoveCount() {
		return b, moves, nil
	}
	var ms []board.Move
	for _, c := range []board.Color{board.Black, board.White} {
		for p := 0; p < b.NumPoints(); p++ {
			if b.At(board.Point(p)) == c {
				ms = append(ms, board.Move{Color: c, Point: board.Point(p)})
			}
		}
	}
	return b, ms, nil
}

// playGame plays one game of the match.
func playGame(ctx context.Context, opt MatchOptions, a, b *matchPlayer, root *sgf.Node, pos string, game int, aBlack bool, records *atomicfile.Set) (GameResult, error) {
	res := GameResult{Game: game, Position: pos, AIsBlack: aBlack, ScoreA: "?", ScoreB: "?"}
	start, setup, err := startPosition(root, opt.FromEnd)
	if err != nil {
		return res, fmt.Errorf("match: %s: %w", pos, err)
	}
	size := start.Size()
	komi := "0"
	if km, ok := root.Get("KM"); ok {
		if k, err := api.ParseKomi(km); err == nil {
			komi = api.FormatDecimal(k)
		}
	}
	ref, _ := board.New(size, start.Rules())
	for _, m := range setup {
		if err := ref.Play(m.Color, m.Point); err != nil {
			return res, fmt.Errorf("match: %s: setting up %s %s: %w", pos, m.Color, m.Point.Vertex(size), err)
		}
	}
	ref.SetToMove(start.ToMove())
	ref.SetRules(opt.Rules)
	players := map[board.Color]*matchPlayer{board.Black: a, board.White: b}
	if !aBlack {
		players = map[board.Color]*matchPlayer{board.Black: b, board.White: a}
	}
	send := func(p *matchPlayer, line string) (gtp.Response, error) {
		return p.c.Send(ctx, line, opt.MoveTimeout)
	}
	// Set both engines up; an engine that cannot be set up loses.
	for _, c := range []board.Color{board.Black, board.White} {
		p := players[c]
		if err := p.ensure(); err != nil {
			return res, fmt.Errorf("match: starting engine: %w", err)
		}
		lines := []string{"boardsize " + fmt.Sprint(size), "clear_board", "komi " + komi}
		if opt.Clock != nil {
			lines = append(lines, opt.Clock.settings())
		}
		for _, m := range setup {
			lines = append(lines, fmt.Sprintf("play %s %s", m.Color, m.Point.Vertex(size)))
		}
		for _, l := range lines {
			r, err := send(p, l)
			if err != nil || !r.OK {
				res.End, res.Loser = "engine error", c
				return finishGame(ctx, opt, res, players, ref, root, start, size, records)
			}
		}
	}
	maxMoves := opt.MaxMoves
	if maxMoves <= 0 {
		empty := 0
		for p := 0; p < ref.NumPoints(); p++ {
			if ref.At(board.Point(p)) == board.Empty {
				empty++
			}
		}
		maxMoves = 2*empty + 20
	}
	g := &gameState{opt: opt, players: players, ref: ref, size: size, maxMoves: maxMoves, res: &res, send: send}
	if opt.Clock != nil {
		g.clocks = map[board.Color]*playerClock{board.Black: newPlayerClock(*opt.Clock), board.White: newPlayerClock(*opt.Clock)}
	}
	g.play(ctx, "genmove")
	if res.End == "two passes" && opt.Cleanup && !scoresAgree(ctx, opt, players) {
		res.End = ""
		g.play(ctx, "kgs-genmove_cleanup")
		if res.End == "two passes" {
			res.End = "two passes after cleanup"
		}
	}
	return finishGame(ctx, opt, res, players, ref, root, start, size, records)
}

// gameState is a game in progress.
type gameState struct {
	opt      MatchOptions
	players  map[board.Color]*matchPlayer
	ref      *board.Board
	size     int
	maxMoves int
	res      *GameResult
	send     func(p *matchPlayer, line string) (gtp.Response, error)
	// clocks are the players' clocks (nil without MatchOptions.Clock).
	clocks map[board.Color]*playerClock
}

// play asks the engines for moves with genCmd (genmove, or
// kgs-genmove_cleanup in the cleanup phase, falling back to genmove for an
// engine that does not know it) until the game ends.
func (g *gameState) play(ctx context.Context, genCmd string) {
	res := g.res
	col := g.ref.ToMove()
	passes := 0
	for res.End == "" {
		if res.Moves >= g.maxMoves {
			res.End = "move limit"
			return
		}
		mover, other := g.players[col], g.players[col.Opponent()]
		r, err := g.genmove(mover, col, genCmd)
		if err != nil || !r.OK {
			res.End, res.Loser = "engine error", col
			return
		}
		v := strings.ToLower(strings.TrimSpace(r.Text))
		if v == "resign" {
			res.End, res.Loser = "resign", col
			return
		}
		p, err := board.ParseVertex(v, g.size)
		if err != nil || g.ref.Play(col, p) != nil {
			res.End, res.Loser = "illegal move", col
			return
		}
		res.Moves++
		if r, err := g.send(other, fmt.Sprintf("play %s %s", col.Name(), p.Vertex(g.size))); err != nil || !r.OK {
			res.End, res.Loser = "engine error", col.Opponent()
			return
		}
		if p == board.Pass {
			passes++
			if passes == 2 {
				res.End = "two passes"
			}
		} else {
			passes = 0
		}
		col = col.Opponent()
	}
}

// genmove asks mover for col's move with genCmd (genmove, or genmove
// after an engine refuses kgs-genmove_cleanup), after its time_left when
// there is a clock, and records the move's time.
func (g *gameState) genmove(mover *matchPlayer, col board.Color, genCmd string) (gtp.Response, error) {
	if g.clocks != nil {
		if _, err := g.send(mover, g.clocks[col].timeLeft(col.Name())); err != nil {
			return gtp.Response{}, err
		}
	}
	byA := (mover == g.players[board.Black]) == g.res.AIsBlack
	pid := mover.c.PID()
	cpu0, ok0 := cpuTime(pid)
	start := time.Now()
	r, err := g.send(mover, genCmd+" "+col.Name())
	if err == nil && !r.OK && genCmd != "genmove" {
		r, err = g.send(mover, "genmove "+col.Name())
	}
	wall := time.Since(start)
	cpu1, ok1 := cpuTime(pid)
	g.res.Timings = append(g.res.Timings, MoveTiming{Color: col, ByA: byA, Wall: wall, CPU: cpu1 - cpu0, CPUOK: ok0 && ok1})
	if g.clocks != nil {
		pc := g.clocks[col]
		over := pc.over
		pc.spend(wall)
		if pc.over > over {
			if byA {
				g.res.OverTimeA++
			} else {
				g.res.OverTimeB++
			}
		}
	}
	return r, err
}

// scoresAgree asks both engines for final_score and reports whether they
// gave the same valid score.
func scoresAgree(ctx context.Context, opt MatchOptions, players map[board.Color]*matchPlayer) bool {
	var m [2]cgt.Rational
	for i, c := range []board.Color{board.Black, board.White} {
		r, err := players[c].c.Send(ctx, "final_score", opt.MoveTimeout)
		if err != nil || !r.OK {
			return false
		}
		if m[i], err = ParseScore(r.Text); err != nil {
			return false
		}
	}
	return m[0].Equal(m[1])
}

// finishGame asks both engines for final_score (whether or not they list
// it, as twogtp does), counts the referee's position and adds the SGF
// record to records (nil: none kept).
func finishGame(ctx context.Context, opt MatchOptions, res GameResult, players map[board.Color]*matchPlayer, ref *board.Board, root *sgf.Node, start *board.Board, size int, records *atomicfile.Set) (GameResult, error) {
	aPlayer := players[board.Black]
	bPlayer := players[board.White]
	if !res.AIsBlack {
		aPlayer, bPlayer = bPlayer, aPlayer
	}
	ask := func(p *matchPlayer) string {
		if p.c == nil || p.c.Dead() {
			return "?"
		}
		r, err := p.c.Send(ctx, "final_score", opt.MoveTimeout)
		if err != nil || !r.OK {
			return "?"
		}
		return strings.TrimSpace(r.Text)
	}
	res.ScoreA, res.ScoreB = ask(aPlayer), ask(bPlayer)
	komi := cgt.RationalFromInt(0)
	if km, ok := root.Get("KM"); ok {
		if k, err := api.ParseKomi(km); err == nil {
			komi = k
		}
	}
	r, margin := api.CountAsItStands(ref, opt.Scoring, komi)
	_ = r
	res.Referee = api.ScoreString(margin)
	if m, err := ParseScore(res.ScoreA); err == nil {
		if !res.AIsBlack {
			m = m.Neg()
		}
		res.MarginA, res.MarginAOK = m, true
	}
	ma, errA := ParseScore(res.ScoreA)
	mb, errB := ParseScore(res.ScoreB)
	res.Agree = errA == nil && errB == nil && ma.Equal(mb)
	if records != nil {
		name := fmt.Sprintf("game-%d.sgf", res.Game)
		rec := matchRecord(res, ref, start, root, size, aPlayer, bPlayer)
		if err := records.Add(name, []byte(sgf.Format([]*sgf.Node{rec}))); err != nil {
			return res, fmt.Errorf("match: keeping %s: %w", name, err)
		}
		res.SGF = filepath.Join(records.Dir(), name)
	}
	return res, nil
}

// matchRecord builds the SGF of a game: the start position as setup
// stones, then the moves played in the match.
func matchRecord(res GameResult, ref, start *board.Board, root *sgf.Node, size int, a, b *matchPlayer) *sgf.Node {
	rec := &sgf.Node{}
	rec.Set("FF", "4")
	rec.Set("GM", "1")
	rec.Set("CA", "UTF-8")
	rec.Set("AP", "cgtgo match")
	rec.Set("SZ", fmt.Sprint(size))
	if km, ok := root.Get("KM"); ok {
		rec.Set("KM", km)
	}
	names := map[bool]string{true: "A: " + a.name(), false: "B: " + b.name()}
	rec.Set("PB", names[res.AIsBlack])
	rec.Set("PW", names[!res.AIsBlack])
	if res.Loser != board.Empty {
		reason := map[string]string{"resign": "R"}[res.End]
		if reason == "" {
			reason = "F"
		}
		rec.Set("RE", res.Loser.Opponent().String()+"+"+reason)
	} else if res.ScoreA != "?" {
		rec.Set("RE", res.ScoreA)
	}
	rec.Set("C", fmt.Sprintf("Start: %s. End: %s. final_score: A %s, B %s; referee count as it stands %s.",
		filepath.Base(res.Position), res.End, res.ScoreA, res.ScoreB, res.Referee))
	var stones [3][]sgf.Point
	for p := 0; p < start.NumPoints(); p++ {
		if c := start.At(board.Point(p)); c != board.Empty {
			x, y := board.Point(p).XY(size)
			stones[c] = append(stones[c], sgf.Point{X: x, Y: y})
		}
	}
	if len(stones[board.Black]) > 0 {
		rec.Set("AB", sgf.CompressPoints(stones[board.Black])...)
	}
	if len(stones[board.White]) > 0 {
		rec.Set("AW", sgf.CompressPoints(stones[board.White])...)
	}
	rec.Set("PL", start.ToMove().String())
	moves := ref.Moves()
	// The referee's history starts with the setup plays (one per stone of
	// the start position, or the record's moves): skip them.
	skip := len(moves) - res.Moves
	parent := rec
	for _, m := range moves[skip:] {
		n := &sgf.Node{}
		v := ""
		if m.Point != board.Pass {
			x, y := m.Point.XY(size)
			v = sgf.EncodePoint(sgf.Point{X: x, Y: y})
		}
		n.Set(m.Color.String(), v)
		parent.AddChild(n)
		parent = n
	}
	return rec
}

// name returns the engine's command line.
func (p *matchPlayer) name() string {
	if p.c == nil {
		return "?"
	}
	return p.c.Name()
}

// ParseScore reads a final_score answer ("B+2.5", "W+31", "0", "B+R"
// excluded) as Black's margin. A remark after the score, as in a count
// cut by its time limit ("B+2.5 (estimate: ...)"), is ignored.
func ParseScore(s string) (cgt.Rational, error) {
	s = firstWord(s)
	if s == "0" || strings.EqualFold(s, "draw") {
		return cgt.RationalFromInt(0), nil
	}
	if len(s) < 3 || s[1] != '+' {
		return cgt.Rational{}, fmt.Errorf("bad score %q", s)
	}
	v, err := cgt.ParseRational(s[2:])
	if err != nil {
		return cgt.Rational{}, fmt.Errorf("bad score %q: %w", s, err)
	}
	switch s[0] {
	case 'B', 'b':
		return v, nil
	case 'W', 'w':
		return v.Neg(), nil
	}
	return cgt.Rational{}, fmt.Errorf("bad score %q", s)
}

// firstWord is the first blank-separated word of s ("" for none).
func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}
