package duration

import (
	"flag"
	"io"
	"testing"
	"time"
)

// TestParse: Go durations and bare seconds read alike; negative, empty,
// malformed and huge values are refused.
func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"5s", 5 * time.Second, true},
		{"5", 5 * time.Second, true},
		{"1.5", 1500 * time.Millisecond, true},
		{"0", 0, true},
		{"250ms", 250 * time.Millisecond, true},
		{"1m30s", 90 * time.Second, true},
		{" 2 ", 2 * time.Second, true},
		{"-1", 0, false},
		{"-5s", 0, false},
		{"", 0, false},
		{"five", 0, false},
		{"NaN", 0, false},
		{"1e12", 0, false},
		{"9000h", 0, false},
	} {
		got, err := Parse(c.in)
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("Parse(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
	}
}

// TestValue: the flag value reads both forms and keeps its default.
func TestValue(t *testing.T) {
	var d time.Duration
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Var(Var(&d, time.Minute), "budget", "")
	if d != time.Minute {
		t.Fatalf("default %v, want 1m", d)
	}
	if err := fs.Parse([]string{"--budget", "30"}); err != nil || d != 30*time.Second {
		t.Errorf("--budget 30: %v, %v", d, err)
	}
	if err := fs.Parse([]string{"--budget", "-3"}); err == nil {
		t.Error("--budget -3 accepted")
	}
}
