package loopy

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// TestSidleMoewsExample: section 4.2, phi_L^J(KO[7,0] + KO[1,0]) = 7 || 2 | 0
// (oracles/moews_ko_tables.json "sidling_example"), by sidling and by H_v.
func TestSidleMoewsExample(t *testing.T) {
	s := Sum{Kos: []Ko{KO(cgt.Int(7), cgt.Int(0)), KO(cgt.Int(1), cgt.Int(0))}}
	want := sw(cgt.Int(7), sw(cgt.Int(2), cgt.Int(0)))
	got, err := Sidle(context.Background(), s, LeftThreats, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("sidle: got %v, want %v", got, want)
	}
	h, err := HSum(s)
	if err != nil {
		t.Fatal(err)
	}
	if h != want {
		t.Errorf("H_v: got %v, want %v", h, want)
	}
}

// TestSidleAgreesWithH: sidling and Theorem 15 agree on every sum of at
// most three kos KO[a,0], 1 <= a <= 15 (Left komaster), and sidling phi_R
// of the negated sums gives the negatives. Under -short and under the race
// detector (which slows sidling about ten times) 1 <= a <= 7.
func TestSidleAgreesWithH(t *testing.T) {
	maxA := 15
	if testing.Short() || testenv.RaceEnabled {
		maxA = 7
	}
	var sums [][]int
	for a := 1; a <= maxA; a++ {
		sums = append(sums, []int{a})
		for b := a; b <= maxA; b++ {
			sums = append(sums, []int{a, b})
			for c := b; c <= maxA; c++ {
				sums = append(sums, []int{a, b, c})
			}
		}
	}
	sl := NewSidler(0) // one cache for all sums: sub-sums are sidled once
	for _, as := range sums {
		var s Sum
		for _, a := range as {
			s.Kos = append(s.Kos, KO(cgt.Int(int64(a)), cgt.Zero()))
		}
		h, err := HSum(s)
		if err != nil {
			t.Fatal(err)
		}
		got, err := sl.Sidle(context.Background(), s, LeftThreats)
		if err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		if got != h {
			t.Errorf("%v: sidling gives %v, H_v gives %v", s, got, h)
		}
		gotR, err := sl.Sidle(context.Background(), s.Neg(), RightThreats)
		if err != nil {
			t.Fatalf("-(%v): %v", s, err)
		}
		if gotR != h.Neg() {
			t.Errorf("phi_R(-(%v)): sidling gives %v, want %v", s, gotR, h.Neg())
		}
	}
	t.Logf("%d sums checked", len(sums))
}

