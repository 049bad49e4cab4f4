package decompose

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// boardFromBytes plays the moves coded by data on a small board: data[0]
// picks the side (5..9) and the options, then every byte is a point
// (modulo the board) played by the side to move when legal, or a pass.
func boardFromBytes(data []byte) (*board.Board, Options) {
	b, opt := movesFromBytes(data)
	return b, opt
}

// setupFromBytes places stones without captures (as SGF AB/AW may, leaving
// blocks without liberties): data[0] as in boardFromBytes, then each byte
// is a point and its top bit the colour.
func setupFromBytes(data []byte) (*board.Board, Options) {
	b, opt := movesFromBytes(data[:1])
	size := b.Size()
	var black, white []board.Point
	seen := map[board.Point]bool{}
	for _, v := range data[1:] {
		p := board.Point(int(v&0x7f) % (size * size))
		if seen[p] {
			continue
		}
		seen[p] = true
		if v&0x80 != 0 {
			white = append(white, p)
		} else {
			black = append(black, p)
		}
	}
	_ = b.SetupStones(black, white, nil)
	return b, opt
}

// movesFromBytes implements boardFromBytes.
func movesFromBytes(data []byte) (*board.Board, Options) {
	if len(data) == 0 {
		data = []byte{0}
	}
	size := 5 + int(data[0]%5)
	opt := Options{AssumeSafeLiberties: int(data[0]/5) % 4, MaxRegionSize: 1 + int(data[0]/20)%14}
	b, _ := board.New(size, board.Rules{Ko: board.KoSimple})
	for _, v := range data[1:] {
		c := b.ToMove()
		p := board.Point(int(v) % (size*size + 1))
		if int(p) == size*size || !b.IsLegal(c, p) {
			p = board.Pass
		}
		_ = b.Play(c, p)
	}
	return b, opt
}

func FuzzDecompose(f *testing.F) {
	f.Add([]byte{4, 10, 20, 11, 21, 12, 22, 13, 23, 14, 24})
	f.Add([]byte{0, 6, 7, 8, 12, 13, 16, 17, 18, 11})
	f.Add([]byte{47, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
	f.Add([]byte{99, 40, 41, 31, 32, 50, 49, 22, 23, 60, 61, 70, 71, 12, 13})
	f.Add([]byte{3, 0, 0, 0, 0})
	f.Add([]byte{2, 0, 1, 2, 3, 5, 6, 7, 0x88, 0x89, 0x8a, 0xff})
	for _, pc := range positions[:3] {
		f.Add([]byte(pc.name))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 400 {
			return
		}
		b, opt := boardFromBytes(data)
		if len(data) > 1 && data[len(data)-1] == 0xff {
			b, opt = setupFromBytes(data)
		}
		d, err := Decompose(context.Background(), b, opt)
		if err != nil {
			t.Fatalf("decompose: %v\n%s", err, b)
		}
		checkPartition(t, b, d)
		for _, r := range d.Regions {
			if r.Kind == TooBig && r.Empty <= opt.MaxRegionSize {
				t.Fatalf("region %d is TooBig with %d empty points (max %d)", r.ID, r.Empty, opt.MaxRegionSize)
			}
		}
		if _, err := json.Marshal(d); err != nil {
			t.Fatalf("json: %v", err)
		}
		if d.Map() == "" {
			t.Fatal("empty map")
		}
		if _, err := sgf.Parse([]byte(sgf.Format([]*sgf.Node{d.MarkSGF(nil)}))); err != nil {
			t.Fatalf("marked SGF does not parse: %v", err)
		}
	})
}
