package sgf

import "fmt"

// Color is a player in SGF terms (FF[4] "Color" type): Black or White.
type Color byte

// The two players; their values are the SGF letters "B" and "W".
const (
	Black Color = 'B'
	White Color = 'W'
)

// String returns "B" or "W" (or "?" for an invalid Color).
func (c Color) String() string {
	switch c {
	case Black, White:
		return string(rune(c))
	}
	return "?"
}

// Opponent returns the other player.
func (c Color) Opponent() Color {
	if c == Black {
		return White
	}
	return Black
}

// ParseColor decodes an FF[4] Color value: "B" or "W".
func ParseColor(v string) (Color, error) {
	switch v {
	case "B":
		return Black, nil
	case "W":
		return White, nil
	}
	return 0, fmt.Errorf("sgf: color %q is neither B nor W", v)
}
