package loopy

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// TestSidleFiveKos: the benchmark's five-ko sum sidles to Theorem 15's
// value too (skipped with -short: about a second).
func TestSidleFiveKos(t *testing.T) {
	if testing.Short() {
		t.Skip("about a second of sidling")
	}
	var s Sum
	for _, a := range []int64{15, 13, 11, 7, 3} {
		s.Kos = append(s.Kos, KO(cgt.Int(a), cgt.Zero()))
	}
	h, err := HSum(s)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Sidle(context.Background(), s, LeftThreats, 0)
	if err != nil || g != h {
		t.Errorf("%v: sidling %v %v, H_v %v", s, g, err, h)
	}
}
