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
	in.WriteString("boardsize 7\n") // keep genmove cheap
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
		if p == "" {
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
	wantIDs = append(wantIDs, "99")
	out := runSession(t, in.String(), Options{Dir: t.TempDir()}) // loadsgf looks for its random files there
	rs := parseReplies(t, out)
	if len(rs) != len(wantIDs) {
		t.Fatalf("%d replies for %d commands", len(rs), len(wantIDs))
	}
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
