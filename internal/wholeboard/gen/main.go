// Command gen writes the synthetic late 19x19 endgames of
// testdata/sgf/late19: positions drawn by wholeboard.RandomCells (walls and
// bars joined to two living fortresses, small cells of random stones
// between them), under Japanese rules, komi 6.5, Black to move. They stand
// in for late professional positions in tests (no professional record is
// copied into the repository). Run it with go generate ./internal/wholeboard.
package main

import (
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"path/filepath"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

func main() {
	out := flag.String("out", "testdata/sgf/late19", "output folder")
	count := flag.Int("n", 4, "number of positions")
	seed := flag.Int64("seed", 1, "random seed")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	rng := rand.New(rand.NewSource(*seed))
	for i, draws := 0, 0; i < *count; draws++ {
		// Cells of 1-3 columns and 1-4 rows; every fourth position with
		// fewer stones (bigger regions).
		percent := 25
		if i%4 == 3 {
			percent = 15
		}
		pos, ok := wholeboard.RandomCells(rng, 19, 3, 4, percent)
		if !ok {
			continue
		}
		i++
		root := record(pos.Board, fmt.Sprintf("Synthetic late 19x19 endgame %d, Black to move: walls and bars joined to "+
			"two living fortresses (Black on the top rows, White on the bottom rows) split the board into small cells "+
			"of random stones. Built by internal/wholeboard.RandomCells (go generate ./internal/wholeboard: seed %d, "+
			"draw %d, %d%% stones of each colour); not a professional game.", i, *seed, draws, percent))
		name := filepath.Join(*out, fmt.Sprintf("cells-%d.sgf", i))
		if err := os.WriteFile(name, []byte(sgf.Format([]*sgf.Node{root})), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// record is the SGF of b's stones as setup, Black to move.
func record(b *board.Board, comment string) *sgf.Node {
	root := &sgf.Node{}
	for _, kv := range [][2]string{{"GM", "1"}, {"FF", "4"}, {"CA", "UTF-8"}, {"SZ", "19"}, {"KM", "6.5"}, {"RU", "Japanese"}, {"PL", "B"}, {"C", comment}} {
		root.Set(kv[0], kv[1])
	}
	var stones [3][]sgf.Point
	for p := board.Point(0); int(p) < b.NumPoints(); p++ {
		if c := b.At(p); c != board.Empty {
			x, y := p.XY(b.Size())
			stones[c] = append(stones[c], sgf.Point{X: x, Y: y})
		}
	}
	root.Set("AB", sgf.CompressPoints(stones[board.Black])...)
	root.Set("AW", sgf.CompressPoints(stones[board.White])...)
	return root
}
