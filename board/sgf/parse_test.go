package sgf

import (
	"reflect"
	"strings"
	"testing"
)

// props is a compact description of a node's properties for tests.
type props = []Property

// mustParse parses src or fails the test.
func mustParse(t *testing.T, src string) []*Node {
	t.Helper()
	roots, err := Parse([]byte(src))
	if err != nil {
		t.Fatalf("Parse(%q): %v", src, err)
	}
	return roots
}

// TestParseValues checks escape processing, soft line breaks, line-ending
// normalization and compose values against the FF[4] rules for Text.
func TestParseValues(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want props
	}{
		{"plain", "(;C[hello])", props{{"C", []string{"hello"}}}},
		{"empty value", "(;B[])", props{{"B", []string{""}}}},
		{"escaped bracket", `(;C[a\]b])`, props{{"C", []string{"a]b"}}}},
		{"escaped backslash", `(;C[a\\b])`, props{{"C", []string{`a\b`}}}},
		{"escaped backslash before bracket", `(;C[a\\])`, props{{"C", []string{`a\`}}}},
		{"escaped other char", `(;C[\a\b\c])`, props{{"C", []string{"abc"}}}},
		{"escaped colon in text", `(;C[time\: 10])`, props{{"C", []string{"time: 10"}}}},
		{"soft break LF", "(;C[ab\\\ncd])", props{{"C", []string{"abcd"}}}},
		{"soft break CRLF", "(;C[ab\\\r\ncd])", props{{"C", []string{"abcd"}}}},
		{"soft break CR", "(;C[ab\\\rcd])", props{{"C", []string{"abcd"}}}},
		{"soft break LFCR", "(;C[ab\\\n\rcd])", props{{"C", []string{"abcd"}}}},
		{"hard break LF", "(;C[ab\ncd])", props{{"C", []string{"ab\ncd"}}}},
		{"hard break CRLF", "(;C[ab\r\ncd])", props{{"C", []string{"ab\ncd"}}}},
		{"hard break CR", "(;C[ab\rcd])", props{{"C", []string{"ab\ncd"}}}},
		{"hard break LFCR", "(;C[ab\n\rcd])", props{{"C", []string{"ab\ncd"}}}},
		{"two breaks LF LF", "(;C[ab\n\ncd])", props{{"C", []string{"ab\n\ncd"}}}},
		{"two breaks CRLF CRLF", "(;C[ab\r\n\r\ncd])", props{{"C", []string{"ab\n\ncd"}}}},
		{"compose label", "(;LB[aa:one][bb:two])", props{{"LB", []string{"aa:one", "bb:two"}}}},
		{"compose escaped colon", `(;LB[aa:a\:b])`, props{{"LB", []string{"aa:a:b"}}}},
		{"compose escaped bracket", `(;LB[aa:x\]y])`, props{{"LB", []string{"aa:x]y"}}}},
		{"compressed list", "(;AB[aa:bb][cc])", props{{"AB", []string{"aa:bb", "cc"}}}},
		{"white space between tokens", "( ;\tB [aa]\n [bb] W\r\n[cc] )", props{{"B", []string{"aa", "bb"}}, {"W", []string{"cc"}}}},
		{"white space in value kept", "(;C[  a b  ])", props{{"C", []string{"  a b  "}}}},
		{"FF3 lowercase identifier", "(;PlayerBlack[Honinbo]AddWhite[aa])", props{{"PB", []string{"Honinbo"}}, {"AW", []string{"aa"}}}},
		{"unknown property kept", "(;XZ[whatever]MULTI[1][2])", props{{"XZ", []string{"whatever"}}, {"MULTI", []string{"1", "2"}}}},
		{"duplicate identifiers merged", "(;AB[aa]AW[bb]AB[cc])", props{{"AB", []string{"aa", "cc"}}, {"AW", []string{"bb"}}}},
		{"utf-8 text", "(;PB[李昌镐]C[囲碁 ✓])", props{{"PB", []string{"李昌镐"}}, {"C", []string{"囲碁 ✓"}}}},
		{"escaped multibyte", "(;C[\\李])", props{{"C", []string{"李"}}}},
		{"leading junk ignored", "From: someone (me)\n\n(;GM[1])", props{{"GM", []string{"1"}}}},
		{"utf-8 BOM", "\xEF\xBB\xBF(;GM[1])", props{{"GM", []string{"1"}}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			roots := mustParse(t, tc.src)
			if len(roots) != 1 {
				t.Fatalf("got %d trees, want 1", len(roots))
			}
			if got := roots[0].Props; !reflect.DeepEqual(got, tc.want) {
				t.Errorf("props = %q, want %q", got, tc.want)
			}
		})
	}
}

// shape renders a tree as nested text: each node shows its first property
// value, variations in parentheses; used to compare tree structure.
func shape(n *Node) string {
	var sb strings.Builder
	var walk func(n *Node)
	walk = func(n *Node) {
		for {
			sb.WriteByte(';')
			if len(n.Props) > 0 {
				sb.WriteString(n.Props[0].Values[0])
			}
			if len(n.Children) != 1 {
				break
			}
			n = n.Children[0]
		}
		if len(n.Children) > 1 {
			for _, c := range n.Children {
				sb.WriteByte('(')
				walk(c)
				sb.WriteByte(')')
			}
		}
	}
	walk(n)
	return sb.String()
}

// TestParseTrees checks the tree structure built from sequences, nested
// variations and collections (FF[4] GameTree grammar).
func TestParseTrees(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"single node", "(;C[r])", []string{";r"}},
		{"sequence", "(;C[r];B[1];W[2])", []string{";r;1;2"}},
		{"empty nodes", "(;;;)", []string{";;;"}},
		{"single variation is a sequence", "(;C[r](;B[1](;W[2])))", []string{";r;1;2"}},
		{"two variations", "(;C[r](;B[1];W[2])(;B[3]))", []string{";r(;1;2)(;3)"}},
		{"nested", "(;C[r](;B[1](;W[2])(;W[4];B[5]))(;B[3]))", []string{";r(;1(;2)(;4;5))(;3)"}},
		{"variation after sequence", "(;C[r];B[1](;W[2])(;W[3]))", []string{";r;1(;2)(;3)"}},
		{"collection", "(;C[a];B[1])(;C[b])\n(;C[c](;B[x])(;B[y]))", []string{";a;1", ";b", ";c(;x)(;y)"}},
		{"white space between trees", " \r\n(;C[a])\t\n(;C[b])\n", []string{";a", ";b"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			roots := mustParse(t, tc.src)
			var got []string
			for _, r := range roots {
				got = append(got, shape(r))
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("shapes = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestParentLinks checks Parent pointers and MainLine.
func TestParentLinks(t *testing.T) {
	roots := mustParse(t, "(;C[r];B[1](;W[2];B[3])(;W[4]))")
	r := roots[0]
	if r.Parent != nil {
		t.Fatal("root has a parent")
	}
	line := r.MainLine()
	var vals []string
	for i, n := range line {
		v, _ := n.Get(n.Props[0].ID)
		vals = append(vals, v)
		if i > 0 && n.Parent != line[i-1] {
			t.Errorf("node %d: parent is not node %d", i, i-1)
		}
		if n.Root() != r {
			t.Errorf("node %d: Root() is not the root", i)
		}
	}
	if want := []string{"r", "1", "2", "3"}; !reflect.DeepEqual(vals, want) {
		t.Errorf("main line = %q, want %q", vals, want)
	}
	b1 := line[1]
	if len(b1.Children) != 2 || b1.Children[1].Parent != b1 {
		t.Errorf("variation W[4] is not a child of B[1]")
	}
}

// TestParseCharsetRewritten checks that Parse marks decoded trees as UTF-8.
func TestParseCharsetRewritten(t *testing.T) {
	roots := mustParse(t, "(;CA[iso-8859-1]C[x])(;C[y])")
	if v, _ := roots[0].Get("CA"); v != "UTF-8" {
		t.Errorf("CA = %q, want UTF-8", v)
	}
	if roots[1].Has("CA") {
		t.Errorf("second tree gained a CA property")
	}
}
