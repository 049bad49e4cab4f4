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
	// Kind is the decomposition's kind of region ("territory", "ko",
	// ...); Settled marks settled territory.
	Kind    string
	Settled bool
	Points  []board.Point
	// Temperature is the value of a move in the region, in miai points
	// (ONAG ch. 9).
	Temperature cgt.Rational
	// Moves are the local moves with what they gain.
	Moves []RegionMove
	// MovesText describes the region and its move table for a person:
	// value, sente/gote type, temperature, each move with its gain and
	// the value it leads to, and why the value is an estimate when it is
	// one. ValueText gives the value with its stops, mean, temperature,
	// chilled value, the corners of its thermograph's walls and, for a
	// ko, the komaster means and temperatures.
	MovesText, ValueText string
}

// RegionMove is one local move of a region.
type RegionMove struct {
	Color board.Color
	Point board.Point
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
