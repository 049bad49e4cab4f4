package arena

import (
	"math/rand"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/gtp"
)

// soakBadCommands are commands every engine must refuse without changing
// its state: known names with missing, extra or invalid arguments. The soak
// client sends them between moves; an engine that accepts one is wrong, and
// the client's copy of the game would no longer match.
var soakBadCommands = []string{
	"play", "play b", "play b Z99", "play x d4", "play b a0", "play b a1 extra", "play white 1",
	"genmove", "genmove purple", "genmove b w", "reg_genmove", "kgs-genmove_cleanup",
	"boardsize", "boardsize abc", "boardsize 0", "boardsize 1", "boardsize 99", "boardsize -9", "boardsize 9 9",
	"komi", "komi abc", "komi 1 2", "komi nan",
	"time_settings", "time_settings -1 2 3", "time_settings a b c", "time_settings 1 2",
	"time_left b -5 0", "time_left purple 5 0", "time_left b 5", "time_left b x 1",
	"kgs-time_settings", "kgs-time_settings frobnicate 1 2 3",
	"loadsgf", "loadsgf /nonexistent/soak/file.sgf", "loadsgf a b c",
	"undo extra", "fixed_handicap", "fixed_handicap x", "fixed_handicap 1", "fixed_handicap 99",
	"place_free_handicap x", "set_free_handicap Z99",
	"final_status_list", "final_status_list nonsense", "final_status_list dead alive",
	"known_command", "cgtgo-koban Q", "cgtgo-rules weird", "cgtgo-safety -3", "cgtgo-budget -1",
	"cgtgo-param nosuchparam 1", "kgs-rules weird", "gogui-play_sequence b Z99",
	"gogui-setup b Z99", "gogui-setup_player purple", "cgtgo-region_value Z99",
}

// soakLine is one malformed input line and what the engine owes it: no
// reply when preprocessing leaves nothing (an empty or comment line), else
// exactly one failure reply carrying the line's id.
type soakLine struct {
	Line    string
	Replies int    // 0 or 1
	ID      string // the id the reply must echo ("" for none)
}

// malformedLine draws a random malformed line: garbage bytes, an unknown
// command, a known command that must fail, blank and comment lines,
// control characters and tabs, overlong lines, with or without an id.
// known holds the engine's command names (lowercase): garbage that happens
// to spell one is drawn again.
func malformedLine(r *rand.Rand, known map[string]bool) soakLine {
	for {
		var sb strings.Builder
		if r.Intn(3) == 0 {
			sb.WriteString(strconv.Itoa(r.Intn(100000)) + " ")
		}
		switch k := r.Intn(20); {
		case k < 8:
			sb.WriteString(soakBadCommands[r.Intn(len(soakBadCommands))])
		case k < 11:
			// Garbage bytes, any value but the line feed.
			for i := 1 + r.Intn(40); i > 0; i-- {
				b := byte(r.Intn(256))
				if b == '\n' {
					b = ' '
				}
				sb.WriteByte(b)
			}
		case k < 13:
			sb.WriteString([]string{"frobnicate", "GENMOVE_NOW", "play_now", "x", "=", "?", "==", "= 1", "?3 oops"}[r.Intn(9)])
		case k < 15:
			sb.WriteString([]string{"", "   ", "#", "# a comment", "\t# tab comment", "\r", "\x00\x01\x02", "\t\t"}[r.Intn(8)])
		case k < 16:
			sb.WriteString("play b " + strings.Repeat("a", gtp.MaxLineBytes+r.Intn(1000)))
		case k < 18:
			// A bad command with control characters and tabs inside.
			c := soakBadCommands[r.Intn(len(soakBadCommands))]
			c = strings.Replace(c, " ", "\t", 1)
			sb.WriteString("\x07" + c + "\r")
		default:
			// A bad command followed by a comment.
			sb.WriteString(soakBadCommands[r.Intn(len(soakBadCommands))] + " # trailing comment")
		}
		line := sb.String()
		p := gtp.Preprocess(line)
		if p == "" {
			return soakLine{Line: line}
		}
		cmd, _ := gtp.ParseCommand(p)
		name := strings.ToLower(cmd.Name)
		if cmd.Name != "" && known[name] && !isSoakBad(cmd) {
			continue // garbage that spells a real command
		}
		id := ""
		if cmd.HasID && cmd.ID >= 0 {
			id = strconv.Itoa(cmd.ID)
		}
		return soakLine{Line: line, Replies: 1, ID: id}
	}
}

// isSoakBad reports whether the parsed line is one of soakBadCommands (a
// trailing comment is already cut, and a line cut at gtp.MaxLineBytes is never
// valid).
func isSoakBad(cmd gtp.Command) bool {
	rest := strings.Join(append([]string{cmd.Name}, cmd.Args...), " ")
	if strings.HasPrefix(rest, "play b aaaa") {
		return true
	}
	for _, bad := range soakBadCommands {
		if rest == bad {
			return true
		}
	}
	return false
}
