// Package wholeboard is a test oracle: it generates small Go positions
// walled by unconditionally alive stones and solves them by whole-board
// alpha-beta search. It shares only package board with the code it checks
// (valuation, strategy), so that agreement between the two is evidence.
//
// Rules of the search: moves anywhere except the eyes of the two fortresses
// (filling one's own true eye is never better), pass allowed, the game ends
// on two passes in a row, positional superko along the current line, and
// the final position counted with dead stones removed as Japanese and
// Chinese rules do (see Count).
package wholeboard
