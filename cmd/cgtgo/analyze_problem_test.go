package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// problemBoard is a 9x9 board split between Black (left) and White
// (right); the walls end on the second line, the first line is open.
const problemBoard = "(;GM[1]FF[4]SZ[9]RU[Japanese]AB[da][db][dc][dd][de][df][dg][dh]AW[ea][eb][ec][ed][ee][ef][eg][eh]"

// TestAnalyzeMarkedNode checks issue 25's node choice: a file whose root
// marks a region with SQ and goes on with a main line is analysed at the
// root by default, and says so; the region borders territory, so the
// whole-board count gives its moves a value (the first-line hane).
func TestAnalyzeMarkedNode(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.sgf")
	sgf := problemBoard + "SQ[bi][ci][di][ei][fi][gi]C[2];B[ei];W[fi])"
	if err := os.WriteFile(file, []byte(sgf), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"analyze", "--format", "json", file}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var a struct {
		Move    int      `json:"move"`
		Notes   []string `json:"notes"`
		Regions []struct {
			Swing     string `json:"swing"`
			MiaiValue string `json:"miai_value"`
			MoveValue string `json:"move_value"`
		} `json:"regions"`
	}
	if err := json.Unmarshal(out.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	if a.Move != 0 || len(a.Notes) == 0 || !strings.Contains(a.Notes[0], "the root node") {
		t.Errorf("move %d, notes %q: want the root's position, said", a.Move, a.Notes)
	}
	if len(a.Regions) != 1 || a.Regions[0].Swing == "" || a.Regions[0].Swing == "0" || a.Regions[0].MoveValue == "" {
		t.Errorf("regions %+v: want a move worth something, with its value and swing", a.Regions)
	}
}

// TestAnalyzeProblemBadInput checks the errors of issue 25: each names the
// file and the node.
func TestAnalyzeProblemBadInput(t *testing.T) {
	cases := []struct {
		name, sgf string
		args      []string
		want      []string
	}{
		{"two-marks", problemBoard + "SQ[ai]C[2];B[bi]SQ[ci])", nil, []string{"two-marks.sgf", "2 nodes", "the root node", "the node of move 1", "--move"}},
		{"stones-only", problemBoard + "SQ[da][ea])", nil, []string{"stones-only.sgf", "the root node", "only stones"}},
		{"whole-board", problemBoard + "SQ[aa:ii])", nil, []string{"whole-board.sgf", "the root node", "whole board"}},
		{"empty", problemBoard + "SQ[])", nil, []string{"empty.sgf", "the root node", "marks no point"}},
		{"region-stones", problemBoard + ")", []string{"--region", "D9,E9"}, []string{"--region", "only stones"}},
	}
	dir := t.TempDir()
	for _, c := range cases {
		file := filepath.Join(dir, c.name+".sgf")
		if err := os.WriteFile(file, []byte(c.sgf), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errOut bytes.Buffer
		code := run(append(append([]string{"analyze"}, c.args...), file), &out, &errOut)
		if code == 0 {
			t.Errorf("%s: exit 0", c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(errOut.String(), w) {
				t.Errorf("%s: %q does not say %q", c.name, errOut.String(), w)
			}
		}
	}
	// --move picks one of several marked nodes.
	file := filepath.Join(dir, "two-marks.sgf")
	var out, errOut bytes.Buffer
	if code := run([]string{"analyze", "--move", "0", file}, &out, &errOut); code != 0 {
		t.Errorf("--move 0: exit %d: %s", code, errOut.String())
	}
}
