package bench

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// twoCorridorsGame is a 9x9 position with a black corridor of two points
// (A4, A5) and a white corridor of three (J1-J3) between walls (see
// cmd/cgtgo's TestSolve, where its values are worked out by hand: {1|*}
// for Black's corridor, {*|-1||-2} for White's, territories 5 - 4, komi
// 1/2: Black first gets +1/2 by playing J3 first), followed by Black's
// mistake A4 and White's answer J3: after A4 (Black's corridor worth 1)
// White takes J3 (his corridor -2): 1 - 2 + 1 - 1/2 = -1/2, so A4 lost
// 1/2 - (-1/2) = 1 point and J3 none.
const twoCorridorsGame = "(;FF[4]GM[1]SZ[9]KM[0.5]AB[ad][ba:bf][da:df][fa:ff][ha:hf][ab:ac][cb:cf][eb:ef][gb:gf][ib:if]AW[ag:hh][bi][di][fi][hi];B[af];W[ig])"

// TestReviewExact checks the exact review against the losses counted by
// hand above.
func TestReviewExact(t *testing.T) {
	roots, err := sgf.Parse([]byte(twoCorridorsGame))
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReviewExact(context.Background(), roots[0], 0)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Solved || r.From != 0 || r.Reviewed != 2 || r.Inexact != 0 {
		t.Fatalf("solved %v from %d, %d moves reviewed (%d inexact); want from 0, 2 moves", r.Solved, r.From, r.Reviewed, r.Inexact)
	}
	if r.LostBlack != "1" || r.LostWhite != "0" {
		t.Errorf("lost B=%s W=%s, want 1 and 0", r.LostBlack, r.LostWhite)
	}
	if len(r.Mistakes) != 1 || r.Mistakes[0].Move != 1 || r.Mistakes[0].Vertex != "A4" || r.Mistakes[0].Loss != "1" {
		t.Errorf("mistakes %+v, want move 1 (black A4) losing 1", r.Mistakes)
	}
	tot := TotalExactReviews(map[string]*ExactReview{"two.sgf": r}, 5)
	if tot.Solved != 1 || tot.Moves != 2 || tot.LostPerGame[1] != 1 || len(tot.Worst) != 1 || tot.Worst[0].File != "two.sgf" {
		t.Errorf("totals %+v", tot)
	}
}
