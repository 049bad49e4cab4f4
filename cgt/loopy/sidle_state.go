package loopy

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// sidler is the state of one sidling run: the player with the threats, the
// ko-ban, the step budget and the caches of one on/off stand-in (big).
type sidler struct {
	ctx    context.Context
	side   Side
	ban    KoBan
	budget int
	steps  int
	big    cgt.Game
	memo   map[string]cgt.Game
	ids    map[cgt.Game]int
	games  map[string]cgt.Game // {L|R} by option ids: saves canonicalisations
}

// newGame is cgt.NewGame memoised on the option handles.
func (sd *sidler) newGame(left, right []cgt.Game) cgt.Game {
	var b strings.Builder
	for _, g := range left {
		b.WriteString(strconv.Itoa(sd.id(g)))
		b.WriteByte(',')
	}
	b.WriteByte('|')
	for _, g := range right {
		b.WriteString(strconv.Itoa(sd.id(g)))
		b.WriteByte(',')
	}
	k := b.String()
	if g, ok := sd.games[k]; ok {
		return g
	}
	g := cgt.NewGame(left, right)
	sd.games[k] = g
	return g
}

func (sd *sidler) id(g cgt.Game) int {
	if n, ok := sd.ids[g]; ok {
		return n
	}
	n := len(sd.ids)
	sd.ids[g] = n
	return n
}

func (sd *sidler) key(kos []Ko, e cgt.Game) string {
	parts := make([]string, len(kos))
	for i, k := range kos {
		parts[i] = fmt.Sprintf("%d.%d.%d.%d", k.M, k.I, sd.id(k.A), sd.id(k.B))
	}
	sort.Strings(parts)
	return strconv.Itoa(int(sd.side)) + sd.ban.String() + ":" + strings.Join(parts, ";") + "|" + strconv.Itoa(sd.id(e))
}

// option kinds of a sidling vertex
const (
	optState  = iota // a normal move to another vertex
	optThreat        // a banned move, allowed by using a ko threat
	optExit          // a move destroying a ko: a fixed ender
)

type sidleOpt struct {
	kind int
	to   int
	g    cgt.Game
}

type sidleVertex struct {
	left, right []sidleOpt
}

// value returns the phi^J value of the sum kos + e (kos at their start
// positions). The ender is added at the end: a sum of kos has no bad J
// loops, so phi^J(G + H) = phi^J(G) + H for enders H (Moews Corollary 7).
func (sd *sidler) value(kos []Ko, e cgt.Game) (cgt.Game, error) {
	if e != cgt.Zero() {
		g, err := sd.value(kos, cgt.Zero())
		if err != nil {
			return cgt.Game{}, err
		}
		return g.Add(e), nil
	}
	if len(kos) == 0 {
		return e, nil
	}
	key := sd.key(kos, e)
	if g, ok := sd.memo[key]; ok {
		return g, nil
	}
	g, err := sd.sumGraph(kos)
	if err != nil {
		return cgt.Game{}, err
	}
	v, err := sd.sidleGraph(g)
	if err != nil {
		return cgt.Game{}, fmt.Errorf("sidle %s: %w", Sum{Kos: kos, Ender: e}, err)
	}
	sd.memo[key] = v
	return v, nil
}
