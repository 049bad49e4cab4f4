package cgt

import "testing"

// TestNewGameOwnsItsOptions checks that the canonical form of {left | right}
// keeps options of its own, whether the reductions dropped options or not
// (maximal and bypassReversible return their argument unchanged when they
// change nothing): overwriting the arguments afterwards changes nothing.
func TestNewGameOwnsItsOptions(t *testing.T) {
	cases := []struct {
		left, right []string
		want        string
	}{
		{[]string{"1"}, []string{"-1"}, "{1|-1}"},                // nothing to reduce
		{[]string{"2", "1"}, []string{"-1", "-2"}, "{2|-2}"},     // dominated options
		{[]string{"*"}, nil, "0"},                                // a reversible option
		{[]string{"{2|1}", "3"}, []string{"-3"}, "{3|-3}"},       // dominated, not a number
		{[]string{"^", "*"}, []string{"{0|-1}"}, "{^,*|{0|-1}}"}, // incomparable options
	}
	games := func(ss []string) []Game {
		var gs []Game
		for _, s := range ss {
			gs = append(gs, mustParse(t, s))
		}
		return gs
	}
	for _, tc := range cases {
		left, right := games(tc.left), games(tc.right)
		want := mustParse(t, tc.want)
		g := NewGame(left, right)
		if g != want {
			t.Fatalf("{%v | %v} = %s, want %s", tc.left, tc.right, g, want)
		}
		lo := append([]Game(nil), g.LeftOptions()...)
		ro := append([]Game(nil), g.RightOptions()...)
		for i := range left {
			left[i] = Int(7)
		}
		for i := range right {
			right[i] = Int(-7)
		}
		if !equalGames(g.LeftOptions(), lo) || !equalGames(g.RightOptions(), ro) {
			t.Fatalf("{%v | %v}: overwriting the arguments changed the options of %s", tc.left, tc.right, g)
		}
	}
}

func equalGames(a, b []Game) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
