package api

import (
	"errors"
	"testing"
	"time"
)

// The settings texts of GTP's cgtgo-rules, cgtgo-budget and cgtgo-param,
// and cgtgo-budget's all-or-none rule.
func TestSettingsTexts(t *testing.T) {
	s := DefaultSettings()
	if got, want := s.RulesText(), "scoring territory\nkoban J\nsuicide false"; got != want {
		t.Errorf("rules %q, want %q", got, want)
	}
	if err := s.SetBudgets([]string{"nodes", "5000", "movetime", "2.5"}); err != nil {
		t.Fatal(err)
	}
	if got, want := s.BudgetText(), "nodes 5000\nmovetime 2.5"; got != want {
		t.Errorf("budget %q, want %q", got, want)
	}
	for _, bad := range [][]string{{"nodes"}, {"nodes", "7", "speed", "3"}, {"nodes", "8", "movetime", "-2"}, {"koban", "N"}} {
		if err := s.SetBudgets(bad); !errors.Is(err, ErrSyntax) {
			t.Errorf("SetBudgets(%q) = %v, want a syntax error", bad, err)
		}
		if s.Nodes != 5000 || s.MaxMoveTime != 2500*time.Millisecond || s.Rules.Ko.String() != "J" {
			t.Errorf("SetBudgets(%q) changed the settings: %+v", bad, s)
		}
	}
	want := "[list/territory/area] scoring territory\n[list/J/N] koban J\n[bool] suicide 0\n" +
		"[string] assume_safe_liberties 0\n[string] nodes 5000\n[string] movetime 2.5\n" +
		"[list/exact/sentestrat/thermostrat/hotstrat/coins] strategy exact"
	if got := s.Params(); got != want {
		t.Errorf("params:\n%s\nwant:\n%s", got, want)
	}
}

// kgs-time_settings' systems as GTP time settings (main, byo-yomi
// period, stones per period).
func TestSetSystem(t *testing.T) {
	cases := []struct {
		args      []string
		main, byo time.Duration
		stones    int
		bad       bool
	}{
		{args: []string{"none"}, byo: time.Second},
		{args: []string{"absolute", "600"}, main: 10 * time.Minute},
		{args: []string{"canadian", "60", "300", "25"}, main: time.Minute, byo: 5 * time.Minute, stones: 25},
		{args: []string{"BYOYOMI", "60", "30", "5"}, main: time.Minute, byo: 30 * time.Second, stones: 1},
		{args: nil, bad: true},
		{args: []string{"fischer", "1", "2"}, bad: true},
		{args: []string{"absolute"}, bad: true},
		{args: []string{"absolute", "-1"}, bad: true},
		{args: []string{"canadian", "60", "300", "x"}, bad: true},
	}
	for _, tc := range cases {
		tcl := TimeControl{Set: true, Main: 7 * time.Second}
		err := tcl.SetSystem(tc.args)
		if tc.bad {
			if !errors.Is(err, ErrSyntax) || tcl.Main != 7*time.Second {
				t.Errorf("%q: error %v, settings %+v; want a syntax error and no change", tc.args, err, tcl)
			}
			continue
		}
		if err != nil || !tcl.Set || tcl.Main != tc.main || tcl.ByoTime != tc.byo || tcl.ByoStones != tc.stones {
			t.Errorf("%q: %v %+v, want main %v byo %v stones %d", tc.args, err, tcl, tc.main, tc.byo, tc.stones)
		}
	}
}

// cgtgo-rules' and cgtgo-safety's settings: territory or area set the
// scoring alone, a rule set name both; "proven" or "liberties K".
func TestSetRulesOrScoringAndSafety(t *testing.T) {
	s := DefaultSettings()
	if err := s.SetRulesOrScoring("chinese"); err != nil || s.RulesText() != "scoring area\nkoban N\nsuicide false" {
		t.Fatalf("chinese: %v %q", err, s.RulesText())
	}
	if err := s.SetRulesOrScoring("territory"); err != nil || s.RulesText() != "scoring territory\nkoban N\nsuicide false" {
		t.Fatalf("territory: %v %q", err, s.RulesText())
	}
	if err := s.SetRulesOrScoring("martian"); err == nil || s.RulesText() != "scoring territory\nkoban N\nsuicide false" {
		t.Fatalf("martian: %v %q", err, s.RulesText())
	}
	for _, tc := range []struct {
		args []string
		want string
		bad  bool
	}{
		{[]string{"liberties", "3"}, "liberties 3", false},
		{[]string{"liberties", "x"}, "liberties 3", true},
		{[]string{"proven", "2"}, "liberties 3", true},
		{[]string{"proven"}, "proven", false},
		{[]string{"liberties"}, "proven", true},
	} {
		err := s.SetSafety(tc.args)
		if (err != nil) != tc.bad || (tc.bad && !errors.Is(err, ErrSyntax)) || s.Safety.String() != tc.want {
			t.Errorf("SetSafety(%q): %v, %s; want error %v, %s", tc.args, err, s.Safety, tc.bad, tc.want)
		}
	}
}
