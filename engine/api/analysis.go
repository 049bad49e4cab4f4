package api

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Analysis is the engine's analysis of a position by regions (Economist's
// View, seeds/001): what GoGui's region commands and Sabaki's analysis
// show.
type Analysis struct {
	// Color is the player the analysis is for.
	Color board.Color
	// Decomposed is false when the board could not be split into regions
	// (nothing else but Candidates is then filled). Complete says every
	// region could be searched (none too big).
	Decomposed, Complete bool
	// Exact says every region was valued exactly and their sum added
	// exactly: the predictions are optimal results, the best move optimal.
	Exact bool
	// Best is the recommended move (board.Pass to pass) and Reason why.
	Best   board.Point
	Reason string
	// BlackFirst and WhiteFirst are the predicted final scores (Black
	// minus White, komi included) with Black or White moving first.
	BlackFirst, WhiteFirst cgt.Rational
	// Regions are the regions of the position; RegionOf gives the index in
	// Regions of each point's region, -1 for a safe stone.
	Regions  []Region
	RegionOf []int
	// Candidates are the candidate moves for Color, best first (on
	// request).
	Candidates []Candidate
	// PV is the principal variation: the recommended moves of both sides
	// played forward while the analysis stays exact (on request).
	PV []board.Move
	// Notes say what was approximated, one line each.
	Notes []string
	// Ownership is, on request, each point's expected owner at the end,
	// from +1 (Black's) to -1 (White's), by point index: 1 where the
	// analysis proves or assumes it, the playouts' mean where it judges or
	// estimates it (see package engine).
	Ownership []float64
}

// Region is one region of an Analysis with its local game (valuation).
type Region struct {
	// Letter names the region in cgtgo's outputs ('a', 'b', ...).
	Letter byte
	// Kind is the decomposition's kind of region ("territory", "gote
	// boundary", ...); Settled marks settled territory.
	Kind    string
	Settled bool
	Points  []board.Point
	// Value is the region's canonical game; Type its sente/gote type read
	// from the thermograph.
	Value cgt.Game
	Type  string
	// Stops, mean and temperature of Value (ONAG ch. 9).
	LeftStop, RightStop, Mean, Temperature cgt.Rational
	// Chilled is Value chilled, when HasChilled.
	Chilled    cgt.Game
	HasChilled bool
	// Thermograph is Value's thermograph (nil for settled territory).
	Thermograph *cgt.Thermograph
	// Ko holds the komaster view of a region on a ko cycle, or nil.
	Ko *KoThermography
	// Moves are the local moves with what they gain.
	Moves []RegionMove
	// Exact is false when Value is an estimate, for the reason given in
	// Approximation.
	Exact         bool
	Approximation string
}

// KoThermography is the komaster view of a ko region (Economist's View
// section 2.2): mean and temperature with Black or White as komaster.
type KoThermography struct {
	MeanBlack, TemperatureBlack, MeanWhite, TemperatureWhite cgt.Rational
}

// RegionMove is one local move of a region.
type RegionMove struct {
	Color board.Color
	Point board.Point
	// Option is the region's value after the move.
	Option cgt.Game
	// Gain is the move's worth in miai points (the change of the mean in
	// the mover's favour).
	Gain cgt.Rational
	// Type is the move's kind for the mover, read off the thermograph of
	// its region (or estimated area): "sente", "reverse sente", "gote", or
	// "" for a cold move.
	Type string
	// Best marks the mover's best local moves.
	Best bool
}
