package gtp

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// randomLine makes a random, often malformed, command line: known names
// with random arguments, unknown names, ids, garbage bytes, comments.
func randomLine(r *rand.Rand, names []string) (line string, id string) {
	words := []string{"b", "w", "B", "white", "x", "pass", "A1", "e5", "T19", "Z99", "j10", "-3", "0", "1", "2", "7",
		"9", "19", "26", "6.5", "1e9", "99999999999999999999", "alive", "dead", "seki", "interval", "ownership",
		"true", "nodes", "movetime", "territory", "area", "J", "N", "chinese", "none", "canadian", "", "#", "\t", "\x00", "\xff\xfe"}
	var sb strings.Builder
	if r.Intn(3) == 0 {
		id = fmt.Sprint(r.Intn(1000))
		sb.WriteString(id + " ")
	}
	switch k := r.Intn(10); {
	case k < 7:
		sb.WriteString(names[r.Intn(len(names))])
	case k < 9:
		for i := r.Intn(12); i > 0; i-- {
			sb.WriteByte(byte(r.Intn(256)))
		}
	default:
		sb.WriteString(strings.ToUpper(names[r.Intn(len(names))]))
	}
	for i := r.Intn(5); i > 0; i-- {
		sb.WriteString(" " + words[r.Intn(len(words))])
	}
	if r.Intn(10) == 0 {
		sb.WriteString("\r")
	}
	return sb.String(), id
}

// 10,000 random and malformed lines, pipelined to one engine: every line
// that is a command after preprocessing gets exactly one well-framed
// reply, with its id, in order; the engine never stops or desynchronises.
func TestRandomLinesNeverDesynchronise(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 2000
	}
	e := New(Options{})
	var names []string
	for _, name := range e.order {
		if name != "quit" && name != "printsgf" { // quit ends the session; printsgf FILE would write files
			names = append(names, name)
		}
	}
	r := rand.New(rand.NewSource(1))
	var in strings.Builder
	var wantIDs []string
	sent, ignored := 0, 0           // lines sent; lines that preprocess to nothing
	in.WriteString("boardsize 7\n") // keep genmove cheap
	sent++
	wantIDs = append(wantIDs, "")
	for i := 0; i < n; i++ {
		line, _ := randomLine(r, names)
		if strings.Contains(line, "\n") {
			continue
		}
		if strings.Contains(strings.ToLower(line), "printsgf") {
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(Preprocess(line)), "boardsize") {
			line = "boardsize 7" // big boards would only slow the test down
		}
		p := Preprocess(line)
		sent++
		if p == "" {
			// GTP v2 §3.1: a line that preprocessing empties (blank,
			// a comment, or control characters only) gets no reply.
			ignored++
			in.WriteString(line + "\n")
			continue
		}
		cmd, _ := ParseCommand(p)
		if strings.EqualFold(cmd.Name, "quit") {
			continue
		}
		id := ""
		if cmd.HasID {
			id = fmt.Sprint(cmd.ID)
			if cmd.ID < 0 {
				id = ""
			}
		}
		wantIDs = append(wantIDs, id)
		in.WriteString(line + "\n")
	}
	in.WriteString("99 name\n")
	sent++
	wantIDs = append(wantIDs, "99")
	out := runSession(t, in.String(), Options{Dir: t.TempDir()}) // loadsgf looks for its random files there
	rs := parseReplies(t, out)
	if len(rs) != len(wantIDs) {
		t.Fatalf("%d replies for %d commands", len(rs), len(wantIDs))
	}
	// Every line sent is answered except those §3.1 preprocessing empties.
	if ignored == 0 || len(rs) != sent-ignored {
		t.Fatalf("%d replies to %d lines of which %d empty after preprocessing: want one reply per other line", len(rs), sent, ignored)
	}
	t.Logf("%d lines, %d replies: the %d lines without a reply are blank, comments or control characters only (GTP v2 §3.1)", sent, len(rs), ignored)
	for i, rep := range rs {
		if rep.id != wantIDs[i] {
			t.Fatalf("reply %d has id %q, want %q", i, rep.id, wantIDs[i])
		}
	}
	if last := rs[len(rs)-1]; !last.ok || last.lines[0] != "cgtgo" {
		t.Fatalf("engine not in sync at the end: %+v", last)
	}
}

// Lines longer than the limit are cut (the command then fails in the
// usual way) and the engine stays in step.
func TestOverlongLines(t *testing.T) {
	long := "1 play b " + strings.Repeat("a", 3*MaxLineBytes)
	out := runSession(t, long+"\n2 gogui-setup "+strings.Repeat("b a1 ", MaxLineBytes)+"\n3 name\n", Options{})
	rs := parseReplies(t, out)
	if len(rs) != 3 || rs[0].ok || rs[0].id != "1" || rs[1].ok || rs[1].id != "2" || !rs[2].ok || rs[2].lines[0] != "cgtgo" {
		t.Fatalf("replies %+v", rs)
	}
}

// GTP v2 §3.1: control characters other than HT and LF are removed
// before anything else, so a line made of control characters only is an
// empty line, which gets no reply (issue 28: a fuzz run counted 3,000
// replies to 3,001 lines for that reason). The lines around it are
// answered in step.
func TestControlCharactersOnlyLineGetsNoReply(t *testing.T) {
	for _, line := range []string{"\x01\x02\x03", "\x7f", "\x00\x1b\x08\r", "\x0b\x0c", "\t\x01 \x02"} {
		if p := Preprocess(line); p != "" {
			t.Errorf("Preprocess(%q) = %q, want an empty line", line, p)
		}
		out := runSession(t, "1 name\n"+line+"\n2 name\n", Options{})
		rs := parseReplies(t, out)
		if len(rs) != 2 || rs[0].id != "1" || rs[1].id != "2" {
			t.Errorf("%q between two commands: replies %+v, want exactly the two commands' replies", line, rs)
		}
	}
	// With a printable character left it is a command, answered once.
	rs := parseReplies(t, runSession(t, "\x01x\x02\nname\n", Options{}))
	if len(rs) != 2 || rs[0].ok {
		t.Errorf("a line with one printable character: replies %+v, want a failure then name", rs)
	}
}
