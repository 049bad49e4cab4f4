package strategy

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/coins"
	"github.com/cgtgo/cgtgo/decompose"
)

// Coin play (Moews ch. 5): under territory scoring many endgame regions,
// corridors above all (section 5.2), chill to an integer plus the terms of
// coins of the coin-sliding game. When every region in play is one, the
// position is a coin-sliding position, Table 5.1 tells who wins it moving
// first, and the most-desirable-term strategy of section 5.1.3
// (coins.BestMove) wins every position the table says the mover wins.

// CoinRegion is a region read as coins: its chilled value is Integer plus
// the sum of its Coins' terms.
type CoinRegion struct {
	// Region is the region's index in PositionAnalysis.Regions.
	Region  int
	Integer int
	Coins   []coins.Coin
}

// CoinsView is the coin-sliding reading of a position.
type CoinsView struct {
	// Regions are the regions in play, read as coins (when Why is empty).
	Regions []CoinRegion
	// Position is all their coins.
	Position coins.Position
	// Classification is Table 5.1's classification of Position for the
	// player to move, when Position is infinitesimal (Classified set).
	Classification coins.Classification
	Classified     bool
	// Why says why the position is not a coin-sliding position ("" when
	// it is).
	Why string
}

// coinsView reads the position's regions in play as coins.
func (pa *PositionAnalysis) coinsView() *CoinsView {
	cv := &CoinsView{}
	money := 0 // regions in play whose chilled value is a number
	if pa.Scoring != board.Territory {
		cv.Why = "coins are chilled values under territory scoring (Moews ch. 5), and this position is scored by area"
		return cv
	}
	for i, r := range pa.Regions {
		a := r.Analysis
		if a == nil {
			continue
		}
		name := fmt.Sprintf("region %c (%s, at %s)", decompose.RegionLetter(r.Region.ID), r.Region.Kind, r.Region.Points[0].Vertex(pa.Board.Size()))
		if g := a.KoGraph(); g != nil && !g.Nodes[0].Settled {
			cv.Why = name + " holds an open ko"
			return cv
		}
		if !a.Exact || a.Ko {
			cv.Why = name + " has no exact short value"
			return cv
		}
		if a.Value.IsNumber() {
			continue
		}
		if !a.HasChilled {
			cv.Why = name + " cannot be chilled"
			return cv
		}
		if a.Chilled.IsNumber() {
			money++
			continue // chilled to a number: money, not a coin
		}
		n, cs, ok := readCoins(a.Chilled)
		if !ok {
			cv.Why = fmt.Sprintf("%s is not a coin: chilled value %s", name, a.Chilled)
			return cv
		}
		cv.Regions = append(cv.Regions, CoinRegion{Region: i, Integer: n, Coins: cs})
		cv.Position = append(cv.Position, cs...)
	}
	if len(cv.Regions) == 0 {
		cv.Why = "no region is in play"
		if money > 0 {
			cv.Why = "every region in play chills to a number (money, no coin to slide)"
		}
		return cv
	}
	if cv.Position.IsInfinitesimal() {
		if cl, err := coins.Classify(cv.Position, coinPlayer(pa.Board.ToMove())); err == nil {
			cv.Classification, cv.Classified = cl, true
		}
	}
	return cv
}

// coinPlayer is Left for Black, Right for White.
func coinPlayer(c board.Color) coins.Player {
	if c == board.Black {
		return coins.Left
	}
	return coins.Right
}

// coinsChoice is the most-desirable-term strategy's move, or why it cannot
// play here.
func (pa *PositionAnalysis) coinsChoice() (Choice, string) {
	cv := pa.Coins
	if cv == nil {
		cv = pa.coinsView()
		pa.Coins = cv
	}
	if cv.Why != "" {
		return Choice{}, cv.Why
	}
	c := pa.Board.ToMove()
	m, err := coins.BestMove(cv.Position, coinPlayer(c))
	if err != nil {
		return Choice{}, err.Error()
	}
	for _, cr := range cv.Regions {
		k := -1
		for j, coin := range cr.Coins {
			if sameCoinSquare(coin, m.From) {
				k = j
				break
			}
		}
		if k < 0 {
			continue
		}
		target := cgt.Int(int64(cr.Integer))
		for j, coin := range cr.Coins {
			if j != k {
				target = target.Add(mustTerm(coin))
			}
		}
		if !m.Removed {
			target = target.Add(mustTerm(m.To))
		}
		for _, mv := range movesOf(pa.Components[cr.Region], c) {
			if ch, err := cgt.Chill(mv.Option); err == nil && ch.Equal(target) {
				return Choice{Component: cr.Region, Move: mv, Reason: "coins: most desirable term (" + m.String() + ")"}, ""
			}
		}
		return Choice{}, fmt.Sprintf("no move of region %d plays the coin move %s", cr.Region, m)
	}
	return Choice{}, "the coin move " + m.String() + " is on no region"
}

