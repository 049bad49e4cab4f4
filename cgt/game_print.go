package cgt

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// String prints g in CGSuite's notation (the printed forms of
// /work/shared/oracles/cgsuite_cases.md): numbers "3", "-5/8"; number-up-
// stars "*", "*3", "^", "vv", "^3*2", "9/8*", "73/16v9*8"; symmetric
// switches "+-1", "+-(1*)", "+-{2,{4|0}}"; "Tiny(3/2)", "2Tiny(2)",
// "Miny({5||3|1})"; otherwise braces with Conway's slash notation, where
// more bars bind looser ("{3||2*|1*}") and an option printed in a list of
// several gets its own braces ("{3/2*|1/2||{0|-3},{-1/2|-5/2}}").
// Parse reads every printed form back to the same game.
//
// The printed form writes a follower shared by several options once per
// occurrence, so it can be exponentially longer than the game: a game
// whose printed form would hold more than maxPrintedGames braced games
// prints as "(too big to print: birthday B, stops L / R)" instead, which
// Parse rejects (a region's value deep in a real fight took minutes and
// gigabytes to print before this bound).
func (g Game) String() string { return g.stringWithin(maxPrintedGames) }

// stringWithin is String with a bound of limit braced games.
func (g Game) stringWithin(limit int) string {
	if !g.printsWithin(limit) {
		return fmt.Sprintf("(too big to print: birthday %d, stops %s / %s)", g.Birthday(), g.LeftStop(), g.RightStop())
	}
	var b strings.Builder
	g.appendTo(&b, true, false)
	return b.String()
}

// maxPrintedGames bounds the braced games of a printed form (String): a
// few megabytes of text.
const maxPrintedGames = 200000

// printsWithin reports whether the printed form of g holds at most limit
// braced games, counting a shared follower once per occurrence (a count
// over the game's graph, each node read once).
func (g Game) printsWithin(limit int) bool {
	memo := map[*node]int{}
	var count func(h Game) int
	count = func(h Game) int {
		n := h.node()
		if n.kind != kindGeneral {
			return 0
		}
		if c, ok := memo[n]; ok {
			return c
		}
		c := 1
		for _, side := range [2][]Game{n.left, n.right} {
			for _, o := range side {
				c += count(o)
				if c > limit {
					memo[n] = c
					return c
				}
			}
		}
		memo[n] = c
		return c
	}
	return count(g) <= limit
}

// appendTo writes g; forceBraces encloses a braced game in "{...}" and
// forceParens encloses a compound number-up-star in "(...)". It returns the
// number of bars of the outermost level written without braces (0 when the
// text is enclosed or is a name).
func (g Game) appendTo(b *strings.Builder, forceBraces, forceParens bool) int {
	n := g.node()
	if n.kind != kindGeneral {
		simple := n.kind == kindNumber || (n.num.Sign() == 0 && (n.ups == 0 || n.nim == 0))
		if forceParens && !simple {
			b.WriteByte('(')
			writeNUS(b, n.num, n.ups, n.nim)
			b.WriteByte(')')
		} else {
			writeNUS(b, n.num, n.ups, n.nim)
		}
		return 0
	}
	if name, ok := g.uptimalName(); ok {
		b.WriteString(name)
		return 0
	}
	if g.IsSwitch() {
		b.WriteString("+-")
		if len(n.left) == 1 {
			h := n.left[0]
			h.appendTo(b, true, true)
			return 0
		}
		texts := make([]printedOption, len(n.left))
		for i, h := range n.left {
			var hb strings.Builder
			h.appendTo(&hb, true, false)
			texts[i] = printedOption{h.Birthday(), hb.String()}
		}
		b.WriteByte('{')
		b.WriteString(joinSorted(texts))
		b.WriteByte('}')
		return 0
	}
	if x, h, tiny, ok := g.tinyParts(); ok {
		if x.Sign() != 0 {
			b.WriteString(x.String())
		}
		if tiny {
			b.WriteString("Tiny(")
		} else {
			b.WriteString("Miny(")
		}
		h.appendTo(b, true, false)
		b.WriteByte(')')
		return 0
	}
	bars := 0
	side := func(opts []Game) string {
		texts := make([]printedOption, len(opts))
		for i, o := range opts {
			var ob strings.Builder
			bars = max(bars, o.appendTo(&ob, len(opts) > 1, false))
			texts[i] = printedOption{o.Birthday(), ob.String()}
		}
		return joinSorted(texts)
	}
	lt, rt := side(n.left), side(n.right)
	bars++
	if forceBraces {
		b.WriteByte('{')
	}
	b.WriteString(lt)
	b.WriteString(strings.Repeat("|", bars))
	b.WriteString(rt)
	if forceBraces {
		b.WriteByte('}')
		return 0
	}
	return bars
}

// tinyParts recognises x + Tiny(H) = {x || x | x - H} and
// x + Miny(H) = {x + H | x || x} (ONAG ch. 9's tiny-x, Winning Ways'
// notation as CGSuite prints it).
func (g Game) tinyParts() (x Rational, h Game, tiny bool, ok bool) {
	n := g.node()
	if n.kind != kindGeneral || len(n.left) != 1 || len(n.right) != 1 {
		return x, h, false, false
	}
	l, r := n.left[0].node(), n.right[0].node()
	if l.kind == kindNumber && r.kind == kindGeneral && len(r.left) == 1 && len(r.right) == 1 &&
		r.left[0] == n.left[0] && r.right[0].LeftStop().Cmp(l.num) < 0 {
		return l.num, n.left[0].Sub(r.right[0]), true, true
	}
	if r.kind == kindNumber && l.kind == kindGeneral && len(l.left) == 1 && len(l.right) == 1 &&
		l.right[0] == n.right[0] && l.left[0].RightStop().Cmp(r.num) > 0 {
		return r.num, l.left[0].Sub(n.right[0]), false, true
	}
	return x, h, false, false
}

