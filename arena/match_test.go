package arena

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// gnugoPath finds GNU Go (Debian installs it in /usr/games) or skips.
func gnugoPath(t *testing.T) string {
	t.Helper()
	if p, err := exec.LookPath("gnugo"); err == nil {
		return p
	}
	if p, err := exec.LookPath("/usr/games/gnugo"); err == nil {
		return p
	}
	t.Skip("GNU Go is not installed (apt-get install -y gnugo); skipping the interop test")
	return ""
}

// matchPositions are the 9x9 starting positions: ours and those of the
// board package's hand-made endgames that GNU Go plays out quickly (its
// final_score reads long on the middle-game-like ones), five positions so
// ten games (under the race detector 3 of them, testenv.RaceSample).
func matchPositions(t *testing.T) []string {
	pos := []string{"../gtp/testdata/endgame-a.sgf", "../gtp/testdata/endgame-b.sgf"}
	for _, name := range []string{"endgame-9x9-corridors", "ko-9x9", "seki-9x9"} {
		p := filepath.Join("..", "testdata", "sgf", name+".sgf")
		if _, err := os.Stat(p); err == nil {
			pos = append(pos, p)
		}
	}
	if testing.Short() && len(pos) > 2 {
		pos = pos[:2]
	}
	return testenv.RaceSample(pos, 3) // the race detector plays 3 of the 5 positions
}

// Interop with GNU Go: games from endgame positions with colours
// alternated all end (two passes, resignation or move limit), nobody plays
// an illegal move or fails, each SGF record replays legally to the final
// position, and, under area scoring with the KGS cleanup phase, both
// engines' final_score agree on every game decided by counting.
func TestMatchAgainstGNUGo(t *testing.T) {
	gnugo := gnugoPath(t)
	out := t.TempDir()
	area := api.DefaultSettings()
	area.Scoring, area.Rules = board.Area, board.Rules{Ko: board.KoSuperko}
	opt := MatchOptions{
		A: localCGTGo(&area, ""),
		B: func() (*gtp.Client, error) {
			return StartEngine(gnugo+" --mode gtp --level 1 --chinese-rules --seed 1", "", nil)
		},
		Positions:   matchPositions(t),
		Rounds:      1,
		OutDir:      out,
		MoveTimeout: testenv.Slow(30 * time.Second), // a hang guard
		Rules:       area.Rules,
		Scoring:     area.Scoring,
		Cleanup:     true,
	}
	var log strings.Builder
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	res, err := RunMatch(ctx, opt, &log)
	t.Log("\n" + log.String())
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2*len(opt.Positions) {
		t.Fatalf("%d games for %d positions", len(res), len(opt.Positions))
	}
	agree := 0
	for i, g := range res {
		if g.AIsBlack != (i%2 == 0) {
			t.Errorf("game %d: colours not alternated", i)
		}
		switch g.End {
		case "two passes", "two passes after cleanup":
			if !g.Agree {
				t.Errorf("game %d: the engines' final_score differ: %s", i, g.Summary())
			}
		case "resign", "move limit":
		default:
			t.Errorf("game %d ended by %s (%s)", i, g.End, g.Summary())
		}
		if g.ScoreB == "?" {
			t.Errorf("game %d: GNU Go gave no final_score", i)
		}
		if g.Agree {
			agree++
		}
		roots, err := sgf.ParseFile(g.SGF)
		if err != nil {
			t.Fatalf("game %d record: %v", i, err)
		}
		if _, err := board.FromSGF(roots[0], board.AllMoves, opt.Rules); err != nil {
			t.Errorf("game %d record does not replay: %v", i, err)
		}
		if n := board.CountMoves(roots[0]); n != g.Moves {
			t.Errorf("game %d record has %d moves, the game %d", i, n, g.Moves)
		}
	}
	t.Logf("final_score agreed in %d of %d games", agree, len(res))
}

// A silent engine loses by "engine error" after the move timeout, and the
// match goes on: every game ends.
func TestMatchSilentEngine(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep command")
	}
	opt := MatchOptions{
		A:           localCGTGo(nil, ""),
		B:           func() (*gtp.Client, error) { return StartEngine("sleep 60", "", nil) },
		Positions:   []string{"../gtp/testdata/endgame-a.sgf"},
		MoveTimeout: 2 * time.Second, // the silent engine never answers; A answers at once
	}
	var log strings.Builder
	res, err := RunMatch(context.Background(), opt, &log)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2 {
		t.Fatalf("%d games", len(res))
	}
	for _, g := range res {
		if g.End != "engine error" || g.ScoreB != "?" {
			t.Errorf("%s", g.Summary())
		}
		// B is the silent one: it loses whatever its colour.
		if (g.Loser == board.Black) != !g.AIsBlack {
			t.Errorf("wrong loser: %s", g.Summary())
		}
	}
}

func TestParseScore(t *testing.T) {
	cases := map[string]string{"B+2.5": "5/2", "W+31": "-31", "0": "0", "W+38.0": "-38", "b+1": "1",
		"B+2.5 (estimate: the count stopped at its time limit of 1s)": "5/2"}
	for in, want := range cases {
		got, err := ParseScore(in)
		if err != nil || got.String() != want {
			t.Errorf("ParseScore(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "B+R", "X+1", "B2", "?"} {
		if _, err := ParseScore(bad); err == nil {
			t.Errorf("ParseScore(%q) should fail", bad)
		}
	}
}
