package cgt

import "fmt"

// NumberUpStar returns the game x + n.^ + *m (a "number-up-star": a number
// plus a multiple of up plus a nimber; Winning Ways ch. 3, CGSuite's
// isNumberUpStar). x must be dyadic and m >= 0.
func NumberUpStar(x Rational, ups, nim int) (Game, error) {
	if !x.IsDyadic() {
		return Game{}, fmt.Errorf("number %s is not dyadic", x)
	}
	if nim < 0 {
		return Game{}, fmt.Errorf("negative nimber *%d", nim)
	}
	return internNUS(x, ups, nim), nil
}

// internNUS returns x + n.^ + *m, building its canonical options from the
// standard forms (Winning Ways ch. 3; checked against general sums in
// game_nus_test.go):
//
//	*m       = {x+*0, ..., x+*(m-1) | same}
//	^*       = {0, * | 0}
//	^*m      = {0 | *(m xor 1)}          m != 1
//	^n*m     = {0 | ^(n-1)*(m xor 1)}    n >= 2
//
// shifted by x, and negatives for n < 0.
func internNUS(x Rational, ups, nim int) Game {
	if ups == 0 && nim == 0 {
		return internNumber(x)
	}
	key := nusKey{num: x.String(), ups: ups, nim: nim}
	if g, ok := lookup(table.byNUS, key); ok {
		return g
	}
	var left, right []Game
	switch {
	case ups == 0:
		for k := 0; k < nim; k++ {
			left = append(left, internNUS(x, 0, k))
		}
		right = left
	case ups == 1 && nim == 1:
		left = []Game{internNumber(x), internNUS(x, 0, 1)}
		right = []Game{internNumber(x)}
	case ups > 0:
		left = []Game{internNumber(x)}
		right = []Game{internNUS(x, ups-1, nim^1)}
	case ups == -1 && nim == 1:
		left = []Game{internNumber(x)}
		right = []Game{internNumber(x), internNUS(x, 0, 1)}
	default: // ups < 0
		left = []Game{internNUS(x, ups+1, nim^1)}
		right = []Game{internNumber(x)}
	}
	left = sortGames(append([]Game(nil), left...))
	right = sortGames(append([]Game(nil), right...))
	n := &node{kind: kindNUS, num: x, ups: ups, nim: nim, left: left, right: right}
	n.fillFromOptions()
	return table.insert(n, optionsKey(left, right), "", &key)
}

// matchNUS recognises canonical options of a number-up-star (the inverse of
// the forms listed at internNUS). It returns ok = false when {left | right}
// is not of one of those forms.
func matchNUS(left, right []Game) (x Rational, ups, nim int, ok bool) {
	if len(left) == 0 || len(right) == 0 {
		return x, 0, 0, false
	}
	first := left[0].node()
	if first.kind == kindGeneral {
		return x, 0, 0, false
	}
	x = first.num
	type nus struct{ ups, nim int }
	parts := func(gs []Game) ([]nus, bool) {
		out := make([]nus, 0, len(gs))
		for _, g := range gs {
			n := g.node()
			if n.kind == kindGeneral || !n.num.Equal(x) {
				return nil, false
			}
			out = append(out, nus{n.ups, n.nim})
		}
		return out, true
	}
	lp, okL := parts(left)
	rp, okR := parts(right)
	if !okL || !okR {
		return x, 0, 0, false
	}
	// Nimber: both sides are exactly x+*0 ... x+*(m-1).
	if len(lp) == len(rp) {
		isNim := true
		seen := make([]bool, len(lp))
		for i := range lp {
			if lp[i] != rp[i] || lp[i].ups != 0 || lp[i].nim >= len(lp) || seen[lp[i].nim] {
				isNim = false
				break
			}
			seen[lp[i].nim] = true
		}
		if isNim {
			return x, 0, len(lp), true
		}
	}
	zero, star := nus{0, 0}, nus{0, 1}
	switch {
	case len(lp) == 2 && len(rp) == 1 && rp[0] == zero && ((lp[0] == zero && lp[1] == star) || (lp[1] == zero && lp[0] == star)):
		return x, 1, 1, true
	case len(lp) == 1 && len(rp) == 2 && lp[0] == zero && ((rp[0] == zero && rp[1] == star) || (rp[1] == zero && rp[0] == star)):
		return x, -1, 1, true
	case len(lp) == 1 && len(rp) == 1 && lp[0] == zero && rp[0].ups >= 0 && rp[0] != zero:
		if rp[0].ups == 0 {
			return x, 1, rp[0].nim ^ 1, true
		}
		return x, rp[0].ups + 1, rp[0].nim ^ 1, true
	case len(lp) == 1 && len(rp) == 1 && rp[0] == zero && lp[0].ups <= 0 && lp[0] != zero:
		if lp[0].ups == 0 {
			return x, -1, lp[0].nim ^ 1, true
		}
		return x, lp[0].ups - 1, lp[0].nim ^ 1, true
	}
	return x, 0, 0, false
}
