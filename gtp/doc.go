// Package gtp is cgtgo's Go Text Protocol version 2 server and client: the
// framing of commands and replies (GTP v2 §2-3), the command table with the
// standard commands (§6.3), the KGS and GoGui extensions, the analysis
// commands (Sabaki's kata-analyze and lz-analyze: their arguments and the
// streaming of their info lines; GoGui's analyze commands and their
// response types), and a GTP client (Client) that drives an engine over
// pipes, used by package arena.
//
// The Server keeps the game (board, komi, rules, time control) and leaves
// every decision to an engine through the one interface engine/api.Engine:
// the move of genmove and its variants, the analyses, the count of a
// finished game, free handicap placement. cgtgo's engine is package
// engine; the server does not import it, so that the protocol stays free
// of the engine's dependencies. The texts the commands print about the
// game and the engine's answers (counts, settings, Sabaki's info lines,
// GoGui's region views), loading an SGF record and the rules of setup
// stones are engine/api's and board's: the server parses the arguments,
// calls them and writes the reply.
//
// What the clients send and expect is summarised in
// shared/reference/gtp-clients.md; the server follows it.
package gtp
