// Package strategy chooses moves in a sum of independent local games and
// judges moves already played.
//
// A position is a sum of Components (one per region of the board, each with
// its exact value and its local moves) plus a settled number. Exact play
// (ExactChoice) adds the components canonically and picks the move that
// reaches the best stop, as in Müller's decomposition search; when the sum is
// too big for its budget, play falls back to the thermographic strategies of
// the Economist's View (seeds/001, section 3.3): Hotstrat, Sentestrat and
// Thermostrat, which need only each component's thermograph.
//
// The count of a finished or nearly finished game (CountPosition) stands on
// the life-and-death judgement of package decompose: dead blocks come off
// as prisoners, seki points count as the rules say, and what is still to be
// played (dame, teire, the last kos, unsettled fights) forms clusters, each
// searched as a local game (countSearch); clusters that a living block short
// of liberties couples (its liberties in both) are one game (units). The
// count is the stop of their sum with the player to move, labelled an
// estimate wherever a search did not finish.
//
// Black is Left and White is Right throughout; scores are Black minus White.
package strategy
