package decompose

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// position is a hand-made test position: the board as a diagram, the
// expected decomposition as a map, and the expected kind of each region.
//
// Map cells: X and O are safe stones of that colour; '-' is a one-point
// region that must be Territory of the colour around it; any other letter
// names a region (all its points, and only those, carry that letter) whose
// kind (and owner, for territory, corridor and hyper room) is in kinds as
// "kind" or "kind owner".
type posCase struct {
	name    string
	comment string // becomes the root C[] of the SGF file
	rows    []string
	want    []string
	kinds   map[byte]string
	values  map[byte]int // expected TerritoryValue of territory regions
	reasons map[string]Reason
	assume  int      // Options.AssumeSafeLiberties
	maxSize int      // Options.MaxRegionSize
	safe    []string // TR marks
	dead    []string // MA marks
}

// tmpl puts the five middle rows of a 9x9 board between a pass-alive
// black top (eyes on the first row) and a pass-alive white bottom.
func tmpl(middle ...string) []string {
	return append(append([]string{".X.X.X.X.", "XXXXXXXXX"}, middle...), "OOOOOOOOO", ".O.O.O.O.")
}

// tmplWant is tmpl for expected maps: the eyes are one-point territories.
func tmplWant(middle ...string) []string {
	return append(append([]string{"-X-X-X-X-", "XXXXXXXXX"}, middle...), "OOOOOOOOO", "-O-O-O-O-")
}

