// Package loopy values kos as loopy combinatorial games, following
// D. Moews, "On Some Combinatorial Games Connected with Go" (1993; seed
// 000_c2fcee7749ddd2a9.txt) and E. Berlekamp, "The Economist's View of
// Combinatorial Games" (seed 001_e2ab150aae4131e6.txt).
//
// It knows nothing about Go boards: a ko is the abstract loopy game
// KO_i^m[A,B] of Moews section 4.1, whose enders A and B are short games
// (cgt.Game). The package provides
//
//   - the ko families KO, OK, KOL, KOR, OKL, OKR and KO_i^m (ko.go) and
//     sums of them (Sum);
//   - the single-ko values phi_y^x of section 4.1 (phi.go), with the
//     infinitesimal 1/on of Japanese scoring kept as an explicit marker;
//   - the values of sums of kos H_v (Theorem 15, Chinese scoring) and
//     H^C_v (Theorem 20, Japanese scoring) (hsum.go, hcsum.go);
//   - loopy game graphs (graph.go) and sidling (sections 2.2 and 4.2):
//     phi_L and phi_R of a sum of kos or a small graph computed directly
//     with history sets (J, or N superko) and ko-threat moves (sidle.go);
//   - komaster thermographs (Economist's View section 2.2) with
//     pass-banned masts (komaster.go, wall.go);
//   - an expression front-end for the calculator (eval.go).
//
// All values are exact: games are canonical cgt.Game handles, walls and
// temperatures are cgt.Rational.
package loopy
