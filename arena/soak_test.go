package arena

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
	"github.com/cgtgo/cgtgo/internal/stepclock"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// startSoakEngine runs the real engine (package engine, assume-safe 2, as
// "cgtgo gtp" does) in this process on two OS pipes, and returns the
// client's ends and a function that waits for the engine to stop.
func startSoakEngine(t *testing.T, maxMove time.Duration, clock api.Clock) (w io.WriteCloser, r io.ReadCloser, wait func() error) {
	t.Helper()
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	s := api.DefaultSettings()
	s.Safety.AssumeSafeLiberties = 2
	s.MaxMoveTime = maxMove
	e := gtp.New(gtp.Options{Engine: engine.New(engine.Options{Clock: clock}), Settings: &s})
	done := make(chan error, 1)
	go func() {
		err := e.Run(context.Background(), inR, outW)
		outW.Close()
		inR.Close()
		done <- err
	}()
	t.Cleanup(func() { inW.Close(); outR.Close() })
	return inW, outR, func() error {
		select {
		case err := <-done:
			return err
		case <-time.After(time.Minute):
			return fmt.Errorf("engine hung: still running a minute after the end")
		}
	}
}

// selfRSS reads this process's resident memory from /proc.
func selfRSS() (int64, error) { return ProcessRSS(os.Getpid()) }

// soakFiles lists every file under the given folders (recursively).
func soakFiles(t *testing.T, dirs ...string) []string {
	t.Helper()
	var files []string
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				abs, err := filepath.Abs(path)
				if err != nil {
					return err
				}
				files = append(files, abs)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return files
}

// soakStep is what one reading of the step clock shared by the soak and the
// engine in process costs: the engine polls its deadline at every step of
// its analysis (see gtp's pollStep), so the latencies the soak judges are
// counts of the engine's work, the same on any machine.
const soakStep = 50 * time.Microsecond

// TestSoakReduced is the CI form of the soak (issue 12): a few complete
// short games on 7x7 and 9x9 against the real engine on OS pipes, with
// random clocks, undo storms, loadsgf of the position files and malformed
// lines; the full form is "cgtgo soak --games 200". Under the race
// detector it plays 2 complete games instead of 6 (testenv.RaceCount).
func TestSoakReduced(t *testing.T) {
	games, maxMoves := testenv.RaceCount(6, 2), 0 // 0: the default, 2 * size * size
	if testing.Short() {
		games, maxMoves = 2, 30
	}
	clock := stepclock.New(soakStep)
	w, r, wait := startSoakEngine(t, time.Second, clock)
	files := soakFiles(t, "../testdata/sgf", "../testdata/pathological", "../testdata/regress")
	// Hang guards (wall clock, never asserted as a time): the whole soak,
	// and the wait for one reply (the soak's default, MaxMove + 30 s),
	// longer under the race detector (testenv.Slow).
	ctx, cancel := context.WithTimeout(context.Background(), testenv.Slow(4*time.Minute))
	defer cancel()
	rep, err := Soak(ctx, w, r, SoakOptions{
		Games: games, Sizes: []int{7, 9}, Files: files, LoadSGF: 0.7, MaxMove: time.Second,
		MaxMoves: maxMoves, Seed: 12, RSS: selfRSS, Clock: clock,
		CommandTimeout: testenv.Slow(time.Second + 30*time.Second),
	})
	t.Logf("soak report:\n%s", rep)
	if err != nil {
		t.Fatal(err)
	}
	if err := wait(); err != nil {
		t.Fatalf("engine: %v", err)
	}
	for _, f := range rep.Failures {
		t.Error(f)
	}
	if rep.Games != games || rep.EngineMoves == 0 || rep.Malformed == 0 {
		t.Fatalf("the run did not play what it should: %+v", rep)
	}
	if rep.Loads > 0 && rep.Loaded == 0 {
		t.Fatalf("none of %d loadsgf succeeded", rep.Loads)
	}
}

// faultProxy sits between the soak client and the real engine and breaks
// the protocol in one way, once, so that the test can check the soak
// catches it.
type faultProxy struct {
	fault string
	// clock is the step clock of the engine and the soak: a late reply
	// advances it.
	clock *stepclock.Clock
	// after is the number of replies passed on before the fault.
	after int
}

