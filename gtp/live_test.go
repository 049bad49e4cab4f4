package gtp

import (
	"context"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
)

// liveEngine runs an engine on pipes, as a GUI does.
type liveEngine struct {
	in   *io.PipeWriter
	out  *lineReader
	done chan error
}

func startLive(t *testing.T, opt Options) *liveEngine {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	le := &liveEngine{in: inW, out: newLineReader(t, outR), done: make(chan error, 1)}
	e := New(withEngine(opt))
	go func() {
		err := e.Run(context.Background(), inR, outW)
		outW.Close()
		le.done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-le.done:
		case <-time.After(hangGuard):
			t.Error("hung: the engine did not stop at the end of its input")
		}
	})
	return le
}

func (le *liveEngine) send(t *testing.T, s string) {
	t.Helper()
	if _, err := io.WriteString(le.in, s); err != nil {
		t.Fatalf("write: %v", err)
	}
}

// expect reads one complete reply and checks its lines.
func (le *liveEngine) expect(t *testing.T, want ...string) {
	t.Helper()
	for _, w := range want {
		if got := le.out.next(); got != w {
			t.Fatalf("got line %q, want %q", got, w)
		}
	}
	if got := le.out.next(); got != "" {
		t.Fatalf("got %q, want the blank line ending the reply", got)
	}
}

// checkInfoLine checks one line of Sabaki analysis output: entries
// "info move V visits N winrate W [scoreLead S] ... pv V...", pv last,
// winrate and scoreLead with a '.' in the KataGo dialect and an integer
// winrate in the Leela Zero one.
func checkInfoLine(t *testing.T, line string, kataDialect bool, size int) (moves []string) {
	t.Helper()
	if !strings.HasPrefix(line, "info ") {
		t.Fatalf("analysis line %q does not start with info", line)
	}
	for _, entry := range strings.Split(line, "info ")[1:] {
		f := strings.Fields(entry)
		kv := map[string]string{}
		i := 0
		for ; i+1 < len(f) && f[i] != "pv"; i += 2 {
			kv[f[i]] = f[i+1]
		}
		if i >= len(f) || f[i] != "pv" || i+1 >= len(f) {
			t.Fatalf("entry %q lacks a final pv", entry)
		}
		for _, v := range f[i+1:] {
			if _, err := board.ParseVertex(v, size); err != nil {
				t.Fatalf("pv token %q is not a vertex (pv must be last)", v)
			}
		}
		if _, err := board.ParseVertex(kv["move"], size); err != nil || strings.EqualFold(kv["move"], "pass") {
			t.Fatalf("bad move in %q", entry)
		}
		if kv["visits"] == "" || strings.Contains(kv["visits"], ".") {
			t.Fatalf("bad visits in %q", entry)
		}
		if kataDialect {
			if !strings.Contains(kv["winrate"], ".") || !strings.Contains(kv["scoreLead"], ".") {
				t.Fatalf("kata dialect needs floats with '.': %q", entry)
			}
		} else if kv["winrate"] == "" || strings.Contains(kv["winrate"], ".") {
			t.Fatalf("lz dialect needs an integer winrate: %q", entry)
		}
		moves = append(moves, kv["move"])
	}
	return moves
}

// Sabaki's analysis: kata-analyze B 5 streams info lines every 50 ms until
// any new input line; the engine then ends the reply with a blank line and
// answers the new command (Sabaki stops analysis with protocol_version).
func TestAnalysisStoppedByInput(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		kata bool
	}{
		{"kata-analyze B 5", true},
		{"7 lz-analyze b interval 5", false},
		{"kata-analyze interval 5 ownership false", true},
	} {
		t.Run(tc.cmd, func(t *testing.T) {
			le := startLive(t, Options{})
			le.send(t, "boardsize 9\nplay b e5\nplay w c3\n")
			le.expect(t, "= ")
			le.expect(t, "= ")
			le.expect(t, "= ")
			le.send(t, tc.cmd+"\n")
			head := le.out.next()
			if want := "= "; strings.HasPrefix(tc.cmd, "7 ") {
				if head != "=7 " {
					t.Fatalf("header %q", head)
				}
			} else if head != want {
				t.Fatalf("header %q", head)
			}
			for i := 0; i < 3; i++ {
				if moves := checkInfoLine(t, le.out.next(), tc.kata, 9); len(moves) == 0 {
					t.Fatal("no candidate")
				}
			}
			le.send(t, "protocol_version\n")
			for {
				l := le.out.next()
				if l == "" {
					break
				}
				checkInfoLine(t, l, tc.kata, 9)
			}
			le.expect(t, "= 2")
		})
	}
}

// kata-genmove_analyze: info lines, then "play V" (the move is played),
// then the blank line.
func TestGenmoveAnalyze(t *testing.T) {
	le := startLive(t, Options{})
	le.send(t, "boardsize 9\nplay b e5\nkata-genmove_analyze W 10\n")
	le.expect(t, "= ")
	le.expect(t, "= ")
	if h := le.out.next(); h != "= " {
		t.Fatalf("header %q", h)
	}
	var play string
	for {
		l := le.out.next()
		if strings.HasPrefix(l, "play ") {
			play = strings.TrimPrefix(l, "play ")
			break
		}
		checkInfoLine(t, l, true, 9)
	}
	le.expect(t)
	p, err := board.ParseVertex(play, 9)
	if err != nil || p == board.Pass {
		t.Fatalf("play %q", play)
	}
	// The move was played: playing there again is illegal.
	le.send(t, "play b "+play+"\n")
	le.expect(t, "? illegal move")
}

