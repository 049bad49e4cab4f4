package decompose

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// fixtureDir holds the hand-made positions of this package as SGF files.
const fixtureDir = "../testdata/sgf/decompose"

// fixtureSGF renders a hand-made position as an SGF game record: setup
// stones, the comment, and the TR/MA marks of the markup convention.
func fixtureSGF(t testing.TB, pc posCase) string {
	b := diagram(t, pc.rows...)
	n := b.Size()
	root := &sgf.Node{}
	root.Set("FF", "4")
	root.Set("GM", "1")
	root.Set("SZ", fmt.Sprint(n))
	root.Set("GN", pc.name)
	c := pc.comment
	if pc.assume > 0 {
		c += fmt.Sprintf(" (Test option: AssumeSafeLiberties=%d.)", pc.assume)
	}
	if pc.maxSize > 0 {
		c += fmt.Sprintf(" (Test option: MaxRegionSize=%d.)", pc.maxSize)
	}
	root.Set("C", c)
	var black, white []sgf.Point
	for p := 0; p < b.NumPoints(); p++ {
		x, y := board.Point(p).XY(n)
		switch b.At(board.Point(p)) {
		case board.Black:
			black = append(black, sgf.Point{X: x, Y: y})
		case board.White:
			white = append(white, sgf.Point{X: x, Y: y})
		}
	}
	if len(black) > 0 {
		root.Set("AB", sgf.CompressPoints(black)...)
	}
	if len(white) > 0 {
		root.Set("AW", sgf.CompressPoints(white)...)
	}
	marks := func(id string, vs []string) {
		var pts []sgf.Point
		for _, p := range vertexList(t, n, vs...) {
			x, y := p.XY(n)
			pts = append(pts, sgf.Point{X: x, Y: y})
		}
		if len(pts) > 0 {
			root.Set(id, sgf.CompressPoints(pts)...)
		}
	}
	marks("TR", pc.safe)
	marks("MA", pc.dead)
	return sgf.Format([]*sgf.Node{root})
}

// TestWriteFixtures regenerates testdata/sgf/decompose from the diagrams
// when CGTGO_WRITE_FIXTURES=1; otherwise it checks that every file is up
// to date.
func TestWriteFixtures(t *testing.T) {
	write := os.Getenv("CGTGO_WRITE_FIXTURES") == "1"
	for _, pc := range positions {
		path := filepath.Join(fixtureDir, pc.name+".sgf")
		want := fixtureSGF(t, pc)
		if write {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with CGTGO_WRITE_FIXTURES=1 to create it)", err)
		}
		if string(got) != want {
			t.Errorf("%s is out of date with its diagram (run with CGTGO_WRITE_FIXTURES=1)", path)
		}
	}
}

// TestPositionFiles loads every hand-made position from its SGF file (with
// board.FromSGF and the TR/MA markup) and checks its decomposition.
func TestPositionFiles(t *testing.T) {
	for _, pc := range positions {
		t.Run(pc.name, func(t *testing.T) {
			roots, err := sgf.ParseFile(filepath.Join(fixtureDir, pc.name+".sgf"))
			if err != nil {
				t.Fatal(err)
			}
			root := roots[0]
			if c, _ := root.Get("C"); c == "" {
				t.Error("file has no root comment")
			}
			b, err := board.FromSGF(root, board.AllMoves, board.Rules{})
			if err != nil {
				t.Fatal(err)
			}
			ref := diagram(t, pc.rows...)
			for p := 0; p < b.NumPoints(); p++ {
				if b.At(board.Point(p)) != ref.At(board.Point(p)) {
					t.Fatalf("file and diagram differ at %s", board.Point(p).Vertex(b.Size()))
				}
			}
			safe, dead, err := Marks(root, b.Size())
			if err != nil {
				t.Fatal(err)
			}
			opt := Options{AssumeSafeLiberties: pc.assume, MaxRegionSize: pc.maxSize, Safe: safe, Dead: dead}
			d, err := Decompose(context.Background(), b, opt)
			if err != nil {
				t.Fatal(err)
			}
			pc.check(t, b, d)
		})
	}
}
