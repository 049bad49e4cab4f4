package coins

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/cgt"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// randomPosition returns a random infinitesimal position of 1 to maxCoins
// coins with values 1 to maxValue on rows 1-4 and columns 1-3 of the main
// region or on the first four squares of the top strip.
func randomPosition(rng *rand.Rand, maxCoins, maxValue int) Position {
	n := 1 + rng.IntN(maxCoins)
	p := make(Position, 0, n)
	for range n {
		color := Red
		if rng.IntN(2) == 0 {
			color = Blue
		}
		if rng.IntN(6) == 0 {
			p = append(p, StripCoin(color, rng.IntN(4)))
			continue
		}
		p = append(p, BoardCoin(color, 1+rng.IntN(4), 1+rng.IntN(3), cgt.Int(int64(1+rng.IntN(maxValue)))))
	}
	return p.Normalize()
}

// winsMovingFirst reports whether pl wins g moving first.
func winsMovingFirst(g cgt.Game, pl Player) bool {
	if pl == Left {
		return !g.Leq(cgt.Zero()) // G |> 0
	}
	return !cgt.Zero().Leq(g) // G <| 0
}

// strategyChecker plays BestMove for one player against every reply of the
// other, checking with canonical sums that each of the strategy's moves
// leaves a position the opponent loses moving first.
type strategyChecker struct {
	t       *testing.T
	done    map[string]bool // positions (with the strategy's player to move) already verified
	clauses map[clause]int  // how often each clause of the strategy was used
}

// verify checks that from p, which pl wins moving first, the strategy wins
// against every defence. It returns false after reporting a failure.
func (sc *strategyChecker) verify(p Position, pl Player) bool {
	key := pl.String() + ":" + p.String()
	if sc.done[key] {
		return true
	}
	if onlyPockets(p) {
		// The game is over: the money decides, and the caller checked that
		// the number favours pl (a positive number for Left, negative for
		// Right), as a win for pl moving first requires.
		return true
	}
	m, cl, err := bestMove(p, pl)
	sc.clauses[cl]++
	if err != nil {
		sc.t.Errorf("BestMove(%s, %s): %v", p, pl, err)
		return false
	}
	legal, err := p.Moves(pl)
	if err != nil {
		sc.t.Fatalf("Moves(%s): %v", p, err)
	}
	found := false
	for _, l := range legal {
		if sameCoin(l.From, m.From) && l.Removed == m.Removed && (m.Removed || l.To == m.To) {
			found = true
		}
	}
	if !found {
		sc.t.Errorf("%s to move in %s: strategy move %s is not legal", pl, p, m)
		return false
	}
	next, err := p.Play(m)
	if err != nil {
		sc.t.Fatalf("Play(%s, %s): %v", p, m, err)
	}
	next = next.Normalize()
	sum, err := next.Sum()
	if err != nil {
		sc.t.Fatalf("Sum(%s): %v", next, err)
	}
	if winsMovingFirst(sum, pl.Opponent()) {
		cl, cerr := Classify(p, pl)
		sc.t.Errorf("%s to move in %s (Table 5.1 case %q, err %v): strategy plays %s, leaving %s, which %s wins moving first",
			pl, p, cl.Case, cerr, m, next, pl.Opponent())
		return false
	}
	replies, err := next.Moves(pl.Opponent())
	if err != nil {
		sc.t.Fatalf("Moves(%s): %v", next, err)
	}
	for _, r := range replies {
		after, err := next.Play(r)
		if err != nil {
			sc.t.Fatalf("Play(%s, %s): %v", next, r, err)
		}
		if !sc.verify(after.Normalize(), pl) {
			sc.t.Logf("  ... after %s plays %s in %s", pl.Opponent(), r, next)
			return false
		}
	}
	sc.done[key] = true
	return true
}

// onlyPockets reports whether no coin of p can move.
func onlyPockets(p Position) bool {
	for _, c := range p {
		if c.Place != Pocket {
			return false
		}
	}
	return true
}

