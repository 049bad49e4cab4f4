// Package valuation turns one region of a Go position into its exact
// combinatorial game by local search, and reports what a player wants to
// know about it: value, stops, mean, temperature and the worth of every
// local move.
//
// # The local game
//
// A region is a set of points whose neighbours outside the set are safe
// stones (stones that stay on the board whatever happens in the region, as
// decided by package decompose). The local game is Go played only on the
// region's points: Black is Left, White is Right (Moews ch. 1). Each
// position's value is the canonical game {values after Black's moves |
// values after White's moves}, where a move's value adds the prisoners it
// takes under territory scoring.
//
// # Counting
//
// A region that nobody wants to play in any more is worth its static count,
// computed as package board counts a finished position with no dead stones
// declared: under territory scoring the empty areas bordered by stones of one
// colour only (Japanese: territory plus prisoners, which the search adds on
// each capture), under area scoring the same areas plus the stones on the
// region's points (Chinese). Stones that are dead in the Japanese sense are
// captured inside the search, or removed before it by the caller
// (dead-stone input of package decompose).
//
// Go lets a player pass, combinatorial games do not. So when the canonical
// game {L | R} of a position is a number — nobody gains by moving there —
// the position is worth its static count s, held between the best result
// Black can force by moving there (the largest Right stop of a Left option)
// and the best White can force (the smallest Left stop of a Right option):
// value = min(max(s, lo), hi). This is what makes the Left and Right stops of
// a sum of region values equal to whole-board optimal play with passes; the
// tests check that equality by whole-board alpha-beta.
//
// # Sound pruning
//
// A chain is safe when it touches a safe stone of its colour outside the
// region, or is pass-alive inside it by Benson's algorithm with those as
// anchors. An empty area of the region bordered only by safe stones of one
// colour C, every point of which touches a safe C stone, is settled: C can
// capture any invader, and C's own filling moves only change the count by
// whole points. Its count is added statically and nobody moves there
// (Berlekamp and Wolfe's integers: n = {n-1 | n+1}).
//
// # The search (issue 24)
//
// The local game is searched depth-first as a tree with transpositions
// (lsearch.go): one table entry per position, keyed by its stones. The
// region's points live on a small local board (lboard.go) whose chains
// carry their liberties and whose moves are undone by restoring a saved
// copy. A position whose points in play fall into parts separated by safe
// stones is worth the sum of its parts, each searched as its own local game
// (local decomposition).
//
// # Regions marked by the user
//
// A region marked with SQ or --region (a published endgame problem) may
// border empty points outside it. With Options.Surroundings it is a local
// game on the whole board (issue 25): moves only on its points, the
// outside settled, and the count the whole board's, so that the empty
// points next to the region belong to whoever surrounds them once it is
// settled (see Surroundings for the rules). BiggestMove reads the value of
// its biggest move in miai counting and as the swing of deiri counting.
//
// # Kos
//
// Tarjan's algorithm, run during the search, finds the cycles of the local
// game graph as the search leaves them: only positions on a real cycle (a
// ko, a double ko, a longer cycle, one that takes prisoners) are loopy.
// Each gets two values (kovalue.go): with Black as komaster (Black wins
// every ko) and with White. Moews' single pass ko under territory scoring
// gets his phi values with the 1/on infinitesimal (passko.go); every other
// cycle is unrolled into a short game in which the komaster may repeat
// positions and the other player may not, which bounds the real game from
// each side under either ko-ban. Equal values mean the ko does not matter
// and the value is exact.
package valuation
