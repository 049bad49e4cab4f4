package coins

import (
	"fmt"
	"testing"
)

// figure52 lists terms in the desirability order of Moews' Figure 5.2
// (section 5.1.3), most desirable first, for values 1-3, columns 1-3 and
// the first four rows above the bipolar square: each inner slice holds
// equally desirable terms (the figure's commas), consecutive slices are
// separated by the figure's semicolons.
func figure52() [][]string {
	var groups [][]string
	// Below the critical line: higher values first; within a value the
	// tiny terms (rightmost first) and then the switches.
	for x := 3; x >= 1; x-- {
		for k := 3; k >= 1; k-- {
			groups = append(groups, []string{shifted(fmt.Sprintf("+_%d", x), k), shifted(fmt.Sprintf("-_%d", x), k)})
		}
		groups = append(groups, []string{fmt.Sprintf("{0|-%d}", x), fmt.Sprintf("{%d|0}", x)})
	}
	// Above it: lower values first; within a value the rows from the
	// critical line up, each rightmost first.
	for x := 1; x <= 3; x++ {
		for n := 1; n <= 3; n++ {
			zeros := "0"
			if n > 1 {
				zeros = fmt.Sprintf("0^%d", n)
			}
			for k := 3; k >= 1; k-- {
				groups = append(groups, []string{
					shifted(fmt.Sprintf("{%s|+_%d}", zeros, x), k),
					shifted(fmt.Sprintf("{-_%d|%s}", x, zeros), k),
				})
			}
		}
	}
	// The top strip: rightmost first, * last.
	groups = append(groups,
		[]string{"^{->3}*", "v{->3}*"}, []string{"^{->2}*", "v{->2}*"}, []string{"^*", "v*"}, []string{"*"})
	return groups
}

// shifted appends Moews' ^{->k} to a term for k >= 2.
func shifted(term string, k int) string {
	if k == 1 {
		return term
	}
	return fmt.Sprintf("%s^{->%d}", term, k)
}

// TestDesirabilityFigure52 checks Desirability on every pair of terms of
// Figure 5.2 against their places in the figure.
func TestDesirabilityFigure52(t *testing.T) {
	type placed struct {
		c     Coin
		group int
	}
	var all []placed
	for g, group := range figure52() {
		for _, s := range group {
			c, err := ParseTerm(s)
			if err != nil {
				t.Fatalf("ParseTerm(%q): %v", s, err)
			}
			all = append(all, placed{c, g})
		}
	}
	for _, a := range all {
		for _, b := range all {
			want := 0
			switch {
			case a.group < b.group:
				want = 1
			case a.group > b.group:
				want = -1
			}
			got, err := Desirability(a.c, b.c)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("Desirability(%s, %s) = %d, want %d (Figure 5.2)", a.c.Notation(), b.c.Notation(), got, want)
			}
		}
	}
	t.Logf("%d terms, %d pairs", len(all), len(all)*len(all))
}
