// Package wholeboard is a test oracle: it generates small Go positions
// walled by unconditionally alive stones and solves them by whole-board
// alpha-beta search. It shares only package board with the code it checks
// (valuation, strategy), so that agreement between the two is evidence.
//
// Rules of the search: moves anywhere except the eyes of the two fortresses
// (filling one's own true eye is never better), pass allowed, the game ends
// on two passes in a row, positional superko along the current line, and
// the final position counted with dead stones removed as Japanese and
// Chinese rules do (see Count).
//
// For a region marked on a whole board (the published problems of
// testdata/problems), RegionGame enumerates the local game and computes
// its komaster thermographs, and RegionStops computes only the stops by
// alpha-beta minimax restricted to the region, for regions too large to
// enumerate; both count by the rules of testdata/problems/README.md.
//
// RandomCells also lays out synthetic late 19x19 endgames; the command in
// ./gen writes four of them to testdata/sgf/late19 (go generate).
package wholeboard

//go:generate go run ./gen -out ../../testdata/sgf/late19 -n 4 -seed 1
