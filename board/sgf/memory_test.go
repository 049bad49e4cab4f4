package sgf

import (
	"errors"
	"runtime"
	"strings"
	"testing"
)

// TestMemoryBounded feeds hostile inputs that fill the whole byte budget
// and checks that the limits stop them and that the bytes allocated stay
// within the budget documented on Limits (per node, per value and per
// input byte).
func TestMemoryBounded(t *testing.T) {
	lim := Limits{MaxBytes: 1 << 20, MaxNodes: 20_000, MaxValues: 40_000, MaxValueLen: 64 << 10}
	max := lim.MaxBytes
	tests := []struct {
		name string
		src  string
	}{
		{"empty nodes", "(" + strings.Repeat(";", max-2) + ")"},
		{"move nodes", "(" + strings.Repeat(";B[aa]", (max-2)/6) + ")"},
		{"many values", "(;" + strings.Repeat("AB[]", (max-3)/4) + ")"},
		{"many identifiers", "(;" + strings.Repeat("A[]B[]C[]D[]E[]F[]G[]H[]I[]J[]K[]L[]M[]N[]O[]P[]Q[]R[]S[]", max/60) + ")"},
		{"deep nesting", strings.Repeat("(;", max/4) + strings.Repeat(")", max/4)},
		{"branches", "(;" + strings.Repeat("(;)", (max-4)/3) + ")"},
		{"long value", "(;C[" + strings.Repeat("x", max-10) + "])"},
		{"latin-1 long value", "(;C[" + strings.Repeat("\xe9", max-10) + "])"},
	}
	budget := uint64(lim.MaxNodes*documentedBytesPerNode + lim.MaxValues*documentedBytesPerValue + max*documentedBytesPerInputByte)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data := []byte(tc.src)
			var m0, m1 runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&m0)
			_, err := ParseWithLimits(data, lim)
			runtime.ReadMemStats(&m1)
			if !errors.Is(err, ErrLimit) {
				t.Errorf("error = %v, want a limit", err)
			}
			if got := m1.TotalAlloc - m0.TotalAlloc; got > budget {
				t.Errorf("allocated %d bytes, more than the budget %d", got, budget)
			}
		})
	}
}
