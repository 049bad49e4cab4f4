package bench

import "testing"

// TestScoreText: the per-game line writes margins for Black as results
// ("W+2 1/2"), as the rest of cgtgo does (issue 21: scores read the same
// everywhere); the expected texts are written out by hand.
func TestScoreText(t *testing.T) {
	for _, c := range []struct{ margin, want string }{
		{"-2 1/2", "W+2 1/2"},
		{"4", "B+4"},
		{"1/2", "B+1/2"},
		{"-37 1/2", "W+37 1/2"},
		{"0", "Jigo"},
		{"", "-"},
		{"W+2.5", "W+2.5"},
	} {
		if got := scoreText(c.margin); got != c.want {
			t.Errorf("scoreText(%q) = %q, want %q", c.margin, got, c.want)
		}
	}
}
