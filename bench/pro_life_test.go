package bench

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// TestLifeBeforeAgreesWithTheRecord runs RunPro with LifeBefore on a
// sample of pro9 and checks the tallies against the records, replayed with
// package board alone: per record and per number of moves, the stones of
// all verdicts are the stones on the board that many moves before the end,
// the stones captured later those whose point does not hold the same colour
// at the end, and the folder's sums are the records' sums.
func TestLifeBeforeAgreesWithTheRecord(t *testing.T) {
	dir := filepath.Join(proData, "pro9")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no records: %v", err)
	}
	backs := []int{5, 20}
	rep, err := RunPro(context.Background(), dir, ProOptions{Jobs: 2, PerGame: 20 * time.Second, Sample: 5, LifeBefore: backs})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][2]int{} // back -> stones, captured later, summed over the records
	for _, g := range rep.Games {
		trees, err := sgf.ParseFile(filepath.Join(dir, g.File))
		if err != nil {
			t.Fatal(err)
		}
		rules, _ := board.RulesOf(trees[0])
		final, err := board.FromSGF(trees[0], board.AllMoves, rules)
		if err != nil {
			t.Fatal(err)
		}
		n := len(final.Moves())
		if len(g.LifeBefore) != len(backs) {
			t.Fatalf("%s: %d checks, want %d (error %q)", g.File, len(g.LifeBefore), len(backs), g.Error)
		}
		for i, lb := range g.LifeBefore {
			if lb.Back != backs[i] {
				t.Fatalf("%s: check %d is %d moves before the end, want %d", g.File, i, lb.Back, backs[i])
			}
			early, err := board.FromSGF(trees[0], n-lb.Back, rules)
			if err != nil {
				t.Fatal(err)
			}
			stones, captured := 0, 0
			for p := 0; p < early.NumPoints(); p++ {
				c := early.At(board.Point(p))
				if c == board.Empty {
					continue
				}
				stones++
				if final.At(board.Point(p)) != c {
					captured++
				}
			}
			got := [2]int{}
			for _, tl := range lb.Tallies {
				got[0] += tl.Stones
				got[1] += tl.CapturedLater
				if tl.ProvedSafeAtEnd+tl.CapturedLater > tl.Stones {
					t.Errorf("%s, %d moves before the end, %s: %d proved safe and %d captured of %d stones", g.File, lb.Back, tl.Verdict, tl.ProvedSafeAtEnd, tl.CapturedLater, tl.Stones)
				}
			}
			if got != [2]int{stones, captured} {
				t.Errorf("%s, %d moves before the end: tallies give %d stones, %d captured later; the record %d, %d", g.File, lb.Back, got[0], got[1], stones, captured)
			}
			w := want[lb.Back]
			want[lb.Back] = [2]int{w[0] + stones, w[1] + captured}
		}
	}
	if rep.LifeBeforeRecords != len(rep.Games) {
		t.Errorf("%d records judged, want %d", rep.LifeBeforeRecords, len(rep.Games))
	}
	for _, lb := range rep.LifeBefore {
		got := [2]int{}
		for _, tl := range lb.Tallies {
			got[0] += tl.Stones
			got[1] += tl.CapturedLater
		}
		if got != want[lb.Back] {
			t.Errorf("folder, %d moves before the end: %v, want %v", lb.Back, got, want[lb.Back])
		}
	}
}

// TestLifeBeforeWithBaseline runs the same check with GNU Go as the
// baseline, whose dead stones at the end are read: every check says so, and
// on each record the stones the tallies call dead at the end for GNU Go are
// at most the stones GNU Go lists dead (asked again here) that stood on
// their point that many moves before the end.
func TestLifeBeforeWithBaseline(t *testing.T) {
	gg := FindGNUGo()
	if gg == "" {
		t.Skip("gnugo not installed (apt-get install gnugo)")
	}
	if testing.Short() {
		t.Skip("runs GNU Go")
	}
	dir := filepath.Join(proData, "pro9")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no records: %v", err)
	}
	rep, err := RunPro(context.Background(), dir, ProOptions{Jobs: 2, PerGame: time.Minute, Sample: 3, LifeBefore: []int{10},
		Baseline: gg + " --mode gtp --level 1"})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range rep.Games {
		abs, err := filepath.Abs(filepath.Join(dir, g.File))
		if err != nil {
			t.Fatal(err)
		}
		replies, err := runGTP(context.Background(), gg, []string{"--mode", "gtp", "--level", "1"}, []string{"loadsgf " + abs, "final_status_list dead"})
		if err != nil {
			t.Fatal(err)
		}
		listed := len(strings.Fields(replies[1]))
		for _, lb := range g.LifeBefore {
			if !lb.Baseline {
				t.Errorf("%s: the check %d moves before the end did not read GNU Go's dead stones (error %q)", g.File, lb.Back, g.BaselineError)
			}
			sum := 0
			for _, tl := range lb.Tallies {
				sum += tl.DeadAtEndBaseline
			}
			if sum > listed {
				t.Errorf("%s: %d stones dead at the end for GNU Go, which lists %d", g.File, sum, listed)
			}
		}
	}
	if len(rep.LifeBefore) != 1 || !rep.LifeBefore[0].Baseline {
		t.Errorf("folder figures %+v: want one check that read GNU Go's dead stones", rep.LifeBefore)
	}
}
