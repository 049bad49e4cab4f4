package report

import (
	"encoding/xml"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// svgDoc is the part of a thermograph SVG the tests read back.
type svgDoc struct {
	Groups []svgGroup `xml:"g"`
}

type svgGroup struct {
	Class       string        `xml:"class,attr"`
	Mean        string        `xml:"data-mean,attr"`
	Temperature string        `xml:"data-temperature,attr"`
	VMax        string        `xml:"data-vmax,attr"`
	TMax        string        `xml:"data-tmax,attr"`
	X0          float64       `xml:"data-x0,attr"`
	Y0          float64       `xml:"data-y0,attr"`
	SX          float64       `xml:"data-sx,attr"`
	SY          float64       `xml:"data-sy,attr"`
	Polylines   []svgPolyline `xml:"polyline"`
	Lines       []svgLine     `xml:"line"`
}

type svgPolyline struct {
	Class    string `xml:"class,attr"`
	Vertices string `xml:"data-vertices,attr"`
	Points   string `xml:"points,attr"`
}

type svgLine struct {
	Class string  `xml:"class,attr"`
	X1    float64 `xml:"x1,attr"`
	Y1    float64 `xml:"y1,attr"`
	X2    float64 `xml:"x2,attr"`
	Y2    float64 `xml:"y2,attr"`
}

// readWalls parses an SVG thermograph, checks that every drawn corner maps
// back to its exact vertex through the scale in the data- attributes, and
// returns the exact walls and mast.
func readWalls(t *testing.T, data []byte) (left, right []cgt.TrajectoryPoint, mean, temp cgt.Rational) {
	t.Helper()
	var doc svgDoc
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("SVG does not parse: %v", err)
	}
	if len(doc.Groups) != 1 || doc.Groups[0].Class != "thermograph" {
		t.Fatalf("want one thermograph group, got %+v", doc.Groups)
	}
	g := doc.Groups[0]
	vmax, tmax := rat(t, g.VMax), rat(t, g.TMax)
	mean, temp = rat(t, g.Mean), rat(t, g.Temperature)
	toXY := func(tv cgt.TrajectoryPoint) (float64, float64) {
		return g.X0 + f64(vmax.Sub(tv.V))*g.SX, g.Y0 + f64(tmax.Sub(tv.T))*g.SY
	}
	for _, pl := range g.Polylines {
		var exact []cgt.TrajectoryPoint
		for _, f := range strings.Fields(pl.Vertices) {
			tv := strings.Split(f, ",")
			if len(tv) != 2 {
				t.Fatalf("bad vertex %q", f)
			}
			exact = append(exact, cgt.TrajectoryPoint{T: rat(t, tv[0]), V: rat(t, tv[1])})
		}
		drawn := strings.Fields(pl.Points)
		if len(drawn) != len(exact) {
			t.Fatalf("%s: %d drawn points for %d vertices", pl.Class, len(drawn), len(exact))
		}
		for i, d := range drawn {
			xy := strings.Split(d, ",")
			x, _ := strconv.ParseFloat(xy[0], 64)
			y, _ := strconv.ParseFloat(xy[1], 64)
			wx, wy := toXY(exact[i])
			if math.Abs(x-wx) > 0.01 || math.Abs(y-wy) > 0.01 {
				t.Errorf("%s corner %d drawn at (%g,%g), vertex %v maps to (%g,%g)", pl.Class, i, x, y, exact[i], wx, wy)
			}
		}
		switch pl.Class {
		case "wall left":
			left = exact
		case "wall right":
			right = exact
		}
	}
	for _, l := range g.Lines {
		if l.Class != "mast" {
			continue
		}
		wx, wy := toXY(cgt.TrajectoryPoint{T: temp, V: mean})
		if math.Abs(l.X1-wx) > 0.01 || math.Abs(l.Y1-wy) > 0.01 || l.X2 != l.X1 || l.Y2 >= l.Y1 {
			t.Errorf("mast drawn from (%g,%g) to (%g,%g), want upward from (%g,%g)", l.X1, l.Y1, l.X2, l.Y2, wx, wy)
		}
	}
	// Orientation: values increase to the left.
	if g.SX <= 0 || g.SY <= 0 {
		t.Errorf("scale sx=%g sy=%g, want positive (values leftward, temperature upward)", g.SX, g.SY)
	}
	return left, right, mean, temp
}

func rat(t *testing.T, s string) cgt.Rational {
	t.Helper()
	r, err := cgt.ParseRational(s)
	if err != nil {
		t.Fatalf("rational %q: %v", s, err)
	}
	return r
}

