package estimate

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// Status is the life status of a stone of the position being estimated.
type Status int8

const (
	// New marks a stone played during the local search (its status comes
	// from Eval's rules), or no stone.
	New Status = iota
	// Alive marks a stone of a block that stays on the board.
	Alive
	// Dead marks a stone of a block that is captured in the end.
	Dead
)

// String returns "new", "alive" or "dead".
func (s Status) String() string {
	switch s {
	case Alive:
		return "alive"
	case Dead:
		return "dead"
	}
	return "new"
}

// noDist is the distance of a point no living stone of a colour reaches.
const noDist = 255

// position is the board the estimate searches, with the life status of
// the stones it started with and the scratch space of Eval.
type position struct {
	b       *board.Board
	size, n int
	adj     [][4]board.Point // orthogonal neighbours, NoPoint-padded
	scoring board.Scoring
	// start and status are the colour and the life status of each point
	// of the start position; status holds only while the point keeps its
	// colour (a stone captured and replaced is new).
	start  []board.Color
	status []Status
	// judged marks the start stones whose status the playouts gave (not a
	// proof or an assumption), weak those of them judged alive but weak
	// (Life.Weak); startLibs is the liberty count of each start stone's
	// block.
	judged, weak []bool
	startLibs    []int

	// Eval's results for the last position counted: the block of each
	// stone, whether it counts as dead, and each colour's distance.
	blockOf []int32
	blocks  []blockInfo
	dead    []bool
	dist    [2][]uint8

	mark  []uint32
	gen   uint32
	queue []board.Point
}

// blockInfo is one block as Eval sees it.
type blockInfo struct {
	color board.Color
	libs  int
	// alive and dead say whether the block holds a start stone judged
	// alive or dead; anchored that one of its stones is linked to a living
	// start stone of its colour (diagonal or one-point jump); atari that it
	// has one liberty.
	alive, dead, anchored, atari bool
	// judgedOnly says that its start stones are all judged by the
	// playouts (none proved or assumed); weak that one of them is weak;
	// grown that it holds new stones; startLibs the most liberties one of
	// its start blocks had.
	judgedOnly, weak, grown bool
	startLibs               int
}

// newPosition returns the estimate's position for b (a copy is taken,
// played under simple ko: the local searches are two plies deep) with the
// life status of every stone (Alive or Dead per point; New for empty
// points).
func newPosition(b *board.Board, scoring board.Scoring, status []Status) (*position, error) {
	n := b.NumPoints()
	if len(status) != n {
		return nil, fmt.Errorf("estimate: %d statuses for %d points", len(status), n)
	}
	var black, white []board.Point
	start := make([]board.Color, n)
	for p := 0; p < n; p++ {
		c := b.At(board.Point(p))
		start[p] = c
		switch c {
		case board.Black:
			black = append(black, board.Point(p))
		case board.White:
			white = append(white, board.Point(p))
		}
	}
	wb, err := board.New(b.Size(), board.Rules{Ko: board.KoSimple, Suicide: b.Rules().Suicide})
	if err != nil {
		return nil, err
	}
	if err := wb.SetupStones(black, white, nil); err != nil {
		return nil, err
	}
	wb.SetCaptures(board.Black, b.Captures(board.Black))
	wb.SetCaptures(board.White, b.Captures(board.White))
	wb.SetToMove(b.ToMove())
	if kp := b.KoPoint(); kp != board.NoPoint {
		wb.RestoreKoBan(kp)
	}
	pos := &position{b: wb, size: b.Size(), n: n, scoring: scoring, start: start, status: append([]Status(nil), status...),
		blockOf: make([]int32, n), dead: make([]bool, n), mark: make([]uint32, n), queue: make([]board.Point, 0, n),
		judged: make([]bool, n), weak: make([]bool, n), startLibs: make([]int, n)}
	pos.dist[0], pos.dist[1] = make([]uint8, n), make([]uint8, n)
	pos.adj = make([][4]board.Point, n)
	for p := 0; p < n; p++ {
		x, y := board.Point(p).XY(pos.size)
		k := 0
		pos.adj[p] = [4]board.Point{board.NoPoint, board.NoPoint, board.NoPoint, board.NoPoint}
		for _, d := range [4][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
			if board.InBounds(x+d[0], y+d[1], pos.size) {
				pos.adj[p][k] = board.PointAt(x+d[0], y+d[1], pos.size)
				k++
			}
		}
	}
	return pos, nil
}

// statusAt is the start status of the stone at p, or New when p does not
// hold the stone it started with.
func (pos *position) statusAt(p board.Point) Status {
	c := pos.b.At(p)
	if c == board.Empty || c != pos.start[p] {
		return New
	}
	return pos.status[p]
}

// nextGen returns a fresh mark.
func (pos *position) nextGen() uint32 {
	pos.gen++
	if pos.gen == 0 {
		clear(pos.mark)
		pos.gen = 1
	}
	return pos.gen
}

// colorIndex maps Black to 0 and White to 1.
func colorIndex(c board.Color) int {
	if c == board.White {
		return 1
	}
	return 0
}

// judgement records which start stones the playouts judged (and which of
// them are weak) and the liberties of every start block, for Eval's
// escape and capture rules.
func (pos *position) judgement(l *Life) {
	pos.judged, pos.weak, pos.startLibs = make([]bool, pos.n), make([]bool, pos.n), make([]int, pos.n)
	for p := range pos.judged {
		pos.judged[p] = pos.start[p] != board.Empty && l.How[p] == Judged
	}
	for _, w := range l.Weak {
		stones, _ := pos.b.Chain(w)
		for _, s := range stones {
			pos.weak[s] = true
		}
	}
	seen := make([]bool, pos.n)
	for p := 0; p < pos.n; p++ {
		if pos.start[p] == board.Empty || seen[p] {
			continue
		}
		stones, libs := pos.b.Chain(board.Point(p))
		for _, s := range stones {
			seen[s] = true
			pos.startLibs[s] = len(libs)
		}
	}
}
