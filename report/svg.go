package report

import (
	"fmt"
	"html"
	"math"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// Panel geometry of a thermograph picture, in SVG user units.
const (
	panelWidth  = 420
	panelHeight = 320
	marginLeft  = 50
	marginRight = 30
	marginTop   = 50
	marginBot   = 55
	// panelsPerRow is the number of pictures in a row of Panels.
	panelsPerRow = 3
)

// SVG draws one thermograph picture as a standalone SVG document.
// See Panels for the layout and the data- attributes.
func SVG(p Picture) []byte {
	return Panels(p.Title, []Picture{p})
}

// Panels draws several thermographs side by side in one SVG document, at
// most panelsPerRow in a row (the whole-board picture of "cgtgo analyze
// --svg": every region in play, each on its own scale). Each picture is a <g class="thermograph"> whose data-
// attributes give the exact content and the drawing scale:
//
//   - data-mean, data-temperature: the mast (exact rationals);
//   - data-vmax, data-tmax (exact), data-x0, data-y0, data-sx, data-sy:
//     a point at value v and temperature t is drawn at
//     x = x0 + (vmax - v)*sx, y = y0 + (tmax - t)*sy, so values increase to
//     the left (Black's side) and temperatures upward;
//   - each wall is a <polyline class="wall left|right"> whose
//     data-vertices lists its exact corners "t,v" from the bottom up, the
//     drawn points being the same corners in that order; the mast is a
//     <line class="mast"> from the base of the mast upward.
func Panels(title string, ps []Picture) []byte {
	cols := min(len(ps), panelsPerRow)
	if cols == 0 {
		cols = 1
	}
	rows := max((len(ps)+cols-1)/cols, 1)
	w, h := panelWidth*cols, panelHeight*rows
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", w, h, w, h)
	fmt.Fprintf(&sb, "<title>%s</title>\n", html.EscapeString(title))
	sb.WriteString("<desc>Thermographs drawn by cgtgo: temperature upward, values increasing to the left (Black's wall on the left, White's on the right). Exact vertices are in the data- attributes.</desc>\n")
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", w, h)
	for i, p := range ps {
		panel(&sb, p, (i%cols)*panelWidth, (i/cols)*panelHeight)
	}
	if len(ps) == 0 {
		fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">no region in play</text>`+"\n", w/2, panelHeight/2)
	}
	sb.WriteString("</svg>\n")
	return []byte(sb.String())
}

// scale maps exact (t, v) to drawing coordinates.
type scale struct {
	vmax, tmax cgt.Rational
	x0, y0     float64
	sx, sy     float64
}

func (s scale) x(v cgt.Rational) float64 { return s.x0 + f64(s.vmax.Sub(v))*s.sx }
func (s scale) y(t cgt.Rational) float64 { return s.y0 + f64(s.tmax.Sub(t))*s.sy }

func f64(r cgt.Rational) float64 {
	f, _ := r.Big().Float64()
	return f
}

func pictureScale(p Picture, xoff, yoff int) scale {
	vmin, vmax := p.Mean, p.Mean
	tmin, tmax := p.Temperature, p.Temperature
	for _, ws := range [][]cgt.TrajectoryPoint{p.Left, p.Right} {
		for _, q := range ws {
			vmin, vmax = vmin.Min(q.V), vmax.Max(q.V)
			tmin, tmax = tmin.Min(q.T), tmax.Max(q.T)
		}
	}
	zero := cgt.RationalFromInt(0)
	tmin = tmin.Min(zero)
	// Room above the mast base and beside the walls.
	span := tmax.Sub(tmin)
	extra := span.Quo(cgt.RationalFromInt(3)).Max(cgt.RationalFromInt(1))
	tmax = tmax.Add(extra)
	vpad := vmax.Sub(vmin).Quo(cgt.RationalFromInt(8)).Max(cgt.RationalFromFrac(1, 2))
	vmin, vmax = vmin.Sub(vpad), vmax.Add(vpad)
	plotW := float64(panelWidth - marginLeft - marginRight)
	plotH := float64(panelHeight - marginTop - marginBot)
	return scale{vmax: vmax, tmax: tmax, x0: float64(xoff + marginLeft), y0: float64(yoff + marginTop),
		sx: plotW / f64(vmax.Sub(vmin)), sy: plotH / f64(tmax.Sub(tmin))}
}

func panel(sb *strings.Builder, p Picture, xoff, yoff int) {
	s := pictureScale(p, xoff, yoff)
	plotW := float64(panelWidth - marginLeft - marginRight)
	plotH := float64(panelHeight - marginTop - marginBot)
	fmt.Fprintf(sb, `<g class="thermograph" data-title="%s" data-mean="%s" data-temperature="%s" data-vmax="%s" data-tmax="%s" data-x0="%g" data-y0="%g" data-sx="%g" data-sy="%g">`+"\n",
		html.EscapeString(p.Title), p.Mean, p.Temperature, s.vmax, s.tmax, s.x0, s.y0, s.sx, s.sy)
	fmt.Fprintf(sb, `<text x="%g" y="%d" text-anchor="middle" font-size="14">%s</text>`+"\n", s.x0+plotW/2, yoff+20, html.EscapeString(p.Title))
	fmt.Fprintf(sb, `<text x="%g" y="%d" text-anchor="middle">mean %s, temperature %s</text>`+"\n", s.x0+plotW/2, yoff+36, p.Mean.MixedString(), p.Temperature.MixedString())
	axes(sb, p, s, plotW, plotH)
	wall(sb, "left", "#1f4e9c", p.Left, s)
	wall(sb, "right", "#b03a2e", p.Right, s)
	top := s.y0
	fmt.Fprintf(sb, `<line class="mast" x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" stroke="black" stroke-width="2.5"/>`+"\n",
		s.x(p.Mean), s.y(p.Temperature), s.x(p.Mean), top)
	fmt.Fprintf(sb, `<text x="%g" y="%g" text-anchor="start" fill="#1f4e9c">Black (Left)</text>`+"\n", s.x0+2, s.y0+plotH+44)
	fmt.Fprintf(sb, `<text x="%g" y="%g" text-anchor="end" fill="#b03a2e">White (Right)</text>`+"\n", s.x0+plotW-2, s.y0+plotH+44)
	sb.WriteString("</g>\n")
}

func wall(sb *strings.Builder, side, colour string, ps []cgt.TrajectoryPoint, s scale) {
	exact := make([]string, len(ps))
	drawn := make([]string, len(ps))
	for i, q := range ps {
		exact[i] = q.T.String() + "," + q.V.String()
		drawn[i] = fmt.Sprintf("%.2f,%.2f", s.x(q.V), s.y(q.T))
	}
	fmt.Fprintf(sb, `<polyline class="wall %s" data-vertices="%s" points="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n",
		side, strings.Join(exact, " "), strings.Join(drawn, " "), colour)
}

// axes draws the value axis (t = 0) with ticks below the plot, the
// temperature axis on the left with ticks, and a dashed line at t = 0.
func axes(sb *strings.Builder, p Picture, s scale, plotW, plotH float64) {
	bottom := s.y0 + plotH
	fmt.Fprintf(sb, `<rect x="%g" y="%g" width="%g" height="%g" fill="none" stroke="#999"/>`+"\n", s.x0, s.y0, plotW, plotH)
	zero := cgt.RationalFromInt(0)
	fmt.Fprintf(sb, `<line class="t0" x1="%g" y1="%.2f" x2="%g" y2="%.2f" stroke="#999" stroke-dasharray="4 3"/>`+"\n", s.x0, s.y(zero), s.x0+plotW, s.y(zero))
	// Value ticks: values increase to the left.
	vmax := f64(s.vmax)
	vmin := vmax - plotW/s.sx
	step := niceStep((vmax - vmin) / 6)
	for v := math.Ceil(vmin/step) * step; v <= vmax+1e-9; v += step {
		x := s.x0 + (vmax-v)*s.sx
		fmt.Fprintf(sb, `<line class="tick" x1="%.2f" y1="%g" x2="%.2f" y2="%g" stroke="#555"/>`+"\n", x, bottom, x, bottom+5)
		fmt.Fprintf(sb, `<text x="%.2f" y="%g" text-anchor="middle">%s</text>`+"\n", x, bottom+18, tickLabel(v))
	}
	fmt.Fprintf(sb, `<text x="%g" y="%g" text-anchor="middle" font-style="italic">value</text>`+"\n", s.x0+plotW/2, bottom+32)
	// Temperature ticks.
	tmax := f64(s.tmax)
	tmin := tmax - plotH/s.sy
	tstep := niceStep((tmax - tmin) / 6)
	for t := math.Ceil(tmin/tstep) * tstep; t <= tmax+1e-9; t += tstep {
		y := s.y0 + (tmax-t)*s.sy
		fmt.Fprintf(sb, `<line class="tick" x1="%g" y1="%.2f" x2="%g" y2="%.2f" stroke="#555"/>`+"\n", s.x0-5, y, s.x0, y)
		fmt.Fprintf(sb, `<text x="%g" y="%.2f" text-anchor="end">%s</text>`+"\n", s.x0-8, y+4, tickLabel(t))
	}
	fmt.Fprintf(sb, `<text x="%g" y="%g" text-anchor="middle" font-style="italic" transform="rotate(-90 %g %g)">temperature</text>`+"\n",
		s.x0-36, s.y0+plotH/2, s.x0-36, s.y0+plotH/2)
}

// niceStep rounds a raw tick step to 1, 2 or 5 times a power of ten
// (at least 1/4).
func niceStep(raw float64) float64 {
	if raw <= 0.25 {
		return 0.25
	}
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if raw <= m*p {
			return m * p
		}
	}
	return 10 * p
}

func tickLabel(v float64) string {
	if math.Abs(v) < 1e-9 {
		return "0"
	}
	return fmt.Sprintf("%g", math.Round(v*100)/100)
}
