package main

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestBenchSolveRecord: cgtgo bench solve's record on the two-corridors
// position (results worked out by hand in TestSolve: +1/2 with Black to
// move) and on the basic ko (TestSolveKomaster: +1 if Black is komaster,
// 0 if White is), each with its line replayed legally; and a record whose
// region is beyond the node budget counted as not solved, with its reason.
func TestBenchSolveRecord(t *testing.T) {
	two := writeTemp(t, "two.sgf", twoCorridors)
	rec := solveRecord(context.Background(), two, 0, time.Minute, 0, lifeFlag{})
	if rec.Kind != "exact" || rec.Result != "1/2" || !rec.Legal || !rec.Complete {
		t.Errorf("two corridors: %+v", rec)
	}
	rec = solveRecord(context.Background(), "../../testdata/sgf/valuation/basic-ko.sgf", 0, time.Minute, 0, lifeFlag{})
	if rec.Kind != "komaster" || rec.Result != "1" || rec.WhiteResult != "0" || !rec.Legal {
		t.Errorf("basic ko: %+v", rec)
	}
	rec = solveRecord(context.Background(), "../../testdata/sgf/triple-ko-9x9.sgf", 0, time.Minute, 500, lifeFlag{})
	if rec.Kind != "failed" || failureReason(rec.Error) != "a region over the node budget" {
		t.Errorf("triple ko within 500 positions: %+v (%s)", rec, failureReason(rec.Error))
	}
	rec.Millis = 7 // the failed record's own time must not move the median
	rep := &solveBenchReport{Back: 0, Records: []solveBenchRecord{{Kind: "exact", Legal: true, Millis: 3}, {Kind: "komaster", Legal: true, Millis: 5}, rec}}
	sum := rep.summary()
	for _, want := range []string{"solved: 2/3 (67%): exact 1, exact for each komaster (kos remain) 1", "legal when replayed: 2/2", "median 5 ms", "not solved: 1 a region over the node budget"} {
		if !strings.Contains(sum, want) {
			t.Errorf("summary lacks %q:\n%s", want, sum)
		}
	}
}

// TestBenchSolveRuleVerdicts: with --life judged, the summary counts apart
// the records solved without any verdict the judgement took from its rules
// of thumb. On naive-unsafe-boundary.sgf (TestSolveLifeJudged) the black row
// is alive by the eye rule, one such verdict.
func TestBenchSolveRuleVerdicts(t *testing.T) {
	var life lifeFlag
	if err := life.Set(lifeJudged); err != nil {
		t.Fatal(err)
	}
	rec := solveRecord(context.Background(), "../../testdata/sgf/decompose/naive-unsafe-boundary.sgf", 0, time.Minute, 3000, life)
	if rec.Kind != "exact" || rec.RuleVerdicts != 1 {
		t.Errorf("naive-unsafe-boundary with judged life: %+v", rec)
	}
	rep := &solveBenchReport{Life: lifeJudged, Records: []solveBenchRecord{rec, {Kind: "exact", Legal: true}, {Kind: "failed", Error: "x"}}}
	if sum := rep.summary(); !strings.Contains(sum, "solved with no verdict of the judgement's rules of thumb (readings and proofs only): 1\n") {
		t.Errorf("summary:\n%s", sum)
	}
	rep.Life = lifeProved
	if sum := rep.summary(); strings.Contains(sum, "rules of thumb") {
		t.Errorf("proved life and death, summary:\n%s", sum)
	}
}
