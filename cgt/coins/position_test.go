package coins

import (
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// TestMovesMatchTerms checks that the moves of the coin-sliding game
// (section 5.1.1 and the strip rules of section 5.1.2) are the options of
// the coins' terms: for each coin, the game {values after Left's moves |
// values after Right's moves} equals the coin's term.
func TestMovesMatchTerms(t *testing.T) {
	var coins []Coin
	for _, v := range []int64{1, 3} {
		for row := 0; row <= 4; row++ {
			for col := 1; col <= 3; col++ {
				if row == 0 && col > 1 {
					continue
				}
				coins = append(coins, BoardCoin(Red, row, col, cgt.Int(v)), BoardCoin(Blue, row, col, cgt.Int(v)))
			}
		}
	}
	for col := 0; col <= 3; col++ {
		coins = append(coins, StripCoin(Red, col), StripCoin(Blue, col))
	}
	for _, c := range coins {
		p := Position{c}
		var opts [2][]cgt.Game
		for i, pl := range []Player{Left, Right} {
			moves, err := p.Moves(pl)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range moves {
				q, err := p.Play(m)
				if err != nil {
					t.Fatalf("Play(%s, %s): %v", p, m, err)
				}
				g, err := q.Sum()
				if err != nil {
					t.Fatal(err)
				}
				opts[i] = append(opts[i], g)
			}
		}
		if got := cgt.NewGame(opts[0], opts[1]); got != c.term() {
			t.Errorf("%s: moves give %s, term is %s", c.Notation(), got, c.term())
		}
	}
	// Pocket coins cannot move.
	if ms, err := (Position{PocketCoin(Blue, cgt.Int(2))}).Moves(Left); err != nil || len(ms) != 0 {
		t.Errorf("pocket coin moves: %v, %v", ms, err)
	}
}

// TestNormalize checks the cancellation of pairs G + -G and * + * that
// Moews assumes throughout play (section 5.1.3), and that the sum is kept.
func TestNormalize(t *testing.T) {
	one, two := cgt.Int(1), cgt.Int(2)
	cases := []struct {
		p    Position
		want string
	}{
		{Position{BoardCoin(Red, 2, 1, one), BoardCoin(Blue, 2, 1, one)}, "0"},
		{Position{BoardCoin(Red, 2, 1, one), BoardCoin(Blue, 2, 1, two)}, "{0|+_1} + {-_2|0}"},
		{Position{BoardCoin(Red, 1, 2, one), BoardCoin(Red, 1, 2, one), BoardCoin(Blue, 1, 2, one)}, "+_1^{->2}"},
		{Position{StripCoin(Red, 0), StripCoin(Blue, 0), StripCoin(Blue, 0)}, "*"},
		{Position{StripCoin(Red, 1), StripCoin(Blue, 1), StripCoin(Blue, 2)}, "v{->2}*"},
		{Position{PocketCoin(Red, two), PocketCoin(Blue, two), PocketCoin(Blue, one)}, "1"},
		{Position{BoardCoin(Blue, 3, 1, one), BoardCoin(Red, 1, 1, one)}, "+_1 + {-_1|0^2}"},
	}
	for _, c := range cases {
		q := c.p.Normalize()
		if q.String() != c.want {
			t.Errorf("Normalize(%s) = %s, want %s", c.p, q, c.want)
		}
		a, err1 := c.p.Sum()
		b, err2 := q.Sum()
		if err1 != nil || err2 != nil || a != b {
			t.Errorf("Normalize(%s) changed the sum: %s -> %s (%v, %v)", c.p, a, b, err1, err2)
		}
	}
}

// TestPositionErrors checks errors on bad input to Moves, Play, Sum and
// BestMove.
func TestPositionErrors(t *testing.T) {
	good := Position{BoardCoin(Red, 2, 1, cgt.Int(1))}
	bad := Position{BoardCoin(Red, 2, 0, cgt.Int(1))}
	if _, err := bad.Sum(); err == nil {
		t.Error("Sum of an invalid position")
	}
	if _, err := bad.Moves(Left); err == nil {
		t.Error("Moves of an invalid position")
	}
	if _, err := good.Moves(0); err == nil {
		t.Error("Moves for an invalid player")
	}
	if _, err := good.Play(Move{From: StripCoin(Red, 0), Removed: true}); err == nil {
		t.Error("Play of a coin not in the position")
	}
	if _, err := good.Play(Move{From: good[0], To: BoardCoin(Red, 0, 3, cgt.Int(1))}); err == nil {
		t.Error("Play to an invalid square")
	}
	if _, err := BestMove(bad, Left); err == nil {
		t.Error("BestMove in an invalid position")
	}
	if _, err := BestMove(good, 0); err == nil {
		t.Error("BestMove for an invalid player")
	}
	if _, err := BestMove(Position{PocketCoin(Blue, cgt.Int(1))}, Right); err == nil {
		t.Error("BestMove with no legal move")
	}
	if _, err := BestMove(Position{BoardCoin(Red, 1, 1, mustParse(t, "{3|1}")), BoardCoin(Red, 1, 1, cgt.Int(2))}, Right); err == nil {
		t.Error("BestMove with confused values")
	}
	big := make(Position, MaxCoins+1)
	if err := big.Validate(); err == nil {
		t.Error("oversized position validated")
	}
}
