package board

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// RulesOf returns the move rules and the scoring of the game whose root is
// root. The RU property decides when it names a known rule set: Japanese
// and Korean rules are ko-ban J with territory scoring; Chinese, AGA and
// Ing/GOE rules are positional superko N with area scoring; New Zealand and
// Tromp-Taylor rules are N with area scoring and suicide allowed (Ing too).
// Otherwise the komi decides, as the professional records in
// ../shared/data do (data/README.md): 6.5 or 5.5 means Japanese rules, 7.5
// Chinese rules. Anything else (no RU, other or no komi) gives Japanese
// rules, the rules of the CGT model (Moews ch. 1).
func RulesOf(root *sgf.Node) (Rules, Scoring) {
	if ru, ok := sgf.Rules(root); ok {
		if r, s, ok := RulesFromRU(ru); ok {
			return r, s
		}
	}
	if k, ok, err := sgf.KomiHalfPoints(root); err == nil && ok {
		if r, s, ok := RulesFromKomi(k); ok {
			return r, s
		}
	}
	return Rules{Ko: KoSimple}, Territory
}

// RulesFromKomi infers the rules of a record without RU from its komi in
// half points, as for the professional records in ../shared/data
// (data/README.md): 7.5 (15) means Chinese rules (area scoring, superko
// N), 6.5 or 5.5 (13, 11) Japanese rules (territory scoring, ko-ban J);
// ok is false for any other komi.
func RulesFromKomi(komiHalf int) (Rules, Scoring, bool) {
	switch komiHalf {
	case 15:
		return Rules{Ko: KoSuperko}, Area, true
	case 13, 11:
		return Rules{Ko: KoSimple}, Territory, true
	}
	return Rules{}, Territory, false
}

// RulesFromRU reads the value of an SGF RU property: the name of a known
// rule set (see RulesOf) or cgtgo's own description of another
// combination, as RulesName writes it ("cgtgo area scoring, ko-ban J,
// suicide false"). ok is false for anything else.
func RulesFromRU(ru string) (Rules, Scoring, bool) {
	if r, s, ok := parseRulesDescription(ru); ok {
		return r, s, true
	}
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(ru), func(r rune) bool { return r < 'a' || r > 'z' }) {
		words[w] = true
	}
	has := func(ws ...string) bool {
		for _, w := range ws {
			if words[w] {
				return true
			}
		}
		return false
	}
	switch {
	case has("japanese", "japan", "jp", "korean", "korea", "kr"):
		return Rules{Ko: KoSimple}, Territory, true
	case has("nz", "zealand", "tromp", "tt", "ing", "goe"):
		return Rules{Ko: KoSuperko, Suicide: true}, Area, true
	case has("chinese", "china", "cn", "aga", "american", "bga"):
		return Rules{Ko: KoSuperko}, Area, true
	}
	return Rules{}, Territory, false
}

// parseRulesDescription reads RulesName's description of a combination
// without a name.
func parseRulesDescription(ru string) (Rules, Scoring, bool) {
	var sc, ko, suicide string
	if n, err := fmt.Sscanf(strings.TrimSpace(ru), "cgtgo %s scoring, ko-ban %s suicide %s", &sc, &ko, &suicide); err != nil || n != 3 {
		return Rules{}, Territory, false
	}
	s, err := ParseScoring(sc)
	if err != nil {
		return Rules{}, Territory, false
	}
	k, err := ParseKoRule(strings.TrimSuffix(ko, ","))
	if err != nil {
		return Rules{}, Territory, false
	}
	var r Rules
	r.Ko = k
	switch suicide {
	case "true":
		r.Suicide = true
	case "false":
	default:
		return Rules{}, Territory, false
	}
	return r, s, true
}
