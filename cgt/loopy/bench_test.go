package loopy

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// mixedKos returns n kos KO[a,0] / OK[a,0] of mixed sizes 1..13.
func mixedKos(n int) Sum {
	var s Sum
	for j := 0; j < n; j++ {
		a := cgt.Int(int64(1 + (j*7)%13))
		if j%3 == 2 {
			s.Kos = append(s.Kos, OK(a, cgt.Zero()))
		} else {
			s.Kos = append(s.Kos, KO(a, cgt.Int(int64(-(j%2)))))
		}
	}
	return s
}

// BenchmarkHSum20: Theorem 15's H_v for 20 kos of mixed sizes.
func BenchmarkHSum20(b *testing.B) {
	s := mixedKos(20)
	for i := 0; i < b.N; i++ {
		if _, err := HSum(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSidle: sidling phi_L^J of sums of kos KO[a,0]; sub-benchmarks
// by number of kos. The 5-ko sum is the largest that finishes within a
// second on the 2-core reference machine (a 6-ko sum took about 2.7 s).
func BenchmarkSidle(b *testing.B) {
	for _, as := range [][]int64{{7, 1}, {13, 11, 7}, {15, 13, 11, 7}, {15, 13, 11, 7, 3}} {
		var s Sum
		for _, a := range as {
			s.Kos = append(s.Kos, KO(cgt.Int(a), cgt.Zero()))
		}
		b.Run(s.String(), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Sidle(context.Background(), s, LeftThreats, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
