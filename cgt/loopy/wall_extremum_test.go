package loopy

import (
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// extremumBySamples is the pointwise extremum computed the plain way: the
// values of both walls at every vertex and every crossing temperature
// (breaks), each read by At, and the final slope of the larger one. It is
// the reference of TestExtremumSweep.
func extremumBySamples(a, b Wall, sign int) Wall {
	ts := breaks(a, b)
	vs := make([]cgt.Rational, len(ts))
	for i, t := range ts {
		x, y := a.At(t), b.At(t)
		if x.Cmp(y)*sign >= 0 {
			vs[i] = x
		} else {
			vs[i] = y
		}
	}
	last := ts[len(ts)-1]
	x, y := a.At(last), b.At(last)
	sa, sb := a.slopeAfter(last), b.slopeAfter(last)
	tail := sa
	if c := x.Cmp(y) * sign; c < 0 || (c == 0 && sb.Cmp(sa)*sign > 0) {
		tail = sb
	}
	return fromSamples(ts, vs, tail)
}

// randomWall draws a finite wall of up to four vertices with small dyadic
// temperatures and values, and a tail slope in {-1, 0, 1}.
func randomWall(r *rand.Rand) Wall {
	n := 1 + r.Intn(4)
	pts := []Point{{T: ratZero, V: cgt.RationalFromFrac(int64(r.Intn(17)-8), 2)}}
	t := int64(0)
	for len(pts) < n {
		t += 1 + int64(r.Intn(4))
		pts = append(pts, Point{T: cgt.RationalFromFrac(t, 2), V: cgt.RationalFromFrac(int64(r.Intn(17)-8), 2)})
	}
	return Wall{pts: pts, tail: cgt.RationalFromInt(int64(r.Intn(3) - 1))}
}

// TestExtremumSweep: MaxWall and MinWall, computed in one sweep over the
// merged vertices, equal the extremum read sample by sample at every
// vertex and crossing, on 20,000 random pairs of walls.
func TestExtremumSweep(t *testing.T) {
	r := rand.New(rand.NewSource(24))
	for i := 0; i < 20000; i++ {
		a, b := randomWall(r), randomWall(r)
		for _, sign := range []int{1, -1} {
			got, want := extremum(a, b, sign), extremumBySamples(a, b, sign)
			if !got.Equal(want) {
				t.Fatalf("extremum(%v, %v, %d) = %v, want %v", a, b, sign, got, want)
			}
		}
	}
}
