package api

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/duration"
)

// ErrSyntax marks a setting value that cannot be read (GTP's "syntax
// error").
var ErrSyntax = errors.New("syntax error")

// Set sets one setting from its text, by the names of GoGui's cgtgo-param
// and of cgtgo gtp's flags: rules (a rule set name, board.NamedRules:
// scoring and move rules), scoring (territory or area), koban (J or N),
// suicide (a boolean), assume_safe_liberties (K, 0 for proven safety),
// nodes (a node budget), movetime (a Go duration or a bare number of
// seconds) and strategy (one of StrategyNames, any case; an unknown name's
// error lists the valid ones). Setting rules, scoring, koban or suicide
// marks them as chosen (ScoringChosen, MoveRulesChosen). A value that cannot be read gives an error wrapping ErrSyntax
// (or the rule parser's own error); s is then unchanged.
func (s *Settings) Set(key, value string) error {
	switch key {
	case "rules":
		sc, r, err := board.NamedRules(value)
		if err != nil {
			return err
		}
		s.Scoring, s.Rules = sc, r
		s.ScoringChosen, s.MoveRulesChosen = true, true
	case "scoring":
		sc, err := board.ParseScoring(value)
		if err != nil {
			return err
		}
		s.Scoring = sc
		s.ScoringChosen = true
	case "koban":
		k, err := board.ParseKoRule(value)
		if err != nil {
			return err
		}
		s.Rules.Ko = k
		s.MoveRulesChosen = true
	case "suicide":
		v, err := strconv.ParseBool(value)
		if err != nil {
			return fmt.Errorf("%w: bad boolean %q", ErrSyntax, value)
		}
		s.Rules.Suicide = v
		s.MoveRulesChosen = true
	case "assume_safe_liberties":
		k, err := strconv.Atoi(value)
		if err != nil || k < 0 || k > 1000 {
			return fmt.Errorf("%w: bad liberty count %q", ErrSyntax, value)
		}
		s.Safety.AssumeSafeLiberties = k
	case "nodes":
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil || n < 0 {
			return fmt.Errorf("%w: bad node count %q", ErrSyntax, value)
		}
		s.Nodes = n
	case "movetime":
		d, err := duration.Parse(value)
		if err != nil {
			return fmt.Errorf("%w: movetime: %v", ErrSyntax, err)
		}
		s.MaxMoveTime = d
	case "strategy":
		name := strings.ToLower(strings.TrimSpace(value))
		if !slices.Contains(StrategyNames, name) {
			return fmt.Errorf("%w: unknown strategy %q (valid: %s)", ErrSyntax, value, strings.Join(StrategyNames, ", "))
		}
		s.Strategy = name
	default:
		return fmt.Errorf("%w: unknown setting %q", ErrSyntax, key)
	}
	return nil
}
