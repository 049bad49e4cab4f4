package board

import (
	"fmt"
	"strings"
)

// Scoring is the counting method of a finished game.
type Scoring int8

const (
	// Territory is Japanese (and Korean) counting: each side scores the
	// empty points it surrounds plus its prisoners (stones captured during
	// play and dead stones removed at the end). Dame count for nobody, and
	// the eyes of groups in seki are not territory. This is the scoring of
	// the CGT model of Go endgames (Berlekamp-Wolfe; Moews ch. 1).
	Territory Scoring = iota
	// Area is Chinese counting: each side scores its living stones plus the
	// empty points it surrounds (eyes in seki included); prisoners do not
	// count.
	Area
)

// String returns "territory" or "area".
func (s Scoring) String() string {
	if s == Area {
		return "area"
	}
	return "territory"
}

// ParseScoring reads a counting method: "territory" (also "japanese",
// "korean") or "area" (also "chinese").
func ParseScoring(s string) (Scoring, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "territory", "japanese", "korean", "t":
		return Territory, nil
	case "area", "chinese", "a":
		return Area, nil
	}
	return Territory, fmt.Errorf("bad scoring %q (want territory or area)", s)
}

// Count is one side's share of a scored position.
type Count struct {
	// Stones is the number of the side's living stones on the board.
	Stones int
	// Territory is the number of empty points (dead stones' points
	// included) that count for the side under the scoring used.
	Territory int
	// Prisoners is the number of opponent stones the side took: captured
	// during play plus dead stones removed at the end.
	Prisoners int
	// Total is the score: Territory + Prisoners (territory scoring) or
	// Stones + Territory (area scoring), before komi.
	Total int
}

// Result is the count of a finished position.
type Result struct {
	Scoring Scoring
	// KomiHalf is White's komi in half points (6.5 is 13).
	KomiHalf int
	// Black and White are the two sides' counts.
	Black, White Count
	// Dame is the number of empty points that count for nobody because
	// they touch stones of both colours (or none).
	Dame int
	// SekiEyes is the number of empty points surrounded by one colour that
	// do not count under territory scoring because the surrounding group is
	// in seki (always 0 under area scoring, where they count).
	SekiEyes int
	// Unfilled is the number of empty points surrounded by one colour that
	// do not count under territory scoring because they are the single
	// liberty of a neighbouring block, like the point of an unfilled ko
	// (always 0 under area scoring, where they count).
	Unfilled int
}

// MarginHalf returns Black's score minus White's score, komi included, in
// half points: positive when Black wins, negative when White wins.
func (r Result) MarginHalf() int {
	return 2*(r.Black.Total-r.White.Total) - r.KomiHalf
}

// Winner returns Black or White, or Empty for a draw (jigo).
func (r Result) Winner() Color {
	switch m := r.MarginHalf(); {
	case m > 0:
		return Black
	case m < 0:
		return White
	}
	return Empty
}

// String returns the result in the form of the SGF FF[4] RE property:
// "B+3.5", "W+0.5", or "0" for a draw (FF[4] writes a draw as "0" or
// "Draw"; sgf.ParseResult reads both).
func (r Result) String() string {
	m := r.MarginHalf()
	switch {
	case m > 0:
		return "B+" + halfString(m)
	case m < 0:
		return "W+" + halfString(-m)
	}
	return "0"
}

// halfString writes a non-negative number of half points as a decimal
// ("7" is "3.5", "8" is "4").
func halfString(h int) string {
	if h%2 != 0 {
		return fmt.Sprintf("%d.5", h/2)
	}
	return fmt.Sprintf("%d", h/2)
}

// KomiString writes a komi in half points as a decimal ("13" is "6.5",
// "-1" is "-0.5").
func KomiString(half int) string {
	if half < 0 {
		return "-" + halfString(-half)
	}
	return halfString(half)
}
