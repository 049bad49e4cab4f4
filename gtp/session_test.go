package gtp

import (
	"regexp"
	"strings"
	"testing"
)

// The sessions below are what the clients send (shared/reference/
// gtp-clients.md: GoGui attach and sync, Sabaki start and sync, and the
// framing rules of GTP v2), with the exact bytes the engine must answer.
func TestRecordedSessions(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{
			name: "framing: ids, CRLF, tabs, comments, blank lines, control characters",
			in: "1 name\r\n" +
				"\tprotocol_version\t\r\n" +
				"# a comment line\n" +
				"\n   \n\r\n" +
				"# interrupt\n" +
				"known_command play # trailing comment\n" +
				"KNOWN_COMMAND nosuchcommand\n" +
				"2 boardsize 26\n" +
				"3 boardsize x\n" +
				"boardsize 5\nplay B a1\nplay b A1\n" +
				"pl\x01ay w b\x7f1\n" +
				"play black pass\nplay WHITE PASS\n" +
				"undo\n" +
				"frobnicate\n" +
				"4\n" +
				"   12    version   \n" +
				"5 quit\n" +
				"name\n",
			want: "=1 cgtgo\n\n" +
				"= 2\n\n" +
				"= true\n\n" +
				"= false\n\n" +
				"?2 unacceptable size\n\n" +
				"?3 syntax error: boardsize is not an integer\n\n" +
				"= \n\n= \n\n? illegal move\n\n" +
				"= \n\n" +
				"= \n\n= \n\n" +
				"= \n\n" +
				"? unknown command\n\n" +
				"?4 missing command name\n\n" +
				"=12 test-1\n\n" +
				"=5 \n\n",
		},
		{
			name: "GoGui attach and sync (setup stones, setup player, play sequence, title)",
			in: "name\nprotocol_version\ngogui-interrupt\n" +
				"boardsize 9\nclear_board\nkomi 6.5\ntime_settings 0 1 0\n" +
				"gogui-setup b A1 w C3 b b2\n" +
				"gogui-setup b D4\n" +
				"gogui-setup_player w\n" +
				"gogui-title\n" +
				"play w d4\nplay w e5\nundo\n" +
				"gogui-play_sequence b c5 w g7 b g7\n" +
				"gogui-play_sequence b c5 w g7\n" +
				"play b c5\n" +
				"final_status_list dead\n" +
				"final_status_list alive\n" +
				"time_left b 30 0\n" +
				"quit\n",
			want: "= cgtgo\n\n= 2\n\n= \n\n" +
				"= \n\n= \n\n= \n\n= \n\n" +
				"= \n\n" +
				"? board not empty\n\n" +
				"= \n\n" +
				"= cgtgo 9x9 komi 6.5 territory scoring ko J\n\n" +
				"= \n\n= \n\n= \n\n" +
				"? illegal move: b g7\n\n" +
				"= \n\n" +
				"? illegal move\n\n" +
				"= \n\n" +
				"= G7\nC5\nD4\nC3\nB2\nA1\n\n" + // blocks top row first
				"= \n\n" +
				"= \n\n",
		},
		{
			name: "Sabaki start (pipelined) and sync: komi before boardsize, same colour twice, passes",
			in: "name\nversion\nprotocol_version\n" +
				"komi 7.5\nboardsize 9\nclear_board\n" +
				"play B E5\nplay B C3\nplay W pass\nplay W e3\n" +
				"gogui-title\n" +
				"undo\nundo\nplay W G7\n" +
				"komi 0.5\nclear_board\ngogui-title\n" +
				"fixed_handicap 3\nfixed_handicap 2\n" +
				"clear_board\nset_free_handicap A1 A1\nset_free_handicap A1 b2\n" +
				"place_free_handicap 2\n" +
				"quit\n",
			want: "= cgtgo\n\n= test-1\n\n= 2\n\n" +
				"= \n\n= \n\n= \n\n" +
				"= \n\n= \n\n= \n\n= \n\n" +
				"= cgtgo 9x9 komi 7.5 territory scoring ko J\n\n" +
				"= \n\n= \n\n= \n\n" +
				"= \n\n= \n\n= cgtgo 9x9 komi 0.5 territory scoring ko J\n\n" +
				"= C3 G7 C7\n\n? board not empty\n\n" +
				"= \n\n? bad vertex list\n\n= \n\n" +
				"? board not empty\n\n" +
				"= \n\n",
		},
		{
			name: "rules, ko-ban, safety, budget and strategy settings",
			in: "kgs-rules chinese\ncgtgo-rules\ncgtgo-koban J\ncgtgo-rules territory\ncgtgo-rules\n" +
				"kgs-rules martian\ncgtgo-koban X\n" +
				"cgtgo-safety liberties 3\ncgtgo-safety\ncgtgo-safety proven\n" +
				"cgtgo-budget nodes 5000 movetime 2.5\ncgtgo-budget speed 3\n" +
				"cgtgo-param koban N\ncgtgo-param\n" +
				"kgs-time_settings byoyomi 60 30 5\nkgs-time_settings none\nkgs-time_settings fischer 1 2\n" +
				"time_settings 10 -1 0\ntime_left b 5\n" +
				"cgtgo-param strategy HotStrat\ncgtgo-param strategy greedy\ncgtgo-param\n",
			want: "= \n\n= scoring area\nkoban N\nsuicide false\n\n= J\n\n= scoring territory\nkoban J\nsuicide false\n\n= scoring territory\nkoban J\nsuicide false\n\n" +
				"? unknown rules \"martian\" (want japanese, korean, chinese, aga, new_zealand or tromp-taylor)\n\n" +
				"? bad ko rule \"X\" (want J or N)\n\n" +
				"= liberties 3\n\n= liberties 3\n\n= proven\n\n" +
				"= nodes 5000\nmovetime 2.5\n\n? syntax error: unknown budget \"speed\" (want nodes or movetime)\n\n" +
				"= \n\n" +
				"= [list/territory/area] scoring territory\n[list/J/N] koban N\n[bool] suicide 0\n[string] assume_safe_liberties 0\n[string] nodes 5000\n[string] movetime 2.5\n" +
				"[list/exact/sentestrat/thermostrat/hotstrat/coins] strategy exact\n\n" +
				"= \n\n= \n\n? syntax error: unknown time system \"fischer\"\n\n" +
				"? syntax error: bad time \"-1\"\n\n? syntax error: time_left takes 3 arguments\n\n" +
				"= \n\n? syntax error: unknown strategy \"greedy\" (valid: exact, sentestrat, thermostrat, hotstrat, coins)\n\n" +
				"= [list/territory/area] scoring territory\n[list/J/N] koban N\n[bool] suicide 0\n[string] assume_safe_liberties 0\n[string] nodes 5000\n[string] movetime 2.5\n" +
				"[list/exact/sentestrat/thermostrat/hotstrat/coins] strategy hotstrat\n\n",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := runSession(t, tc.in, Options{Version: "test-1"})
			if got != tc.want {
				t.Errorf("session output differs\n got: %q\nwant: %q", got, tc.want)
			}
			parseReplies(t, got)
		})
	}
}

