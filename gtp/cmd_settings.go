package gtp

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
)

// set changes one setting (api.Settings.Set) and gives the board the
// move rules in force.
func (e *Server) set(key, value string) error {
	if err := e.settings.Set(key, value); err != nil {
		return err
	}
	e.b.SetRules(e.settings.Rules)
	return nil
}

func cmdKGSRules(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	return "", e.set("rules", cmd.Args[0])
}

// cmdRules is cgtgo-rules [NAME | territory | area]: without argument it
// prints the rules; with a rule set name (see board.NamedRules) it sets
// scoring and move rules; with territory or area only the scoring.
func cmdRules(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 1); err != nil {
		return "", err
	}
	if len(cmd.Args) == 1 {
		key := "rules"
		if cmd.Args[0] == "territory" || cmd.Args[0] == "area" {
			key = "scoring"
		}
		if err := e.set(key, cmd.Args[0]); err != nil {
			return "", err
		}
	}
	return fmt.Sprintf("scoring %s\nkoban %s\nsuicide %t", e.settings.Scoring, e.settings.Rules.Ko, e.settings.Rules.Suicide), nil
}

// cmdKoban is cgtgo-koban [J|N]: prints or sets the ko-ban (Moews ch. 3).
func cmdKoban(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 1); err != nil {
		return "", err
	}
	if len(cmd.Args) == 1 {
		if err := e.set("koban", cmd.Args[0]); err != nil {
			return "", err
		}
	}
	return e.settings.Rules.Ko.String(), nil
}

// cmdSafety is cgtgo-safety [proven | liberties K]: prints or sets the
// safety assumption (see api.Safety).
func cmdSafety(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	switch {
	case len(cmd.Args) == 1 && cmd.Args[0] == "proven":
		e.settings.Safety.AssumeSafeLiberties = 0
	case len(cmd.Args) == 2 && cmd.Args[0] == "liberties":
		if err := e.set("assume_safe_liberties", cmd.Args[1]); err != nil {
			return "", err
		}
	case len(cmd.Args) > 0:
		return "", fmt.Errorf("%w: want proven or liberties K", errSyntax)
	}
	return e.settings.Safety.String(), nil
}

// cmdBudget is cgtgo-budget [nodes N] [movetime DURATION]: prints or sets
// the search budgets, all or none.
func cmdBudget(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args)%2 != 0 {
		return "", fmt.Errorf("%w: want key value pairs", errSyntax)
	}
	s := e.settings
	for i := 0; i < len(cmd.Args); i += 2 {
		if key := cmd.Args[i]; key != "nodes" && key != "movetime" {
			return "", fmt.Errorf("%w: unknown budget %q (want nodes or movetime)", errSyntax, key)
		}
		if err := s.Set(cmd.Args[i], cmd.Args[i+1]); err != nil {
			return "", err
		}
	}
	e.settings = s
	return fmt.Sprintf("nodes %d\nmovetime %s", e.settings.Nodes, seconds(e.settings.MaxMoveTime)), nil
}

// seconds prints a duration in seconds ("10", "0.5").
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// cmdParam is cgtgo-param, a GoGui "param" command: without arguments it
// lists the settings as "[type] key value" lines; "cgtgo-param KEY VALUE"
// sets one (api.Settings.Set).
func cmdParam(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args) == 0 {
		suicide := map[bool]string{false: "0", true: "1"}[e.settings.Rules.Suicide] // GoGui's [bool]
		return strings.Join([]string{
			"[list/territory/area] scoring " + e.settings.Scoring.String(),
			"[list/J/N] koban " + e.settings.Rules.Ko.String(),
			"[bool] suicide " + suicide,
			"[string] assume_safe_liberties " + strconv.Itoa(e.settings.Safety.AssumeSafeLiberties),
			"[string] nodes " + strconv.FormatInt(e.settings.Nodes, 10),
			"[string] movetime " + seconds(e.settings.MaxMoveTime),
		}, "\n"), nil
	}
	if len(cmd.Args) != 2 {
		return "", fmt.Errorf("%w: cgtgo-param takes KEY VALUE", errSyntax)
	}
	return "", e.set(cmd.Args[0], cmd.Args[1])
}

// applyRules sets the scoring and the move rules, on the board too.
func (e *Server) applyRules(s board.Scoring, r board.Rules) {
	e.settings.Scoring, e.settings.Rules = s, r
	e.b.SetRules(r)
}
