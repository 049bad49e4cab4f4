package bench

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadProblemBadInput checks that every malformed problem gets a clear
// error naming the file and the node (issue 25), never a panic.
func TestLoadProblemBadInput(t *testing.T) {
	const board = "(;GM[1]FF[4]SZ[9]AB[da][db][dc][dd][de][df][dg][dh][di]AW[ea][eb][ec][ed][ee][ef][eg][eh][ei]"
	cases := []struct {
		name, sgf string
		want      []string
	}{
		{"empty-region", board + "SQ[]C[2])", []string{"empty-region.sgf", "the root node", "marks no point"}},
		{"stones-only", board + "SQ[da][ea]C[2])", []string{"stones-only.sgf", "the root node", "only stones"}},
		{"whole-board", board + "SQ[aa:ii]C[2])", []string{"whole-board.sgf", "the root node", "whole board"}},
		{"bad-answer", board + "SQ[aa][ba]C[two points\n\ncounting])", []string{"bad-answer.sgf", "the root node", `"two points"`}},
		{"bad-kind", board + "SQ[aa][ba]C[2 gotte])", []string{"bad-answer", "gotte"}},
		{"no-answer", board + "SQ[aa][ba])", []string{"no-answer.sgf", "the root node", "no answer"}},
		{"bad-result", board + "SQ[aa][ba]C[2\nBlack first: lots\n\ncount])", []string{"bad-result.sgf", "Black first: lots"}},
		{"two-marks", board + "SQ[aa]C[2];B[ca]SQ[ba]C[1])", []string{"two-marks.sgf", "2 nodes", "the root node", "the node of move 1"}},
		{"no-mark", board + "C[2])", []string{"no-mark.sgf", "no node marks a region"}},
		{"variation-marks", board + "C[2](;B[ca];W[fa])(;B[ga]SQ[aa][ba]C[x]))", []string{"variation-marks.sgf", "a variation node after move 1", `"x"`}},
	}
	dir := t.TempDir()
	for _, c := range cases {
		file := c.name + ".sgf"
		if err := os.WriteFile(filepath.Join(dir, file), []byte(c.sgf), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadProblem(dir, file)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		for _, w := range c.want {
			if c.name == "bad-kind" && w == "bad-answer" {
				w = "bad-kind.sgf"
			}
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not say %q", c.name, err, w)
			}
		}
	}
}

// TestLoadProblemMarkedNode checks that a mark on a later node of the
// main line poses the problem at that node's position.
func TestLoadProblemMarkedNode(t *testing.T) {
	const sgf = "(;GM[1]FF[4]SZ[9]AB[da][db][dc][dd][de][df][dg][dh][di]AW[ea][eb][ec][ed][ee][ef][eg][eh][ei]" +
		";B[ca];W[fa]SQ[aa][ba]C[1 1/2 gote\n\ncount];B[ga])"
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "p.sgf"), []byte(sgf), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := LoadProblem(dir, "p.sgf")
	if err != nil {
		t.Fatal(err)
	}
	if p.Node != "the node of move 2" || p.Answer.String() != "1 1/2 gote" {
		t.Errorf("node %q answer %q", p.Node, p.Answer)
	}
	if m, ok := p.Board.LastMove(); !ok || m.Point.Vertex(9) != "F9" {
		t.Errorf("last move %v %v, want White F9 (the position at the marked node)", m, ok)
	}
}
