package loopy

import (
	"errors"
	"fmt"
	"sort"

	"github.com/cgtgo/cgtgo/cgt"
)

// HC returns Moews' ender H^C_{v_0,...,v_n} for kos of length m and point
// values P_0 = 0 < P_1 < ... < P_n (section 4.4; points[k] = P_k, points[0]
// must be 0):
//
//	H^C_{v0}                = C
//	H^C_{v0..v(n-1),0}      = H^C_{v0..v(n-1)}
//	H^C_{v0..v(n-1),1}      = H^C_{v0..v(n-1),2} | H^C_{v0..v(n-1),0}
//	H^C_{v0..v(n-1),b}      = H^C_{v0..v(n-1)-1,b+1}          (2 <= b <= m-1)
//	H^C_{v0..v(n-1),cm+d}   = H^{C+cP_n}_{v0..v(n-1),d}
//
// C must be a dyadic number.
func HC(m int, c cgt.Rational, points []cgt.Rational, v []int64) (cgt.Game, error) {
	if m < 3 || m > maxKoLength {
		return cgt.Game{}, fmt.Errorf("H^C_v: ko length m = %d out of range 3..%d", m, maxKoLength)
	}
	if len(v) == 0 || len(points) < len(v) {
		return cgt.Game{}, fmt.Errorf("H^C_v: need %d point values for %d indices", len(v), len(v))
	}
	if len(v) > maxHIndex+1 {
		return cgt.Game{}, fmt.Errorf("H^C_v: index vector too long (%d)", len(v))
	}
	if points[0].Sign() != 0 {
		return cgt.Game{}, errors.New("H^C_v: P_0 must be 0")
	}
	for k := 1; k < len(points); k++ {
		if points[k].Cmp(points[k-1]) <= 0 {
			return cgt.Game{}, errors.New("H^C_v: point values must increase")
		}
	}
	if !c.IsDyadic() {
		return cgt.Game{}, fmt.Errorf("H^C_v: C = %s is not a dyadic number", c)
	}
	r := &hRun{m: int64(m), memo: map[string]cgt.Game{}, japanese: true, points: points}
	return r.hc(c, append([]int64(nil), v...))
}

// HCIndex computes the data of Theorem 20 for a sum of kos: every ko must
// be KOR_i^m[A_j, B_j] with one common m, A_j = L_j + delta_j and
// B_j = M_j + epsilon_j numbers plus infinitesimals. The point values
// q_j = L_j - M_j > 0 sorted give P_1 < ... < P_n; C = sum L_j; v_k is the
// sum of -i_j over the P_k-point kos (kos of q <= 0 points only count in
// v_0, on which H^C does not depend).
func HCIndex(kos []Ko) (m int, c cgt.Rational, points []cgt.Rational, v []int64, err error) {
	m = 3
	if len(kos) > 0 {
		m = kos[0].M
	}
	var qs []cgt.Rational
	type koq struct {
		q cgt.Rational
		i int
	}
	var items []koq
	for idx, k := range kos {
		if k.M != m {
			return 0, c, nil, nil, fmt.Errorf("ko %d (%s): all kos must have the same length m (%d vs %d)", idx+1, k, k.M, m)
		}
		if k.Passes != RightPass {
			return 0, c, nil, nil, fmt.Errorf("ko %d (%s): Theorem 20 is for kos where Right may pass (KOR, OKR, KOR_i^m)", idx+1, k)
		}
		l, ok1 := numberPart(k.A)
		mm, ok2 := numberPart(k.B)
		if !ok1 || !ok2 {
			return 0, c, nil, nil, fmt.Errorf("ko %d (%s): Theorem 20 needs enders that are numbers plus infinitesimals", idx+1, k)
		}
		c = c.Add(l)
		q := l.Sub(mm)
		items = append(items, koq{q, k.I})
		if q.Sign() > 0 {
			qs = append(qs, q)
		}
	}
	qs = uniqSorted(qs)
	points = append([]cgt.Rational{{}}, qs...)
	v = make([]int64, len(points))
	for _, it := range items {
		if it.q.Sign() <= 0 {
			v[0] -= int64(it.i)
			continue
		}
		k := sort.Search(len(qs), func(j int) bool { return qs[j].Cmp(it.q) >= 0 })
		v[k+1] -= int64(it.i)
	}
	return m, c, points, v, nil
}

// HCSum returns H^C_v + M for a sum of kos with Japanese scoring, Left
// having the ko-threat advantage (Right may pass): by Moews' Theorem 20,
// H^C_v + M - eta <= phi_L^x(s) <= H^C_v + M + 1/on for a positive
// infinitesimal ender eta, so the result is phi_L^x(s) (x = J or N) up to
// an infinitesimal.
func HCSum(s Sum) (cgt.Game, error) {
	m, c, points, v, err := HCIndex(s.Kos)
	if err != nil {
		return cgt.Game{}, fmt.Errorf("H^C_v: %w", err)
	}
	h, err := HC(m, c, points, v)
	if err != nil {
		return cgt.Game{}, fmt.Errorf("H^C_v of %s: %w", s, err)
	}
	return h.Add(s.Ender), nil
}