var positions = []posCase{
	{
		name:    "dame-chain",
		comment: "A chain of four dame between two pass-alive walls: every empty point touches both colours.",
		rows:    tmpl("XXXXXXXXX", "XXXXXXXXX", "....OOOOO", "OOOOOOOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXXXXXXX", "aaaaOOOOO", "OOOOOOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "dame"},
	},
	{
		name:    "two-dame-chains",
		comment: "Two separate dame chains, split by a white stone joined to the white wall.",
		rows:    tmpl("XXXXXXXXX", "XXXXXXXXX", "..O....OO", "OOOOOOOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXXXXXXX", "aaObbbbOO", "OOOOOOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "dame", 'b': "dame"},
	},
	{
		name:    "corridor-edge",
		comment: "A black corridor of three points along the left edge, open at its lower end to one white stone (Moews 5.2).",
		rows:    tmpl("XXXXXXXXX", ".XXXXXXXX", ".XXXXXXXX", ".XXXXXXXX", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "aXXXXXXXX", "aXXXXXXXX", "aXXXXXXXX", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "corridor black"},
	},
	{
		name:    "corridor-centre",
		comment: "A black corridor of three points in the centre, open at its lower end to one white stone.",
		rows:    tmpl("XXXXXXXXX", "XXXX.XXXX", "XXXX.XXXX", "XXXX.XXXX", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXXaXXXX", "XXXXaXXXX", "XXXXaXXXX", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "corridor black"},
	},
	{
		name:    "corridor-white",
		comment: "A white corridor of two points, open at its upper end to one black stone.",
		rows:    tmpl("XXXXXXXXX", "OOOOOOOOO", "OO.OOOOOO", "OO.OOOOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "OOOOOOOOO", "OOaOOOOOO", "OOaOOOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "territory white"},
		values:  map[byte]int{'a': -2},
	},
	{
		name:    "corridor-white-open",
		comment: "A white corridor of two points whose upper end touches one black stone: a corridor, not territory.",
		rows:    tmpl("XXXXXXXXX", "OO.OOOOOO", "OO.OOOOOO", "OOOOOOOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "OOaOOOOOO", "OOaOOOOOO", "OOOOOOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "corridor white"},
	},
	{
		name:    "corridor-two-mouths",
		comment: "A one-wide path whose end touches two white stones is not a corridor: a contested region.",
		rows:    tmpl("XXXXXXXXX", "XXXXXXXXX", "XXXX.XXXX", "XXXX.OOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXXXXXXX", "XXXXaXXXX", "XXXXaOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "contested"},
	},
	{
		name:    "hyper-room",
		comment: "A 2x2 black room entered by one white stone: a hyper-Black room that is not a corridor (Moews 5.2).",
		rows:    tmpl("XXXXXXXXX", "XXX..XXXX", "XXX..XXXX", "XXXXOXXXX", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXaaXXXX", "XXXaaXXXX", "XXXXOXXXX", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "hyperroom black"},
	},
	{
		name:    "contested-both-colours",
		comment: "Eight empty points bordered by both colours, not all touching both: a contested region to search.",
		rows:    tmpl("XXXXXXXXX", "XXXXXXXXX", "....XXXXX", "....OOOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXXXXXXX", "aaaaXXXXX", "aaaaOOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "contested"},
	},
	{
		name:    "contested-small-limit",
		comment: "The eight-point contested region again, with MaxRegionSize 5: now too big to search.",
		rows:    tmpl("XXXXXXXXX", "XXXXXXXXX", "....XXXXX", "....OOOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXXXXXXX", "aaaaXXXXX", "aaaaOOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "toobig"},
		maxSize: 5,
	},
	{
		name:    "too-big",
		comment: "Three empty rows (27 points) between the walls: too big to search (fallback kind toobig).",
		rows:    tmpl("XXXXXXXXX", ".........", ".........", ".........", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "aaaaaaaaa", "aaaaaaaaa", "aaaaaaaaa", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "toobig"},
	},
	{
		name:    "territory-dead-stone",
		comment: "A white stone inside black's pass-alive enclosure cannot live: proven black territory, 2 empty points + 2 for the dead stone.",
		rows:    tmpl("XXXXXXXXX", "XX..O.XXX", "XXXXXXXXX", "OOOOOOOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXaaaaXXX", "XXXXXXXXX", "OOOOOOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "territory black"},
		values:  map[byte]int{'a': 5},
	},
	{
		name:    "territory-3x3",
		comment: "A 3x3 black enclosure: its only interior point is the centre, so white cannot make two eyes: proven territory of 9.",
		rows:    tmpl("XXXXXXXXX", "X...XXXXX", "X...XXXXX", "X...XXXXX", "XXXXXXXXX"),
		want:    tmplWant("XXXXXXXXX", "XaaaXXXXX", "XaaaXXXXX", "XaaaXXXXX", "XXXXXXXXX"),
		kinds:   map[byte]string{'a': "territory black"},
		values:  map[byte]int{'a': 9},
	},
	{
		name:    "enclosure-not-proven",
		comment: "A 5x3 black enclosure: interior points C5 and E5 are not adjacent, white might make two eyes; not provably territory and too big to search.",
		rows:    tmpl("XXXXXXXXX", "X.....XXX", "X.....XXX", "X.....XXX", "XXXXXXXXX"),
		want:    tmplWant("XXXXXXXXX", "XaaaaaXXX", "XaaaaaXXX", "XaaaaaXXX", "XXXXXXXXX"),
		kinds:   map[byte]string{'a': "toobig"},
	},
	{
		name:    "enclosure-assumed",
		comment: "The 5x3 enclosure again, with AssumeSafe: an enclosed region of one colour is assumed territory.",
		rows:    tmpl("XXXXXXXXX", "X.....XXX", "X.....XXX", "X.....XXX", "XXXXXXXXX"),
		want:    tmplWant("XXXXXXXXX", "XaaaaaXXX", "XaaaaaXXX", "XaaaaaXXX", "XXXXXXXXX"),
		kinds:   map[byte]string{'a': "territory black assumed"},
		values:  map[byte]int{'a': 15},
		assume:  2,
	},
	{
		name:    "ko-1point",
		comment: "A one-point ko: black captures the white stone at D5 by playing E5, and the capturing stone is in atari.",
		rows:    tmpl("XXXXXXXXX", "XXXXOOOOO", "XXXO.OOOO", "XXXXOOOOO", "XXXXOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXXOOOOO", "XXXaaOOOO", "XXXXOOOOO", "XXXXOOOOO"),
		kinds:   map[byte]string{'a': "ko"},
	},
	{
		name:    "ko-approach-2",
		comment: "A two-step approach ko: black must fill D6 and D4 before capturing at E5 starts a ko (white may end it at any time by connecting at E5). The white stone has three liberties, so the safety search leaves it to the region.",
		rows:    tmpl("XXXXXXXXX", "XXX.OOOOO", "XXXO.OOOO", "XXX.OOOOO", "XXXXOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXaOOOOO", "XXXaaOOOO", "XXXaOOOOO", "XXXXOOOOO"),
		kinds:   map[byte]string{'a': "ko"},
	},
	{
		name:    "corridor-one-point",
		comment: "A one-point black corridor: E4 touches three black stones and one white stone (Moews 5.2 with r = 1).",
		rows:    tmpl("XXXXXXXXX", "XXXXXXXXX", "XXXXXXXXX", "XXXX.XXXX", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXXXXXXXX", "XXXXXXXXX", "XXXXaXXXX", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "corridor black"},
	},
	{
		name:    "ko-white-takes",
		comment: "A one-point ko with the colours reversed: white captures the black stone at D5 by playing E5.",
		rows:    tmpl("OOOOXXXXX", "OOOX.XXXX", "OOOOXXXXX", "OOOOXXXXX", "OOOOXXXXX"),
		want:    tmplWant("OOOOXXXXX", "OOOaaXXXX", "OOOOXXXXX", "OOOOXXXXX", "OOOOXXXXX"),
		kinds:   map[byte]string{'a': "ko"},
	},
	{
		name:    "naive-unsafe-boundary",
		comment: "The black row D5 is not safe (one healthy region), so the empty row above it, the white stone E6 and the black row form one region; a naive split by stones would give two regions and a lone stone.",
		rows:    tmpl("XXXXXXXXX", "....O....", "XXXXXXXXX", "OOOOOOOOO", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "aaaaaaaaa", "aaaaaaaaa", "OOOOOOOOO", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "contested"},
	},
	{
		name:    "naive-merged-fights",
		comment: "An unsafe white stone touches two empty areas: both areas and the stone are one region.",
		rows:    tmpl("XXXXXXXXX", "XX.XXX.XX", "XX.OOO.XX", "XXXXXXXXX", "OOOOOOOOO"),
		want:    tmplWant("XXXXXXXXX", "XXaXXXaXX", "XXaaaaaXX", "XXXXXXXXX", "OOOOOOOOO"),
		kinds:   map[byte]string{'a': "territory black"},
		values:  map[byte]int{'a': 10},
	},
	{
		name:    "search-eye",
		comment: "Black has one small eye (A9) and a pyramid-shaped eye space (C9 D9 E9 D8) that is not healthy; the local search proves black safe; the eye space stays a contested region (white's moves there are threats).",
		rows: []string{
			".X...XXXX",
			"XXX.XXXXX",
			"XXXXXXXXX",
			"XXXXXXXXX",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			".O.O.O.O.",
		},
		want: []string{
			"-XaaaXXXX",
			"XXXaXXXXX",
			"XXXXXXXXX",
			"XXXXXXXXX",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"-O-O-O-O-",
		},
		kinds:   map[byte]string{'a': "contested"},
		reasons: map[string]Reason{"B9": ReasonSearch, "B1": ReasonBenson},
	},
	{
		name:    "seki",
		comment: "Seki: the white block B9-C7 and the black block D7-F9 share the liberties D9 and D8, with no eyes; neither can approach.",
		rows: []string{
			"XOO.XXO.O",
			"XOO.XXOOO",
			"XOOXXXO.O",
			"XXXOOOOOO",
			"X.XOOOOOO",
			"XXXOOOOOO",
			"X.XOOOOOO",
			"XXXOOOOOO",
			"XXXOOOOOO",
		},
		want: []string{
			"XaaaaaO-O",
			"XaaaaaOOO",
			"XaaaaaO-O",
			"XXXOOOOOO",
			"X-XOOOOOO",
			"XXXOOOOOO",
			"X-XOOOOOO",
			"XXXOOOOOO",
			"XXXOOOOOO",
		},
		kinds: map[byte]string{'a': "seki"},
	},
	{
		name:    "assumed-walls",
		comment: "Neither wall is pass-alive (one healthy region each), so without assumptions the whole board is one region; AssumeSafe with k=2 takes the nine-point edge territories as two eyes.",
		rows: []string{
			".........",
			"XXXXXXXXX",
			"XXXXXXXXX",
			".........",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			".........",
		},
		want: []string{
			"aaaaaaaaa",
			"XXXXXXXXX",
			"XXXXXXXXX",
			"bbbbbbbbb",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"ccccccccc",
		},
		kinds:   map[byte]string{'a': "territory black assumed", 'b': "dame", 'c': "territory white assumed"},
		values:  map[byte]int{'a': 9, 'c': -9},
		reasons: map[string]Reason{"A8": ReasonAssumed, "A5": ReasonAssumed},
		assume:  2,
	},
	{
		name:    "no-assumption-whole-board",
		comment: "The same position without assumptions: nothing is safe and the whole board is one region, too big.",
		rows: []string{
			".........",
			"XXXXXXXXX",
			"XXXXXXXXX",
			".........",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			".........",
		},
		want: []string{
			"aaaaaaaaa",
			"aaaaaaaaa",
			"aaaaaaaaa",
			"aaaaaaaaa",
			"aaaaaaaaa",
			"aaaaaaaaa",
			"aaaaaaaaa",
			"aaaaaaaaa",
			"aaaaaaaaa",
		},
		kinds: map[byte]string{'a': "toobig"},
	},
	{
		name:    "assumed-dead-stone",
		comment: "A lone white stone in black's nine-point edge area has no eye: with AssumeSafe (k=2) the area is black territory and the stone is dead (8 points + 2).",
		rows: []string{
			"....O....",
			"XXXXXXXXX",
			"XXXXXXXXX",
			".........",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			".........",
		},
		want: []string{
			"aaaaaaaaa",
			"XXXXXXXXX",
			"XXXXXXXXX",
			"bbbbbbbbb",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"ccccccccc",
		},
		kinds:   map[byte]string{'a': "territory black assumed", 'b': "dame", 'c': "territory white assumed"},
		values:  map[byte]int{'a': 10, 'c': -9},
		reasons: map[string]Reason{"A8": ReasonAssumed, "A5": ReasonAssumed},
		assume:  2,
	},
	{
		name:    "assumed-capturing-race",
		comment: "Five white stones in atari in black's edge area, with only four empty points: with AssumeSafe (k=2) the walls are assumed safe, but more invaders than empty points make the area a capturing race left to the search, not assumed territory.",
		rows: []string{
			"OOOOO....",
			"XXXXXXXXX",
			"XXXXXXXXX",
			".........",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			".........",
		},
		want: []string{
			"aaaaaaaaa",
			"XXXXXXXXX",
			"XXXXXXXXX",
			"bbbbbbbbb",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"ccccccccc",
		},
		kinds:   map[byte]string{'a': "contested", 'b': "dame", 'c': "territory white assumed"},
		reasons: map[string]Reason{"A8": ReasonAssumed, "A5": ReasonAssumed},
		assume:  2,
	},
	{
		name:    "marked-safe-dead",
		comment: "The walls are declared safe with TR marks and the white stone at E9 dead with an MA mark: black territory with one dead stone.",
		rows: []string{
			"....O....",
			"XXXXXXXXX",
			"XXXXXXXXX",
			".........",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			".........",
		},
		want: []string{
			"aaaaaaaaa",
			"XXXXXXXXX",
			"XXXXXXXXX",
			"bbbbbbbbb",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"OOOOOOOOO",
			"ccccccccc",
		},
		kinds:   map[byte]string{'a': "territory black assumed", 'b': "dame", 'c': "territory white assumed"},
		values:  map[byte]int{'a': 10, 'c': -9},
		reasons: map[string]Reason{"A8": ReasonMarked, "A5": ReasonMarked},
		safe:    []string{"A8", "A5"},
		dead:    []string{"E9"},
	},
}

// options returns the Options of a case on a board of side size.
func (pc posCase) options(t testing.TB, size int) Options {
	return Options{
		AssumeSafeLiberties: pc.assume,
		MaxRegionSize:       pc.maxSize,
		Safe:                vertexList(t, size, pc.safe...),
		Dead:                vertexList(t, size, pc.dead...),
	}
}

// check compares a decomposition with the expected map and kinds.
func (pc posCase) check(t *testing.T, b *board.Board, d *Decomposition) {
	t.Helper()
	n := b.Size()
	want := rowsOf(pc.want)
	if len(want) != n {
		t.Fatalf("expected map has %d rows, want %d", len(want), n)
	}
	letterRegion := map[byte]int{}
	regionLetter := map[int]byte{}
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("%s\n%s", fmt.Sprintf(format, args...), d.Map())
	}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := board.PointAt(x, y, n)
			v := p.Vertex(n)
			c := want[y][x]
			switch c {
			case 'X', 'O':
				col := board.Black
				if c == 'O' {
					col = board.White
				}
				if s := d.SafeAt(p); s < 0 || d.Safe[s].Color != col {
					fail("%s: want a safe %s stone", v, col.Name())
					return
				}
				continue
			}
			r := d.RegionAt(p)
			if r < 0 {
				fail("%s: want a region point, got a safe stone", v)
				return
			}
			if c == '-' {
				reg := d.Regions[r]
				if len(reg.Points) != 1 || reg.Kind != Territory {
					fail("%s: want a one-point territory, got %s", v, reg.Summary())
					return
				}
				continue
			}
			if id, ok := letterRegion[c]; ok && id != r {
				fail("%s: letter %c spans regions %d and %d", v, c, id, r)
				return
			}
			if l, ok := regionLetter[r]; ok && l != c {
				fail("%s: region %d holds letters %c and %c", v, r, l, c)
				return
			}
			letterRegion[c], regionLetter[r] = r, c
		}
	}
	for l, spec := range pc.kinds {
		id, ok := letterRegion[l]
		if !ok {
			t.Errorf("letter %c not in the expected map", l)
			continue
		}
		r := d.Regions[id]
		got := r.Kind.String()
		if r.Kind == Territory || r.Kind == Corridor || r.Kind == HyperRoom {
			got += " " + r.Owner.Name()
		}
		if r.Assumed {
			got += " assumed"
		}
		if got != spec {
			fail("region %c: got %q, want %q", l, got, spec)
		}
		if v, ok := pc.values[l]; ok && r.TerritoryValue != v {
			fail("region %c: territory value %d, want %d", l, r.TerritoryValue, v)
		}
	}
	for v, reason := range pc.reasons {
		p := vertexList(t, n, v)[0]
		s := d.SafeAt(p)
		if s < 0 || d.Safe[s].Reason != reason {
			fail("%s: want safe for reason %s", v, reason)
		}
	}
}

func TestPositions(t *testing.T) {
	if len(positions) < 20 {
		t.Errorf("only %d hand-made positions, want at least 20", len(positions))
	}
	for _, pc := range positions {
		t.Run(pc.name, func(t *testing.T) {
			b := diagram(t, pc.rows...)
			d, err := Decompose(context.Background(), b, pc.options(t, b.Size()))
			if err != nil {
				t.Fatal(err)
			}
			pc.check(t, b, d)
			checkPartition(t, b, d)
		})
	}
}

// checkPartition verifies that every point is a safe stone or in exactly
// one region, that regions are connected, and that every neighbour of a
// region outside it is a safe stone.
func checkPartition(t testing.TB, b *board.Board, d *Decomposition) {
	t.Helper()
	n := b.NumPoints()
	owner := make([]int, n)
	for i := range owner {
		owner[i] = -1
	}
	for _, s := range d.Safe {
		for _, p := range s.Stones {
			if owner[p] != -1 {
				t.Fatalf("%s covered twice", p.Vertex(b.Size()))
			}
			if b.At(p) != s.Color {
				t.Fatalf("safe block %d has %s, which is not a %s stone", s.ID, p.Vertex(b.Size()), s.Color.Name())
			}
			owner[p] = -2
		}
	}
	for i, r := range d.Regions {
		if r.ID != i {
			t.Fatalf("region %d has ID %d", i, r.ID)
		}
		empty := 0
		for _, p := range r.Points {
			if owner[p] != -1 {
				t.Fatalf("%s covered twice", p.Vertex(b.Size()))
			}
			owner[p] = i
			if b.At(p) == board.Empty {
				empty++
			}
		}
		if empty != r.Empty {
			t.Fatalf("region %d: Empty = %d, counted %d", i, r.Empty, empty)
		}
		if len(r.Stones)+len(r.Dead)+r.Empty != len(r.Points) {
			t.Fatalf("region %d: stones %d + dead %d + empty %d != %d points", i, len(r.Stones), len(r.Dead), r.Empty, len(r.Points))
		}
	}
	for p := 0; p < n; p++ {
		if owner[p] == -1 {
			t.Fatalf("%s is in no region and no safe block", board.Point(p).Vertex(b.Size()))
		}
		if owner[p] >= 0 {
			for _, q := range b.Neighbours(board.Point(p)) {
				if owner[q] >= 0 && owner[q] != owner[p] {
					t.Fatalf("regions %d and %d touch at %s", owner[p], owner[q], board.Point(p).Vertex(b.Size()))
				}
			}
		}
	}
	for i, r := range d.Regions {
		// connectivity
		in := map[board.Point]bool{}
		for _, p := range r.Points {
			in[p] = true
		}
		seen := map[board.Point]bool{r.Points[0]: true}
		stack := []board.Point{r.Points[0]}
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, q := range b.Neighbours(p) {
				if in[q] && !seen[q] {
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
		if len(seen) != len(r.Points) {
			t.Fatalf("region %d is not connected", i)
		}
	}
	_ = strings.TrimSpace
}
