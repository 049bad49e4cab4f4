package sgf

import (
	"errors"
	"fmt"
	"strings"
)

// Result is a decoded game result (FF[4] RE): "B+3.5", "W+R", "0", "Void",
// "?" and so on.
type Result struct {
	// Winner is Black or White, or 0 for a draw, no result or unknown.
	Winner Color
	// HalfPoints is the winning margin in half points ("B+3.5" gives 7);
	// meaningful only when HasMargin.
	HalfPoints int
	// HasMargin reports a win by a stated number of points.
	HasMargin bool
	// Reason is "Resign", "Time" or "Forfeit" for such wins, else "".
	Reason string
	// Draw, Void (no result) and Unknown ("?") describe games without a
	// winner.
	Draw, Void, Unknown bool
}

// ParseResult decodes an RE value. Accepted forms (FF[4]): "B+" or "W+"
// followed by nothing, a score (a multiple of 1/2), "R"/"Resign", "T"/"Time"
// or "F"/"Forfeit" (words in any letter case); "0", "Draw" or "Jigo" for a
// draw; "Void"; "?" for unknown.
func ParseResult(v string) (Result, error) {
	t := strings.TrimSpace(v)
	switch strings.ToLower(t) {
	case "0", "draw", "jigo":
		return Result{Draw: true}, nil
	case "void":
		return Result{Void: true}, nil
	case "?":
		return Result{Unknown: true}, nil
	}
	if len(t) < 2 || t[1] != '+' || (t[0] != 'B' && t[0] != 'W') {
		return Result{}, fmt.Errorf("sgf: RE[%s] is not a result (want B+..., W+..., 0, Void or ?)", v)
	}
	r := Result{Winner: Color(t[0])}
	rest := strings.TrimSpace(t[2:])
	switch strings.ToLower(rest) {
	case "":
		return r, nil
	case "r", "resign":
		r.Reason = "Resign"
		return r, nil
	case "t", "time":
		r.Reason = "Time"
		return r, nil
	case "f", "forfeit":
		r.Reason = "Forfeit"
		return r, nil
	}
	h, err := halfPoints(rest)
	if errors.Is(err, errNotHalf) {
		return Result{}, fmt.Errorf("sgf: RE[%s]: the margin must be a multiple of 1/2", v)
	}
	if err != nil || h < 0 {
		return Result{}, fmt.Errorf("sgf: RE[%s]: bad margin %q", v, rest)
	}
	r.HalfPoints, r.HasMargin = h, true
	return r, nil
}

// GameResult returns the decoded RE of the game (see ParseResult) and
// whether RE is present.
func GameResult(root *Node) (Result, bool, error) {
	v, ok := root.Get("RE")
	if !ok {
		return Result{}, false, nil
	}
	r, err := ParseResult(v)
	if err != nil {
		return Result{}, false, err
	}
	return r, true, nil
}
