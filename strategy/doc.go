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
// Black is Left and White is Right throughout; scores are Black minus White.
package strategy
