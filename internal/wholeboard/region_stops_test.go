package wholeboard

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// rootProblem reads a problem file of testdata/problems whose root marks
// the region with SQ (false when the mark is on another node).
func rootProblem(t *testing.T, path string) (b *board.Board, region, dead []board.Point, ok bool) {
	t.Helper()
	trees, err := sgf.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r := trees[0]
	if b, err = board.FromSGF(r, 0, board.Rules{Ko: board.KoSimple}); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	sq, _ := r.Points("SQ", b.Size())
	for _, q := range sq {
		region = append(region, board.PointAt(q.X, q.Y, b.Size()))
	}
	ma, _ := r.Points("MA", b.Size())
	for _, q := range ma {
		dead = append(dead, board.PointAt(q.X, q.Y, b.Size()))
	}
	return b, region, dead, len(region) > 0
}

// TestRegionStopsAgreeWithRegionGame: on every problem of four folders of
// testdata/problems (gote, textbook, corridor, fenced) whose local game has
// no cycle, the pruning search finds the stops of RegionGame's
// thermographs (which enumerate the whole local game), and its principal
// lines reach them. (Over the whole set, 212 problems of 222, it agrees on
// all but the 10 with a ko at the root, where RegionGame's stops are
// komaster values; about 10 s of CPU.)
func TestRegionStopsAgreeWithRegionGame(t *testing.T) {
	var files []string
	for _, dir := range []string{"gote", "textbook", "corridor", "fenced"} {
		files = append(files, problemFiles("../../testdata/problems/"+dir)...)
	}
	compared := 0
	for _, f := range files {
		b, region, dead, ok := rootProblem(t, f)
		if !ok {
			continue
		}
		g, err := NewRegionGame(context.Background(), b, region, dead, 0)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if g.HasCycle() {
			continue
		}
		th, err := g.Thermograph(BlackKomaster)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		left, right := th.Stops()
		s, err := NewRegionStops(context.Background(), b, region, dead, 0)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if s.Count() != g.Count() {
			t.Errorf("%s: count %d, RegionGame %d", f, s.Count(), g.Count())
		}
		for _, c := range []struct {
			first board.Color
			want  int64
		}{{board.Black, left.Num().Int64()}, {board.White, right.Num().Int64()}} {
			stop, err := s.Stop(c.first)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			_, final, err := s.Line(c.first, 40)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if int64(stop) != c.want || final != stop {
				t.Errorf("%s: %v first: stop %d (line ends at %d), RegionGame %s", f, c.first, stop, final, left.RatString())
			}
		}
		compared++
	}
	t.Logf("compared %d problems without a cycle", compared)
	if compared < 60 {
		t.Errorf("compared %d problems, want at least 60", compared)
	}
}

// problemFiles lists the SGF files under dir.
func problemFiles(dir string) []string {
	var files []string
	_ = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".sgf") {
			files = append(files, path)
		}
		return nil
	})
	return files
}

// monkeyJumpCorner is a second-line monkey jump into a corner on 9x9:
// Black's wall on column E down to the edge, White's on the third line
// from F3 to the corner and up column F; the marked region is White's
// edge territory F1-J2 (8 points). Black's jump is H1.
var monkeyJumpCorner = []string{
	"....XO...",
	"....XO...",
	"....XO...",
	"....XO...",
	"....XO...",
	"....XO...",
	"....XOOOO",
	"....X....",
	"....X....",
}

// monkeyJumpLong is the same jump three columns from the corner on a
// longer edge: Black's wall on column D with a stone at D1, White's third
// line from E3; the region E1-J2 holds 10 points (RegionGame: 44,084
// local positions). Black's jump is G1.
var monkeyJumpLong = []string{
	"...XO....",
	"...XO....",
	"...XO....",
	"...XO....",
	"...XO....",
	"...XO....",
	"...XOOOOO",
	"...X.....",
	"...X.....",
}

// edgeRegion lists the points of columns x0..8 on the first two lines of
// a 9x9 board.
func edgeRegion(x0 int) []board.Point {
	var r []board.Point
	for y := 7; y <= 8; y++ {
		for x := x0; x <= 8; x++ {
			r = append(r, board.PointAt(x, y, 9))
		}
	}
	return r
}

