// Package coins implements the coin-sliding game of Moews' thesis, chapter 5
// (D. Moews, On Some Combinatorial Games Connected with Go, 1993; seed
// /work/shared/seeds/000_c2fcee7749ddd2a9.txt, sections 5.1-5.2).
//
// Red and blue coins of positive monetary value lie on a quarter-infinite
// checkerboard (the main region), and coins of value zero on an extra top
// strip. Left slides a red coin one square left, or moves a blue coin to the
// leftmost square one row down; Right does the same with the colors swapped.
// Coins slid off the bottom are kept as money. Each coin is a term, a
// canonical short game built with package cgt ([Coin.Term]); a position is a
// sum of terms ([Position.Sum]).
//
// The package provides the board of Figure 5.1 ([Coin], [Kind],
// [Coin.AtomicWeight]), the desirability order of rules 1-5 and Figure 5.2
// ([Desirability]), segments, the least desirable term advantage, the classes
// alpha-delta, the four-state machine and the tiny advantage, which together
// classify every infinitesimal position as in Table 5.1 ([Classify]), the
// winning strategy of section 5.1.3 ([BestMove]), Theorem 22's conditions on
// generalised monetary values ([CheckValues]), a printer and parser for terms
// in Moews' notation ([Coin.Notation], [ParseTerm]) and the corridor-to-coin
// map of section 5.2 ([CorridorCoins]).
//
// Nothing here knows about Go boards.
package coins
