package valuation

import "github.com/cgtgo/cgtgo/cgt"

// TypeOf reads the sente/gote type off a thermograph, as Analysis.Type is
// read (Economist's View, seeds/001 section 2): for estimates made outside
// this package (the engine's boundary estimate of regions too big to
// search).
func TypeOf(th *cgt.Thermograph) MoveType { return moveType(th) }
