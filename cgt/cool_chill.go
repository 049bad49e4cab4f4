package cgt

import "fmt"

// Chill returns g chilled: cooling by 1 with the integer convention of
// Berlekamp and Wolfe (Mathematical Go; /work/shared/oracles/facts.md
// "Chilling"): chill(G) = G when G is an integer, otherwise
// chill(G) = {chill(G^L) - 1 | chill(G^R) + 1}, applied to g's canonical
// form. Examples: chill({1|-1}) = *, chill({2|0}) = 1*, chill({1|0}) = 1/2.
//
// Chill agrees with Cool(g, 1) when every position of g's canonical form is
// an integer or has temperature >= 1 (then no position freezes before t = 1;
// property tested). Chilling a short game never fails; the error result keeps
// the signature uniform with Cool.
func Chill(g Game) (Game, error) {
	return (*bounded)(nil).chill(g, map[Game]Game{}), nil
}

// chill is Chill under the limits of b (see bounded), with the memo of
// one chilling.
func (b *bounded) chill(g Game, memo map[Game]Game) Game {
	if g.IsInteger() {
		return g
	}
	if r, ok := memo[g]; ok {
		return r
	}
	if !b.ok() {
		return Game{}
	}
	one, minus := Int(1), Int(-1)
	ls, rs := g.LeftOptions(), g.RightOptions()
	left := make([]Game, len(ls))
	for i, gl := range ls {
		left[i] = b.add(b.chill(gl, memo), minus)
	}
	right := make([]Game, len(rs))
	for i, gr := range rs {
		right[i] = b.add(b.chill(gr, memo), one)
	}
	r := b.newGame(left, right)
	if b.stopped() {
		return Game{}
	}
	memo[g] = r
	return r
}

// Warm returns g warmed: Berlekamp and Wolfe's warming operator
// (Mathematical Go), Overheat(g, 1*, 1): an integer n warms to n.(1*), that
// is n when n is even and n* when n is odd; any other G warms to
// {1 + warm(G^L) | warm(G^R) - 1} on the canonical options. It is the
// inverse of Chill on "even" games (Berlekamp and Wolfe): warm(*) = {1|-1},
// the 2-point gote, but warm(1*) = {2*|*}, not {2|0}, although both chill
// to 1* (chilling is not one-to-one; the parity star tells them apart).
//
// Warm guarantees Chill(Warm(g)) == g: it checks the result and returns an
// error when the warmed game does not chill back to g, so a nil error
// certifies the inverse. (It also fails on numbers with denominators above
// 2^128, see Overheat.) No such game is known: the tests check all 22
// games born by day 2 and thousands of random games of depth <= 3 (and
// warm(G + H) = warm(G) + warm(H) on them).
func Warm(g Game) (Game, error) {
	w, err := Overheat(g, Int(1).Add(Star()), Int(1))
	if err != nil {
		return Game{}, fmt.Errorf("cgt: warming: %w", err)
	}
	back, err := Chill(w)
	if err != nil {
		return Game{}, fmt.Errorf("cgt: warming %v: %w", g, err)
	}
	if back != g {
		return Game{}, fmt.Errorf("cgt: %v is not a chilled value that warming inverts (warm = %v chills to %v)", g, w, back)
	}
	return w, nil
}
