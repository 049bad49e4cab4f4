package sgf

import (
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestParseMove checks moves and passes (FF[4] Go: "" is a pass, "tt" too
// on boards up to 19x19).
func TestParseMove(t *testing.T) {
	tests := []struct {
		v       string
		size    int
		want    Point
		pass    bool
		wantErr string
	}{
		{"aa", 19, Point{0, 0}, false, ""},
		{"pd", 19, Point{15, 3}, false, ""},
		{"sa", 19, Point{18, 0}, false, ""},
		{"as", 19, Point{0, 18}, false, ""},
		{"", 19, Point{}, true, ""},
		{"", 9, Point{}, true, ""},
		{"tt", 19, Point{}, true, ""},
		{"tt", 9, Point{}, true, ""},
		{"tt", 21, Point{19, 19}, false, ""},
		{"yy", 25, Point{24, 24}, false, ""},
		{"ja", 9, Point{}, false, "off the 9x9 board"},
		{"st", 19, Point{}, false, "off the 19x19 board"},
		{"a", 19, Point{}, false, "not two letters"},
		{"abc", 19, Point{}, false, "not two letters"},
		{"a1", 19, Point{}, false, "not two letters"},
		{"aa", 0, Point{}, false, "board size 0"},
		{"aa", 53, Point{}, false, "board size 53"},
	}
	for _, tc := range tests {
		p, pass, err := ParseMove(tc.v, tc.size)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ParseMove(%q, %d) error = %v, want %q", tc.v, tc.size, err, tc.wantErr)
			}
			continue
		}
		if err != nil || p != tc.want || pass != tc.pass {
			t.Errorf("ParseMove(%q, %d) = %v %v %v, want %v %v", tc.v, tc.size, p, pass, err, tc.want, tc.pass)
		}
	}
}

// TestParsePointUpperCase checks the A..Z half of the coordinate range.
func TestParsePointUpperCase(t *testing.T) {
	p, err := ParsePoint("zA", 52)
	if err != nil || p != (Point{25, 26}) {
		t.Errorf("ParsePoint(zA) = %v %v, want {25 26}", p, err)
	}
	if _, err := ParsePoint("tt", 19); err == nil {
		t.Errorf("ParsePoint(tt, 19) accepted a pass")
	}
}

// TestEncodePoint checks that EncodePoint inverts ParsePoint on the whole
// coordinate range and refuses points SGF cannot express.
func TestEncodePoint(t *testing.T) {
	for x := 0; x < MaxCoord; x++ {
		for y := 0; y < MaxCoord; y++ {
			s := EncodePoint(Point{x, y})
			p, err := ParsePoint(s, MaxCoord)
			if err != nil || p != (Point{x, y}) {
				t.Fatalf("EncodePoint(%d,%d) = %q parses to %v %v", x, y, s, p, err)
			}
		}
	}
	for _, p := range []Point{{-1, 0}, {0, -1}, {52, 0}, {0, 52}} {
		if s := EncodePoint(p); s != "" {
			t.Errorf("EncodePoint(%v) = %q, want empty", p, s)
		}
	}
}

// TestExpandPointList checks compressed rectangles against a brute-force
// membership test over the whole board.
func TestExpandPointList(t *testing.T) {
	tests := []struct {
		values  []string
		size    int
		wantErr string
	}{
		{[]string{"aa"}, 19, ""},
		{[]string{"aa:cc"}, 19, ""},
		{[]string{"cc:aa"}, 19, ""},
		{[]string{"ca:ac"}, 19, ""},
		{[]string{"ac:ca"}, 19, ""},
		{[]string{"aa:aa"}, 9, ""},
		{[]string{"aa:ii"}, 9, ""},
		{[]string{"dd", "aa:bb", "bb:cc", "dd"}, 9, ""},
		{[]string{""}, 19, ""},
		{[]string{"aa:jj"}, 9, `"aa:jj"`},
		{[]string{"aa", "zz"}, 19, `"zz"`},
		{[]string{"aa", ""}, 19, `""`},
		{[]string{"aa:"}, 19, `"aa:"`},
		{[]string{":bb"}, 19, `":bb"`},
		{[]string{"aa:bb:cc"}, 19, `"aa:bb:cc"`},
		{[]string{"tt"}, 19, `"tt"`},
	}
	for _, tc := range tests {
		got, err := ExpandPointList(tc.values, tc.size)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ExpandPointList(%q) error = %v, want one naming %s", tc.values, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ExpandPointList(%q): %v", tc.values, err)
			continue
		}
		want := bruteExpand(tc.values, tc.size)
		if !reflect.DeepEqual(sorted(got), sorted(want)) {
			t.Errorf("ExpandPointList(%q) = %v, want %v", tc.values, got, want)
		}
		if len(got) != len(want) {
			t.Errorf("ExpandPointList(%q) has duplicates: %v", tc.values, got)
		}
	}
}

// bruteExpand lists every board point inside some value's rectangle,
// decoding letters directly.
func bruteExpand(values []string, size int) []Point {
	var out []Point
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			for _, v := range values {
				if v == "" {
					continue
				}
				a, b := v, v
				if i := strings.IndexByte(v, ':'); i >= 0 {
					a, b = v[:i], v[i+1:]
				}
				x0, y0 := int(a[0]-'a'), int(a[1]-'a')
				x1, y1 := int(b[0]-'a'), int(b[1]-'a')
				if (x-x0)*(x-x1) <= 0 && (y-y0)*(y-y1) <= 0 {
					out = append(out, Point{x, y})
					break
				}
			}
		}
	}
	return out
}

// sorted returns the points ordered by row then column.
func sorted(ps []Point) []Point {
	out := slices.Clone(ps)
	slices.SortFunc(out, func(a, b Point) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	if out == nil {
		out = []Point{}
	}
	return out
}

// TestCompressPoints checks that compressed lists expand back to the same
// set, on fixed cases and on random sets, and that rectangles are used.
func TestCompressPoints(t *testing.T) {
	block := []Point{}
	for y := 0; y < 3; y++ {
		for x := 0; x < 3; x++ {
			block = append(block, Point{x, y})
		}
	}
	fixed := []struct {
		pts  []Point
		want []string
	}{
		{nil, nil},
		{[]Point{{3, 3}}, []string{"dd"}},
		{block, []string{"aa:cc"}},
		{[]Point{{0, 0}, {1, 0}, {0, 1}}, []string{"aa:ba", "ab"}},
		{[]Point{{2, 2}, {2, 2}, {-1, 4}, {60, 0}}, []string{"cc"}},
	}
	for _, tc := range fixed {
		if got := CompressPoints(tc.pts); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("CompressPoints(%v) = %q, want %q", tc.pts, got, tc.want)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 300; iter++ {
		size := 2 + rng.Intn(18)
		var pts []Point
		density := rng.Float64()
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				if rng.Float64() < density {
					pts = append(pts, Point{x, y})
				}
			}
		}
		vals := CompressPoints(pts)
		if len(vals) > len(pts) {
			t.Fatalf("compression made %d values from %d points", len(vals), len(pts))
		}
		got, err := ExpandPointList(vals, size)
		if len(vals) == 0 {
			got, err = nil, nil
		}
		if err != nil || !reflect.DeepEqual(sorted(got), sorted(pts)) {
			t.Fatalf("expand(compress(%v)) = %v %v", pts, got, err)
		}
	}
}
