package coins

import (
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgtgo/cgt"
)

// errNoMove is wrapped when the player to move has no legal move.
var errNoMove = errors.New("no legal move")

// BestMove returns the move that Moews' strategy of section 5.1.3 makes for
// player pl in position p. Cancelling pairs are removed first, and the move
// is one on a coin of the normalized position (it is also legal in p):
//
//	(1) If we have any terms, move in our most desirable term (OMDT), unless
//	    it is crucial, equal to G^{->k}, and a -G^{->l} is present for some
//	    l > k >= 1;
//	(1a) in that case move in our next-to-most desirable term, if any;
//	(1b) if we have no other term, move -G^{->l} to -G^{->l-1};
//	(2) if we have no terms, move so as not to leave a position whose only
//	    non-tiny term is *, an up^{->k}* or a down^{->l}* (following the
//	    recipe of the proof in section 5.1.4).
//
// "Our terms" are pl's coins and the switches; moving in one of them is the
// player's unique move on it that is not a slide of an opponent's coin.
// Terms are crucial only in infinitesimal positions (here: no switches and
// numbers summing to 0), classified by [Classify]. By Theorem 21 the strategy
// wins every infinitesimal position that Table 5.1 says pl wins moving
// first, and every position reached from one while following it; from other
// positions it still returns a legal move. It fails if p is invalid, its
// values are not totally ordered, or pl has no legal move.
func BestMove(p Position, pl Player) (Move, error) {
	m, _, err := bestMove(p, pl)
	return m, err
}

// Clause names the clause of the strategy that chose a move.
type clause string

const (
	clauseOMDT  clause = "1"
	clauseNext  clause = "1a"
	clauseSlide clause = "1b"
	clauseNone  clause = "2"
)

// bestMove is BestMove, also returning the clause used.
func bestMove(p Position, pl Player) (Move, clause, error) {
	if !pl.valid() {
		return Move{}, "", fmt.Errorf("best move: invalid player %d", pl)
	}
	if err := p.Validate(); err != nil {
		return Move{}, "", fmt.Errorf("best move: %w", err)
	}
	q := p.Normalize()
	ranks, err := valueRanks(q)
	if err != nil {
		return Move{}, "", fmt.Errorf("best move: %w", err)
	}
	byDesireDesc := func(a, b Coin) int { return desire(b, ranks[b.Value], a, ranks[a.Value]) }
	var ours []Coin
	for _, c := range q {
		if c.ownedBy(pl) {
			ours = append(ours, c)
		}
	}
	if len(ours) == 0 {
		m, err := clauseTwo(q, pl)
		return m, clauseNone, err
	}
	slices.SortStableFunc(ours, byDesireDesc)
	omdt := ours[0]
	if rest, ok := infinitesimalPart(q); ok {
		cl := classifyNormalized(rest, ranks, pl)
		if ct, ok := cl.CrucialTerm(); ok && ct == omdt {
			var shifted []Coin // the -G^{->l}, l > k, most desirable first
			for _, c := range q {
				if c.Place == omdt.Place && c.Row == omdt.Row && c.Value == omdt.Value &&
					c.Color == omdt.Color.Opposite() && c.Col > omdt.Col {
					shifted = append(shifted, c)
				}
			}
			if len(shifted) > 0 {
				for _, c := range ours[1:] {
					if c != omdt {
						return movesOf(pl, c)[0], clauseNext, nil
					}
				}
				slices.SortStableFunc(shifted, byDesireDesc)
				c := shifted[0] // (1b)
				for _, m := range movesOf(pl, c) {
					if !m.Removed {
						return m, clauseSlide, nil
					}
				}
			}
		}
	}
	return movesOf(pl, omdt)[0], clauseOMDT, nil
}

// infinitesimalPart returns q without its pocket coins when q has no switch
// terms and its numbers sum to 0, so that q equals an infinitesimal position.
func infinitesimalPart(q Position) (Position, bool) {
	rest := make(Position, 0, len(q))
	sum := cgt.Zero()
	for _, c := range q {
		switch c.Kind() {
		case KindSwitch:
			return nil, false
		case KindNumber:
			sum = sum.Add(c.term())
		default:
			rest = append(rest, c)
		}
	}
	return rest, sum == cgt.Zero()
}

// clauseTwo is clause (2) of the strategy, when pl has no terms: the
// position is the opponent's terms, perhaps *, and numbers. Following the
// proof of Theorem 21: with no * and no strip term move anywhere; remove *
// if there is a * and zero or at least two strip terms; remove the strip
// term if it is alone and there is no *; otherwise slide a strip term one
// square left.
func clauseTwo(q Position, pl Player) (Move, error) {
	var star, strip, board []Coin
	for _, c := range q {
		switch {
		case c.Place == Strip && c.Col == 0:
			star = append(star, c)
		case c.Place == Strip:
			strip = append(strip, c)
		case c.Place == Board:
			board = append(board, c)
		}
	}
	switch {
	case len(star) == 0 && len(strip) == 0:
		if len(board) == 0 {
			return Move{}, fmt.Errorf("best move for %s: %w", pl, errNoMove)
		}
		return movesOf(pl, board[0])[0], nil
	case len(star) > 0 && len(strip) != 1:
		return Move{From: star[0], Removed: true}, nil
	case len(star) == 0 && len(strip) == 1:
		return Move{From: strip[0], Removed: true}, nil
	}
	c := strip[0]
	return Move{From: c, To: StripCoin(c.Color, c.Col-1)}, nil
}
