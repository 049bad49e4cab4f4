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
//  3. judgement: a block in atari lost whoever moves first (lostInAtari)
//     and a block of few liberties captured even when its owner moves
//     first (capturedWhoeverFirst, a bounded ladder and net reading) are
//     dead (judged); the remaining blocks get the verdict of the
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
		case pos.lostInAtari(id):
			verdicts[id], known[id] = Verdict{Status: StatusDead, Reason: ReasonJudged}, true
		}
	}
	for id := range pos.blocks {
		if !known[id] && pos.capturedWhoeverFirst(ctx, id, safe) {
			verdicts[id], known[id] = Verdict{Status: StatusDead, Reason: ReasonJudged}, true
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
