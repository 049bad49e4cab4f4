package report

import (
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// Picture is a thermograph ready to draw: each wall as exact vertices from
// the lowest temperature up to the base of the mast, and the mast, a
// vertical line at Mean from Temperature upward (ONAG ch. 9; Economist's
// View section 2.2 for komaster thermographs of kos).
type Picture struct {
	// Title is written above the picture.
	Title       string
	Left, Right []cgt.TrajectoryPoint
	Mean        cgt.Rational
	Temperature cgt.Rational
}

// PictureOf draws the thermograph th of a short game (cgt lists the
// vertices from the top down; a Picture lists them from the bottom up).
func PictureOf(title string, th *cgt.Thermograph) Picture {
	rev := func(ps []cgt.TrajectoryPoint) []cgt.TrajectoryPoint {
		out := make([]cgt.TrajectoryPoint, 0, len(ps))
		for i := len(ps) - 1; i >= 0; i-- {
			out = append(out, ps[i])
		}
		return out
	}
	return Picture{Title: title, Left: rev(th.LeftVertices()), Right: rev(th.RightVertices()),
		Mean: th.Mean(), Temperature: th.Temperature()}
}

// KomasterPicture draws a komaster thermograph of package cgt/loopy
// (Economist's View section 2.2): its walls start at t = 0 and end in the
// vertical mast at its mean above its temperature. Walls that do not end
// in a mast, or infinite walls, are an error.
func KomasterPicture(title string, th loopy.Thermograph) (Picture, error) {
	mean, err := th.Mean()
	if err != nil {
		return Picture{}, fmt.Errorf("komaster thermograph %q: %w", title, err)
	}
	temp, err := th.Temperature()
	if err != nil {
		return Picture{}, fmt.Errorf("komaster thermograph %q: %w", title, err)
	}
	wall := func(w loopy.Wall, side string) ([]cgt.TrajectoryPoint, error) {
		if w.IsInfinite() != 0 {
			return nil, fmt.Errorf("komaster thermograph %q: %s wall is infinite", title, side)
		}
		var out []cgt.TrajectoryPoint
		for _, p := range w.Points() {
			if p.T.Cmp(temp) > 0 {
				break
			}
			out = append(out, cgt.TrajectoryPoint{T: p.T, V: p.V})
		}
		// The wall reaches the mast at the temperature: add that corner
		// when it is not a listed vertex.
		if len(out) == 0 || !out[len(out)-1].T.Equal(temp) {
			out = append(out, cgt.TrajectoryPoint{T: temp, V: w.At(temp)})
		}
		return out, nil
	}
	l, err := wall(th.Left, "Left")
	if err != nil {
		return Picture{}, err
	}
	r, err := wall(th.Right, "Right")
	if err != nil {
		return Picture{}, err
	}
	return Picture{Title: title, Left: l, Right: r, Mean: mean, Temperature: temp}, nil
}
