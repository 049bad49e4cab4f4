package gtp

import (
	"context"
	"fmt"
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
// scoring and move rules; with territory or area only the scoring
// (api.Settings.SetRulesOrScoring).
func cmdRules(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 1); err != nil {
		return "", err
	}
	if len(cmd.Args) == 1 {
		if err := e.settings.SetRulesOrScoring(cmd.Args[0]); err != nil {
			return "", err
		}
		e.b.SetRules(e.settings.Rules)
	}
	return e.settings.RulesText(), nil
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
// safety assumption (see api.Safety, api.Settings.SetSafety).
func cmdSafety(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args) > 0 {
		if err := e.settings.SetSafety(cmd.Args); err != nil {
			return "", err
		}
	}
	return e.settings.Safety.String(), nil
}

// cmdBudget is cgtgo-budget [nodes N] [movetime DURATION]: prints or sets
// the search budgets, all or none.
func cmdBudget(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := e.settings.SetBudgets(cmd.Args); err != nil {
		return "", err
	}
	return e.settings.BudgetText(), nil
}

// cmdParam is cgtgo-param, a GoGui "param" command: without arguments it
// lists the settings as "[type] key value" lines; "cgtgo-param KEY VALUE"
// sets one (api.Settings.Set).
func cmdParam(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args) == 0 {
		return e.settings.Params(), nil
	}
	if len(cmd.Args) != 2 {
		return "", fmt.Errorf("%w: cgtgo-param takes KEY VALUE", errSyntax)
	}
	return "", e.set(cmd.Args[0], cmd.Args[1])
}
