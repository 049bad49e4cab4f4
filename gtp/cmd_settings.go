package gtp

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/duration"
)

// applyRules sets the rules on the settings and on the current board.
func (e *Server) applyRules(s board.Scoring, r board.Rules) {
	e.settings.Scoring = s
	e.settings.Rules = r
	e.b.SetRules(r)
}

func cmdKGSRules(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	s, r, err := board.NamedRules(cmd.Args[0])
	if err != nil {
		return "", err
	}
	e.applyRules(s, r)
	return "", nil
}

// describeRules prints the current rule settings.
func (e *Server) describeRules() string {
	return fmt.Sprintf("scoring %s\nkoban %s\nsuicide %t", e.settings.Scoring, e.settings.Rules.Ko, e.settings.Rules.Suicide)
}

// cmdRules is cgtgo-rules [NAME | territory | area]: without argument it
// prints the rules; with a rule set name (see NamedRules) it sets scoring
// and move rules; with territory or area only the scoring.
func cmdRules(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 1); err != nil {
		return "", err
	}
	if len(cmd.Args) == 1 {
		if sc, err := board.ParseScoring(cmd.Args[0]); err == nil && (cmd.Args[0] == "territory" || cmd.Args[0] == "area") {
			e.applyRules(sc, e.settings.Rules)
		} else {
			s, r, err := board.NamedRules(cmd.Args[0])
			if err != nil {
				return "", err
			}
			e.applyRules(s, r)
		}
	}
	return e.describeRules(), nil
}

// cmdKoban is cgtgo-koban [J|N]: prints or sets the ko-ban (Moews ch. 3).
func cmdKoban(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 1); err != nil {
		return "", err
	}
	if len(cmd.Args) == 1 {
		k, err := board.ParseKoRule(cmd.Args[0])
		if err != nil {
			return "", err
		}
		r := e.settings.Rules
		r.Ko = k
		e.applyRules(e.settings.Scoring, r)
	}
	return e.settings.Rules.Ko.String(), nil
}

// parseSafety reads "proven" or "liberties K".
func parseSafety(args []string) (api.Safety, error) {
	switch {
	case len(args) == 1 && args[0] == "proven":
		return api.Safety{}, nil
	case len(args) == 2 && args[0] == "liberties":
		k, err := strconv.Atoi(args[1])
		if err != nil || k < 0 || k > 1000 {
			return api.Safety{}, fmt.Errorf("bad liberty count %q", args[1])
		}
		return api.Safety{AssumeSafeLiberties: k}, nil
	}
	return api.Safety{}, fmt.Errorf("want proven or liberties K")
}

// cmdSafety is cgtgo-safety [proven | liberties K]: prints or sets the
// safety assumption (see Safety).
func cmdSafety(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args) > 0 {
		s, err := parseSafety(cmd.Args)
		if err != nil {
			return "", fmt.Errorf("%w: %v", errSyntax, err)
		}
		e.settings.Safety = s
	}
	return e.settings.Safety.String(), nil
}

// cmdBudget is cgtgo-budget [nodes N] [movetime DURATION]: prints or sets
// the search budgets.
func cmdBudget(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args)%2 != 0 {
		return "", fmt.Errorf("%w: want key value pairs", errSyntax)
	}
	s := e.settings
	for i := 0; i < len(cmd.Args); i += 2 {
		if err := setBudget(&s, cmd.Args[i], cmd.Args[i+1]); err != nil {
			return "", err
		}
	}
	e.settings = s
	return fmt.Sprintf("nodes %d\nmovetime %s", e.settings.Nodes, seconds(e.settings.MaxMoveTime)), nil
}

// setBudget sets one budget key on s.
func setBudget(s *api.Settings, key, value string) error {
	switch key {
	case "nodes":
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil || n < 0 {
			return fmt.Errorf("%w: bad node count %q", errSyntax, value)
		}
		s.Nodes = n
	case "movetime":
		// A Go duration (5s) or a bare number of seconds (5), as the
		// command line's --movetime.
		d, err := duration.Parse(value)
		if err != nil {
			return fmt.Errorf("%w: movetime: %v", errSyntax, err)
		}
		s.MaxMoveTime = d
	default:
		return fmt.Errorf("%w: unknown budget %q (want nodes or movetime)", errSyntax, key)
	}
	return nil
}

// seconds prints a duration in seconds ("10", "0.5").
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// cmdParam is cgtgo-param, a GoGui "param" command: without arguments it
// lists the settings as "[type] key value" lines; "cgtgo-param KEY VALUE"
// sets one.
func cmdParam(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args) == 0 {
		return strings.Join([]string{
			"[list/territory/area] scoring " + e.settings.Scoring.String(),
			"[list/J/N] koban " + e.settings.Rules.Ko.String(),
			"[bool] suicide " + boolNum(e.settings.Rules.Suicide),
			"[string] assume_safe_liberties " + strconv.Itoa(e.settings.Safety.AssumeSafeLiberties),
			"[string] nodes " + strconv.FormatInt(e.settings.Nodes, 10),
			"[string] movetime " + seconds(e.settings.MaxMoveTime),
		}, "\n"), nil
	}
	if len(cmd.Args) != 2 {
		return "", fmt.Errorf("%w: cgtgo-param takes KEY VALUE", errSyntax)
	}
	key, value := cmd.Args[0], cmd.Args[1]
	switch key {
	case "scoring":
		s, err := board.ParseScoring(value)
		if err != nil {
			return "", err
		}
		e.applyRules(s, e.settings.Rules)
	case "koban":
		k, err := board.ParseKoRule(value)
		if err != nil {
			return "", err
		}
		r := e.settings.Rules
		r.Ko = k
		e.applyRules(e.settings.Scoring, r)
	case "suicide":
		v, err := strconv.ParseBool(value)
		if err != nil {
			return "", fmt.Errorf("%w: bad boolean %q", errSyntax, value)
		}
		r := e.settings.Rules
		r.Suicide = v
		e.applyRules(e.settings.Scoring, r)
	case "assume_safe_liberties":
		s, err := parseSafety([]string{"liberties", value})
		if err != nil {
			return "", fmt.Errorf("%w: %v", errSyntax, err)
		}
		e.settings.Safety = s
	default:
		s := e.settings
		if err := setBudget(&s, key, value); err != nil {
			return "", err
		}
		e.settings = s
	}
	return "", nil
}

// boolNum prints a boolean the way GoGui's [bool] params want it.
func boolNum(b bool) string {
	if b {
		return "1"
	}
	return "0"
}
