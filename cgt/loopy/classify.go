package loopy

import (
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// KoClass summarises the two komaster thermographs of a position
// (Economist's View 2.3, "Placid Kos and Hyperactive Kos").
type KoClass struct {
	Hat, Check                     Thermograph  // Left komaster, Right komaster
	MeanHat, MeanCheck             cgt.Rational // mu(G-hat), mu(G-check)
	TempHat, TempCheck             cgt.Rational
	Placid                         bool // mu(G-hat) = mu(G-check)
	Hyperactive                    bool // mu(G-hat) > mu(G-check)
	ActivationHat, ActivationCheck []cgt.Rational
}

// Classify computes both komaster thermographs of position start of g and
// classifies it: placid when the two means agree, hyperactive when Left
// komaster's mean exceeds Right komaster's.
func Classify(g *KoGraph, start int) (KoClass, error) {
	var c KoClass
	var err error
	if c.Hat, err = KomasterThermograph(g, start, LeftKomaster); err != nil {
		return c, err
	}
	if c.Check, err = KomasterThermograph(g, start, RightKomaster); err != nil {
		return c, err
	}
	if c.MeanHat, err = c.Hat.Mean(); err != nil {
		return c, fmt.Errorf("Left komaster: %w", err)
	}
	if c.MeanCheck, err = c.Check.Mean(); err != nil {
		return c, fmt.Errorf("Right komaster: %w", err)
	}
	c.TempHat, _ = c.Hat.Temperature()
	c.TempCheck, _ = c.Check.Temperature()
	c.Placid = c.MeanHat.Equal(c.MeanCheck)
	c.Hyperactive = c.MeanHat.Cmp(c.MeanCheck) > 0
	c.ActivationHat = c.Hat.ActivationTemperatures()
	c.ActivationCheck = c.Check.ActivationTemperatures()
	return c, nil
}