// sameCoinSquare is coin equality, colour ignored on the neutral square.
func sameCoinSquare(a, b coins.Coin) bool {
	if a.Place == coins.Strip && b.Place == coins.Strip && a.Col == 0 && b.Col == 0 {
		return true
	}
	return a == b
}

// mustTerm is a valid coin's term.
func mustTerm(c coins.Coin) cgt.Game {
	t, err := c.Term()
	if err != nil {
		return cgt.Zero()
	}
	return t
}

// readCoins reads a chilled value as an integer plus the terms of coins: a
// single coin of the main region or the top strip, of either colour, or
// the zero-value coins of a corridor with one stone (coins.CorridorCoins).
func readCoins(g cgt.Game) (int, []coins.Coin, bool) {
	for _, stop := range []cgt.Rational{g.LeftStop(), g.RightStop()} {
		n, ok := stop.Int64()
		if !ok {
			continue
		}
		h := g.Sub(cgt.Int(n))
		if c, ok := readRedCoin(h); ok {
			return int(n), []coins.Coin{c}, true
		}
		if c, ok := readRedCoin(h.Neg()); ok {
			return int(n), []coins.Coin{c.Neg()}, true
		}
		for r := 1; r <= 8; r++ {
			_, cs, err := coins.CorridorCoins(r, 1)
			if err != nil {
				break
			}
			sum := cgt.Zero()
			for _, c := range cs {
				sum = sum.Add(mustTerm(c))
			}
			switch {
			case sum.Equal(h):
				return int(n), cs, true
			case sum.Equal(h.Neg()):
				neg := make([]coins.Coin, len(cs))
				for i, c := range cs {
					neg[i] = c.Neg()
				}
				return int(n), neg, true
			}
		}
	}
	return 0, nil, false
}

// readRedCoin reads g as the term of one red coin (seeds/000 section
// 5.1.3; see cgt/coins' terms): {0 | -x} on the bipolar square,
// {red(r, k-1) | red(r-1, 1)} on row r and column k (red(r, 0) = 0), * on
// the neutral square of the strip, {0, red(strip, k-1) | 0} on strip
// square k.
func readRedCoin(g cgt.Game) (coins.Coin, bool) {
	if g.Equal(cgt.Star()) {
		return coins.StripCoin(coins.Red, 0), true
	}
	ls, rs := g.LeftOptions(), g.RightOptions()
	if len(rs) != 1 {
		return coins.Coin{}, false
	}
	r := rs[0]
	switch len(ls) {
	case 1:
		l := ls[0]
		if x, ok := r.Neg().NumberValue(); ok && l.Equal(cgt.Zero()) {
			if x.Sign() <= 0 {
				return coins.Coin{}, false
			}
			c := coins.BoardCoin(coins.Red, 0, 1, cgt.MustNumber(x))
			return c, c.Validate() == nil
		}
		below, ok := readRedCoin(r)
		if !ok || below.Place != coins.Board || below.Col != 1 {
			return coins.Coin{}, false
		}
		c := coins.BoardCoin(coins.Red, below.Row+1, 1, below.Value)
		if !l.Equal(cgt.Zero()) {
			left, ok := readRedCoin(l)
			if !ok || left.Place != coins.Board || left.Row != c.Row || left.Value != c.Value {
				return coins.Coin{}, false
			}
			c.Col = left.Col + 1
		}
		return c, c.Validate() == nil && mustTerm(c).Equal(g)
	case 2:
		if !r.Equal(cgt.Zero()) {
			return coins.Coin{}, false
		}
		for _, l := range ls {
			if l.Equal(cgt.Zero()) {
				continue
			}
			left, ok := readRedCoin(l)
			if !ok || left.Place != coins.Strip {
				return coins.Coin{}, false
			}
			c := coins.StripCoin(coins.Red, left.Col+1)
			return c, c.Validate() == nil && mustTerm(c).Equal(g)
		}
	}
	return coins.Coin{}, false
}
