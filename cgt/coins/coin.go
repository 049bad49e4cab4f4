package coins

import (
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// Color is a coin's color (Moews section 5.1.1). Left slides red coins left
// and moves blue coins down; Right slides blue coins left and moves red coins
// down. Red coins give terms of nonnegative atomic weight, called Right's
// terms (Right is the player who wants to move them); blue coins give their
// negatives, called Left's terms (section 5.1.3).
type Color int8

const (
	// Red is the color of coins whose terms are positive (Right's terms).
	Red Color = 1
	// Blue is the color of coins whose terms are negative (Left's terms).
	Blue Color = -1
)

// Opposite returns the other color: the coin of the opposite color on the
// same square gives the negative term (section 5.1.3).
func (c Color) Opposite() Color { return -c }

// String returns "red" or "blue".
func (c Color) String() string {
	switch c {
	case Red:
		return "red"
	case Blue:
		return "blue"
	}
	return fmt.Sprintf("Color(%d)", int8(c))
}

// Place says where a coin lies (Figure 5.1).
type Place int8

const (
	// Board is the main region of Figure 5.1: Row counts rows above the
	// bottom row (Row 0 is the bipolar square, the only square kept on the
	// bottom row) and Col counts columns from the left edge (Col 1 is the
	// left-hand column).
	Board Place = iota
	// Strip is the top strip for coins of value zero: Col 0 is the neutral
	// square (term *), Col k >= 1 is the square holding up^{->k}* (red) or
	// down^{->k}* (blue); Row is unused and must be 0.
	Strip
	// Pocket holds a coin already moved off the bottom edge: a blue coin
	// kept by Left gives the number x, a red coin kept by Right gives -x.
	// Row and Col are unused and must be 0.
	Pocket
)

// String returns "board", "strip" or "pocket".
func (p Place) String() string {
	switch p {
	case Board:
		return "board"
	case Strip:
		return "strip"
	case Pocket:
		return "pocket"
	}
	return fmt.Sprintf("Place(%d)", int8(p))
}

// MaxCoord bounds Row and Col of a coin, so that a term's game stays small
// (a coin at row r, column k has a term with about r+k distinct positions
// but long canonical forms). Larger coordinates are rejected by Validate.
const MaxCoord = 64

// Coin is one red or blue coin of the coin-sliding game (Moews section
// 5.1.1) together with its square. Its term ([Coin.Term]) is the canonical
// game it contributes to the position's sum.
//
// Value is the coin's monetary value: a positive number for coins on the
// board or in a pocket (or, under Theorem 22, a game whose values satisfy
// [CheckValues]); it must be 0 for coins on the top strip.
type Coin struct {
	Color Color
	Place Place
	Row   int
	Col   int
	Value cgt.Game
}

// BoardCoin returns the coin of the given color and value at row row
// (0 = bipolar square) and column col (1 = leftmost) of the main region.
func BoardCoin(c Color, row, col int, value cgt.Game) Coin {
	return Coin{Color: c, Place: Board, Row: row, Col: col, Value: value}
}

// StripCoin returns the zero-value coin of the given color at square col of
// the top strip (0 = neutral square).
func StripCoin(c Color, col int) Coin {
	return Coin{Color: c, Place: Strip, Col: col}
}

// PocketCoin returns a coin of value value already moved off the bottom:
// blue is kept by Left (term value), red by Right (term -value).
func PocketCoin(c Color, value cgt.Game) Coin {
	return Coin{Color: c, Place: Pocket, Value: value}
}

// errBadCoin is wrapped by every coin validation error.
var errBadCoin = errors.New("invalid coin")

// Validate reports whether c is a coin of Figure 5.1: a known color and
// place, coordinates in range (the bottom row holds only the bipolar square,
// Col 1), a zero value on the top strip and a value with positive Right stop
// elsewhere (for numbers: a positive number; Theorem 22 condition 2).
func (c Coin) Validate() error {
	if c.Color != Red && c.Color != Blue {
		return fmt.Errorf("%w: color %d", errBadCoin, c.Color)
	}
	switch c.Place {
	case Board:
		if c.Row < 0 || c.Row > MaxCoord || c.Col < 1 || c.Col > MaxCoord {
			return fmt.Errorf("%w: board square row %d column %d out of range (rows 0..%d, columns 1..%d)", errBadCoin, c.Row, c.Col, MaxCoord, MaxCoord)
		}
		if c.Row == 0 && c.Col != 1 {
			return fmt.Errorf("%w: the bottom row holds only the bipolar square (column 1), not column %d", errBadCoin, c.Col)
		}
		return checkPositiveValue(c.Value)
	case Strip:
		if c.Row != 0 || c.Col < 0 || c.Col > MaxCoord {
			return fmt.Errorf("%w: strip square %d (row %d) out of range 0..%d", errBadCoin, c.Col, c.Row, MaxCoord)
		}
		if c.Value != cgt.Zero() {
			return fmt.Errorf("%w: strip coins have value 0, not %s", errBadCoin, c.Value)
		}
		return nil
	case Pocket:
		if c.Row != 0 || c.Col != 0 {
			return fmt.Errorf("%w: pocket coins have no square (row %d column %d)", errBadCoin, c.Row, c.Col)
		}
		return checkPositiveValue(c.Value)
	}
	return fmt.Errorf("%w: place %d", errBadCoin, c.Place)
}

// checkPositiveValue requires a monetary value with positive Right stop
// (Theorem 22 condition 2; for a number, that it is positive).
func checkPositiveValue(v cgt.Game) error {
	if v.RightStop().Sign() <= 0 {
		return fmt.Errorf("%w: monetary value %s must have positive Right stop (a positive number; Theorem 22 condition 2)", errBadCoin, v)
	}
	return nil
}

// Neg returns the coin whose term is the negative of c's term: the same
// value on the same square with the opposite color (section 5.1.3).
func (c Coin) Neg() Coin {
	c.Color = c.Color.Opposite()
	return c
}

// Kind classifies terms by the labels of Figure 5.1.
type Kind int8

const (
	// KindNumber is a coin in a pocket: the number x or -x.
	KindNumber Kind = iota
	// KindSwitch is a coin on the bipolar square: {0|-x} (red) or {x|0}
	// (blue); both players' term.
	KindSwitch
	// KindTiny is a coin on the row just above the bipolar square:
	// +_x^{->k} (red) or -_x^{->k} (blue), atomic weight 0.
	KindTiny
	// KindSmall is a coin on the second row, just above the critical line:
	// {0|+_x}^{->k} (red, atomic weight 1) or {-_x|0}^{->k} (blue, -1).
	KindSmall
	// KindBig is a coin on row n+1 >= 3, {0^n|+_x}^{->k} (red, atomic
	// weight n) or its negative, or a coin right of the neutral square on
	// the top strip, up^{->k}* (red, 1) or down^{->k}* (blue, -1).
	KindBig
	// KindStar is a coin on the neutral square: *, atomic weight 0,
	// nobody's term.
	KindStar
)

// String returns the kind's name as in Figure 5.1.
func (k Kind) String() string {
	switch k {
	case KindNumber:
		return "number"
	case KindSwitch:
		return "switch"
	case KindTiny:
		return "tiny"
	case KindSmall:
		return "small"
	case KindBig:
		return "big"
	case KindStar:
		return "star"
	}
	return fmt.Sprintf("Kind(%d)", int8(k))
}

// Kind returns the kind of c's term (Figure 5.1).
func (c Coin) Kind() Kind {
	switch c.Place {
	case Pocket:
		return KindNumber
	case Strip:
		if c.Col == 0 {
			return KindStar
		}
		return KindBig
	}
	switch c.Row {
	case 0:
		return KindSwitch
	case 1:
		return KindTiny
	case 2:
		return KindSmall
	}
	return KindBig
}

// AtomicWeight returns the atomic weight Figure 5.1 gives c's term: n for a
// red coin on row n+1 of the main region, 1 for a red coin right of the
// neutral square, 0 for * and tiny terms, the negatives for blue coins. ok
// is false for switches and numbers, which have none (N/A in the figure).
func (c Coin) AtomicWeight() (w int, ok bool) {
	switch c.Kind() {
	case KindNumber, KindSwitch:
		return 0, false
	case KindStar, KindTiny:
		return 0, true
	}
	w = 1
	if c.Place == Board {
		w = c.Row - 1
	}
	return w * int(c.Color), true
}

// IsLefts reports whether c's term is one of Left's terms: a blue coin on
// the board or right of the neutral square, or a switch (section 5.1.3).
func (c Coin) IsLefts() bool { return c.ownedBy(Left) }

// IsRights reports whether c's term is one of Right's terms: a red coin on
// the board or right of the neutral square, or a switch (section 5.1.3).
func (c Coin) IsRights() bool { return c.ownedBy(Right) }

// ownedBy reports whether c's term belongs to p.
func (c Coin) ownedBy(p Player) bool {
	switch c.Kind() {
	case KindNumber, KindStar:
		return false
	case KindSwitch:
		return true
	}
	return c.Color == p.color()
}
