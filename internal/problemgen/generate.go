package problemgen

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"sort"
)

// Problem is one generated problem file.
type Problem struct {
	// Path is the file's path in the problem set ("sente/sente-03-13x13.sgf").
	Path string
	SGF  []byte
}

// quotas are the categories and how many problems each gets, in the order
// candidates are dealt to them (see assign).
var quotas = []struct {
	name string
	n    int
}{
	{"textbook", 18}, {"corridor", 10}, {"ko", 18}, {"sente", 22}, {"reverse-sente", 18},
	{"gote", 20}, {"subtraction", 8}, {"result", 18}, {"what-is-sente", 18}, {"addition", 12},
}

// placement is the whole board a chosen shape is put on.
type placement struct {
	category string
	index    int // 1-based within the category
	c        *candidate
}

// Generate builds the problem set: every candidate shape is judged by the
// oracle on a 9x9 board, the well-posed ones with a move worth something
// are dealt to the categories, and each problem is then placed on a whole
// board of its own (9x9, 13x13 or 19x19, turned by one of the eight
// symmetries, colours swapped for every third) where the oracle judges it
// again: the answer in the file is that last verdict. progress, when not
// nil, receives one line per category.
func Generate(ctx context.Context, progress io.Writer) ([]Problem, error) {
	var pool []*candidate
	for _, s := range shapes() {
		c, err := evaluate(ctx, s, nil, baseLayout(s))
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			continue
		}
		if c.V.Swing.Sign() > 0 {
			pool = append(pool, c)
		}
	}
	if progress != nil {
		fmt.Fprintf(progress, "judged %d shapes: %d well posed with a move worth something\n", len(shapes()), len(pool))
	}
	chosen := assign(pool)
	chosen = append(chosen, approachKos(pool, quotaOf("ko"))...)
	sums, err := sumCandidates(ctx, pool)
	if err != nil {
		return nil, err
	}
	if progress != nil {
		fmt.Fprintf(progress, "%d sums\n", len(sums))
	}
	for i, c := range sums {
		if i >= quotaOf("addition") {
			break
		}
		chosen = append(chosen, placement{category: "addition", index: i + 1, c: c})
	}
	var out []Problem
	for _, pl := range chosen {
		p, err := place(ctx, pl)
		if err != nil {
			return nil, fmt.Errorf("%s %d (%s): %w", pl.category, pl.index, pl.c.Shape.Name, err)
		}
		out = append(out, *p)
	}
	if progress != nil {
		count := map[string]int{}
		for _, p := range out {
			count[categoryOf(p.Path)]++
		}
		var names []string
		for k := range count {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			fmt.Fprintf(progress, "%-14s %3d\n", k, count[k])
		}
		kinds := map[string]int{}
		for _, c := range pool {
			k := c.V.Kind
			if c.V.KoInPlay {
				k += " (ko)"
			}
			kinds[k]++
		}
		fmt.Fprintf(progress, "%-14s %3d (pool of %d well-posed shapes: %v)\n", "all", len(out), len(pool), kinds)
	}
	return out, nil
}

// baseLayout is the board a shape is first judged on: 9x9, or 13x13 when
// the shape is too wide for it.
func baseLayout(s shape) layout {
	_, right := extent(s)
	if 4+right+2 < 9 {
		return layout{Size: 9, X: 4}
	}
	return layout{Size: 13, X: 5}
}

func quotaOf(name string) int {
	for _, q := range quotas {
		if q.name == name {
			return q.n
		}
	}
	return 0
}

func categoryOf(path string) string {
	for i := range path {
		if path[i] == '/' {
			return path[:i]
		}
	}
	return ""
}

// assign deals the pool to the categories: a shape goes to the first
// category (in the order of quotas) that takes it and has room. Textbook
// shapes are placed three times, corridors and kos twice, each time on
// another whole board (size, turn, colours), as collections pose a
// classic shape more than once.
func assign(pool []*candidate) []placement {
	taken := map[string]int{}
	var out []placement
	put := func(cat string, c *candidate) bool {
		if taken[cat] >= quotaOf(cat) {
			return false
		}
		taken[cat]++
		out = append(out, placement{category: cat, index: taken[cat], c: c})
		return true
	}
	for _, c := range pool {
		switch {
		case c.Shape.Textbook != "":
			for range 3 {
				put("textbook", c)
			}
			continue
		case c.Shape.Family == "corridor":
			put("corridor", c)
			put("corridor", c)
			continue
		case c.V.KoInPlay:
			put("ko", c)
			put("ko", c)
			continue
		}
		switch c.V.Kind {
		case "black sente":
			if put("sente", c) {
				continue
			}
		case "white sente":
			if put("reverse-sente", c) {
				continue
			}
		case "gote":
			if put("gote", c) {
				continue
			}
			if subtractable(c.V) && put("subtraction", c) {
				continue
			}
		}
		if !put("what-is-sente", c) && !c.V.Ko {
			put("result", c) // the results of a ko depend on the ko threats
		}
	}
	return out
}

// approachKoProblems is how many approach kos the ko category gets on
// top of its quota.
const approachKoProblems = 6

// approachKos deals the first well-posed shapes of the pool whose
// principal line plays an approach ko (verdict.Approach) to the ko
// category, after the after problems it already has. assign puts them in
// other categories by their kind (the ko is not taken on their principal
// lines: the side with the direct ko resolves it), so each is posed
// again here as a ko problem, on another board.
func approachKos(pool []*candidate, after int) []placement {
	var out []placement
	for _, c := range pool {
		if len(out) == approachKoProblems {
			break
		}
		if c.V.Approach != nil && !c.V.KoInPlay {
			out = append(out, placement{category: "ko", index: after + len(out) + 1, c: c})
		}
	}
	return out
}

// subtractable reports whether the swing is the difference of the two
// stops (a gote whose followers are settled: counting by subtraction).
func subtractable(v *verdict) bool {
	d := new(big.Rat).Sub(v.Left, v.Right)
	return d.Cmp(v.Swing) == 0
}
