package cgt

// Add returns the disjunctive sum g + h in canonical form:
// {g^L + h, g + h^L | g^R + h, g + h^R} (ONAG ch. 0), memoised. Numbers and
// number-up-stars add directly, and a number x is added by translation,
// x + h = {x + h^L | x + h^R} for h not a number (ONAG ch. 9, Theorem 90).
func (g Game) Add(h Game) Game { return (*bounded)(nil).add(g, h) }

// add is Add under the limits of b (see bounded).
func (b *bounded) add(g, h Game) Game {
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
	if !b.ok() || !b.built() {
		return Game{}
	}
	var L, R []Game
	switch {
	case gn.kind == kindNumber:
		L, R = b.translate(hn, g)
	case hn.kind == kindNumber:
		L, R = b.translate(gn, h)
	default:
		L = make([]Game, 0, len(gn.left)+len(hn.left))
		R = make([]Game, 0, len(gn.right)+len(hn.right))
		for _, gl := range gn.left {
			L = append(L, b.add(gl, h))
		}
		for _, hl := range hn.left {
			L = append(L, b.add(g, hl))
		}
		for _, gr := range gn.right {
			R = append(R, b.add(gr, h))
		}
		for _, hr := range hn.right {
			R = append(R, b.add(g, hr))
		}
	}
	if b.stopped() {
		return Game{}
	}
	v := b.newGame(L, R)
	if b.stopped() {
		return Game{}
	}
	sumMemo.put(g, h, v)
	return v
}

// translate returns the options of h + x for a number x and a game h that
// is not a number (ONAG ch. 9, Theorem 90): the options of h, each plus x.
func (b *bounded) translate(hn *node, x Game) (L, R []Game) {
	L = make([]Game, len(hn.left))
	R = make([]Game, len(hn.right))
	for i, hl := range hn.left {
		L[i] = b.add(hl, x)
	}
	for i, hr := range hn.right {
		R[i] = b.add(hr, x)
	}
	return L, R
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
