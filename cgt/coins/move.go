package coins

import (
	"errors"
	"fmt"
)

// Move is a move of the coin-sliding game: coin From is slid or moved to To,
// or taken off the board when Removed is set (slid off the left edge of the
// main region, or removed from the top strip). Moving a coin off the bottom
// edge is a move whose To is a Pocket coin (section 5.1.1).
type Move struct {
	From    Coin
	To      Coin
	Removed bool
}

// String describes the move in Moews' term notation, e.g.
// "+_3^{->2} -> +_3" or "{0|+_1} -> 0".
func (m Move) String() string {
	to := "0"
	if !m.Removed {
		to = m.To.Notation()
	}
	return m.From.Notation() + " -> " + to
}

// movesOf returns p's moves on coin c (section 5.1.1 and the strip rules of
// section 5.1.2). The first move returned, if any, is p's move "in" c when c
// is one of p's terms: down a row for a main-region coin, off the bottom for
// a coin on the bipolar square, removal for a strip coin or an opponent's
// switch.
func movesOf(p Player, c Coin) []Move {
	own := p.color()
	switch c.Place {
	case Pocket:
		return nil
	case Strip:
		ms := []Move{{From: c, Removed: true}}
		if c.Col > 0 && c.Color != own {
			// Left slides red strip coins left, Right blue ones.
			ms = append(ms, Move{From: c, To: StripCoin(c.Color, c.Col-1)})
		}
		return ms
	}
	if c.Color == own {
		// Left moves blue coins down to the leftmost square, or off the
		// bottom from the bipolar square; Right likewise with red coins.
		if c.Row == 0 {
			return []Move{{From: c, To: PocketCoin(c.Color, c.Value)}}
		}
		return []Move{{From: c, To: BoardCoin(c.Color, c.Row-1, 1, c.Value)}}
	}
	// The opponent's coin color: slide it one square left.
	if c.Col == 1 {
		return []Move{{From: c, Removed: true}}
	}
	return []Move{{From: c, To: BoardCoin(c.Color, c.Row, c.Col-1, c.Value)}}
}

// Moves returns every move player pl can make in p, one per distinct move
// (equal coins give one move). Pocket coins do not move: when a monetary
// value is a game rather than a number (Theorem 22), the pocketed value is a
// game of its own whose moves are not coin moves and are not listed. It
// fails if p is invalid.
func (p Position) Moves(pl Player) ([]Move, error) {
	if !pl.valid() {
		return nil, fmt.Errorf("moves: invalid player %d", pl)
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("moves: %w", err)
	}
	var out []Move
	seen := map[Coin]bool{}
	for _, c := range p {
		if c.Place == Strip && c.Col == 0 {
			c.Color = Red // the neutral square ignores color
		}
		if seen[c] {
			continue
		}
		seen[c] = true
		out = append(out, movesOf(pl, c)...)
	}
	return out, nil
}

// errNoSuchCoin is wrapped when a move's coin is not in the position.
var errNoSuchCoin = errors.New("coin not in position")

// sameCoin reports whether a and b are the same coin for play purposes
// (color is ignored on the neutral square).
func sameCoin(a, b Coin) bool {
	if a.Place == Strip && b.Place == Strip && a.Col == 0 && b.Col == 0 {
		return true
	}
	return a == b
}

// Play returns the position after move m (by either player): one coin equal
// to m.From is replaced by m.To, or taken away when m.Removed. p is not
// changed. It fails if no coin of p equals m.From or if m.To is invalid.
// Play does not check whose turn it is or whether m obeys the sliding rules;
// use [Position.Moves] for legal moves.
func (p Position) Play(m Move) (Position, error) {
	i := -1
	for j, c := range p {
		if sameCoin(c, m.From) {
			i = j
			break
		}
	}
	if i < 0 {
		return nil, fmt.Errorf("play %s: %w", m.From.Notation(), errNoSuchCoin)
	}
	out := make(Position, 0, len(p))
	out = append(out, p[:i]...)
	out = append(out, p[i+1:]...)
	if !m.Removed {
		if err := m.To.Validate(); err != nil {
			return nil, fmt.Errorf("play %s: destination: %w", m.From.Notation(), err)
		}
		out = append(out, m.To)
	}
	return out, nil
}
