package coins

import "github.com/cgtgo/cgtgo/cgt"

// parseGame reads a monetary value written in package cgt's notation.
func parseGame(s string) (cgt.Game, error) { return cgt.Parse(s) }
