package board

// naiveOracle decides legality from first principles, independently of
// Board's incremental code: it keeps every earlier arrangement as a
// string and the last move's details, and plays moves on a plain slice.
type naiveOracle struct {
	size    int
	rules   Rules
	history []string // arrangement after each change, oldest first (index 0: empty board)
	// last move: its colour, how many stones it captured, and the
	// arrangement before it (for the simple-ko repetition test)
	lastColor    Color
	lastCaptured int
	beforeLast   string
	lastWasMove  bool
}

func newNaiveOracle(size int, rules Rules) *naiveOracle {
	return &naiveOracle{size: size, rules: rules, history: []string{string(make([]byte, size*size))}}
}

func arrangement(cells []Color) string {
	b := make([]byte, len(cells))
	for i, c := range cells {
		b[i] = byte(c)
	}
	return string(b)
}

// naivePlay plays c at p on a copy of cells: it removes every opponent
// block left without liberties, then the mover's own block if it has none
// (suicide). It returns the new cells, the number of opponent stones
// captured and whether the move was a suicide.
func naivePlay(cells []Color, size int, c Color, p Point) ([]Color, int, bool) {
	out := append([]Color(nil), cells...)
	out[p] = c
	captured := 0
	x, y := p.XY(size)
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		if !InBounds(x+d[0], y+d[1], size) {
			continue
		}
		q := PointAt(x+d[0], y+d[1], size)
		if out[q] == c.Opponent() {
			if blk, libs := naiveBlock(out, size, q); libs == 0 {
				for _, s := range blk {
					out[s] = Empty
				}
				captured += len(blk)
			}
		}
	}
	suicide := false
	if blk, libs := naiveBlock(out, size, p); libs == 0 {
		suicide = true
		for _, s := range blk {
			out[s] = Empty
		}
	}
	return out, captured, suicide
}

// naiveBlock returns the block at p and its number of liberties by a plain
// recursive flood fill.
func naiveBlock(cells []Color, size int, p Point) ([]Point, int) {
	seen := map[Point]bool{}
	libs := map[Point]bool{}
	var blk []Point
	var visit func(q Point)
	visit = func(q Point) {
		if seen[q] {
			return
		}
		seen[q] = true
		blk = append(blk, q)
		x, y := q.XY(size)
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			if !InBounds(x+d[0], y+d[1], size) {
				continue
			}
			r := PointAt(x+d[0], y+d[1], size)
			switch cells[r] {
			case Empty:
				libs[r] = true
			case cells[p]:
				visit(r)
			}
		}
	}
	visit(p)
	return blk, len(libs)
}

// legal reports whether c may play p on cells (with toMove to move).
func (o *naiveOracle) legal(cells []Color, toMove, c Color, p Point) bool {
	if cells[p] != Empty {
		return false
	}
	next, captured, suicide := naivePlay(cells, o.size, c, p)
	if suicide && captured == 0 && !o.rules.Suicide {
		return false
	}
	a := arrangement(next)
	// Simple ko: a one-stone capture that recreates the arrangement before
	// the opponent's one-stone capture just played.
	if c == toMove && o.lastWasMove && o.lastColor == c.Opponent() && o.lastCaptured == 1 && captured == 1 && a == o.beforeLast {
		return false
	}
	if o.rules.Ko == KoSuperko {
		for _, h := range o.history {
			if h == a {
				return false
			}
		}
	}
	return true
}

// record notes a move played (p == Pass for a pass).
func (o *naiveOracle) record(before []Color, c Color, p Point, after []Color) {
	o.beforeLast = arrangement(before)
	o.lastColor = c
	o.lastWasMove = p != Pass
	o.lastCaptured = 0
	if p != Pass {
		_, o.lastCaptured, _ = naivePlay(before, o.size, c, p)
	}
	o.history = append(o.history, arrangement(after))
}
