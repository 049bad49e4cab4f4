package engine

import (
	"math"

	"github.com/cgtgo/cgtgo/cgt"
)

// WinrateScale is the score lead, in points, of the winrate formula
// (Winrate): a lead of WinrateScale points reads as a winrate of
// 1/(1+e^-1), about 0.73.
const WinrateScale = 2.0

// Winrate is the display winrate of a candidate, derived from its score
// lead alone by one formula, the logistic function of the lead in units of
// WinrateScale:
//
//	winrate = 1 / (1 + exp(-lead / WinrateScale))
//
// so that a candidate leading by more always reads higher (0.5 for a
// draw). It is what Sabaki's analysis shows, not a probability the engine
// computed.
func Winrate(lead cgt.Rational) float64 {
	f, _ := lead.Big().Float64()
	return 1 / (1 + math.Exp(-f/WinrateScale))
}

// Visits is the display weight of a candidate from how far its score lead
// falls below the best candidate's, by the same scale as Winrate:
//
//	visits = 10 + round(990 * exp(-(best - lead) / WinrateScale))
//
// so that the best candidate has 1000, every candidate at least 10 (the
// least Sabaki labels), and a worse lead fewer: Sabaki's heat map, which
// weighs visits and winrate, then tells the candidates apart.
func Visits(lead, best cgt.Rational) int {
	d, _ := best.Sub(lead).Big().Float64()
	if d < 0 {
		d = 0
	}
	return 10 + int(math.Round(990*math.Exp(-d/WinrateScale)))
}