// run forwards lines from client to engine and replies back, injecting
// the fault.
func (p *faultProxy) run(clientIn io.Reader, clientOut io.Writer, engIn io.WriteCloser, engOut io.Reader) {
	defer engIn.Close()
	cl := bufio.NewReader(clientIn)
	en := bufio.NewReader(engOut)
	replies, genmoves := 0, 0
	lastPlay := ""
	for {
		line, err := cl.ReadString('\n')
		if err != nil {
			return
		}
		if _, err := io.WriteString(engIn, line); err != nil {
			return
		}
		pre := gtp.Preprocess(strings.TrimSuffix(line, "\n"))
		if pre == "" {
			continue
		}
		cmd, _ := gtp.ParseCommand(pre)
		var rep strings.Builder
		for {
			l, err := en.ReadString('\n')
			if err != nil {
				return
			}
			rep.WriteString(l)
			if l == "\n" {
				break
			}
		}
		out := rep.String()
		replies++
		now := replies == p.after+1
		switch {
		case cmd.Name == "play" && len(cmd.Args) == 2 && !strings.EqualFold(cmd.Args[1], "pass"):
			lastPlay = cmd.Args[1]
		case cmd.Name == "genmove":
			genmoves++
		}
		switch p.fault {
		case "double":
			if now {
				out += out
			}
		case "id":
			if now {
				out = strings.Replace(out, "="+strconv.Itoa(cmd.ID), "="+strconv.Itoa(cmd.ID+1), 1)
			}
		case "stray":
			if now {
				out = "debug output\n" + out
			}
		case "silent":
			if now {
				out = ""
			}
		case "accept":
			// A refused malformed line (a bad command or an unknown
			// name) comes back as a success.
			known := slices.Contains(gtp.New(gtp.Options{}).Commands(), cmd.Name)
			if replies > p.after && strings.HasPrefix(out, "?") && (isSoakBad(cmd) || !known) {
				out = "=" + strings.TrimPrefix(out, "?")
			}
		case "late":
			if cmd.Name == "genmove" && genmoves == 2 {
				p.clock.Advance(time.Second) // the reply comes a second late
			}
		case "illegal":
			if cmd.Name == "genmove" && lastPlay != "" && genmoves >= 2 {
				out = fmt.Sprintf("=%d %s\n\n", cmd.ID, lastPlay)
				p.fault = ""
			}
		}
		if _, err := io.WriteString(clientOut, out); err != nil {
			return
		}
	}
}

// Every way of breaking the protocol that the soak checks is caught: a
// doubled reply, a wrong id, stray output, a missing reply, a malformed line
// accepted, a late genmove and an illegal move.
func TestSoakCatchesFaults(t *testing.T) {
	cases := []struct{ fault, want string }{
		{"double", "want"},
		{"id", "want"},
		{"stray", "stray output"},
		{"silent", "no reply"},
		{"accept", "accepted"},
		{"late", "allotment"},
		{"illegal", "illegal move"},
	}
	for _, c := range cases {
		t.Run(c.fault, func(t *testing.T) {
			clock := stepclock.New(soakStep)
			engW, engR, _ := startSoakEngine(t, 200*time.Millisecond, clock)
			cliR, proxyW, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			proxyR, cliW, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { cliR.Close(); proxyW.Close(); proxyR.Close(); cliW.Close() })
			p := &faultProxy{fault: c.fault, after: 12, clock: clock}
			var wg sync.WaitGroup
			wg.Add(1)
			go func() {
				defer wg.Done()
				p.run(proxyR, proxyW, engW, engR)
				proxyW.Close()
			}()
			rep, err := Soak(context.Background(), cliW, cliR, SoakOptions{
				Games: 3, Sizes: []int{5}, MaxMove: 200 * time.Millisecond, Margin: 300 * time.Millisecond,
				CommandTimeout: 5 * time.Second, MaxMoves: 20, Seed: 3, Clock: clock,
			})
			cliW.Close()
			found := false
			for _, f := range rep.Failures {
				found = found || strings.Contains(f, c.want)
			}
			if !found {
				t.Fatalf("fault %q not caught (err %v); report:\n%s", c.fault, err, rep)
			}
			t.Logf("caught: %v", rep.Failures[0])
		})
	}
}

