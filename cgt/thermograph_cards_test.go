package cgt

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// cardGame is a brute-force optimal-play search on G + S, where S is a stack
// of cards as defined in Berlekamp's "Sums of N x 2 Amazons"
// (/work/shared/seeds/004_*.txt, section 2 "Environmental Amazons" and
// Appendix A): cards t, t-delta, t-2delta, ... down to -1, then several more
// cards of value -1 (at least N, the length of the longest play in G), then
// the terminal komi -1/2. Players alternate; at each turn the player either
// takes the top card (adding its value to his score) or makes a move in G.
// The game ends when the terminal komi is taken; the payoff is Left's card
// total minus Right's. The initial komi t/2 of the paper is left out: it
// cancels in LP(G+S) - LP(S).
//
// Card values are held as integers in units of delta.
type cardGame struct {
	cards []int64 // top first, in units of delta
	pos   map[Game]int
	games []Game
	memo  map[[3]int]int64
}

func newCardGame(g Game, t Rational, delta Rational, extra int) *cardGame {
	unit := func(x Rational) int64 {
		q := x.Quo(delta)
		n, ok := q.Int64()
		if !ok {
			panic("card value not a multiple of delta")
		}
		return n
	}
	var cards []int64
	for v := t; v.Cmp(minusOne) > 0; v = v.Sub(delta) {
		cards = append(cards, unit(v))
	}
	for i := 0; i < extra; i++ {
		cards = append(cards, unit(minusOne))
	}
	cards = append(cards, unit(RationalFromFrac(-1, 2)))
	c := &cardGame{cards: cards, pos: make(map[Game]int), memo: make(map[[3]int]int64)}
	for _, p := range thermoSubpositions(g) {
		c.pos[p] = len(c.games)
		c.games = append(c.games, p)
	}
	return c
}

// value returns the optimal payoff (Left's total minus Right's, in units of
// delta) from position p of G with card i on top and the given player to
// move.
func (c *cardGame) value(p Game, i int, leftToMove bool) int64 {
	key := [3]int{c.pos[p], i, 0}
	if leftToMove {
		key[2] = 1
	}
	if v, ok := c.memo[key]; ok {
		return v
	}
	var best int64
	last := i == len(c.cards)-1
	if leftToMove {
		best = c.cards[i]
		if !last {
			best += c.value(p, i+1, false)
		}
		for _, o := range p.LeftOptions() {
			best = max(best, c.value(o, i, false))
		}
	} else {
		best = -c.cards[i]
		if !last {
			best += c.value(p, i+1, true)
		}
		for _, o := range p.RightOptions() {
			best = min(best, c.value(o, i, true))
		}
	}
	c.memo[key] = best
	return best
}

func TestThermographMatchesCardStack(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	delta := RationalFromFrac(1, 32)
	temps := []Rational{rf(0, 1), rf(1, 4), rf(1, 2), rf(1, 1), rf(3, 2), rf(2, 1), rf(3, 1),
		rf(-1, 4), rf(-1, 2), rf(-3, 4)} // subzero too: the paper's proof holds for all t >= -1
	games := 200
	if testing.Short() || testenv.RaceEnabled {
		games = 40
	}
	// fixed examples first: ONAG's {4|1} and 7|5||4|1, and the Economist's
	// View's Hotstrat examples (facts.md), then random games of depth <= 3
	sw := func(a, b Game) Game { return NewGame([]Game{a}, []Game{b}) }
	list := []Game{
		sw(Int(4), Int(1)),
		sw(sw(Int(7), Int(5)), sw(Int(4), Int(1))),
		sw(Int(1), sw(Int(0), Int(-18))),
		MustNumber(rf(25, 16)), Star(), Up(),
	}
	for len(list) < games {
		list = append(list, thermoRandomGame(r, 3))
	}
	maxDev := new(big.Rat)
	for _, g := range list {
		th := g.Thermograph()
		n := thermoLongestPlay(g, map[Game]int{})
		bound := delta.Mul(RationalFromInt(int64(3 * n)))
		for _, temp := range temps {
			withG := newCardGame(g, temp, delta, n+2)
			alone := newCardGame(Zero(), temp, delta, n+2)
			lw := RationalFromInt(withG.value(g, 0, true) - alone.value(Zero(), 0, true)).Mul(delta)
			rw := RationalFromInt(withG.value(g, 0, false) - alone.value(Zero(), 0, false)).Mul(delta)
			for _, c := range []struct {
				side      string
				got, want Rational
			}{{"Left", lw, th.LeftWall(temp)}, {"Right", rw, th.RightWall(temp)}} {
				dev := c.got.Sub(c.want)
				if dev.Sign() < 0 {
					dev = dev.Neg()
				}
				if dev.Cmp(bound) > 0 {
					t.Errorf("%v at t=%s: card-stack %s wall %s, thermograph %s (%s); |diff| > 3*N*delta = %s",
						g, temp, c.side, c.got, c.want, th, bound)
				}
				if dev.Big().Cmp(maxDev) > 0 {
					maxDev = dev.Big()
				}
			}
		}
	}
	t.Logf("%d games x %d temperatures, delta %s: largest |card-stack wall - thermograph wall| = %s", len(list), len(temps), delta, maxDev.RatString())
}
