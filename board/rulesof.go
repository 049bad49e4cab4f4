package board

import (
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
	japanese := Rules{Ko: KoSimple}
	chinese := Rules{Ko: KoSuperko}
	if ru, ok := sgf.Rules(root); ok {
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
			return japanese, Territory
		case has("nz", "zealand", "tromp", "tt", "ing", "goe"):
			return Rules{Ko: KoSuperko, Suicide: true}, Area
		case has("chinese", "china", "cn", "aga", "american", "bga"):
			return chinese, Area
		}
	}
	if k, ok, err := sgf.KomiHalfPoints(root); err == nil && ok && k == 15 {
		return chinese, Area
	}
	return japanese, Territory
}
