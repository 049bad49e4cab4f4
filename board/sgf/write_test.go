package sgf

import (
	"errors"
	"strings"
	"testing"
)

// TestFormat checks the canonical output: one node per line, variations
// nested, values escaped as FF[4] requires.
func TestFormat(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"sequence", "(;GM[1]SZ[9];B[ee];W[])", "(;GM[1]SZ[9]\n;B[ee]\n;W[])\n"},
		{"variations", "(;C[r](;B[aa];W[bb])(;B[cc]))", "(;C[r]\n(;B[aa]\n;W[bb])\n(;B[cc]))\n"},
		{"nested variations", "(;C[r](;B[aa](;W[bb])(;W[cc]))(;B[dd]))",
			"(;C[r]\n(;B[aa]\n(;W[bb])\n(;W[cc]))\n(;B[dd]))\n"},
		{"collection", "(;C[a])(;C[b])", "(;C[a])\n(;C[b])\n"},
		{"escapes", `(;C[a\]b\\c\:d])`, `(;C[a\]b\\c:d])` + "\n"},
		{"compose colon escaped after separator", `(;LB[aa:x\:y:z])`, `(;LB[aa:x\:y\:z])` + "\n"},
		{"point list colon not escaped", "(;AB[aa:cc])", "(;AB[aa:cc])\n"},
		{"line breaks normalized", "(;C[a\r\nb\\\r\nc])", "(;C[a\nbc])\n"},
		{"charset becomes utf-8", "(;CA[latin1]C[x])", "(;CA[UTF-8]C[x])\n"},
		{"lowercase identifiers upper", "(;PlayerBlack[x])", "(;PB[x])\n"},
		{"empty node", "(;;B[aa])", "(;\n;B[aa])\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			roots := mustParse(t, tc.src)
			if got := Format(roots); got != tc.want {
				t.Errorf("Format = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestRoundTrip checks parse(write(parse(x))) == parse(x) on tricky input.
func TestRoundTrip(t *testing.T) {
	srcs := []string{
		"(;FF[4]GM[1]SZ[19]KM[6.5]PB[A]PW[B];B[pd];W[dd];B[];W[tt])",
		`(;C[\\\]\:\;]LB[aa:\:\\\]]AP[CGoban:3]XY[unknown][two])`,
		"(;C[r](;B[aa](;W[bb];B[cc])(;W[dd]))(;B[ee])(;B[ff];W[gg](;B[hh])(;B[ii])))",
		"(;C[a])(;C[b](;B[aa])(;B[bb]))(;C[c])",
		"(;C[multi\nline\n\ncomment]GC[ trailing \\\\])",
		"(;C[ends with backslash\\\\])",
		"(;;;;)",
		"(;FG[]FG[257:Figure 1]SZ[19:19])",
	}
	for _, src := range srcs {
		roots := mustParse(t, src)
		out := Format(roots)
		again, err := Parse([]byte(out))
		if err != nil {
			t.Errorf("re-parse of %q failed: %v\n%s", src, err, out)
			continue
		}
		if !EqualCollections(roots, again) {
			t.Errorf("round trip changed %q:\n%s", src, out)
		}
		if out2 := Format(again); out2 != out {
			t.Errorf("Format is not stable for %q:\n%s\n%s", src, out, out2)
		}
	}
}

// TestWriteRejects checks that trees SGF cannot express are refused.
func TestWriteRejects(t *testing.T) {
	cyc := &Node{Props: []Property{{"B", []string{"aa"}}}}
	cyc.Children = []*Node{cyc}
	shared := &Node{}
	tests := []struct {
		name  string
		roots []*Node
		want  string
	}{
		{"nil root", []*Node{nil}, "nil node"},
		{"nil child", []*Node{{Children: []*Node{nil}}}, "nil node"},
		{"nil variation", []*Node{{Children: []*Node{{}, nil}}}, "nil node"},
		{"cycle", []*Node{cyc}, "appears twice"},
		{"shared subtree", []*Node{{Children: []*Node{shared, shared}}}, "appears twice"},
		{"lowercase id", []*Node{{Props: []Property{{"b", []string{"aa"}}}}}, "invalid property identifier"},
		{"empty id", []*Node{{Props: []Property{{"", []string{"aa"}}}}}, "invalid property identifier"},
		{"no values", []*Node{{Props: []Property{{"B", nil}}}}, "has no values"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var sb strings.Builder
			err := Write(&sb, tc.roots)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Write error = %v, want one containing %q", err, tc.want)
			}
			if Format(tc.roots) != "" {
				t.Errorf("Format of a rejected tree is not empty")
			}
		})
	}
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestWriteError checks that an I/O error is returned, wrapped.
func TestWriteError(t *testing.T) {
	err := Write(failWriter{}, mustParse(t, "(;B[aa])"))
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("error = %v, want the writer's error", err)
	}
}

// TestNodeEditing checks Set, Delete, Get, Values, Has and AddChild, and
// that an edited tree writes as expected.
func TestNodeEditing(t *testing.T) {
	root := &Node{}
	root.Set("GM", "1")
	root.Set("SZ", "9")
	root.Set("AB", "aa", "bb")
	root.Set("SZ", "13")
	root.Set("XX")
	root.Delete("XX")
	root.Delete("NOPE")
	if v, ok := root.Get("SZ"); !ok || v != "13" {
		t.Errorf("SZ = %q %v", v, ok)
	}
	if vs := root.Values("AB"); len(vs) != 2 || vs[1] != "bb" {
		t.Errorf("AB = %q", vs)
	}
	if root.Has("XX") || root.Values("XX") != nil {
		t.Errorf("XX not deleted")
	}
	if _, ok := root.Get("KM"); ok {
		t.Errorf("Get of a missing property reports ok")
	}
	mv := &Node{}
	mv.Set("B", "cc")
	root.AddChild(mv)
	alt := &Node{}
	alt.Set("B", "dd")
	root.AddChild(alt)
	if mv.Parent != root || alt.Parent != root {
		t.Errorf("AddChild did not set Parent")
	}
	empty := &Node{}
	empty.Set("TB")
	if v, ok := empty.Get("TB"); !ok || v != "" {
		t.Errorf("Set with no values: TB = %q %v, want one empty value", v, ok)
	}
	want := "(;GM[1]SZ[13]AB[aa][bb]\n(;B[cc])\n(;B[dd]))\n"
	if got := Format([]*Node{root}); got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
}

// TestSetRemovesDuplicates checks Set and Delete on a hand-built node with
// a repeated identifier.
func TestSetRemovesDuplicates(t *testing.T) {
	n := &Node{Props: []Property{{"AB", []string{"aa"}}, {"C", []string{"x"}}, {"AB", []string{"bb"}}, {"AB", []string{"cc"}}}}
	n.Set("AB", "dd")
	want := []Property{{"AB", []string{"dd"}}, {"C", []string{"x"}}}
	if !propsEqual(n.Props, want) {
		t.Errorf("after Set: %q, want %q", n.Props, want)
	}
	n.Props = append(n.Props, Property{"C", []string{"y"}})
	n.Delete("C")
	if !propsEqual(n.Props, want[:1]) {
		t.Errorf("after Delete: %q, want %q", n.Props, want[:1])
	}
}
