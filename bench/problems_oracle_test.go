package bench

import (
	"context"
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/testenv"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
	"github.com/cgtgo/cgtgo/valuation"
)

// TestProblemsBothWays values every problem of testdata/problems twice:
// with cgtgo (valuation, as "cgtgo bench problems" does) and with the
// independent restricted whole-board search of internal/wholeboard (which
// shares only package board), and fails on any difference between the
// two or with the answer in the file: the swing, the kind of move when
// the answer names one, the expected local results when the file gives
// them, and the stops. A region whose local game has no cycle must not be
// reported with a ko approximation (issue 25).
//
// Under the race detector, which slows both searches about ten times and
// has no goroutine to watch here, it values 40 problems spread over the
// sorted list (raceProblems) and asks the share of problems without a ko
// of the whole set of that sample; the plain run values every problem.
func TestProblemsBothWays(t *testing.T) {
	const dir = "../testdata/problems"
	files, err := FindSGF(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 200 {
		t.Errorf("only %d problems under %s, want at least 200 (150 in the published format and the fenced set)", len(files), dir)
	}
	all := len(files)
	files = raceProblems(files)
	noKo := 0
	for _, f := range files {
		p, err := LoadProblem(dir, f)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		g, err := wholeboard.NewRegionGame(context.Background(), p.Board, p.Region, p.Dead, 0)
		if err != nil {
			t.Errorf("%s: oracle: %v", f, err)
			continue
		}
		var temps [2]*big.Rat
		var kind string
		var stops [2]*big.Rat
		for i, k := range []wholeboard.Komaster{wholeboard.BlackKomaster, wholeboard.WhiteKomaster} {
			th, err := g.Thermograph(k)
			if err != nil {
				t.Fatalf("%s: oracle: %v", f, err)
			}
			if temps[i], err = th.Temperature(); err != nil {
				t.Fatalf("%s: oracle: %v", f, err)
			}
			if i == 0 {
				kind, _ = th.MoveType()
				stops[0], stops[1] = th.Stops()
			}
		}
		if temps[0].Cmp(temps[1]) != 0 {
			t.Errorf("%s: the oracle's komaster temperatures disagree (%s, %s): no single answer", f, temps[0].RatString(), temps[1].RatString())
			continue
		}
		oracleSwing := new(big.Rat).Add(temps[0], temps[0])
		if want := p.Answer.Swing.Big(); oracleSwing.Cmp(want) != 0 {
			t.Errorf("%s: the file says %s, the oracle %s", f, p.Answer.Swing.MixedString(), oracleSwing.RatString())
		}

		a, err := SolveProblem(context.Background(), p, 0)
		if err != nil {
			t.Errorf("%s: cgtgo: %v", f, err)
			continue
		}
		swing, single := ComputedSwing(a)
		if !single || swing.Big().Cmp(oracleSwing) != 0 {
			t.Errorf("%s: cgtgo swing %s (single %v), the oracle %s", f, swing.MixedString(), single, oracleSwing.RatString())
		}
		if !g.HasKo() {
			noKo++
			if a.Ko || strings.Contains(strings.ToLower(a.Approximation), "ko") {
				t.Errorf("%s: no ko in the local game, but cgtgo reports a ko: %q", f, a.Approximation)
			}
			if got := MoveKind(a, board.Black); got != oracleKindFor(kind, board.Black) {
				t.Errorf("%s: cgtgo's kind %s, the oracle's %s", f, a.Type, kind)
			}
			if a.LeftStop.Big().Cmp(stops[0]) != 0 || a.RightStop.Big().Cmp(stops[1]) != 0 {
				t.Errorf("%s: cgtgo's stops %s / %s, the oracle's %s / %s", f, a.LeftStop, a.RightStop, stops[0].RatString(), stops[1].RatString())
			}
		}
		if p.Answer.Kind != "" && oracleKindFor(kind, p.ToMove) != p.Answer.Kind {
			t.Errorf("%s: the file says %s, the oracle %s", f, p.Answer.Kind, kind)
		}
		if p.Answer.BlackFirst != nil || p.Answer.WhiteFirst != nil {
			count := big.NewRat(int64(g.Count()), 1)
			for i, want := range []*cgt.Rational{p.Answer.BlackFirst, p.Answer.WhiteFirst} {
				if want != nil && new(big.Rat).Sub(stops[i], count).Cmp(want.Big()) != 0 {
					t.Errorf("%s: result %d: the file says %s, the oracle %s", f, i, want.MixedString(), new(big.Rat).Sub(stops[i], count).RatString())
				}
			}
			bf, wf, err := LocalResults(p, a)
			if err != nil {
				t.Errorf("%s: %v", f, err)
			} else if bf.Big().Cmp(new(big.Rat).Sub(stops[0], count)) != 0 || wf.Big().Cmp(new(big.Rat).Sub(stops[1], count)) != 0 {
				t.Errorf("%s: cgtgo's local results %s / %s differ from the oracle's", f, bf, wf)
			}
		}
	}
	if noKo*all < 100*len(files) { // at least 100 of the 200 and more
		t.Errorf("only %d of %d problems without any ko in their local game", noKo, len(files))
	}
}

// raceProblems is the sample of TestProblemsBothWays under the race
// detector: 40 problems spread evenly over the sorted list, every folder
// represented except addition/, whose sums of several regions cost the
// oracle 6 to 16 s each in the plain run (minutes each under -race); the
// plain run checks them. Without the race detector, every problem.
func raceProblems(files []string) []string {
	if !testenv.RaceEnabled {
		return files
	}
	var kept []string
	for _, f := range files {
		if !strings.HasPrefix(filepath.ToSlash(f), "addition/") {
			kept = append(kept, f)
		}
	}
	return testenv.RaceSample(kept, 40)
}

// oracleKindFor names the oracle's kind of move for the player who, as
// answers write it.
func oracleKindFor(kind string, who board.Color) string {
	switch kind {
	case "black sente", "white sente":
		if (kind == "black sente") == (who == board.Black) {
			return "sente"
		}
		return "reverse sente"
	}
	return kind
}

// TestMoveKindNames checks the answer names of the thermograph types.
func TestMoveKindNames(t *testing.T) {
	cases := []struct {
		typ  valuation.MoveType
		who  board.Color
		want string
	}{
		{valuation.Gote, board.Black, "gote"},
		{valuation.BlackSente, board.Black, "sente"},
		{valuation.BlackSente, board.White, "reverse sente"},
		{valuation.WhiteSente, board.White, "sente"},
		{valuation.WhiteSente, board.Black, "reverse sente"},
		{valuation.DoubleSente, board.White, "double sente"},
		{valuation.Cold, board.Black, "none"},
	}
	for _, c := range cases {
		if got := MoveKind(&valuation.Analysis{Type: c.typ}, c.who); got != c.want {
			t.Errorf("%v for %v: %s, want %s", c.typ, c.who, got, c.want)
		}
	}
}
