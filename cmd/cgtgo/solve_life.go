package main

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/report"
	"github.com/cgtgo/cgtgo/strategy"
)

// --life of solve and bench solve (issue 24): which life and death the
// decomposition uses. "proved" (the default) takes only what decompose
// proves or assumes by --assume-safe, and the TR/MA marks of the record;
// "judged" adds the verdicts of decompose.Judge (issue 23): blocks judged
// alive are taken as safe and blocks judged dead as dead, as if marked
// with TR and MA. A judgement is not a proof, so a result found with it is
// exact only under that assumption, which the output states.

// Values of --life.
const (
	lifeProved = "proved"
	lifeJudged = "judged"
)

// lifeFlag is --life: "proved" or "judged".
type lifeFlag struct{ mode string }

// String returns the mode ("proved" when unset).
func (f *lifeFlag) String() string {
	if f.mode == "" {
		return lifeProved
	}
	return f.mode
}

// Set reads a mode; anything else is an error naming the valid ones.
func (f *lifeFlag) Set(v string) error {
	switch v {
	case lifeProved, lifeJudged:
		f.mode = v
		return nil
	}
	return fmt.Errorf("want %s or %s, got %q", lifeProved, lifeJudged, v)
}

// judged reports whether the judged life and death is asked for.
func (f lifeFlag) judged() bool { return f.mode == lifeJudged }

// register adds --life to fs.
func (f *lifeFlag) register(fs *flag.FlagSet) {
	fs.Var(f, "life", "life and death of the decomposition: `proved` (proofs, --assume-safe and TR/MA marks) or judged (also the verdicts of the life-and-death judgement, stated as an assumption)")
}

// lifeAssumption is what the judged life and death added to a position.
type lifeAssumption struct {
	// Alive and Dead count the blocks taken as safe and as dead beyond
	// the record's marks; Proved of the alive ones are proofs of safety.
	Alive, Proved, Dead int
	// RuleAlive and RuleDead count those of them whose verdict rests on a
	// rule of thumb of the judgement (decompose.ReasonAssumed), not on a
	// reading or a proof: the least reliable part of the assumption.
	RuleAlive, RuleDead int
}

// text is the line solve prints about the assumption.
func (l *lifeAssumption) text() string {
	return l.line("the result is exact under that assumption")
}

// analyzeNote is the note analyze adds about the assumption.
func (l *lifeAssumption) analyzeNote() string {
	return l.line("the values are exact only under that assumption")
}

// line describes the assumption, with what rests on it.
func (l *lifeAssumption) line(what string) string {
	line := fmt.Sprintf("Assumed: the life and death of the judgement (not all proved): %d blocks alive (%d of them proved safe), %d dead; %s",
		l.Alive, l.Proved, l.Dead, what)
	if l.RuleAlive+l.RuleDead > 0 {
		line += fmt.Sprintf(". Of these, %d alive and %d dead rest on rules of thumb, not on a reading", l.RuleAlive, l.RuleDead)
	}
	return line
}

// judgeLife adds the verdicts of decompose.Judge on pos to its safe and
// dead marks (a block already marked keeps its mark) and says what it
// added.
func judgeLife(ctx context.Context, pos *position, opt decompose.Options) (*lifeAssumption, error) {
	life, err := decompose.Judge(ctx, pos.board, opt)
	if err != nil {
		return nil, fmt.Errorf("%s: life and death: %w", pos.file, err)
	}
	marked := map[board.Point]bool{}
	for _, p := range pos.safe {
		marked[p] = true
	}
	for _, p := range pos.dead {
		marked[p] = true
	}
	la := &lifeAssumption{}
	for _, blk := range life.Blocks {
		if anyMarked(blk.Stones, marked) {
			continue
		}
		rule := blk.Reason == decompose.ReasonAssumed
		switch blk.Status {
		case decompose.StatusAlive:
			la.Alive++
			if blk.Proved() {
				// The decomposition proves it again by the same steps:
				// no mark, so that nothing rests on it as an assumption.
				la.Proved++
				continue
			}
			if rule {
				la.RuleAlive++
			}
			pos.safe = append(pos.safe, blk.Stones...)
		case decompose.StatusDead:
			la.Dead++
			if rule {
				la.RuleDead++
			}
			pos.dead = append(pos.dead, blk.Stones...)
		}
	}
	return la, nil
}

