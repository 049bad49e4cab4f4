package coins

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// TestCheckValues checks the conditions of Theorem 22 (Moews section 5.1.5)
// on sets of monetary values: positive numbers pass; values with a
// non-positive Right stop (condition 2), a Right option with non-positive
// Right stop (3), failing 2.{x|0} <= x (4), confused values (1) or values
// differing by an infinitesimal (5) fail.
func TestCheckValues(t *testing.T) {
	cases := []struct {
		values []string
		cond   int // the condition that fails, 0 if none
	}{
		{[]string{"1", "2", "3", "1/2", "0"}, 0},
		{[]string{"1", "{4|3}"}, 0},
		{[]string{"1", "2", "{5|4}", "{9|7}"}, 0},
		{[]string{"^"}, 2},                // R(^) = 0
		{[]string{"{2|-1}"}, 2},           // R = -1
		{[]string{"{3|{2|0}}"}, 3},        // R({2|0}) = 0
		{[]string{"{10|{9|{1|-10}}}"}, 4}, // 2.{x|0} > x
		{[]string{"{3|1}", "2"}, 1},       // confused
		{[]string{"{4|3}", "{4|3}+*"}, 1}, // confused
		{[]string{"2", "2+^"}, 5},         // 2^ - 2 = ^ is infinitesimal
	}
	for _, c := range cases {
		var vals []cgt.Game
		for _, s := range c.values {
			vals = append(vals, mustParse(t, s))
		}
		err := CheckValues(vals)
		switch {
		case c.cond == 0 && err != nil:
			t.Errorf("CheckValues(%v) = %v, want nil", c.values, err)
		case c.cond != 0 && (err == nil || !strings.Contains(err.Error(), fmt.Sprintf("condition %d", c.cond))):
			t.Errorf("CheckValues(%v) = %v, want a failure of condition %d", c.values, err, c.cond)
		}
	}
}

// TestTable51GeneralisedValues checks Theorem 22 on an example: with the
// monetary values 1 and {4|3} (which satisfy CheckValues), Table 5.1 still
// predicts the outcome of every position of at most 3 coins on rows 1-3 of
// the two leftmost columns and the strip, compared with canonical sums.
func TestTable51GeneralisedValues(t *testing.T) {
	values := []cgt.Game{cgt.Int(1), mustParse(t, "{4|3}")}
	if err := CheckValues(values); err != nil {
		t.Fatal(err)
	}
	var types []Coin
	for _, v := range values {
		for row := 1; row <= 3; row++ {
			for col := 1; col <= 2; col++ {
				c := BoardCoin(Red, row, col, v)
				types = append(types, c, c.Neg())
			}
		}
	}
	types = append(types, StripCoin(Red, 1), StripCoin(Blue, 1), StripCoin(Red, 0))
	tc := &table51Checker{t: t, cases: map[string]int{}}
	maxCoins := 3
	if testenv.Reduced() {
		maxCoins = 2
	}
	sweep(types, maxCoins, 0, 1, true, tc.check)
	t.Logf("checked %d positions with values 1 and {4|3}; cases %v", tc.n, tc.cases)
	if tc.fails > 0 {
		t.Errorf("%d disagreements", tc.fails)
	}
}
