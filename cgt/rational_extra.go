package cgt

// cmpRat compares a and b like a.Cmp(b) (-1, 0, +1); Rational.Cmp now
// compares small operands without allocating itself.
func cmpRat(a, b Rational) int { return a.Cmp(b) }

// addRat returns a + b.
func addRat(a, b Rational) Rational { return a.Add(b) }

// mulRat returns a * b.
func mulRat(a, b Rational) Rational { return a.Mul(b) }

// subRat returns a - b.
func subRat(a, b Rational) Rational { return a.Sub(b) }

// midRat returns (a + b) / 2.
func midRat(a, b Rational) Rational {
	if an, ad, ok := a.parts(); ok {
		if bn, bd, ok := b.parts(); ok {
			return reduced(an*bd+bn*ad, 2*ad*bd)
		}
	}
	return a.Add(b).Half()
}