// blockingEngine is cgtgo's engine with a move choice that thinks until
// its context ends, then answers its best move so far (a fixed legal
// point), recording why it stopped.
type blockingEngine struct {
	*engine.Engine
	best    board.Point
	stopped chan error
}

func (p blockingEngine) GenMove(ctx context.Context, _ api.Game, _ api.MoveRequest) (api.MoveReply, error) {
	<-ctx.Done()
	p.stopped <- ctx.Err()
	return api.MoveReply{Move: p.best}, nil
}

// GoGui's "# interrupt" line, sent while genmove runs, stops the search;
// the engine still answers with the best move so far, and gives no reply
// to the comment line itself.
func TestInterruptGenmove(t *testing.T) {
	bp := blockingEngine{Engine: engine.New(engine.Options{}), best: board.PointAt(2, 6, 9), stopped: make(chan error, 1)}
	s := api.DefaultSettings()
	s.MaxMoveTime = time.Hour
	le := startLive(t, Options{Engine: bp, Settings: &s})
	le.send(t, "boardsize 9\n3 genmove b\n")
	le.expect(t, "= ")
	time.Sleep(50 * time.Millisecond)
	le.send(t, "# interrupt\nname\n")
	le.expect(t, "=3 C3")
	if err := <-bp.stopped; err != context.Canceled {
		t.Errorf("player stopped by %v, want cancellation", err)
	}
	le.expect(t, "= cgtgo")
}

// recordingEngine is cgtgo's engine that records the games genmove is
// asked about.
type recordingEngine struct {
	*engine.Engine
	games chan api.Game
}

func (r recordingEngine) GenMove(ctx context.Context, g api.Game, req api.MoveRequest) (api.MoveReply, error) {
	r.games <- g
	return r.Engine.GenMove(ctx, g, req)
}

// genmove hands the engine the time control that time_settings and
// time_left set (the engine's time management then allots the move its
// time, see engine.TestGenmoveHonoursClock), and the rules and komi.
func TestGenmovePassesTheClock(t *testing.T) {
	re := recordingEngine{Engine: engine.New(engine.Options{}), games: make(chan api.Game, 1)}
	out := runSession(t, "boardsize 9\nkomi 0.5\ntime_settings 0 1 1\ntime_left w 1 1\ngenmove w\n", Options{Engine: re})
	if strings.Count(out, "?") > 0 {
		t.Fatalf("a command failed:\n%s", out)
	}
	g := <-re.games
	tl, ok := g.Time.Report(board.White)
	if !g.Time.Set || g.Time.ByoTime != time.Second || g.Time.ByoStones != 1 || !ok || tl.Left != time.Second || tl.Stones != 1 {
		t.Errorf("the engine got time control %+v", g.Time)
	}
	if !g.Komi.Equal(cgt.RationalFromFrac(1, 2)) || g.Board.Size() != 9 {
		t.Errorf("the engine got komi %s on %dx%d", g.Komi, g.Board.Size(), g.Board.Size())
	}
}

// An engine that answers an illegal move is overruled: genmove never
// answers an illegal move.
type illegalEngine struct{ *engine.Engine }

func (illegalEngine) GenMove(context.Context, api.Game, api.MoveRequest) (api.MoveReply, error) {
	return api.MoveReply{Move: board.PointAt(0, 0, 9)}, nil
}

func TestIllegalPlayerOverruled(t *testing.T) {
	out := runSession(t, "boardsize 9\nplay b a9\ngenmove w\n", Options{Engine: illegalEngine{engine.New(engine.Options{})}})
	rs := parseReplies(t, out)
	if len(rs) != 3 || !rs[2].ok {
		t.Fatalf("bad output %q", out)
	}
	if rs[2].lines[0] == "A9" {
		t.Fatal("genmove answered an occupied point")
	}
}

// genmove charges the engine's clock: after two moves in a byo-yomi
// period of 3 stones (no time_left in between), the third genmove is
// asked with one stone left in the period, so that its share of the
// period is the whole time left, not a third of it.
func TestGenmoveChargesTheClock(t *testing.T) {
	re := recordingEngine{Engine: engine.New(engine.Options{Simple: true}), games: make(chan api.Game, 3)}
	out := runSession(t, "boardsize 9\ntime_settings 0 600 3\ngenmove w\ngenmove w\ngenmove w\n", Options{Engine: re})
	if strings.Count(out, "?") > 0 {
		t.Fatalf("a command failed:\n%s", out)
	}
	var stones []int
	for i := 0; i < 3; i++ {
		g := <-re.games
		st := g.Time.State(board.White, time.Now())
		if !st.InByoYomi {
			t.Fatalf("genmove %d: clock %+v, want byo-yomi", i+1, st)
		}
		stones = append(stones, st.Stones)
	}
	if want := []int{3, 2, 1}; !slices.Equal(stones, want) {
		t.Errorf("stones left in the period at each genmove: %v, want %v", stones, want)
	}
}