// TestStrategyWins checks the strategy of Moews section 5.1.3 (Theorem 21)
// on at least 2000 random won infinitesimal positions: against every reply,
// recursively until the game ends, each strategy move leaves a position that
// the opponent loses moving first, by exhaustive check on canonical sums.
// The default run checks 500 positions of values up to 2 and the race
// detector 100 (testenv.RaceCount).
func TestStrategyWins(t *testing.T) {
	want, maxCoins, maxValue := 2000, 5, 3
	if testenv.Reduced() {
		want, maxValue = 500, 2
	}
	want = testenv.RaceCount(want, 100) // fewer random positions under -race
	rng := rand.New(rand.NewPCG(21, 5))
	sc := &strategyChecker{t: t, done: map[string]bool{}, clauses: map[clause]int{}}
	start := time.Now()
	won, failures := 0, 0
	for tries := 0; won < want && tries < 50*want; tries++ {
		p := randomPosition(rng, maxCoins, maxValue)
		sum, err := p.Sum()
		if err != nil {
			t.Fatal(err)
		}
		pl := Left
		if rng.IntN(2) == 0 {
			pl = Right
		}
		if !winsMovingFirst(sum, pl) {
			pl = pl.Opponent()
			if !winsMovingFirst(sum, pl) {
				continue // a second-player win: nothing to play
			}
		}
		won++
		if !sc.verify(p, pl) {
			failures++
			if failures >= 5 {
				t.Fatalf("stopping after %d failures", failures)
			}
		}
	}
	if won < want {
		t.Fatalf("only %d won positions generated", won)
	}
	t.Logf("strategy won %d random positions (<= %d coins, values <= %d) against every defence; %d positions verified, clauses used %v, %v",
		won, maxCoins, maxValue, len(sc.done), sc.clauses, time.Since(start))
	if testenv.Reduced() {
		return // TestStrategyClauses exercises every clause
	}
	for _, c := range []clause{clauseOMDT, clauseNext, clauseSlide, clauseNone} {
		if sc.clauses[c] == 0 {
			t.Errorf("clause (%s) of the strategy was never used: the test does not exercise it", c)
		}
	}
}

// TestStrategyClauses checks, on positions chosen to need each clause of
// the strategy of section 5.1.3, that the clause the rules prescribe is the
// one used, that the move is the one it prescribes, and (exhaustively, on
// canonical sums) that the strategy wins from there.
func TestStrategyClauses(t *testing.T) {
	cases := []struct {
		pos    string
		pl     Player
		clause clause
		move   string
	}{
		// Case H: the crucial segment is Right's OMDT {0^2|+_1} = G^{->1}
		// and -G^{->3} is present, so Right moves his next term (1a).
		{"{0|+_3}^{->3} + {0^2|+_1} + {-_1|0^2}^{->3}", Right, clauseNext, "{0|+_3}^{->3} -> +_3"},
		// Case F: the least desirable tiny segment (+_1, -_1^{->2}) is only
		// weakly Right's, so +_1 is crucial and Right moves elsewhere (1a).
		{"+_1 + -_1^{->2} + {0|+_2}^{->3}", Right, clauseNext, "{0|+_2}^{->3} -> +_2"},
		{"+_2 + {-_3|0} + {-_1|0^3}^{->2} + {0^3|+_1}^{->3}", Left, clauseNext, "{-_3|0} -> -_3"},
		{"{-_1|0} + {0|+_3} + {-_3|0}^{->2} + {0|+_1}^{->3}", Left, clauseNext, "{-_3|0}^{->2} -> -_3"},
		// Case D with no other term of ours: slide -G^{->l} left (1b).
		{"{0^3|+_1}^{->2} + {-_1|0^3}^{->3}", Right, clauseSlide, "{-_1|0^3}^{->3} -> {-_1|0^3}^{->2}"},
		{"v{->2}* + ^{->3}*", Left, clauseSlide, "^{->3}* -> ^{->2}*"},
		{"-_2^{->2} + ^{->2}* + v{->3}*", Right, clauseSlide, "v{->3}* -> v{->2}*"},
		// No terms of ours (2): remove a lone strip term, remove * when
		// there is no strip term, otherwise move anywhere.
		{"-_2^{->2} + {-_2|0}^{->2} + v{->2}*", Right, clauseNone, "v{->2}* -> 0"},
		{"-_1^{->2} + {-_1|0}^{->2} + *", Right, clauseNone, "* -> 0"},
		{"{0|+_2}^{->3}", Left, clauseNone, "{0|+_2}^{->3} -> {0|+_2}^{->2}"},
		// Otherwise OMDT (1): here the tiny term of highest value.
		{"+_1 + +_3^{->2} + {-_2|0}", Right, clauseOMDT, "+_3^{->2} -> {0|-3}"},
	}
	sc := &strategyChecker{t: t, done: map[string]bool{}, clauses: map[clause]int{}}
	for _, c := range cases {
		p, err := ParsePosition(c.pos)
		if err != nil {
			t.Fatalf("ParsePosition(%q): %v", c.pos, err)
		}
		p = p.Normalize()
		m, cl, err := bestMove(p, c.pl)
		if err != nil {
			t.Fatalf("%s in %s: %v", c.pl, c.pos, err)
		}
		if cl != c.clause || m.String() != c.move {
			t.Errorf("%s in %s: clause (%s) move %s, want clause (%s) move %s", c.pl, c.pos, cl, m, c.clause, c.move)
		}
		sum, _ := p.Sum()
		if !winsMovingFirst(sum, c.pl) {
			t.Errorf("%s does not win %s moving first", c.pl, c.pos)
			continue
		}
		sc.verify(p, c.pl)
	}
}
