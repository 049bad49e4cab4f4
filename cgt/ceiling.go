package cgt

import (
	"context"
	"errors"
	"fmt"
)

// The memory ceiling (issue 12). The table of canonical games (game.go)
// holds games weakly, so what callers let go is collected; what can run
// away is a single computation: the canonical sum of many hot components
// has exponentially many distinct positions (the sum of 16 gote games
// {2i+1 | {i | 0}} stores about 200,000 new games), and Add cannot be
// interrupted.
//
// The ceiling is therefore carried by the context of a computation, not set
// on the package: WithCeiling(ctx, n) says "stop once GamesMade() reaches
// n", so WithCeiling(ctx, GamesMade()+k) allows k new games. The
// context-aware operations (AddContext, SubContext, SumContext) check the context and the ceiling as they
// recurse, and return an error wrapping ErrCeiling (or the context's error)
// instead of finishing; callers fall back to an estimate, as they do when a
// node budget runs out. Check lets other long computations (region
// searches) poll the same limit. Everything else keeps its meaning: Add,
// NewGame and the rest never fail and are never limited, games built
// before a stop stay valid and cached, and a computation without a ceiling
// behaves as before.
//
// The ceiling is a bound on the process: once the count of games made
// reaches it, every bounded computation carrying it stops at once, so
// callers choose it from the memory they allow the computation (a stored game costs a few hundred bytes with its
// keys and stops; TestCeilingBoundsMemory measures it) and treat reaching
// it as running out of budget.

// ErrCeiling reports that a bounded computation stopped because the
// process-wide table of canonical games reached the ceiling its context
// carries (WithCeiling).
var ErrCeiling = errors.New("the table of canonical games reached its ceiling")

// ceilingKey is the context key of the ceiling.
type ceilingKey struct{}

// WithCeiling returns a copy of ctx carrying a ceiling of maxGames on the
// count of canonical games made by the process (see GamesMade): the
// context-aware operations of this package stop with an error wrapping
// ErrCeiling once GamesMade() is maxGames or more. maxGames <= 0 removes
// the ceiling of ctx.
func WithCeiling(ctx context.Context, maxGames int) context.Context {
	return context.WithValue(ctx, ceilingKey{}, max(maxGames, 0))
}

// CeilingOf returns the ceiling carried by ctx, 0 when there is none.
func CeilingOf(ctx context.Context) int {
	n, _ := ctx.Value(ceilingKey{}).(int)
	return n
}

// Check returns ctx's error when ctx has ended, an error wrapping
// ErrCeiling when ctx carries a ceiling that the count of games made
// has reached, and nil otherwise. Long computations poll it where they
// would poll ctx.Err().
func Check(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if limit := CeilingOf(ctx); limit > 0 {
		if n := GamesMade(); n >= limit {
			return fmt.Errorf("%w (%d games, ceiling %d)", ErrCeiling, n, limit)
		}
	}
	return nil
}

// AddContext returns g + h, as Add does, unless ctx ends or its ceiling is
// reached first: it then returns the error of Check. The sums it finished
// before stopping are memoised, so a later call resumes cheaply.
func AddContext(ctx context.Context, g, h Game) (Game, error) {
	b := &bounded{ctx: ctx}
	v := b.add(g, h)
	if b.err != nil {
		return Game{}, b.err
	}
	return v, nil
}

// SubContext returns g - h, as Sub does, under the limits of AddContext.
func SubContext(ctx context.Context, g, h Game) (Game, error) {
	if err := Check(ctx); err != nil {
		return Game{}, err
	}
	return AddContext(ctx, g, h.Neg())
}

// SumContext returns the sum of games (0 for none) under the limits of
// AddContext.
func SumContext(ctx context.Context, games ...Game) (Game, error) {
	sum := Zero()
	for _, g := range games {
		var err error
		if sum, err = AddContext(ctx, sum, g); err != nil {
			return Game{}, err
		}
	}
	return sum, nil
}

// bounded is one bounded computation: the Add recursion with a check of
// its context and ceiling before every step that builds a game. A check is
// an atomic load and a context read, while such a step builds a canonical
// game, which costs far more (with 200 options, tens of milliseconds: an
// earlier check every 64 steps let "*212 + tiny-7" overrun a 2 s deadline
// by a second). err is set once it must stop; every step then returns at
// once without creating or memoising anything.
type bounded struct {
	ctx context.Context
	err error
}

// ok checks the limits before a step and reports whether the computation
// may go on.
func (b *bounded) ok() bool {
	if b.err == nil {
		b.err = Check(b.ctx)
	}
	return b.err == nil
}

// add is Add (game_add.go) with the checks of b.
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
	if !b.ok() {
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
	if b.err != nil {
		return Game{}
	}
	v := NewGame(L, R)
	sumMemo.put(g, h, v)
	return v
}

// translate returns the options of h + x for a number x and a game h that
// is not a number (ONAG ch. 9, Theorem 90), as translate in game_add.go.
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