// The malformed lines the soak draws owe what it expects: checked against
// the engine's own preprocessing and command table, none of them is a
// command that would succeed. The race detector draws 1000 lines instead
// of 5000.
func TestMalformedLines(t *testing.T) {
	known := map[string]bool{}
	for _, n := range gtp.New(gtp.Options{}).Commands() {
		known[n] = true
	}
	r := rand.New(rand.NewSource(7))
	blank, lines := 0, testenv.RaceCount(5000, 1000)
	for i := 0; i < lines; i++ {
		ml := malformedLine(r, known)
		if strings.Contains(ml.Line, "\n") {
			t.Fatalf("line feed in %q", ml.Line)
		}
		p := gtp.Preprocess(ml.Line)
		if (p == "") != (ml.Replies == 0) {
			t.Fatalf("%q: %d replies expected, preprocessed %q", ml.Line, ml.Replies, p)
		}
		if p == "" {
			blank++
		}
	}
	if blank == 0 || blank == lines {
		t.Fatalf("%d blank lines of %d", blank, lines)
	}
}

// SGFFiles picks the records only: testdata holds golden .json and .text
// outputs beside its .sgf positions (issue 28: the soak took the first 61
// files of the walk, all golden outputs, and loaded no record).
func TestSGFFilesPicksRecordsOnly(t *testing.T) {
	files, err := SGFFiles("../testdata")
	if err != nil {
		t.Fatal(err)
	}
	all := soakFiles(t, "../testdata")
	if len(files) == 0 || len(files) >= len(all) {
		t.Fatalf("%d SGF files of %d files under testdata: the folder has both records and other files", len(files), len(all))
	}
	for _, f := range files {
		if !strings.EqualFold(filepath.Ext(f), ".sgf") || !filepath.IsAbs(f) {
			t.Errorf("%s: not an absolute path to an SGF file", f)
		}
	}
	if _, err := SGFFiles(t.TempDir()); err == nil {
		t.Error("a folder without SGF files should be an error")
	}
}

// A soak whose loadsgf all fail reports it as a failure: a run that never
// loaded a record did not test loading.
func TestSoakFailsWithoutALoad(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i := 0; i < 3; i++ {
		f := filepath.Join(dir, fmt.Sprintf("golden-%d.sgf", i))
		if err := os.WriteFile(f, []byte(`{"not": "an SGF record"}`), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	clock := stepclock.New(soakStep)
	w, r, wait := startSoakEngine(t, 200*time.Millisecond, clock)
	rep, err := Soak(context.Background(), w, r, SoakOptions{
		Games: 2, Sizes: []int{5}, Files: files, LoadSGF: 1, MaxMove: 200 * time.Millisecond, MaxMoves: 6, Seed: 5, Clock: clock,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := wait(); err != nil {
		t.Fatalf("engine: %v", err)
	}
	if rep.Loads == 0 || rep.Loaded != 0 {
		t.Fatalf("loads %d, loaded %d: want loads and none loaded", rep.Loads, rep.Loaded)
	}
	found := false
	for _, f := range rep.Failures {
		found = found || strings.Contains(f, "none of")
	}
	if !found {
		t.Errorf("no failure for a run without a successful load:\n%s", rep)
	}
}

// A folder given as a symbolic link (../shared in a worktree) is entered.
func TestSGFFilesThroughALink(t *testing.T) {
	link := filepath.Join(t.TempDir(), "data")
	target, _ := filepath.Abs("../testdata/sgf")
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	files, err := SGFFiles(link)
	if err != nil || len(files) == 0 {
		t.Fatalf("SGFFiles through a link: %d files, %v", len(files), err)
	}
}

// The soak's copy of a loaded record follows the rules the record names
// (RU), as the engine's loadsgf does: otherwise a move legal under simple
// ko but not under superko desynchronises the two copies (issue 28, seen
// in a 200-game soak on professional records).
func TestLoadMirrorTakesTheRecordsRules(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		ru   string
		want board.KoRule
	}{{"Chinese", board.KoSuperko}, {"Japanese", board.KoSimple}, {"", board.KoSimple}, {"house rules", board.KoSimple}} {
		f := filepath.Join(dir, "game.sgf")
		rec := "(;GM[1]FF[4]SZ[9]"
		if c.ru != "" {
			rec += "RU[" + c.ru + "]"
		}
		if err := os.WriteFile(f, []byte(rec+";B[ee])"), 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := loadMirror(f, board.Rules{Ko: board.KoSimple})
		if err != nil || b.Rules().Ko != c.want {
			t.Errorf("RU[%s]: rules %+v, %v; want ko-ban %v", c.ru, b.Rules(), err, c.want)
		}
	}
}