// TestSidleAgreesWithHMixed: sidling and Theorem 15 agree on sums of two
// or three kos KO_i^m[A,B] with nonzero B, mixed start positions and
// m = 3 or 4; sums outside Theorem 15 (A < -1) must still sidle to an
// ender. Under -short and under the race detector a third of the sums
// (those with a+b+c divisible by 3).
func TestSidleAgreesWithHMixed(t *testing.T) {
	ctx := context.Background()
	vals := []int64{-6, -3, -1, 0, 2, 5}
	checked := 0
	sl := NewSidler(0)
	for _, m := range []int{3, 4} {
		for i1 := 1; i1 < m; i1++ {
			for i2 := 1; i2 < m; i2++ {
				for _, a := range vals {
					for _, b := range vals {
						for _, c := range []int64{-2, 1, 4} {
							k1, _ := NewKo(i1, m, cgt.Int(a), cgt.Int(b), NoPass)
							k2, _ := NewKo(i2, m, cgt.Int(c), cgt.Int(-c-1), NoPass)
							s := Sum{Kos: []Ko{k1, k2}, Ender: cgt.Int(c)}
							if (testing.Short() || testenv.RaceEnabled) && (a+b+c)%3 != 0 {
								continue
							}
							g, err := sl.Sidle(ctx, s, LeftThreats)
							if err != nil {
								t.Fatalf("%v: %v", s, err)
							}
							if h, err := HSum(s); err == nil {
								checked++
								if h != g {
									t.Errorf("%v: sidling %v, H_v %v", s, g, h)
								}
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d sums compared with H_v", checked)
}

// TestSidleBudgetAndContext: running out of budget or a cancelled context
// gives ErrNotConverged, not a hang.
func TestSidleBudgetAndContext(t *testing.T) {
	s := Sum{Kos: []Ko{KO(cgt.Int(7), cgt.Zero()), KO(cgt.Int(1), cgt.Zero()), KO(cgt.Int(3), cgt.Zero())}}
	if _, err := Sidle(context.Background(), s, LeftThreats, 10); !errors.Is(err, ErrNotConverged) {
		t.Errorf("budget 10: got %v, want ErrNotConverged", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Sidle(ctx, s, LeftThreats, 0); !errors.Is(err, ErrNotConverged) {
		t.Errorf("cancelled: got %v, want ErrNotConverged", err)
	}
	bad := []Sum{
		{Kos: []Ko{KOR(cgt.Int(1), cgt.Zero())}},
		{Kos: []Ko{{M: 2, I: 1}}},
		{Kos: make([]Ko, 9)},
	}
	for _, b := range bad {
		if _, err := Sidle(context.Background(), b, LeftThreats, 0); err == nil {
			t.Errorf("%v: want an error", b)
		}
	}
}

// TestSidleGraph: sidling a ko's own graph gives the section 4.1 values;
// a ko where Right may pass has phi_L = {A + 1/on | B}, not an ender, and
// sidling must say so promptly (ErrNotEnder or ErrNotConverged); bad
// graphs are errors.
func TestSidleGraph(t *testing.T) {
	ctx := context.Background()
	for _, k := range []Ko{KO(cgt.Int(3), cgt.Int(-2)), OK(cgt.Int(-1), cgt.Int(4)), KO(cgt.Star(), cgt.Int(-1))} {
		want, err := PhiKo(k, BanJ, ThreatsL)
		if err != nil {
			t.Fatal(err)
		}
		got, err := SidleGraph(ctx, k.Graph(), LeftThreats, 0)
		if err != nil || got != want.Game {
			t.Errorf("sidle graph %s: %v %v, want %v", k, got, err, want)
		}
		gotR, err := SidleGraph(ctx, k.Graph().Neg(), RightThreats, 0)
		if err != nil || gotR != want.Game.Neg() {
			t.Errorf("sidle graph -%s: %v %v, want %v", k, gotR, err, want.Game.Neg())
		}
	}
	start := time.Now()
	g, err := SidleGraph(ctx, KOR(cgt.Int(1), cgt.Zero()).Graph(), LeftThreats, 0)
	if !errors.Is(err, ErrNotEnder) && !errors.Is(err, ErrNotConverged) {
		t.Errorf("KOR[1,0]: got %v %v, want ErrNotEnder or ErrNotConverged", g, err)
	}
	t.Logf("KOR[1,0]: %v after %v", err, time.Since(start))
	for _, g := range []*Graph{nil, {}, {Nodes: []GraphNode{{Left: []GraphMove{{To: 5}}}}}, {Nodes: []GraphNode{{}}, Start: 3}} {
		if _, err := SidleGraph(ctx, g, LeftThreats, 0); err == nil {
			t.Errorf("%+v: want an error", g)
		}
	}
}

// TestSidlerConcurrent: one Sidler used from several goroutines (run with
// -race) gives the same values as Theorem 15.
func TestSidlerConcurrent(t *testing.T) {
	sl := NewSidler(0)
	errs := make(chan error, 4)
	for w := 0; w < 4; w++ {
		go func(w int) {
			s := Sum{Kos: []Ko{KO(cgt.Int(int64(3+w)), cgt.Zero()), KO(cgt.Int(2), cgt.Zero())}}
			g, err := sl.Sidle(context.Background(), s, LeftThreats)
			if err == nil {
				if h, _ := HSum(s); h != g {
					err = fmt.Errorf("%v: %v vs %v", s, g, h)
				}
			}
			errs <- err
		}(w)
	}
	for w := 0; w < 4; w++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// TestSidleSuperkoAgreesWithH: Theorem 15 holds for x = N as well as J, so
// sidling with the North American ko-ban (history sets of all positions
// left) must also give H_v on sums of up to three kos KO[a,0] and OK[a,0].
func TestSidleSuperkoAgreesWithH(t *testing.T) {
	sl := NewSidler(0)
	sl.Ban = BanN
	maxA := int64(9)
	if testing.Short() {
		maxA = 5
	}
	n := 0
	for a := int64(1); a <= maxA; a += 2 {
		for b := a; b <= maxA; b++ {
			for c := b; c <= maxA; c += 3 {
				s := Sum{Kos: []Ko{KO(cgt.Int(a), cgt.Zero()), OK(cgt.Int(b), cgt.Int(-1)), KO(cgt.Int(c), cgt.Zero())}}
				for _, sum := range []Sum{{Kos: s.Kos[:2]}, s} {
					h, err := HSum(sum)
					if err != nil {
						t.Fatal(err)
					}
					g, err := sl.Sidle(context.Background(), sum, LeftThreats)
					if err != nil || g != h {
						t.Errorf("N sidling %v: %v %v, H_v %v", sum, g, err, h)
					}
					n++
				}
			}
		}
	}
	t.Logf("%d sums", n)
}
