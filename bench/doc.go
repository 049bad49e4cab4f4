// Package bench measures cgtgo against outside references: a set of endgame
// problems counted by hand (RunProblems), professional game records decided
// by points (RunPro) and GNU Go over the board (RunEngines). It runs the
// work in parallel over files, sorts results by file name so that reports
// are deterministic for a fixed job count (timings aside), and writes text,
// JSON and the BENCHMARKS.md report (WriteReportFile).
//
// The values compared are those of the Economist's View (seeds/001, section
// 2): a problem's value is the swing of its biggest move, twice the
// temperature of the region's game under territory scoring; a record's
// result is the final margin with komi.
package bench