// list_commands must give exactly one command name per line (Sabaki splits
// on '\n' without trimming), each known, and include the commands the
// clients rely on (reference §1-3).
func TestListCommands(t *testing.T) {
	out := runSession(t, "list_commands\n", Options{})
	rs := parseReplies(t, out)
	if len(rs) != 1 || !rs[0].ok {
		t.Fatalf("bad reply %q", out)
	}
	name := regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)
	listed := map[string]bool{}
	var known strings.Builder
	for _, l := range rs[0].lines {
		if !name.MatchString(l) {
			t.Errorf("list_commands line %q is not exactly a command name", l)
		}
		listed[l] = true
		known.WriteString("known_command " + l + "\n")
	}
	for _, r := range parseReplies(t, runSession(t, known.String(), Options{})) {
		if r.lines[0] != "true" {
			t.Errorf("a listed command is not known: %v", r)
		}
	}
	required := strings.Fields(`protocol_version name version known_command list_commands quit
		boardsize clear_board komi play genmove reg_genmove undo showboard final_score final_status_list
		time_settings time_left kgs-time_settings kgs-rules kgs-genmove_cleanup fixed_handicap
		place_free_handicap set_free_handicap gogui-setup gogui-setup_player gogui-play_sequence
		gogui-interrupt gogui-title gogui-analyze_commands kata-analyze kata-genmove_analyze
		lz-analyze lz-genmove_analyze`)
	for _, r := range required {
		if !listed[r] {
			t.Errorf("list_commands lacks %s", r)
		}
	}
	// Sabaki picks the first of analyze, kata-analyze, lz-analyze: plain
	// analyze (ambiguous winrate dialect) must not be listed.
	for _, bad := range []string{"analyze", "genmove_analyze"} {
		if listed[bad] {
			t.Errorf("list_commands must not list %s", bad)
		}
	}
}
