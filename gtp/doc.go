// Package gtp is cgtgo's Go Text Protocol version 2 engine: the framing of
// commands and replies (GTP v2 §2-3), the standard commands (§6.3), the
// KGS and GoGui extensions, the Sabaki analysis commands (kata-analyze,
// lz-analyze) and a GTP controller used by "cgtgo regress" and
// "cgtgo match" to drive other engines.
//
// The move choice and the analysis reach the engine through the Player and
// Analyzer interfaces, so that the strategy and valuation packages can be
// plugged in. Until they are, DefaultPlayer and DefaultAnalyzer provide a
// simple, documented placeholder: legal moves that keep groups and eyes
// safe, and the count of the position as it stands. They are not an
// endgame analysis.
//
// What the clients send and expect is summarised in
// shared/reference/gtp-clients.md; the engine follows it.
package gtp
