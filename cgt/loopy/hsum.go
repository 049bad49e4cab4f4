package loopy

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// maxHIndex bounds the length n of the index vectors of H_v and H^C_v
// (n is about the largest ko's point value), and maxHSteps the number of
// distinct vectors one evaluation may visit.
const (
	maxHIndex = 4096
	maxHSteps = 2_000_000
)

var errHBudget = errors.New("H_v recursion exceeded its step budget")

// H returns Moews' ender H_{v_0,...,v_n} for kos of length m (section 4.3):
//
//	H_{v0}                     = -v0
//	H_{v0..v(n-1),0}           = H_{v0..v(n-1)}
//	H_{v0..v(n-1),1}           = H_{v0..v(n-1),2} | H_{v0..v(n-1),0}
//	H_{v0..v(n-1),b}           = H_{v0..v(n-1)-1,b+1}        (2 <= b <= m-1)
//	H_{v0..v(n-1),cm+d}        = H_{v0-c(n-m),v1..v(n-1),d}
//
// The index v_l counts (with sign -i) the kos of l-m points at position i;
// see HSum for how a sum of kos gives v.
func H(m int, v []int64) (cgt.Game, error) {
	if m < 3 || m > maxKoLength {
		return cgt.Game{}, fmt.Errorf("H_v: ko length m = %d out of range 3..%d", m, maxKoLength)
	}
	if len(v) == 0 {
		return cgt.Game{}, errors.New("H_v: empty index vector")
	}
	if len(v) > maxHIndex+1 {
		return cgt.Game{}, fmt.Errorf("H_v: index vector too long (%d)", len(v))
	}
	r := &hRun{m: int64(m), memo: map[string]cgt.Game{}}
	return r.h(append([]int64(nil), v...))
}

type hRun struct {
	m     int64
	memo  map[string]cgt.Game
	steps int
	// japanese: H^C (numbers C, point values P) instead of H.
	japanese bool
	points   []cgt.Rational // P_0 = 0 < P_1 < ... (H^C only)
}

func vecKey(c cgt.Rational, v []int64) string {
	var b strings.Builder
	b.WriteString(c.String())
	for _, x := range v {
		b.WriteByte(',')
		b.WriteString(strconv.FormatInt(x, 10))
	}
	return b.String()
}

func floorDivMod(a, m int64) (int64, int64) {
	q, r := a/m, a%m
	if r < 0 {
		r += m
		q--
	}
	return q, r
}

// h evaluates H_v (or H^C_v with C carried in c for the Japanese variant).
func (r *hRun) h(v []int64) (cgt.Game, error) { return r.hc(cgt.Rational{}, v) }

func (r *hRun) hc(c cgt.Rational, v []int64) (cgt.Game, error) {
	for {
		// Normalise: reduce the last index mod m and drop trailing zeros.
		n := len(v) - 1
		if n == 0 {
			if r.japanese {
				return cgt.Number(c)
			}
			return cgt.Int(-v[0]), nil
		}
		q, d := floorDivMod(v[n], r.m)
		if q != 0 {
			if r.japanese {
				c = c.Add(r.points[n].Mul(cgt.RationalFromInt(q)))
			} else {
				v[0] -= q * (int64(n) - r.m)
			}
			v[n] = d
		}
		switch {
		case d == 0:
			v = v[:n]
			continue
		case d >= 2:
			v[n-1]--
			v[n] = d + 1
			continue
		}
		// d == 1: H_{..,1} = { H_{..,2} | H_{..,0} }
		key := vecKey(c, v)
		if g, ok := r.memo[key]; ok {
			return g, nil
		}
		r.steps++
		if r.steps > maxHSteps {
			return cgt.Game{}, errHBudget
		}
		lv := append([]int64(nil), v...)
		lv[n] = 2
		left, err := r.hc(c, lv)
		if err != nil {
			return cgt.Game{}, err
		}
		rv := append([]int64(nil), v[:n]...)
		right, err := r.hc(c, rv)
		if err != nil {
			return cgt.Game{}, err
		}
		g := cgt.NewGame([]cgt.Game{left}, []cgt.Game{right})
		r.memo[key] = g
		return g, nil
	}
}

// HIndex computes Moews' index vector v and ko length m of a sum of kos
// for Theorem 15: every ko must be a plain KO_i^m[A_j, B_j] (no passes)
// with one common m, integers A_j >= -1 and B_j. With r_q = sum of -i_j
// over the q-point kos (q = A_j - B_j): v_0 = sum_{q <= -m} r_q - sum A_j
// and v_l = r_{l-m} for l >= 1.
func HIndex(kos []Ko) (m int, v []int64, err error) {
	m = 3
	if len(kos) > 0 {
		m = kos[0].M
	}
	v = []int64{0}
	for idx, k := range kos {
		if k.M != m {
			return 0, nil, fmt.Errorf("ko %d (%s): all kos must have the same length m (%d vs %d)", idx+1, k, k.M, m)
		}
		if k.Passes != NoPass {
			return 0, nil, fmt.Errorf("ko %d (%s): Theorem 15 needs kos without passes (Chinese scoring)", idx+1, k)
		}
		a, okA := gameInt(k.A)
		b, okB := gameInt(k.B)
		if !okA || !okB {
			return 0, nil, fmt.Errorf("ko %d (%s): Theorem 15 needs integer enders", idx+1, k)
		}
		if a < -1 {
			return 0, nil, fmt.Errorf("ko %d (%s): Theorem 15 needs A >= -1", idx+1, k)
		}
		q := a - b
		v[0] -= a
		if q <= -int64(m) {
			v[0] -= int64(k.I)
			continue
		}
		l := q + int64(m)
		if l > maxHIndex {
			return 0, nil, fmt.Errorf("ko %d (%s): ko of %d points is too big (limit %d)", idx+1, k, q, maxHIndex-m)
		}
		for int64(len(v)) <= l {
			v = append(v, 0)
		}
		v[l] -= int64(k.I)
	}
	return m, v, nil
}

// gameInt returns n when g is the integer n (fitting in int64 with room).
func gameInt(g cgt.Game) (int64, bool) {
	x, ok := g.NumberValue()
	if !ok {
		return 0, false
	}
	n, ok := x.Int64()
	if !ok || n > 1<<40 || n < -(1<<40) {
		return 0, false
	}
	return n, true
}

// HSum returns phi_L^x(s) = phi_LR^x(s) for x = J or N (Chinese scoring,
// Left has the ko-threat advantage) by Moews' Theorem 15: H_v + M, where
// v is HIndex(s.Kos) and M = s.Ender. The kos must meet Theorem 15's
// conditions (see HIndex).
func HSum(s Sum) (cgt.Game, error) {
	m, v, err := HIndex(s.Kos)
	if err != nil {
		return cgt.Game{}, fmt.Errorf("H_v: %w", err)
	}
	h, err := H(m, v)
	if err != nil {
		return cgt.Game{}, fmt.Errorf("H_v of %s: %w", s, err)
	}
	return h.Add(s.Ender), nil
}

// HSumRight returns phi_R^x(s) = phi_RL^x(s) (Right has the ko-threat
// advantage) as -HSum(-s): Theorem 15 applied to the negated sum.
func HSumRight(s Sum) (cgt.Game, error) {
	g, err := HSum(s.Neg())
	if err != nil {
		return cgt.Game{}, err
	}
	return g.Neg(), nil
}
