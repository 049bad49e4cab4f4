// Package board holds a Go position and the rules of Go: stones, captures,
// suicide, simple ko (ko-ban "J") and positional superko ("N"), Zobrist
// hashes, undo, replay of SGF records and scoring of finished positions.
//
// The ko-ban names follow Moews (seeds/000, ch. 3): J is the Japanese rule
// (no immediate recapture of a single-stone ko), N is the North American
// rule (no repetition of any earlier whole-board position).
package board

import (
	"fmt"
	"strings"
)

// Color is the content of a point, or the player to move.
// In CGT terms Black is Left and White is Right.
type Color int8

// The colors. Empty is also "no player".
const (
	Empty Color = iota
	Black
	White
)

// Opponent returns the other player; Empty stays Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// String returns "B", "W" or ".".
func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	}
	return "."
}

// Name returns "black", "white" or "empty".
func (c Color) Name() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// ParseColor reads a player in any of the usual spellings: "b", "black",
// "w", "white", in any case.
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "b", "black":
		return Black, nil
	case "w", "white":
		return White, nil
	}
	return Empty, fmt.Errorf("bad color %q (want b, black, w or white)", s)
}
