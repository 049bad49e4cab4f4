// Package duration reads the durations of cgtgo's command lines and GTP
// settings the same way everywhere: a Go duration ("5s", "1m30s", "250ms")
// or a bare number, which means seconds ("5", "1.5").
package duration

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Max is the longest duration accepted: a year, far beyond any budget, and
// far below the overflow of time.Duration.
const Max = 366 * 24 * time.Hour

// Parse reads s as a Go duration or a bare number of seconds. Negative
// durations, NaN and durations over Max are errors.
func Parse(s string) (time.Duration, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return 0, fmt.Errorf("empty duration (want e.g. 5s, 1m30s, 250ms, or 5 for seconds)")
	}
	if f, err := strconv.ParseFloat(t, 64); err == nil {
		if math.IsNaN(f) || f < 0 || f > Max.Seconds() {
			return 0, fmt.Errorf("duration %q out of range (0 to %v)", s, Max)
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(t)
	if err != nil {
		return 0, fmt.Errorf("bad duration %q (want e.g. 5s, 1m30s, 250ms, or 5 for seconds)", s)
	}
	if d < 0 || d > Max {
		return 0, fmt.Errorf("duration %q out of range (0 to %v)", s, Max)
	}
	return d, nil
}

// Value is a flag.Value for a duration read by Parse.
type Value struct{ D *time.Duration }

// Var returns the flag value of *d, set to def.
func Var(d *time.Duration, def time.Duration) *Value {
	*d = def
	return &Value{D: d}
}

// String prints the duration as Go does ("1m0s"); "0s" for none.
func (v *Value) String() string {
	if v == nil || v.D == nil {
		return "0s"
	}
	return v.D.String()
}

// Set reads the duration.
func (v *Value) Set(s string) error {
	d, err := Parse(s)
	if err != nil {
		return err
	}
	*v.D = d
	return nil
}
