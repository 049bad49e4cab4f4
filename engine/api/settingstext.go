package api

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// RulesText describes the rules in force, one "name value" line each:
// the scoring, the ko-ban (Moews ch. 3) and whether suicide is allowed
// (GTP's cgtgo-rules).
func (s Settings) RulesText() string {
	return fmt.Sprintf("scoring %s\nkoban %s\nsuicide %t", s.Scoring, s.Rules.Ko, s.Rules.Suicide)
}

// SetRulesOrScoring sets the scoring alone for "territory" or "area",
// otherwise the scoring and the move rules of a rule set name (see
// board.NamedRules), as GTP's cgtgo-rules NAME does.
func (s *Settings) SetRulesOrScoring(value string) error {
	if value == "territory" || value == "area" {
		return s.Set("scoring", value)
	}
	return s.Set("rules", value)
}

// SetSafety sets the safety assumption (Safety) from the arguments of
// GTP's cgtgo-safety: "proven" (proven safety only) or "liberties K"
// (see Set's assume_safe_liberties). Other arguments give an error
// wrapping ErrSyntax; s is then unchanged.
func (s *Settings) SetSafety(args []string) error {
	switch {
	case len(args) == 1 && args[0] == "proven":
		s.Safety.AssumeSafeLiberties = 0
		return nil
	case len(args) == 2 && args[0] == "liberties":
		return s.Set("assume_safe_liberties", args[1])
	}
	return fmt.Errorf("%w: want proven or liberties K", ErrSyntax)
}

// SetBudgets sets the search budgets from key value pairs, keys nodes
// and movetime (see Set), all or none: on an error (an odd list, another
// key, a value that cannot be read) s is unchanged (GTP's cgtgo-budget).
func (s *Settings) SetBudgets(pairs []string) error {
	if len(pairs)%2 != 0 {
		return fmt.Errorf("%w: want key value pairs", ErrSyntax)
	}
	next := *s
	for i := 0; i < len(pairs); i += 2 {
		if key := pairs[i]; key != "nodes" && key != "movetime" {
			return fmt.Errorf("%w: unknown budget %q (want nodes or movetime)", ErrSyntax, key)
		}
		if err := next.Set(pairs[i], pairs[i+1]); err != nil {
			return err
		}
	}
	*s = next
	return nil
}

// BudgetText describes the search budgets, one "name value" line each:
// the node budget and the longest thinking time of a move in seconds.
func (s Settings) BudgetText() string {
	return fmt.Sprintf("nodes %d\nmovetime %s", s.Nodes, seconds(s.MaxMoveTime))
}

// seconds prints a duration in seconds ("10", "0.5").
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// Params lists the settings as GoGui's "param" analyze command shows
// them, "[type] key value" lines with the keys of Set (GTP's
// cgtgo-param).
func (s Settings) Params() string {
	suicide := map[bool]string{false: "0", true: "1"}[s.Rules.Suicide] // GoGui's [bool]
	return strings.Join([]string{
		"[list/territory/area] scoring " + s.Scoring.String(),
		"[list/J/N] koban " + s.Rules.Ko.String(),
		"[bool] suicide " + suicide,
		"[string] assume_safe_liberties " + strconv.Itoa(s.Safety.AssumeSafeLiberties),
		"[string] nodes " + strconv.FormatInt(s.Nodes, 10),
		"[string] movetime " + seconds(s.MaxMoveTime),
		"[list/" + strings.Join(StrategyNames, "/") + "] strategy " + s.StrategyName(),
	}, "\n")
}
