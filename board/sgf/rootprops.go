package sgf

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Board sizes accepted by BoardSize.
const (
	MinBoardSize     = 2
	MaxBoardSize     = 25
	DefaultBoardSize = 19
)

// BoardSize returns the board size of the game whose root is root (FF[4]
// SZ, Go default 19). Only square boards of size 2..25 are accepted: a
// rectangular SZ[19:13] gives an error saying rectangular boards are not
// supported (SZ[13:13] is accepted as 13).
func BoardSize(root *Node) (int, error) {
	v, ok := root.Get("SZ")
	if !ok {
		return DefaultBoardSize, nil
	}
	a, b, compose := SplitCompose(v)
	cols, err := sizeNumber(a, v)
	if err != nil {
		return 0, err
	}
	if compose {
		rows, err := sizeNumber(b, v)
		if err != nil {
			return 0, err
		}
		if rows != cols {
			return 0, fmt.Errorf("sgf: SZ[%s]: rectangular boards are not supported", v)
		}
	}
	if cols < MinBoardSize || cols > MaxBoardSize {
		return 0, fmt.Errorf("sgf: SZ[%s]: board size must be between %d and %d", v, MinBoardSize, MaxBoardSize)
	}
	return cols, nil
}

// sizeNumber parses one number of an SZ value.
func sizeNumber(s, whole string) (int, error) {
	t := strings.TrimSpace(s)
	if t == "" || len(t) > 6 || !allDigits(t) {
		return 0, fmt.Errorf("sgf: SZ[%s] is not a board size", whole)
	}
	n, _ := strconv.Atoi(t)
	return n, nil
}

// Komi returns the komi of the game as written in KM (an FF[4] Real, white
// space trimmed) and whether it is present and non-empty.
func Komi(root *Node) (string, bool) {
	v, ok := root.Get("KM")
	v = strings.TrimSpace(v)
	return v, ok && v != ""
}

// KomiHalfPoints returns the komi (KM) exactly, counted in half points:
// 6.5 gives 13, 7 gives 14, -0.5 gives -1. ok is false when KM is absent or
// empty. A komi that is not a multiple of 1/2 (0.75) or not a number is an
// error: Go scores are whole points, and komi halves them at most.
func KomiHalfPoints(root *Node) (half int, ok bool, err error) {
	v, ok := Komi(root)
	if !ok {
		return 0, false, nil
	}
	h, err := halfPoints(v)
	if errors.Is(err, errNotHalf) {
		return 0, false, fmt.Errorf("sgf: KM[%s]: komi must be a multiple of 1/2", v)
	}
	if err != nil {
		return 0, false, fmt.Errorf("sgf: KM: %w", err)
	}
	return h, true, nil
}

// Handicap returns the number of handicap stones (FF[4] HA, a Number) and
// whether HA is present. A negative or non-numeric HA is an error.
func Handicap(root *Node) (int, bool, error) {
	v, ok := root.Get("HA")
	if !ok {
		return 0, false, nil
	}
	t := strings.TrimSpace(v)
	if t == "" || len(t) > 6 || !allDigits(t) {
		return 0, false, fmt.Errorf("sgf: HA[%s] is not a number of stones", v)
	}
	n, _ := strconv.Atoi(t)
	return n, true, nil
}

// Rules returns the rule set named by RU (FF[4] SimpleText such as
// "Japanese", "Chinese", "AGA"), white space trimmed, and whether it is
// present and non-empty. Interpreting the name is up to the caller.
func Rules(root *Node) (string, bool) {
	v, ok := root.Get("RU")
	v = strings.TrimSpace(v)
	return v, ok && v != ""
}

// PlayerToMove returns the player named by PL in node n (FF[4] "PL": whose
// turn it is) and whether PL is present.
func PlayerToMove(n *Node) (Color, bool, error) {
	v, ok := n.Get("PL")
	if !ok {
		return 0, false, nil
	}
	c, err := ParseColor(strings.TrimSpace(v))
	if err != nil {
		return 0, false, fmt.Errorf("PL: %w", err)
	}
	return c, true, nil
}

// Comment returns the comment of node n (FF[4] C, Text), or "".
func Comment(n *Node) string {
	v, _ := n.Get("C")
	return v
}

// SplitCompose splits a compose value "a:b" (FF[4] Compose) at its first
// colon, which Parse keeps as the separator; ok is false when v has no
// colon, in which case a is v.
func SplitCompose(v string) (a, b string, ok bool) {
	return strings.Cut(v, ":")
}
