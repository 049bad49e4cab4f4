package api

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseSeconds reads a non-negative number of seconds (an int, or a
// decimal as some controllers send) no larger than a year, as GTP's
// time_settings and time_left give them. An error wraps ErrSyntax.
func ParseSeconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f > 366*24*3600 || f != f {
		return 0, fmt.Errorf("%w: bad time %q", ErrSyntax, s)
	}
	return time.Duration(f * float64(time.Second)), nil
}

// ParseCount reads a non-negative int (stones, periods). An error wraps
// ErrSyntax.
func ParseCount(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%w: bad count %q", ErrSyntax, s)
	}
	return n, nil
}

// SetSystem records the time settings of KGS's kgs-time_settings from
// its arguments: none | absolute MAIN | canadian MAIN BYO STONES |
// byoyomi MAIN PERIOD PERIODS (seconds, see ParseSeconds). Japanese
// byo-yomi is kept as Canadian periods of one stone (the engine uses one
// period per move). An unknown system or a wrong number of values gives
// an error wrapping ErrSyntax; tc is then unchanged.
func (tc *TimeControl) SetSystem(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("%w: kgs-time_settings needs a system", ErrSyntax)
	}
	system := strings.ToLower(args[0])
	n, known := map[string]int{"none": 0, "absolute": 1, "canadian": 3, "byoyomi": 3}[system]
	if !known {
		return fmt.Errorf("%w: unknown time system %q", ErrSyntax, args[0])
	}
	if len(args) != n+1 {
		return fmt.Errorf("%w: %s takes %d numbers", ErrSyntax, system, n)
	}
	var v [2]time.Duration
	for i := 0; i < n && i < 2; i++ {
		d, err := ParseSeconds(args[i+1])
		if err != nil {
			return err
		}
		v[i] = d
	}
	switch system {
	case "none":
		return tc.Settings(0, time.Second, 0)
	case "absolute":
		return tc.Settings(v[0], 0, 0)
	case "canadian":
		stones, err := ParseCount(args[3])
		if err != nil {
			return err
		}
		return tc.Settings(v[0], v[1], stones)
	}
	return tc.Settings(v[0], v[1], 1) // byoyomi
}
