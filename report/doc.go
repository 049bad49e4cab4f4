//go:generate go test -run TestDocPictures -update

// Package report renders endgame analyses for people and programs: aligned
// text for a terminal, JSON with a documented schema (docs/json-schema.md),
// SGF annotations (labels and comments, for Sabaki) and SVG thermograph
// pictures.
//
// The data comes from package strategy (whole-position analysis, game
// review) and package valuation (one region). Build turns a
// strategy.PositionAnalysis into an Analysis, the plain data object that
// every renderer reads; RegionOnly does the same for a region the user
// marked. Values are printed exactly: rationals as "a/b" in JSON and as
// mixed numbers ("-13 1/8") in text; games in CGSuite notation.
//
// Thermographs follow the usual orientation (ONAG ch. 9; Economist's View
// section 2): temperature upward, values increasing to the left, so that
// Black's (Left's) wall is on the left.
package report
