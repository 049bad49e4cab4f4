package valuation

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
)

// loadProblem reads an SGF file of testdata/sgf/valuation: the position and
// the region its root marks with SQ.
func loadProblem(t *testing.T, name string) (*board.Board, []board.Point) {
	t.Helper()
	roots, err := sgf.ParseFile(filepath.Join("..", "testdata", "sgf", "valuation", name))
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.FromSGF(roots[0], -1, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	region, err := RegionFromSGF(roots[0], b.Size())
	if err != nil || len(region) == 0 {
		t.Fatalf("%s: region %v, %v", name, region, err)
	}
	return b, region
}

// TestTextbookShapes checks the hand-counted values written in the comments
// of testdata/sgf/valuation (territory scoring; each file's comment has the
// counting).
func TestTextbookShapes(t *testing.T) {
	q := func(s string) cgt.Rational {
		r, err := cgt.ParseRational(s)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tc := range []struct {
		file              string
		value             string
		mean, temperature string
		typ               MoveType
	}{
		{"dame.sgf", "*", "0", "0", Cold},
		{"one-point-gote.sgf", "{1|*}", "1/2", "1/2", Gote},
		{"two-point-gote.sgf", "{2|0}", "1", "1", Gote},
		{"one-point-sente.sgf", "{{0|-2}|-3}", "-2", "1", BlackSente},
	} {
		b, region := loadProblem(t, tc.file)
		a, err := Analyze(context.Background(), b, region, Options{Scoring: Territory})
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		want, err := cgt.Parse(tc.value)
		if err != nil {
			t.Fatal(err)
		}
		if !a.Exact || !a.Value.Equal(want) || !a.Mean.Equal(q(tc.mean)) || !a.Temperature.Equal(q(tc.temperature)) || a.Type != tc.typ {
			t.Errorf("%s: value %s mean %s temperature %s type %v exact %v; want %s, %s, %s, %v",
				tc.file, a.Value, a.Mean, a.Temperature, a.Type, a.Exact, tc.value, tc.mean, tc.temperature, tc.typ)
		}
	}
}

// TestBasicKo: the basic ko of testdata/sgf/valuation/basic-ko.sgf is
// placid with mean 1/3 and temperature 1/3 for either komaster (counted in
// the file's comment), and Black's best local move takes it.
func TestBasicKo(t *testing.T) {
	third := cgt.RationalFromFrac(1, 3)
	for _, ban := range []board.KoRule{board.KoSimple, board.KoSuperko} {
		b, region := loadProblem(t, "basic-ko.sgf")
		a, err := Analyze(context.Background(), b, region, Options{Scoring: Territory, Ko: ban})
		if err != nil {
			t.Fatal(err)
		}
		if !a.Ko || a.KoThermography == nil {
			t.Fatalf("ko-ban %v: ko %v, thermography %v (%s)", ban, a.Ko, a.KoThermography, a.Approximation)
		}
		kt := a.KoThermography
		for _, v := range []cgt.Rational{kt.MeanBlack, kt.MeanWhite, kt.TemperatureBlack, kt.TemperatureWhite} {
			if !v.Equal(third) {
				t.Errorf("ko-ban %v: komaster means %s / %s, temperatures %s / %s; want all 1/3",
					ban, kt.MeanBlack, kt.MeanWhite, kt.TemperatureBlack, kt.TemperatureWhite)
				break
			}
		}
		if !kt.Placid {
			t.Errorf("ko-ban %v: the basic ko should be placid", ban)
		}
		// Under territory scoring passes are free, so the ko is Moews'
		// KOR[1,0] when Black has the threats (White may pass instead of a
		// hopeless retake) and KOL[1,0] when White has them (section 4.1:
		// phi_L(KOR[A,B]) = {A+1/on|B} for A >= B, phi_R(KOL[A,B]) =
		// B-1/on), A = 1 (Black takes and connects: one prisoner), B = 0
		// (White connects).
		if a.KoBlackText != "{1+1/on|0}" || a.KoWhiteText != "-1/on" {
			t.Errorf("ko-ban %v: phi_L %s, phi_R %s; want {1+1/on|0} and -1/on", ban, a.KoBlackText, a.KoWhiteText)
		}
		d4, _ := board.ParseVertex("D4", 7)
		for _, m := range a.Moves {
			if m.Color == board.Black && m.Best && m.Point != d4 {
				t.Errorf("ko-ban %v: Black's best move %s, want D4 (take the ko)", ban, m.Point.Vertex(7))
			}
		}
	}
}
