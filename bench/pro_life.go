package bench

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
)

// LifeTally counts the stones of one verdict of the life-and-death
// judgement (decompose.Judge) some moves before the end of a record, with
// what the record says became of them: CapturedLater stones had left the
// board, or changed colour, by the end of the game (they did not live);
// ProvedSafeAtEnd stones are, at the end, stones of the same colour that
// the judgement of the final position proves safe (Benson, the static
// rules or the safety search: proofs), so they did not die. A verdict
// "dead" is wrong for the second, a verdict "alive" for the first (as far
// as the record shows: dead stones left on the board at the end count in
// neither). With a baseline engine, DeadAtEndBaseline stones are still
// on the board at the end and in the engine's final_status_list dead: a
// verdict "alive" is wrong for them too, and "dead" right.
type LifeTally struct {
	Verdict           string `json:"verdict"`
	Stones            int    `json:"stones"`
	CapturedLater     int    `json:"captured_later"`
	ProvedSafeAtEnd   int    `json:"proved_safe_at_end"`
	DeadAtEndBaseline int    `json:"dead_at_end_baseline,omitempty"`
}

// LifeBefore is the judgement of the position Back moves before the end
// of one record (or of the whole folder, summed), one tally per verdict
// that occurs, in the order of sortTallies; Baseline says the baseline
// engine's dead stones were read (DeadAtEndBaseline).
type LifeBefore struct {
	Back     int         `json:"back"`
	Baseline bool        `json:"baseline,omitempty"`
	Tallies  []LifeTally `json:"tallies"`
}

// lifeBefore judges the position back moves before the end of rec for
// each of backs and tallies the verdicts against the record (see
// LifeTally); final is the judgement of the final position and baseDead
// the baseline engine's dead stones at the end (nil: no baseline). A record
// with too few moves is skipped for that back.
func lifeBefore(ctx context.Context, rec *proRecord, final *decompose.Life, baseDead []board.Point, backs []int) ([]LifeBefore, error) {
	n := len(rec.final.Moves())
	deadAtEnd := make([]bool, rec.final.NumPoints())
	for _, p := range baseDead {
		deadAtEnd[p] = true
	}
	var out []LifeBefore
	for _, back := range backs {
		if back <= 0 || back >= n {
			continue
		}
		early, err := board.FromSGF(rec.root, n-back, rec.rules)
		if err != nil {
			return out, fmt.Errorf("%d moves before the end: %w", back, err)
		}
		life, err := decompose.Judge(ctx, early, decompose.Options{})
		if err != nil {
			return out, fmt.Errorf("%d moves before the end: %w", back, err)
		}
		tallies := map[string]*LifeTally{}
		for p := 0; p < early.NumPoints(); p++ {
			pt := board.Point(p)
			c := early.At(pt)
			v, ok := life.At(pt)
			if c == board.Empty || !ok {
				continue
			}
			name := v.String()
			t := tallies[name]
			if t == nil {
				t = &LifeTally{Verdict: name}
				tallies[name] = t
			}
			t.Stones++
			kept := rec.final.At(pt) == c
			switch w, ok := final.At(pt); {
			case !kept:
				t.CapturedLater++
			case ok && w.Proved():
				t.ProvedSafeAtEnd++
			case deadAtEnd[p]:
				t.DeadAtEndBaseline++
			}
		}
		lb := LifeBefore{Back: back, Baseline: baseDead != nil}
		for _, t := range tallies {
			lb.Tallies = append(lb.Tallies, *t)
		}
		sortTallies(lb.Tallies)
		out = append(out, lb)
	}
	return out, nil
}

// sortTallies orders tallies by status (alive, dead, seki, unsettled),
// then by name.
func sortTallies(ts []LifeTally) {
	rank := func(v string) int {
		for i, s := range []string{"alive", "dead", "seki", "unsettled"} {
			if strings.HasPrefix(v, s) {
				return i
			}
		}
		return 4
	}
	sort.Slice(ts, func(i, j int) bool {
		if ri, rj := rank(ts[i].Verdict), rank(ts[j].Verdict); ri != rj {
			return ri < rj
		}
		return ts[i].Verdict < ts[j].Verdict
	})
}

// addLifeBefore adds one record's tallies into the folder's sums.
func addLifeBefore(sum []LifeBefore, g []LifeBefore) []LifeBefore {
	for _, lb := range g {
		i := 0
		for i < len(sum) && sum[i].Back != lb.Back {
			i++
		}
		if i == len(sum) {
			sum = append(sum, LifeBefore{Back: lb.Back, Baseline: true})
		}
		sum[i].Baseline = sum[i].Baseline && lb.Baseline
		for _, t := range lb.Tallies {
			j := 0
			for j < len(sum[i].Tallies) && sum[i].Tallies[j].Verdict != t.Verdict {
				j++
			}
			if j == len(sum[i].Tallies) {
				sum[i].Tallies = append(sum[i].Tallies, LifeTally{Verdict: t.Verdict})
			}
			s := &sum[i].Tallies[j]
			s.Stones += t.Stones
			s.CapturedLater += t.CapturedLater
			s.ProvedSafeAtEnd += t.ProvedSafeAtEnd
			s.DeadAtEndBaseline += t.DeadAtEndBaseline
		}
		sortTallies(sum[i].Tallies)
	}
	sort.Slice(sum, func(i, j int) bool { return sum[i].Back < sum[j].Back })
	return sum
}

// lifeBeforeText writes the folder's tallies, one line per verdict;
// baseline names the baseline engine whose dead stones were read.
func lifeBeforeText(sum []LifeBefore, records int, baseline string) string {
	var b strings.Builder
	for _, lb := range sum {
		fmt.Fprintf(&b, "life and death %d moves before the end (%d records; stones, of them captured before the end, of them proved safe at the end", lb.Back, records)
		if lb.Baseline {
			fmt.Fprintf(&b, ", of them dead at the end for %s", baseline)
		}
		b.WriteString("):\n")
		for _, t := range lb.Tallies {
			fmt.Fprintf(&b, "  %-20s %6d stones, captured later %5d (%4.1f%%), proved safe at the end %5d (%4.1f%%)",
				t.Verdict, t.Stones, t.CapturedLater, percent(t.CapturedLater, t.Stones), t.ProvedSafeAtEnd, percent(t.ProvedSafeAtEnd, t.Stones))
			if lb.Baseline {
				fmt.Fprintf(&b, ", dead at the end %5d (%4.1f%%)", t.DeadAtEndBaseline, percent(t.DeadAtEndBaseline, t.Stones))
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}