// anyMarked reports whether one of the stones is marked.
func anyMarked(stones []board.Point, marked map[board.Point]bool) bool {
	for _, p := range stones {
		if marked[p] {
			return true
		}
	}
	return false
}

// marksStill keeps the marks of the position's start whose stones are
// still on b (a dead stone captured on the line leaves no mark behind),
// for the analyses along solve's line.
func marksStill(start, b *board.Board, marks []board.Point) []board.Point {
	var out []board.Point
	for _, p := range marks {
		if c := b.At(p); c != board.Empty && c == start.At(p) {
			out = append(out, p)
		}
	}
	return out
}

// analyzeOnLine is strategy.AnalyzePosition of a position of solve's line:
// the marks of the start that still hold stones.
func analyzeOnLine(ctx context.Context, pos *position, b *board.Board, opt strategy.Options) (*strategy.PositionAnalysis, error) {
	opt.Decompose.Safe = marksStill(pos.board, b, opt.Decompose.Safe)
	opt.Decompose.Dead = deadApart(b, opt.Decompose.Safe, marksStill(pos.board, b, opt.Decompose.Dead))
	return strategy.AnalyzePosition(ctx, b, opt)
}

// deadApart keeps the dead marks whose block on b holds no stone marked
// safe and is not pass-alive (Benson). A move of the line may connect
// stones marked dead at the start to a living block (or make their block
// pass-alive): they share its life, and a mark both dead and safe on one
// block would be a contradiction the decomposition refuses.
func deadApart(b *board.Board, safe, dead []board.Point) []board.Point {
	marked := map[board.Point]bool{}
	for _, p := range safe {
		marked[p] = true
	}
	passAlive := decompose.PassAlive(b)
	var out []board.Point
	for _, p := range dead {
		if !passAlive[p] {
			if stones, _ := b.Chain(p); !anyMarked(stones, marked) {
				out = append(out, p)
			}
		}
	}
	return out
}

// assumptionsText is the line solve prints about what the decomposition of
// the start position assumed rather than proved (decompose.ReasonAssumed
// blocks, from --assume-safe, and regions whose kind rests on an
// assumption, such as a territory whose invaders are assumed dead), or ""
// when it assumed nothing. User marks and judged verdicts are said
// elsewhere (the record's marks, lifeAssumption).
func assumptionsText(d *decompose.Decomposition, size int) string {
	blocks := 0
	for _, s := range d.Safe {
		if s.Reason == decompose.ReasonAssumed {
			blocks++
		}
	}
	var at []string
	for _, r := range d.Regions {
		if r.Assumed {
			at = append(at, fmt.Sprintf("%s at %s", r.Kind, r.Points[0].Vertex(size)))
		}
	}
	if blocks == 0 && len(at) == 0 {
		return ""
	}
	var parts []string
	if blocks > 0 {
		parts = append(parts, fmt.Sprintf("%s safe by --assume-safe", report.Plural(blocks, "block")))
	}
	if len(at) > 0 {
		const shown = 6
		list := strings.Join(at[:min(len(at), shown)], ", ")
		if len(at) > shown {
			list += fmt.Sprintf(" and %d more", len(at)-shown)
		}
		parts = append(parts, fmt.Sprintf("%s whose kind rests on unproved safety or dead stones (%s)", report.Plural(len(at), "region"), list))
	}
	return "Assumed, not proved: " + strings.Join(parts, "; ") + "; the result is exact under these assumptions"
}
