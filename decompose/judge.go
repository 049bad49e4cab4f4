package decompose

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// Judge decides the life and death of every block of b, each verdict with
// its reason (Verdict):
//
//  1. marks: opt.Dead and opt.Safe (SGF MA and TR) are the user's word;
//  2. proofs: Benson's pass-alive blocks and the blocks the safety search
//     proves (never wrong: see Decompose);
//  3. judgement: the remaining blocks get the verdict of the
//     life-and-death reading of lifedeath.go, or, where it cannot decide,
//     of the AssumeSafe rule (assumed).
//
// b is not changed. Bad marks are an error, as for Decompose.
func Judge(ctx context.Context, b *board.Board, opt Options) (*Life, error) {
	if b == nil {
		return nil, fmt.Errorf("decompose: nil board")
	}
	opt, err := opt.withDefaults(b)
	if err != nil {
		return nil, err
	}
	pos := newPosition(b)
	proofs := opt
	proofs.AssumeSafeLiberties = 0
	safe, reason, dead, err := pos.safety(ctx, proofs)
	if err != nil {
		return nil, err
	}
	verdicts := make([]Verdict, len(pos.blocks))
	known := make([]bool, len(pos.blocks))
	for id := range pos.blocks {
		switch {
		case dead[id]:
			verdicts[id], known[id] = Verdict{Status: StatusDead, Reason: ReasonMarked}, true
		case safe[id]:
			verdicts[id], known[id] = Verdict{Status: StatusAlive, Reason: reason[id]}, true
		}
	}
	pos.judgeRest(ctx, opt, verdicts, known)
	return pos.life(verdicts), nil
}

// life packs the verdicts into a Life.
func (pos *position) life(verdicts []Verdict) *Life {
	l := &Life{Size: pos.size, blockAt: append([]int(nil), pos.blockOf...)}
	for id, bl := range pos.blocks {
		l.Blocks = append(l.Blocks, BlockVerdict{ID: id, Color: bl.color, Stones: bl.stones, Liberties: bl.libs, Verdict: verdicts[id]})
	}
	return l
}

// judgeRest gives a verdict to every block not known yet: the AssumeSafe
// rule (threshold opt.AssumeSafeLiberties, 2 when 0) for the living, the
// regions it turns into territory for the dead, the seki search for seki,
// and unsettled for the rest.
func (pos *position) judgeRest(ctx context.Context, opt Options, verdicts []Verdict, known []bool) {
	k := opt.AssumeSafeLiberties
	if k == 0 {
		k = 2
	}
	safe := make([]bool, len(pos.blocks))
	dead := make([]bool, len(pos.blocks))
	reason := make([]Reason, len(pos.blocks))
	for id, v := range verdicts {
		if !known[id] {
			continue
		}
		switch v.Status {
		case StatusAlive:
			safe[id], reason[id] = true, v.Reason
		case StatusDead:
			dead[id] = true
		}
	}
	for id, ok := range pos.assumeSafe(k, safe, dead) {
		if ok && !known[id] {
			safe[id], reason[id] = true, ReasonAssumed
			verdicts[id], known[id] = Verdict{Status: StatusAlive, Reason: ReasonAssumed}, true
		}
	}
	d := pos.build(ctx, opt, safe, reason, dead, true)
	for _, r := range d.Regions {
		for _, p := range r.Dead {
			if id := pos.blockOf[p]; !known[id] {
				verdicts[id], known[id] = Verdict{Status: StatusDead, Reason: ReasonAssumed}, true
			}
		}
		if r.Kind == Seki {
			for _, p := range r.Stones {
				if id := pos.blockOf[p]; !known[id] {
					verdicts[id], known[id] = Verdict{Status: StatusSeki, Reason: ReasonJudged}, true
				}
			}
		}
	}
	for id := range verdicts {
		if !known[id] {
			verdicts[id], known[id] = Verdict{Status: StatusUnsettled, Reason: ReasonAssumed}, true
		}
	}
}
