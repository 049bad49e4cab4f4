package board

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// FuzzParseVertex: ParseVertex never panics, and a vertex it accepts prints
// back (Vertex) to a string that parses to the same point.
func FuzzParseVertex(f *testing.F) {
	for _, s := range []string{"A1", "t19", "J10", "pass", "I5", "A0", "Z25", "a+1", "", "ü1", "A01"} {
		f.Add(s, 19)
	}
	f.Add("H9", 9)
	f.Fuzz(func(t *testing.T, s string, size int) {
		if size < MinSize || size > MaxSize {
			size = 19
		}
		p, err := ParseVertex(s, size)
		if err != nil {
			return
		}
		q, err := ParseVertex(p.Vertex(size), size)
		if err != nil || q != p {
			t.Fatalf("%q -> %d -> %q -> %d, %v", s, p, p.Vertex(size), q, err)
		}
	})
}

// FuzzFromSGF: replaying any SGF text never panics; a replay that succeeds
// leaves a board whose hash matches its stones and where every block has a
// liberty, and undoing every change gives back the empty board.
func FuzzFromSGF(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(testdataDir, "*.sgf"))
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data, uint8(0))
		}
	}
	f.Add([]byte("(;SZ[5]AB[aa][bb]AW[ab];W[ba];B[ca];W[aa])"), uint8(3))
	f.Add([]byte("(;SZ[2];B[aa];W[bb];B[ab];W[ba])"), uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, r uint8) {
		roots, err := sgf.Parse(data)
		if err != nil || len(roots) == 0 {
			return
		}
		rules := Rules{Ko: KoRule(r & 1), Suicide: r&2 != 0}
		b, err := FromSGF(roots[0], AllMoves, rules)
		if err != nil {
			return
		}
		if recomputeHash(b) != b.Hash() {
			t.Fatal("hash differs from the stones")
		}
		for p := 0; p < b.NumPoints(); p++ {
			if b.At(Point(p)) != Empty && b.Liberties(Point(p)) == 0 && b.MoveCount() == len(b.Moves()) {
				t.Fatalf("block at %s without liberty after moves only", Point(p).Vertex(b.Size()))
			}
		}
		for b.MoveCount() > 0 {
			if err := b.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if b.Hash() != 0 || recomputeHash(b) != 0 {
			t.Fatal("undoing everything does not give the empty board")
		}
	})
}
