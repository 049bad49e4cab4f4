package loopy

import (
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

var errInfiniteScaffold = errors.New("scaffold is infinite on the wrong side")

// Komaster names the player who wins every ko fight in a region
// (Economist's View section 2.1).
type Komaster int

const (
	// LeftKomaster gives the "hat" thermographs (G-hat).
	LeftKomaster Komaster = iota
	// RightKomaster gives the "check" thermographs (G-check).
	RightKomaster
)

// String prints Left or Right.
func (k Komaster) String() string {
	if k == LeftKomaster {
		return "Left"
	}
	return "Right"
}

// KoEdge is a move in a KoGraph: either to another position (To >= 0) or
// to a loopfree position given by its thermograph (To < 0, Leaf).
type KoEdge struct {
	To   int
	Leaf Thermograph
}

// KoNode is a position of a KoGraph with its Left and Right moves.
type KoNode struct {
	Name        string
	Left, Right []KoEdge
	// Ground, when set, is the Go count of the position when nobody
	// moves there: a cave at t = 0 stands at it (WallsFromScaffoldsAt).
	Ground *cgt.Rational
}

// KoGraph is a local game graph that may contain kos, as in the Economist's
// View section 2.2 ("Thermographs of kos"): positions whose options are
// either other positions of the graph (loops allowed) or loopfree positions
// whose thermographs are known. Examples: the 33-point ko A = {24 | B},
// B = {A | -9}; iterated kos B = A|C, C = B|D, D = C|E.
type KoGraph struct {
	Nodes []KoNode
}

type komasterKey struct{ node, banned int }

type komasterRun struct {
	g       *KoGraph
	master  Komaster
	memo    map[komasterKey]Thermograph
	onStack map[komasterKey]bool
	steps   int
}

// maxKomasterStates bounds the work of one komaster thermography.
const maxKomasterStates = 100000

// KomasterThermograph returns the thermograph of position start of g when
// the given player is komaster (G-hat for Left, G-check for Right),
// computed bottom-up by the Economist's View section 2.2 equations: when
// the komaster takes a ko (moves to a position from which the opponent's
// immediate recapture would repeat the position), that recapture is
// removed and the komaster may not pass immediately (pass-banned mast);
// the opponent's ko captures are unrestricted. Iterated kos are handled by
// the same rule (for B = A|C, C = B|D, D = C|E with Left komaster the
// order of evaluation is B-hat (pass-banned), C-hat (pass-banned), D-hat,
// C-hat, B-hat). A loop that this rule does not break (e.g. a triple ko)
// is reported as an error.
func KomasterThermograph(g *KoGraph, start int, master Komaster) (Thermograph, error) {
	if g == nil || start < 0 || start >= len(g.Nodes) {
		return Thermograph{}, fmt.Errorf("komaster thermograph: start position %d out of range", start)
	}
	if err := g.checkEdges(); err != nil {
		return Thermograph{}, err
	}
	r := &komasterRun{g: g, master: master, memo: map[komasterKey]Thermograph{}, onStack: map[komasterKey]bool{}}
	return r.thermo(komasterKey{start, -1})
}

// KomasterThermographs returns the thermograph of every position of g when
// master is komaster: KomasterThermograph of each start, computed in one
// run whose states (a position and the recapture banned there) are shared
// between the starts. A state's thermograph depends on the state alone, so
// the results are those of the starts taken one by one, at the cost of the
// states reachable from all of them once (for a component of k positions,
// about a k-th of the separate runs). It fails when one start fails: a
// loop the komaster rule does not break, or more than maxKomasterStates
// states in all.
func KomasterThermographs(g *KoGraph, master Komaster) ([]Thermograph, error) {
	if g == nil || len(g.Nodes) == 0 {
		return nil, fmt.Errorf("komaster thermograph: no position")
	}
	if err := g.checkEdges(); err != nil {
		return nil, err
	}
	r := &komasterRun{g: g, master: master, memo: map[komasterKey]Thermograph{}, onStack: map[komasterKey]bool{}}
	out := make([]Thermograph, len(g.Nodes))
	for i := range g.Nodes {
		t, err := r.thermo(komasterKey{i, -1})
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

// checkEdges reports a move of g to a position g does not have.
func (g *KoGraph) checkEdges() error {
	for i, n := range g.Nodes {
		for _, side := range [2][]KoEdge{n.Left, n.Right} {
			for _, e := range side {
				if e.To >= len(g.Nodes) {
					return fmt.Errorf("komaster thermograph: position %d (%s) has a move to unknown position %d", i, n.Name, e.To)
				}
			}
		}
	}
	return nil
}

func hasEdgeTo(edges []KoEdge, to int) bool {
	for _, e := range edges {
		if e.To == to {
			return true
		}
	}
	return false
}

func (r *komasterRun) thermo(k komasterKey) (Thermograph, error) {
	if t, ok := r.memo[k]; ok {
		return t, nil
	}
	n := r.g.Nodes[k.node]
	if r.onStack[k] {
		return Thermograph{}, fmt.Errorf("komaster thermograph: loop through position %q is not a ko the komaster rule resolves", n.Name)
	}
	r.steps++
	if r.steps > maxKomasterStates {
		return Thermograph{}, fmt.Errorf("komaster thermograph: more than %d states", maxKomasterStates)
	}
	r.onStack[k] = true
	defer delete(r.onStack, k)

	ls, rs := infWall(-1), infWall(1)
	for _, e := range n.Left {
		var t Thermograph
		if e.To < 0 {
			t = e.Leaf
		} else {
			if r.master == RightKomaster && e.To == k.banned {
				continue
			}
			next := komasterKey{e.To, -1}
			if r.master == LeftKomaster && hasEdgeTo(r.g.Nodes[e.To].Right, k.node) {
				next.banned = k.node
			}
			var err error
			if t, err = r.thermo(next); err != nil {
				return Thermograph{}, err
			}
		}
		ls = MaxWall(ls, t.Right.Shift(ratZero, ratOne.Neg()))
	}
	for _, e := range n.Right {
		var t Thermograph
		if e.To < 0 {
			t = e.Leaf
		} else {
			if r.master == LeftKomaster && e.To == k.banned {
				continue
			}
			next := komasterKey{e.To, -1}
			if r.master == RightKomaster && hasEdgeTo(r.g.Nodes[e.To].Left, k.node) {
				next.banned = k.node
			}
			var err error
			if t, err = r.thermo(next); err != nil {
				return Thermograph{}, err
			}
		}
		rs = MinWall(rs, t.Left.Shift(ratZero, ratOne))
	}
	ban := NoBan
	if k.banned >= 0 {
		ban = LeftBanned
		if r.master == RightKomaster {
			ban = RightBanned
		}
	}
	var t Thermograph
	var err error
	if n.Ground != nil {
		t, err = WallsFromScaffoldsAt(ls, rs, ban, *n.Ground)
	} else {
		t, err = WallsFromScaffolds(ls, rs, ban)
	}
	if err != nil {
		return Thermograph{}, fmt.Errorf("komaster thermograph at %q: %w", n.Name, err)
	}
	r.memo[k] = t
	return t, nil
}

// NumberThermograph is the thermograph of the number v: a vertical mast.
func NumberThermograph(v cgt.Rational) Thermograph {
	return Thermograph{Left: ConstWall(v), Right: ConstWall(v)}
}

// mastTop returns the value and base temperature of the infinite vertical
// mast, or an error when the walls do not end in one.
func (t Thermograph) mastTop() (cgt.Rational, cgt.Rational, error) {
	if t.Left.inf != 0 || t.Right.inf != 0 {
		return cgt.Rational{}, cgt.Rational{}, errors.New("thermograph has an infinite wall")
	}
	if t.Left.tail.Sign() != 0 || t.Right.tail.Sign() != 0 {
		return cgt.Rational{}, cgt.Rational{}, errors.New("thermograph has no vertical mast at the top")
	}
	lp, rp := t.Left.points(), t.Right.points()
	l, r := lp[len(lp)-1], rp[len(rp)-1]
	if !l.V.Equal(r.V) {
		return cgt.Rational{}, cgt.Rational{}, errors.New("thermograph walls do not meet at the top")
	}
	return l.V, l.T.Max(r.T), nil
}

// Mean is the value of the infinite vertical mast (Economist's View 2.3,
// mu(G)); an error when the walls do not end in a mast.
func (t Thermograph) Mean() (cgt.Rational, error) {
	v, _, err := t.mastTop()
	return v, err
}

// Temperature is the temperature at the base of the infinite vertical mast
// (Economist's View 2.3, t(G)).
func (t Thermograph) Temperature() (cgt.Rational, error) {
	_, b, err := t.mastTop()
	return b, err
}

// ActivationTemperatures lists, from the bottom up, the base temperature of
// every vertical mast segment of the thermograph (Economist's View 2.2: G
// is dormant at t when its thermograph at t is a vertical mast, and the
// base of that mast is the activation temperature at t). A thermograph
// with several hills has several; the last is the Temperature.
func (t Thermograph) ActivationTemperatures() []cgt.Rational {
	if t.Left.inf != 0 || t.Right.inf != 0 {
		return nil
	}
	ts := breaks(t.Left, t.Right)
	var out []cgt.Rational
	inMast := false
	for _, t0 := range ts {
		vertical := t.Left.At(t0).Equal(t.Right.At(t0)) &&
			t.Left.slopeAfter(t0).Sign() == 0 && t.Right.slopeAfter(t0).Sign() == 0
		if vertical && !inMast {
			out = append(out, t0)
		}
		inMast = vertical
	}
	return out
}

// String prints both walls.
func (t Thermograph) String() string {
	return fmt.Sprintf("Left wall %s; Right wall %s", t.Left, t.Right)
}
