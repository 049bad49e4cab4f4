package report

import "testing"

// TestScoreText: scores (Black minus White) as Go players write them.
func TestScoreText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"0", "Jigo"},
		{"7/2", "B+3 1/2"},
		{"-105/8", "W+13 1/8"},
		{"-1/2", "W+1/2"},
		{"x", "x"},
	} {
		if got := ScoreText(c.in); got != c.want {
			t.Errorf("ScoreText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
