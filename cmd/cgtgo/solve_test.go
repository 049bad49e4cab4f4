package main

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// twoCorridors is a 9x9 position with a black corridor of two points (A4,
// A5; {1|*}, Moews 5.2) and a white corridor of three points (J1-J3;
// {*|-1||-2}) between walls; the one-point territories count 5 for Black
// and 4 for White; komi 1/2.
const twoCorridors = "(;FF[4]GM[1]SZ[9]KM[0.5]AB[ad][ba:bf][da:df][fa:ff][ha:hf][ab:ac][cb:cf][eb:ef][gb:gf][ib:if]AW[ag:hh][bi][di][fi][hi])"

// TestSolve checks the optimal results against stops worked out by hand
// from the regions' canonical values (ONAG ch. 9: Left stop with Black to
// move, Right stop with White), and that the optimal line keeps the
// optimal result to its end (a line that lost points would change it).
func TestSolve(t *testing.T) {
	r := func(n, d int64) cgt.Rational { return cgt.RationalFromFrac(n, d) }
	two := writeTemp(t, "two.sgf", twoCorridors)
	cases := []struct {
		name         string
		file         string
		toMove       string
		result, othr cgt.Rational
		firstMove    string
	}{
		// {2||1|*} plus territories 5 - 5: Left stop 2, Right stop 1.
		{"corridor edge, Black", "../../testdata/sgf/decompose/corridor-edge.sgf", "b", r(2, 1), r(1, 1), "A4"},
		{"corridor edge, White", "../../testdata/sgf/decompose/corridor-edge.sgf", "w", r(1, 1), r(2, 1), "A4"},
		// {1|*} + {*|-1||-2} + 5 - 4 - 1/2: Black first plays the hotter
		// J3 (temperature 3/4) to {1|*} + {*|-1} = 0: 1 - 1/2 = 1/2.
		// White first plays J3 to {1|*} - 2, then Black A4: 1 - 2 + 1 - 1/2.
		{"two corridors, Black", two, "b", r(1, 2), r(-1, 2), "J3"},
		{"two corridors, White", two, "w", r(-1, 2), r(1, 2), "J3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pf := positionFlags{assumeSafe: 2, toMove: c.toMove}
			sol, err := solvePosition(context.Background(), c.file, pf, 100, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !sol.Result.Equal(c.result) || !sol.Other.Equal(c.othr) {
				t.Errorf("result %v (other %v), want %v (other %v)", sol.Result, sol.Other, c.result, c.othr)
			}
			if len(sol.Line) == 0 || sol.Line[0].Point.Vertex(9) != c.firstMove {
				t.Errorf("line %v, want it to start at %s", sol.Line, c.firstMove)
			}
			if !sol.Complete || !sol.Final.Equal(c.result) {
				t.Errorf("line ends (complete %v) at %v, want the optimal %v", sol.Complete, sol.Final, c.result)
			}
			if sol.Line[0].Color != map[string]board.Color{"b": board.Black, "w": board.White}[c.toMove] {
				t.Errorf("first move by %v", sol.Line[0].Color)
			}
		})
	}
}

// TestSolveNotExact: a position with a region valued over its budget is
// refused with a message saying what is not exact. (Its ko, once refused
// too, is now fought exactly: TestSolveKo.)
func TestSolveNotExact(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"solve", "--nodes", "20", "../../testdata/sgf/endgame-9x9-corridors.sgf"}, &out, &errb)
	if code != exitFailure || !strings.Contains(errb.String(), "not exact") || strings.Count(errb.String(), "\n") != 1 {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// TestSolveText checks the report of "cgtgo solve".
func TestSolveText(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"solve", "../../testdata/sgf/decompose/corridor-edge.sgf"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"Optimal result: B+2 with Black to move (B+1 if White were to move)", "1.B A4", "Result at the end of the line: B+2"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestSolveKo (issue 26): a position with an open ko is solved with the
// ko threats on the board, and its results under every ko threat
// assumption are labelled: no threats anywhere (the board has none here,
// so it equals the optimal result), Black komaster (at least as good for
// Black) and White komaster (at most as good).
func TestSolveKo(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"solve", "../../testdata/sgf/endgame-9x9-corridors.sgf"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	var optimal string
	results := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		if rest, ok := strings.CutPrefix(line, "Optimal result: "); ok {
			optimal = strings.Fields(rest)[0]
		}
		for _, label := range []string{"the ko threats on the board:", "no ko threats anywhere:", "Black komaster:", "White komaster:"} {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(line), label); ok {
				results[label] = strings.Fields(rest)[0] // Black first
			}
		}
	}
	if len(results) != 4 || optimal == "" {
		t.Fatalf("want the optimal result and four labelled ko results:\n%s", text)
	}
	if results["the ko threats on the board:"] != optimal || results["no ko threats anywhere:"] != optimal {
		t.Errorf("results %v, optimal %s", results, optimal)
	}
	score := func(s string) float64 {
		v, err := strconv.ParseFloat(strings.TrimPrefix(strings.TrimPrefix(s, "B+"), "W+"), 64)
		if err != nil {
			t.Fatalf("score %q: %v", s, err)
		}
		if strings.HasPrefix(s, "W+") {
			v = -v
		}
		return v
	}
	if score(results["Black komaster:"]) < score(optimal) || score(results["White komaster:"]) > score(optimal) {
		t.Errorf("komaster results %v do not bound the optimal %s", results, optimal)
	}
}
