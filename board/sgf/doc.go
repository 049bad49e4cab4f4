// Package sgf reads and writes Smart Game Format (SGF, FF[4]) game records:
// collections of game trees whose nodes carry properties such as moves
// (B, W), setup stones (AB, AW, AE), komi (KM) and comments (C).
//
// The reader follows the FF[4] standard (https://www.red-bean.com/sgf/):
// collections of several game trees, nested variations, escaped property
// values (\] \\ and \: in compose values), soft line breaks (a backslash
// followed by a line break is removed), CR, LF, CRLF and LFCR line endings,
// white space between tokens, and FF[3] property identifiers written with
// lowercase letters (the lowercase letters are ignored, so "AddBlack" reads
// as "AB"). Text before the first game tree is ignored. Files are decoded to
// UTF-8 according to their CA property (see Parse); limits (Limits) keep
// hostile input from exhausting memory or time.
//
// The writer produces canonical, readable FF[4] text in UTF-8, one node per
// line with variations nested, and keeps every property (known or not) and
// every variation, so that Parse(Format(Parse(x))) equals Parse(x) as a tree.
//
// Parse and Write keep no shared state: they are safe for concurrent use on
// distinct inputs and trees. The SGF standard is not among the project's
// seed texts; doc comments cite the FF[4] specification by the names of its
// sections and types (Collection, GameTree, Text, Compose, Point, ...).
//
// Points use the SGF letter order a..z then A..Z for coordinates 0..51;
// Point.X counts columns from the left and Point.Y rows from the top.
package sgf
