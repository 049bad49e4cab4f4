package strategy

import (
	"fmt"
	"testing"
)

// basicKoTable is the summary table of seeds/003 (class I1, "Summary of
// strategic cases"): the optimal score by who moves, Kd = KB - KW mod 3 and
// the threat difference Td = TB - TW. Scores are Black minus White and
// multiples of thirds written as (numerator over 3).
func basicKoTable(blackToMove bool, kd, td int) (thirds int, caseNo int) {
	switch kd % 3 {
	case 0:
		return -kd, 1 // -Kd/3
	case 1:
		switch {
		case blackToMove:
			return -(kd - 1), 2
		case td > 0:
			return -(kd - 1), 3
		default:
			return -(kd - 1) - 3, 4
		}
	default:
		switch {
		case !blackToMove:
			return -(kd - 2) - 3, 7
		case td > 0:
			return -(kd - 2), 5
		default:
			return -(kd - 2) - 3, 6
		}
	}
}

// TestBasicKoTable checks the abstract model (BasicKoOptimal, rule model in
// its comment) against all seven cases of seed 003's summary table for
// 1 <= K <= 9 kos, 0 <= D <= 4 dame, 0 <= TB, TW <= 3 threats, KB >= KW, both
// colours to move.
func TestBasicKoTable(t *testing.T) {
	type query struct {
		p     BasicKoPosition
		black bool
	}
	var qs []query
	var starts []basicKoState
	for k := 1; k <= 9; k++ {
		for kw := 0; 2*kw <= k; kw++ {
			for d := 0; d <= 4; d++ {
				for tb := 0; tb <= 3; tb++ {
					for tw := 0; tw <= 3; tw++ {
						for _, black := range []bool{true, false} {
							p := BasicKoPosition{KB: k - kw, KW: kw, D: d, TB: tb, TW: tw}
							qs = append(qs, query{p, black})
							starts = append(starts, p.start(black))
						}
					}
				}
			}
		}
	}
	got := solveBasicKo(starts, territoryGains)
	seen := map[int]int{}
	for i, q := range qs {
		thirds, caseNo := basicKoTable(q.black, q.p.KB-q.p.KW, q.p.TB-q.p.TW)
		if thirds%3 != 0 {
			t.Fatalf("table score %d/3 is not whole for %+v", thirds, q.p)
		}
		if got[i] != thirds/3 {
			t.Errorf("case %d, %+v, black to move %v: model gives %d, table %d", caseNo, q.p, q.black, got[i], thirds/3)
		}
		seen[caseNo]++
	}
	if len(seen) != 7 {
		t.Errorf("only cases %v of the seven were exercised", seen)
	}
	// The one-position entry point agrees with the batch.
	if v := BasicKoOptimal(qs[len(qs)/2].p, qs[len(qs)/2].black); v != got[len(qs)/2] {
		t.Errorf("BasicKoOptimal = %d, batch %d", v, got[len(qs)/2])
	}
	t.Logf("%d positions checked; per case: %s", len(qs), fmt.Sprint(seen))
}