// wallAt evaluates the piecewise-linear wall through the vertices at t.
func wallAt(t *testing.T, ws []cgt.TrajectoryPoint, at cgt.Rational) cgt.Rational {
	t.Helper()
	for i := 0; i+1 < len(ws); i++ {
		a, b := ws[i], ws[i+1]
		if a.T.Cmp(at) <= 0 && at.Cmp(b.T) <= 0 {
			if a.T.Equal(b.T) {
				return a.V
			}
			frac := at.Sub(a.T).Quo(b.T.Sub(a.T))
			return a.V.Add(b.V.Sub(a.V).Mul(frac))
		}
	}
	if len(ws) > 0 && ws[len(ws)-1].T.Equal(at) {
		return ws[len(ws)-1].V
	}
	t.Fatalf("t = %v outside the wall %v", at, ws)
	return cgt.Rational{}
}

// TestSVGThermographs checks the drawn walls against facts.md: for each
// picture, expected wall values at sample temperatures (between 0 and the
// mast) and the mast.
func TestSVGThermographs(t *testing.T) {
	r := func(n, d int64) cgt.Rational { return cgt.RationalFromFrac(n, d) }
	g, err := cgt.Parse("{7|5||4|1}")
	if err != nil {
		t.Fatal(err)
	}
	kg, _ := loopy.KoGraphOf(loopy.KO(cgt.Int(24), cgt.Int(-9)))
	aCheck, err := loopy.KomasterThermograph(kg, 0, loopy.RightKomaster)
	if err != nil {
		t.Fatal(err)
	}
	koPic, err := KomasterPicture("33-point ko A, White komaster", aCheck)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name        string
		pic         Picture
		left, right func(t cgt.Rational) cgt.Rational
		mean, temp  cgt.Rational
		samples     []cgt.Rational
	}{
		{
			// facts.md: Left 5 (vertical to t = 1, then 6 - t); Right 4
			// (vertical to t = 3/2, then 5/2 + t); meet at t = 7/4, v = 17/4.
			name: "7|5||4|1", pic: PictureOf("7|5||4|1", g.Thermograph()),
			left: func(t cgt.Rational) cgt.Rational {
				if t.Cmp(r(1, 1)) <= 0 {
					return r(5, 1)
				}
				return r(6, 1).Sub(t)
			},
			right: func(t cgt.Rational) cgt.Rational {
				if t.Cmp(r(3, 2)) <= 0 {
					return r(4, 1)
				}
				return r(5, 2).Add(t)
			},
			mean: r(17, 4), temp: r(7, 4),
			samples: []cgt.Rational{r(0, 1), r(1, 2), r(1, 1), r(5, 4), r(3, 2), r(13, 8), r(7, 4)},
		},
		{
			// facts.md: A-check has Left scaffold 24 - t and Right scaffold
			// -9 + 2t, meeting at t = 11, v = 13.
			name: "33-point ko", pic: koPic,
			left:  func(t cgt.Rational) cgt.Rational { return r(24, 1).Sub(t) },
			right: func(t cgt.Rational) cgt.Rational { return r(-9, 1).Add(t.Mul(r(2, 1))) },
			mean:  r(13, 1), temp: r(11, 1),
			samples: []cgt.Rational{r(0, 1), r(3, 1), r(11, 2), r(10, 1), r(11, 1)},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			left, right, mean, temp := readWalls(t, SVG(c.pic))
			if !mean.Equal(c.mean) || !temp.Equal(c.temp) {
				t.Errorf("mast %v from t=%v, want %v from t=%v", mean, temp, c.mean, c.temp)
			}
			for _, s := range c.samples {
				if got, want := wallAt(t, left, s), c.left(s); !got.Equal(want) {
					t.Errorf("Left wall at t=%v: %v, want %v", s, got, want)
				}
				if got, want := wallAt(t, right, s), c.right(s); !got.Equal(want) {
					t.Errorf("Right wall at t=%v: %v, want %v", s, got, want)
				}
			}
			// Both walls end at the base of the mast.
			for _, w := range [][]cgt.TrajectoryPoint{left, right} {
				top := w[len(w)-1]
				if !top.T.Equal(c.temp) || !top.V.Equal(c.mean) {
					t.Errorf("wall ends at %v, want the mast base (%v, %v)", top, c.temp, c.mean)
				}
			}
		})
	}
}

func TestPanelsSeveral(t *testing.T) {
	data := Panels("board", []Picture{PictureOf("a", cgt.Star().Thermograph()), PictureOf("b", cgt.Int(3).Thermograph())})
	var doc svgDoc
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Groups) != 2 {
		t.Fatalf("%d panels, want 2", len(doc.Groups))
	}
	if doc.Groups[1].X0 <= doc.Groups[0].X0 {
		t.Errorf("panels overlap: x0 %g then %g", doc.Groups[0].X0, doc.Groups[1].X0)
	}
}