// maxUptimalName bounds n when recognising ^<n> and ^[n] for printing.
const maxUptimalName = 64

// uptimalName recognises CGSuite's up-powers ^<n> = ^[n] - ^[n-1] and
// ^[n] = {^[n-1] | *} (n >= 2) and their negatives v<n>, v[n]. Both have
// birthday n + 1, so only one n is tried.
func (g Game) uptimalName() (string, bool) {
	n := g.node()
	if n.kind != kindGeneral || len(n.left) != 1 || len(n.right) != 1 || !g.IsInfinitesimal() {
		return "", false
	}
	k := int(min(n.birthday, maxUptimalName+1)) - 1
	if k < 2 || int64(k+1) != n.birthday {
		return "", false
	}
	to := upTo(k)
	pow := to.Sub(upTo(k - 1))
	switch g {
	case to:
		return fmt.Sprintf("^[%d]", k), true
	case to.Neg():
		return fmt.Sprintf("v[%d]", k), true
	case pow:
		return fmt.Sprintf("^<%d>", k), true
	case pow.Neg():
		return fmt.Sprintf("v<%d>", k), true
	}
	return "", false
}

// writeNUS prints x + n.^ + *m: "0", "3/2", "^", "^^", "^3", "v", "vv",
// "v3", "*", "*2", "^*", "9/8*", "73/16v9*8".
func writeNUS(b *strings.Builder, x Rational, ups, nim int) {
	if x.Sign() != 0 || (ups == 0 && nim == 0) {
		b.WriteString(x.String())
	}
	arrow, k := "^", ups
	if ups < 0 {
		arrow, k = "v", -ups
	}
	switch {
	case k == 1:
		b.WriteString(arrow)
	case k == 2:
		b.WriteString(arrow + arrow)
	case k > 2:
		b.WriteString(arrow + strconv.Itoa(k))
	}
	switch {
	case nim == 1:
		b.WriteByte('*')
	case nim > 1:
		b.WriteString("*" + strconv.Itoa(nim))
	}
}

// Braces prints g's canonical form fully bracketed with only numbers, "{",
// "|", "," and "}" (integers and other dyadic numbers print as numbers), for
// example "{0|{0|0}}" for ^; Parse reads it back to the same game.
func (g Game) Braces() string {
	var b strings.Builder
	g.appendBraces(&b)
	return b.String()
}

func (g Game) appendBraces(b *strings.Builder) {
	n := g.node()
	if n.kind == kindNumber {
		b.WriteString(n.num.String())
		return
	}
	side := func(opts []Game) string {
		texts := make([]printedOption, len(opts))
		for i, o := range opts {
			var ob strings.Builder
			o.appendBraces(&ob)
			texts[i] = printedOption{o.Birthday(), ob.String()}
		}
		return joinSorted(texts)
	}
	b.WriteByte('{')
	b.WriteString(side(n.left))
	b.WriteByte('|')
	b.WriteString(side(n.right))
	b.WriteByte('}')
}

// BracesLimit is Braces with a bound on the output length: the fully
// bracketed form writes shared followers once per occurrence, so it can be
// exponentially longer than the game (*20 has a million nodes). It returns
// ok = false when the text would exceed limit bytes.
func (g Game) BracesLimit(limit int) (string, bool) {
	var b strings.Builder
	ok := g.appendBracesLimit(&b, limit)
	if !ok {
		return "", false
	}
	return b.String(), true
}

func (g Game) appendBracesLimit(b *strings.Builder, limit int) bool {
	if b.Len() > limit {
		return false
	}
	n := g.node()
	if n.kind == kindNumber {
		b.WriteString(n.num.String())
		return b.Len() <= limit
	}
	side := func(opts []Game) (string, bool) {
		texts := make([]printedOption, len(opts))
		for i, o := range opts {
			var ob strings.Builder
			if !o.appendBracesLimit(&ob, limit-b.Len()) {
				return "", false
			}
			texts[i] = printedOption{o.Birthday(), ob.String()}
		}
		return joinSorted(texts), true
	}
	lt, ok := side(n.left)
	if !ok {
		return false
	}
	rt, ok := side(n.right)
	if !ok {
		return false
	}
	b.WriteByte('{')
	b.WriteString(lt)
	b.WriteByte('|')
	b.WriteString(rt)
	b.WriteByte('}')
	return b.Len() <= limit
}

// printedOption is an option's birthday and printed text.
type printedOption struct {
	birthday int64
	text     string
}

// joinSorted joins option texts with commas, simplest first (by birthday,
// then text, as CGSuite prints them), so that a printed game does not
// depend on the order in which games were first built (options are stored
// by handle).
func joinSorted(opts []printedOption) string {
	sort.Slice(opts, func(i, j int) bool {
		if opts[i].birthday != opts[j].birthday {
			return opts[i].birthday < opts[j].birthday
		}
		return opts[i].text < opts[j].text
	})
	texts := make([]string, len(opts))
	for i, o := range opts {
		texts[i] = o.text
	}
	return strings.Join(texts, ",")
}
