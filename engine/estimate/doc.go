// Package estimate values the parts of a Go position that exact analysis
// cannot: the regions too big to search (decompose.TooBig), which on real
// 19x19 boards before the last few dozen moves are most of the board.
//
// It is an estimate and says so. It rests on three approximations, each
// simple enough to check by hand:
//
//   - Life: the blocks the decomposition proves or assumes safe are alive,
//     its dead stones dead; every other block is judged (Judge): dead when
//     it and its friends are shut in a small enclosure of the opponent's
//     stones with too little room for two eyes, alive otherwise.
//   - Count (Eval): every living stone radiates over empty points and dead
//     stones; a point is owned by the colour whose living stones are
//     strictly closer (a Voronoi split of the open board, a 4-neighbour
//     distance), neutral at equal distance. A block left in atari with its
//     opponent to move counts as captured; a new stone that is neither
//     connected nor diagonally or one-jump linked to a living stone counts
//     as dead. The count is the board's score under the game's scoring
//     (prisoners included under territory scoring).
//   - Moves: the candidate moves are the empty points near the frontier
//     between the colours' areas (and the liberties of short blocks); each
//     is searched locally two plies deep (the move, then every local
//     answer or follow-up of either colour, counted by Eval), which gives
//     the option of a combinatorial game (Berlekamp's Economist's View,
//     seeds/001: the value of a local move is read off its thermograph).
//     Nearby candidates form one area, a component whose value is
//     {Black's options | White's options}, counted relative to the count of
//     the position, so that the areas' means add up to a score estimate.
//
// The areas are ordinary strategy.Components: the engine plays them with
// the exact regions of the decomposition by the same thermographic
// strategy.
package estimate
