package cgt

// Add returns the disjunctive sum g + h in canonical form:
// {g^L + h, g + h^L | g^R + h, g + h^R} (ONAG ch. 0), memoised. Numbers and
// number-up-stars add directly, and a number x is added by translation,
// x + h = {x + h^L | x + h^R} for h not a number (ONAG ch. 9, Theorem 90).
func (g Game) Add(h Game) Game {
	if g.serial() > h.serial() {
		g, h = h, g
	}
	if g == (Game{}) {
		return h
	}
	gn, hn := g.node(), h.node()
	if gn.kind != kindGeneral && hn.kind != kindGeneral {
		return internNUS(gn.num.Add(hn.num), gn.ups+hn.ups, gn.nim^hn.nim)
	}
	if v, ok := sumMemo.get(g, h); ok {
		return v
	}
	var v Game
	switch {
	case gn.kind == kindNumber:
		v = translate(h, hn, g)
	case hn.kind == kindNumber:
		v = translate(g, gn, h)
	default:
		L := make([]Game, 0, len(gn.left)+len(hn.left))
		R := make([]Game, 0, len(gn.right)+len(hn.right))
		for _, gl := range gn.left {
			L = append(L, gl.Add(h))
		}
		for _, hl := range hn.left {
			L = append(L, g.Add(hl))
		}
		for _, gr := range gn.right {
			R = append(R, gr.Add(h))
		}
		for _, hr := range hn.right {
			R = append(R, g.Add(hr))
		}
		v = NewGame(L, R)
	}
	sumMemo.put(g, h, v)
	return v
}

// translate returns h + x for a number x and a game h that is not a number.
func translate(h Game, hn *node, x Game) Game {
	L := make([]Game, len(hn.left))
	R := make([]Game, len(hn.right))
	for i, hl := range hn.left {
		L[i] = hl.Add(x)
	}
	for i, hr := range hn.right {
		R[i] = hr.Add(x)
	}
	return NewGame(L, R)
}

// Neg returns -g = {-g^R | -g^L} (ONAG ch. 0); the negative of a canonical
// form is canonical.
func (g Game) Neg() Game {
	n := g.node()
	if n.kind != kindGeneral {
		return internNUS(n.num.Neg(), -n.ups, n.nim)
	}
	if v, ok := negMemo.get(g, Game{}); ok {
		return v
	}
	L := make([]Game, len(n.right))
	R := make([]Game, len(n.left))
	for i, gr := range n.right {
		L[i] = gr.Neg()
	}
	for i, gl := range n.left {
		R[i] = gl.Neg()
	}
	v := internGeneral(sortGames(L), sortGames(R))
	negMemo.put(g, Game{}, v)
	negMemo.put(v, Game{}, g)
	return v
}

// Sub returns g - h = g + (-h).
func (g Game) Sub(h Game) Game { return g.Add(h.Neg()) }