// TestRegionStopsMonkeyJump: on the corner monkey jump the pruning search
// and RegionGame (whose komaster thermographs agree there: the local game
// has cycles that take prisoners, a white stone thrown in at F1, H1
// captured at G1 and the two stones taken back at H1, which are no kos,
// so nothing bans their moves) give the same stops, the jump at H1 is a
// best move for Black, and the search prunes: it visits fewer positions
// than the local game has. Before only real kos were kos, the cycles were
// valued as kos and the temperatures were 17/8 with Black komaster and
// 5/2 with White.
func TestRegionStopsMonkeyJump(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, monkeyJumpCorner...)
	if err != nil {
		t.Fatal(err)
	}
	region := edgeRegion(5)
	g, err := NewRegionGame(context.Background(), b, region, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var stops [2]string
	for i, k := range []Komaster{BlackKomaster, WhiteKomaster} {
		th, err := g.Thermograph(k)
		if err != nil {
			t.Fatal(err)
		}
		l, r := th.Stops()
		stops[i] = l.RatString() + "/" + r.RatString()
	}
	if stops[0] != stops[1] {
		t.Fatalf("RegionGame's komaster stops differ: %v", stops)
	}
	if !g.HasCycle() {
		t.Errorf("the local game has no cycle; the throw-in at F1 makes one")
	}
	var temps [2]string
	for i, k := range []Komaster{BlackKomaster, WhiteKomaster} {
		th, err := g.Thermograph(k)
		if err != nil {
			t.Fatal(err)
		}
		tt, err := th.Temperature()
		if err != nil {
			t.Fatal(err)
		}
		temps[i] = tt.RatString()
	}
	if temps[0] != temps[1] {
		t.Errorf("komaster temperatures %s (Black) and %s (White): a cycle that takes prisoners was valued as a ko", temps[0], temps[1])
	}
	black, white, nodes, _ := searchStops(t, b, region, 0)
	if got := strconv.Itoa(black) + "/" + strconv.Itoa(white); got != stops[0] {
		t.Errorf("stops %s, RegionGame %s", got, stops[0])
	}
	if nodes >= g.Positions() {
		t.Errorf("searched %d positions for Black's stop; the local game has %d", nodes, g.Positions())
	}
	jump := board.PointAt(7, 8, 9) // H1
	after := b.Copy()
	if err := after.Play(board.Black, jump); err != nil {
		t.Fatal(err)
	}
	sj, err := NewRegionStops(context.Background(), after, region, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := sj.Stop(board.White); err != nil || v != black {
		t.Errorf("after the jump at H1, White first: %d (%v), want Black's stop %d", v, err, black)
	}
}

// TestRegionStopsLongMonkeyJump: on the 10-point monkey jump RegionGame
// needs over 40,000 local positions while the pruning search finds each
// stop within 40,000 positions, and both find the same stops (long form:
// several seconds).
func TestRegionStopsLongMonkeyJump(t *testing.T) {
	if !testenv.Long() {
		t.Skip("the 10-point monkey jump takes seconds: run with " + testenv.LongEnv + "=1")
	}
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, monkeyJumpLong...)
	if err != nil {
		t.Fatal(err)
	}
	region := edgeRegion(4)
	if _, err := NewRegionGame(context.Background(), b, region, nil, 40000); !errors.Is(err, ErrRegionLimit) {
		t.Fatalf("RegionGame within 40,000 positions: %v, want the limit", err)
	}
	black, white, nodes, whiteNodes := searchStops(t, b, region, 40000)
	g, err := NewRegionGame(context.Background(), b, region, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	th, err := g.Thermograph(BlackKomaster)
	if err != nil {
		t.Fatal(err)
	}
	l, r := th.Stops()
	if got, want := strconv.Itoa(black)+"/"+strconv.Itoa(white), l.RatString()+"/"+r.RatString(); got != want {
		t.Errorf("stops %s, RegionGame %s", got, want)
	}
	t.Logf("stops %d/%d; %d positions searched for Black's stop, %d for White's; RegionGame: %d local positions", black, white, nodes, whiteNodes, g.Positions())
}

// TestRegionStopsLimit: the position budget and a cancelled context stop
// the search with an error.
func TestRegionStopsLimit(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, monkeyJumpCorner...)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewRegionStops(context.Background(), b, edgeRegion(5), nil, 50)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Stop(board.Black); !errors.Is(err, ErrRegionLimit) {
		t.Errorf("budget of 50 positions: %v, want ErrRegionLimit", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s, err = NewRegionStops(ctx, b, edgeRegion(5), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Stop(board.Black); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: %v, want context.Canceled", err)
	}
}

// searchStops runs RegionStops on region of b (limit: its position
// budget) and returns both stops and the positions each search visited.
func searchStops(t *testing.T, b *board.Board, region []board.Point, limit int) (black, white, blackNodes, whiteNodes int) {
	t.Helper()
	s, err := NewRegionStops(context.Background(), b, region, nil, limit)
	if err != nil {
		t.Fatal(err)
	}
	if black, err = s.Stop(board.Black); err != nil {
		t.Fatal(err)
	}
	blackNodes = s.Nodes()
	if white, err = s.Stop(board.White); err != nil {
		t.Fatal(err)
	}
	return black, white, blackNodes, s.Nodes()
}
