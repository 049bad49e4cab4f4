// Package arena runs GTP engines against each other and against test
// files: matches between two engines from starting positions with colours
// alternated, as gogui-twogtp does (RunMatch, used by cgtgo match and
// cgtgo bench engines), GoGui regression files (ParseRegress, RunRegress,
// used by cgtgo regress) and soak runs that drive an engine through many
// games with malformed input, clocks and undo storms while watching its
// replies, latency and memory (Soak, used by cgtgo soak). The engines are
// GTP clients (gtp.Client): external programs started by StartEngine, or
// cgtgo's own engine in process (Local).
package arena
