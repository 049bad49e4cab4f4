package cgt

import "testing"

func TestParseRational(t *testing.T) {
	cases := []struct {
		in      string
		want    string
		mixed   string
		dyadic  bool
		wantErr bool
	}{
		{in: "3", want: "3", mixed: "3", dyadic: true},
		{in: "-5/8", want: "-5/8", mixed: "-5/8", dyadic: true},
		{in: "6.5", want: "13/2", mixed: "6 1/2", dyadic: true},
		{in: "7 1/2", want: "15/2", mixed: "7 1/2", dyadic: true},
		{in: "-1 1/3", want: "-4/3", mixed: "-1 1/3", dyadic: false},
		{in: "1/3", want: "1/3", mixed: "1/3", dyadic: false},
		{in: "0", want: "0", mixed: "0", dyadic: true},
		{in: "", wantErr: true},
		{in: "1/0", wantErr: true},
		{in: "abc", wantErr: true},
		{in: "1e9", wantErr: true},
		{in: "7 3/2", wantErr: true},
		{in: "7 -1/2", wantErr: true},
	}
	for _, c := range cases {
		got, err := ParseRational(c.in)
		if c.wantErr {
			if err == nil {
				t.Errorf("ParseRational(%q) = %v, want error", c.in, got)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseRational(%q): %v", c.in, err)
			continue
		}
		if got.String() != c.want || got.MixedString() != c.mixed || got.IsDyadic() != c.dyadic {
			t.Errorf("ParseRational(%q) = %s / %s dyadic=%v, want %s / %s dyadic=%v",
				c.in, got, got.MixedString(), got.IsDyadic(), c.want, c.mixed, c.dyadic)
		}
	}
}

func TestRationalArithmetic(t *testing.T) {
	a := RationalFromFrac(5, 8)
	b := RationalFromFrac(-1, 3)
	if got := a.Add(b).String(); got != "7/24" {
		t.Errorf("5/8 + -1/3 = %s", got)
	}
	if got := a.Sub(b).Mul(RationalFromInt(24)).String(); got != "23" {
		t.Errorf("(5/8 - -1/3)*24 = %s", got)
	}
	if got := RationalFromFrac(-7, 2).Floor().String(); got != "-4" {
		t.Errorf("floor(-7/2) = %s", got)
	}
	if got := RationalFromFrac(-7, 2).Ceil().String(); got != "-3" {
		t.Errorf("ceil(-7/2) = %s", got)
	}
	var zero Rational
	if zero.Sign() != 0 || zero.String() != "0" || !zero.IsDyadic() {
		t.Errorf("zero value is not 0")
	}
}
