package board

import (
	"fmt"
	"strings"
)

// NamedRules returns the scoring and move rules of a rule set name:
// japanese and korean (territory, ko-ban J), chinese and aga (area,
// positional superko N), new_zealand and tromp-taylor (area, N, suicide
// allowed). These are the names of GTP's kgs-rules and of cgtgo's --rules
// flags.
func NamedRules(name string) (Scoring, Rules, error) {
	switch strings.ToLower(name) {
	case "japanese", "korean":
		return Territory, Rules{Ko: KoSimple}, nil
	case "chinese", "aga":
		return Area, Rules{Ko: KoSuperko}, nil
	case "new_zealand", "nz", "tromp-taylor", "tromp_taylor":
		return Area, Rules{Ko: KoSuperko, Suicide: true}, nil
	}
	return Territory, Rules{}, fmt.Errorf("unknown rules %q (want japanese, korean, chinese, aga, new_zealand or tromp-taylor)", name)
}

// RulesName names a rule set for SGF RU: "Japanese", "Chinese", "NZ", or a
// description of any other combination.
func RulesName(s Scoring, r Rules) string {
	switch {
	case s == Territory && r.Ko == KoSimple && !r.Suicide:
		return "Japanese"
	case s == Area && r.Ko == KoSuperko && !r.Suicide:
		return "Chinese"
	case s == Area && r.Ko == KoSuperko && r.Suicide:
		return "NZ"
	}
	return fmt.Sprintf("cgtgo %s scoring, ko-ban %s, suicide %t", s, r.Ko, r.Suicide)
}
