// Package engine is what cgtgo plays and says about a position: the move
// choice (exact play on the sum of the regions' games, Sentestrat when the
// sum is over budget, a simple safe player where the board does not
// decompose), the analysis behind Sabaki's kata-analyze and GoGui's region
// commands, the count of a finished game with its dead stones, the time
// management of a move, handicap placement, and the region cache kept
// between the moves of a game.
//
// AnalyzePosition is the one entry point of a position analysis, shared by
// the GTP engine (Engine, which implements engine/api.Engine for package
// gtp) and the command-line analyzer (cgtgo analyze).
//
// Every analysis takes a context all the way down to the game algebra and
// returns promptly when it ends; no goroutine outlives the call that
// started it. The engine measures time on an injectable clock (api.Clock).
package engine
