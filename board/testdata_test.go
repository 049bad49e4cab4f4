package board

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// testdataDir holds the hand-made positions of the project.
const testdataDir = "../testdata/sgf"

func loadTestdata(t *testing.T, name string) *sgf.Node {
	t.Helper()
	roots, err := sgf.ParseFile(filepath.Join(testdataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return roots[0]
}

// TestTestdataLoads checks that every hand-made position parses, has a root
// comment saying what it shows, and replays to its end with FromSGF under
// its own rules, leaving no block without liberties.
func TestTestdataLoads(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(testdataDir, "*.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 8 {
		t.Fatalf("%d files in %s, want at least 8", len(files), testdataDir)
	}
	sizes := map[int]int{}
	for _, f := range files {
		roots, err := sgf.ParseFile(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		root := roots[0]
		if len(strings.TrimSpace(sgf.Comment(root))) < 20 {
			t.Errorf("%s: the root comment C[...] should say what the position shows", f)
		}
		rules, _ := RulesOf(root)
		b, err := FromSGF(root, AllMoves, rules)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		sizes[b.Size()]++
		for p := 0; p < b.NumPoints(); p++ {
			if b.At(Point(p)) != Empty && b.Liberties(Point(p)) == 0 {
				t.Errorf("%s: block at %s has no liberty", f, Point(p).Vertex(b.Size()))
			}
		}
	}
	if sizes[9] == 0 || sizes[19] == 0 {
		t.Errorf("board sizes %v: want 9x9 and 19x19 positions", sizes)
	}
}

// TestTestdataPositions checks what each file's comment claims; the counts
// come from the diagrams, counted by hand.
func TestTestdataPositions(t *testing.T) {
	t.Run("endgame-9x9-corridors", func(t *testing.T) {
		root := loadTestdata(t, "endgame-9x9-corridors.sgf")
		b, err := FromSGF(root, AllMoves, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		if b.Size() != 9 || b.ToMove() != Black || len(b.Moves()) != 0 {
			t.Fatalf("size %d, %s to move, %d moves", b.Size(), b.ToMove().Name(), len(b.Moves()))
		}
		minLibertiesAtLeast(t, b, 2, nil)
		r, err := Score(b, nil, Territory, 13)
		if err != nil {
			t.Fatal(err)
		}
		// 18 and 25 points of territory; dame: D5, E3, the corridors
		// E9-G9 (3) and A1-E1 (5).
		if r.Black.Territory != 18 || r.White.Territory != 25 || r.Dame != 10 || r.Black.Stones != 14 || r.White.Stones != 14 {
			t.Errorf("count %+v", r)
		}
	})
	t.Run("seki-9x9", func(t *testing.T) {
		b, err := FromSGF(loadTestdata(t, "seki-9x9.sgf"), AllMoves, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		r, err := Score(b, nil, Territory, 13)
		if err != nil {
			t.Fatal(err)
		}
		if r.Black.Total != 23 || r.White.Total != 17 || r.SekiEyes != 2 || r.Dame != 2 || r.String() != "W+0.5" {
			t.Errorf("territory count %+v %s", r, r)
		}
		a, err := Score(b, nil, Area, 15)
		if err != nil {
			t.Fatal(err)
		}
		if a.Black.Total != 43 || a.White.Total != 36 || a.String() != "W+0.5" {
			t.Errorf("area count %+v %s", a, a)
		}
	})
	t.Run("finished-9x9-dead-stones", func(t *testing.T) {
		root := loadTestdata(t, "finished-9x9-dead-stones.sgf")
		b, err := FromSGF(root, AllMoves, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		dead := []Point{vtx(t, b, "B7"), vtx(t, b, "H7")}
		r, err := Score(b, dead, Territory, 13)
		if err != nil {
			t.Fatal(err)
		}
		re, _ := root.Get("RE")
		if r.Black.Total != 34 || r.White.Total != 26 || r.Dame != 2 || r.String() != re {
			t.Errorf("territory count %+v %s, record says %s", r, r, re)
		}
		a, err := Score(b, dead, Area, 15)
		if err != nil {
			t.Fatal(err)
		}
		if a.Black.Total != 44 || a.White.Total != 35 || a.String() != "B+1.5" {
			t.Errorf("area count %+v %s", a, a)
		}
	})
	t.Run("ko-9x9", func(t *testing.T) {
		root := loadTestdata(t, "ko-9x9.sgf")
		steps := []struct {
			moves      int
			ko         string
			capB, capW int
			toMove     Color
		}{
			{0, "", 0, 0, White},
			{1, "E5", 0, 1, Black},
			{3, "", 0, 1, Black},
			{4, "D5", 1, 1, White},
			{6, "", 1, 1, White},
		}
		// After move 1 the ko is unfilled (Moews 1.2.3, Figure 1.7): E5 is
		// surrounded by white stones, but D5 is in atari there. Counted by
		// hand: Black 21 points of territory and 14 stones, White 34 and
		// 11, White 1 prisoner.
		b1, err := FromSGF(root, 1, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		r, err := Score(b1, nil, Territory, 13)
		if err != nil {
			t.Fatal(err)
		}
		if r.Black.Total != 21 || r.White.Total != 35 || r.Unfilled != 1 || r.String() != "W+20.5" {
			t.Errorf("territory count with the ko unfilled: %+v %s", r, r)
		}
		a, err := Score(b1, nil, Area, 15)
		if err != nil {
			t.Fatal(err)
		}
		if a.Black.Total != 35 || a.White.Total != 46 || a.Unfilled != 0 || a.String() != "W+18.5" {
			t.Errorf("area count with the ko unfilled: %+v %s", a, a)
		}
		for _, s := range steps {
			b, err := FromSGF(root, s.moves, Rules{})
			if err != nil {
				t.Fatal(err)
			}
			ko := ""
			if b.KoPoint() != NoPoint {
				ko = b.KoPoint().Vertex(9)
			}
			if ko != s.ko || b.Captures(Black) != s.capB || b.Captures(White) != s.capW || b.ToMove() != s.toMove {
				t.Errorf("after %d moves: ko %q captures %d/%d %s to move", s.moves, ko, b.Captures(Black), b.Captures(White), b.ToMove().Name())
			}
		}
	})
	t.Run("triple-ko-9x9", func(t *testing.T) {
		root := loadTestdata(t, "triple-ko-9x9.sgf")
		start, _ := FromSGF(root, 0, Rules{})
		end, err := FromSGF(root, AllMoves, Rules{Ko: KoSimple})
		if err != nil {
			t.Fatal(err)
		}
		if end.Hash() != start.Hash() || len(end.Moves()) != 6 {
			t.Errorf("under J the cycle does not return to the start")
		}
		_, err = FromSGF(root, AllMoves, Rules{Ko: KoSuperko})
		if !errors.Is(err, ErrSuperko) || !strings.Contains(err.Error(), "move 6 (W F6)") {
			t.Errorf("under N: %v", err)
		}
	})
	t.Run("captures-9x9", func(t *testing.T) {
		b, err := FromSGF(loadTestdata(t, "captures-9x9.sgf"), AllMoves, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		if b.Captures(Black) != 4 || b.Captures(White) != 5 {
			t.Errorf("captures %d/%d, want 4/5", b.Captures(Black), b.Captures(White))
		}
	})
	t.Run("handicap-9x9", func(t *testing.T) {
		root := loadTestdata(t, "handicap-9x9.sgf")
		b, _ := FromSGF(root, 0, Rules{})
		if b.ToMove() != White {
			t.Errorf("%s to move in a handicap game", b.ToMove().Name())
		}
		b, _ = FromSGF(root, AllMoves, Rules{})
		if len(b.Moves()) != 4 || b.ToMove() != White {
			t.Errorf("%d moves, %s to move", len(b.Moves()), b.ToMove().Name())
		}
	})
	t.Run("endgame-19x19-corridors", func(t *testing.T) {
		b, err := FromSGF(loadTestdata(t, "endgame-19x19-corridors.sgf"), AllMoves, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		// Every block has two liberties or more, except the ko stone K10.
		minLibertiesAtLeast(t, b, 2, []Point{vtx(t, b, "K10")})
		r, err := Score(b, nil, Territory, 13)
		if err != nil {
			t.Fatal(err)
		}
		// Dame: the corridors J19-M19 (4), F7-J7 (4), E1-J1 (5), J14, J5.
		if r.Dame != 15 || r.SekiEyes != 0 {
			t.Errorf("count %+v", r)
		}
	})
	t.Run("ko-fight-19x19", func(t *testing.T) {
		b, err := FromSGF(loadTestdata(t, "ko-fight-19x19.sgf"), AllMoves, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		if b.Captures(White) != 2 || b.Captures(Black) != 1 || b.KoPoint() != vtx(t, b, "K10") {
			t.Errorf("captures %d/%d ko %s", b.Captures(Black), b.Captures(White), b.KoPoint().Vertex(19))
		}
	})
}

// minLibertiesAtLeast fails unless every block of b, except those through
// the points in except, has at least min liberties.
func minLibertiesAtLeast(t *testing.T, b *Board, min int, except []Point) {
	t.Helper()
	skip := map[Point]bool{}
	for _, p := range except {
		stones, _ := b.Chain(p)
		for _, q := range stones {
			skip[q] = true
		}
	}
	for p := Point(0); int(p) < b.NumPoints(); p++ {
		if b.At(p) != Empty && !skip[p] && b.Liberties(p) < min {
			t.Errorf("block at %s has %d liberties", p.Vertex(b.Size()), b.Liberties(p))
		}
	}
}

func TestTestdataDirExists(t *testing.T) {
	if _, err := os.Stat(filepath.Join(testdataDir, "endgame-9x9-corridors.sgf")); err != nil {
		t.Fatalf("the README's example file is missing: %v", err)
	}
}
