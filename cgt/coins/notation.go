package coins

import (
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// The ASCII notation for terms follows Figure 5.1 and Figure 5.2 of Moews
// (section 5.1.3), with x the coin's monetary value:
//
//	+_x          tiny-x (red coin on the row above the bipolar square)
//	-_x          miny-x (blue coin there)
//	{0|+_x}      red coin on the second row, just above the critical line
//	{-_x|0}      blue coin there
//	{0^n|+_x}    red coin on row n+1 (n >= 2): Winning Ways' 0^n|+_x
//	{-_x|0^n}    blue coin there
//	T^{->k}      the term T of the left-hand column moved k-1 squares right
//	             (Moews' T^{\rightarrow k}; k >= 2, k = 1 is not printed)
//	{0|-x}       red coin on the bipolar square (switch)
//	{x|0}        blue coin on the bipolar square (switch)
//	*            coin on the neutral square of the top strip
//	^*  v*       red (up-star) and blue (down-star) coins one square right
//	             of the neutral square
//	^{->k}*      red coin k squares right of the neutral square (Moews'
//	v{->k}*      up^{->k}*), blue coin there (down^{->k}*), k >= 2
//	x  -x        a coin already kept by Left (blue) or by Right (red)
//
// x is printed as a number (3, 1/2); a monetary value that is not a number
// (Theorem 22) is printed in parentheses in package cgt's notation, e.g.
// +_({2|1}). The parser also accepts the braces of the column-1 forms left
// out at top level, as the figure prints them (0^3|+_x, -_x|0, 0|-x, x|0),
// and whitespace between tokens.

// valueString prints a monetary value for the notation.
func valueString(v cgt.Game) string {
	if v.IsNumber() {
		return v.String()
	}
	return "(" + v.String() + ")"
}

// Notation returns c's term in the ASCII form of Moews' notation described
// above, e.g. "{0^3|+_2}^{->2}", "-_1", "^{->3}*" or "{3|0}". Invalid coins
// print as "?".
func (c Coin) Notation() string {
	if c.Validate() != nil {
		return "?"
	}
	x := valueString(c.Value)
	shift := ""
	if c.Col >= 2 {
		shift = "^{->" + strconv.Itoa(c.Col) + "}"
	}
	red := c.Color == Red
	switch c.Kind() {
	case KindNumber:
		if red {
			return "-" + x
		}
		return x
	case KindStar:
		return "*"
	case KindSwitch:
		if red {
			return "{0|-" + x + "}"
		}
		return "{" + x + "|0}"
	case KindTiny:
		if red {
			return "+_" + x + shift
		}
		return "-_" + x + shift
	}
	if c.Place == Strip {
		arrow := "^"
		if !red {
			arrow = "v"
		}
		if c.Col == 1 {
			return arrow + "*"
		}
		return arrow + "{->" + strconv.Itoa(c.Col) + "}*"
	}
	zeros := "0"
	if n := c.Row - 1; n >= 2 {
		zeros = "0^" + strconv.Itoa(n)
	}
	var b strings.Builder
	b.WriteString("{")
	if red {
		b.WriteString(zeros + "|+_" + x)
	} else {
		b.WriteString("-_" + x + "|" + zeros)
	}
	b.WriteString("}")
	b.WriteString(shift)
	return b.String()
}
