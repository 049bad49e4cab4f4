package api

import (
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

func TestScoreString(t *testing.T) {
	cases := []struct {
		r    cgt.Rational
		want string
	}{
		{cgt.RationalFromFrac(5, 2), "B+2.5"},
		{cgt.RationalFromInt(-31), "W+31"},
		{cgt.RationalFromInt(0), "0"},
		{cgt.RationalFromFrac(-1, 2), "W+0.5"},
		{cgt.RationalFromFrac(1, 3), "B+1/3"},
	}
	for _, c := range cases {
		if got := ScoreString(c.r); got != c.want {
			t.Errorf("ScoreString(%s) = %q, want %q", c.r, got, c.want)
		}
	}
}
