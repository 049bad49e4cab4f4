package loopy

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// oracleFile is /work/shared/oracles/moews_ko_tables.json relative to this
// package directory.
var oracleFile = filepath.Join("..", "..", "..", "shared", "oracles", "moews_ko_tables.json")

type tableEntry struct {
	I, J, K int
	Bars    string
	Braces  string
}

type koTables struct {
	Table42 struct {
		Meaning string
		Entries []tableEntry
	} `json:"table_4_2"`
	Table43 struct {
		Meaning string
		Entries []tableEntry
	} `json:"table_4_3"`
	Sidling struct {
		Meaning string
		Bars    string
		Braces  string
	} `json:"sidling_example"`
}

func loadTables(t *testing.T) koTables {
	t.Helper()
	data, err := os.ReadFile(oracleFile)
	if err != nil {
		t.Skipf("oracle file absent (%v): skipping", err)
	}
	var kt koTables
	if err := json.Unmarshal(data, &kt); err != nil {
		t.Fatalf("%s: %v", oracleFile, err)
	}
	return kt
}

func koSum(ctor func(a, b cgt.Game) Ko, counts map[int64]int) Sum {
	var s Sum
	for _, a := range []int64{11, 13, 15} {
		for n := 0; n < counts[a]; n++ {
			s.Kos = append(s.Kos, ctor(cgt.Int(a), cgt.Zero()))
		}
	}
	return s
}

// TestMoewsTable42 checks all 64 entries of Table 4.2 (phi_L of
// i KO[11,0] + j KO[13,0] + k KO[15,0], Chinese scoring) against H_v
// (Theorem 15), and the mod-3 rule of the table's "meaning" note on the
// same entries shifted by 3 copies.
func TestMoewsTable42(t *testing.T) {
	kt := loadTables(t)
	if n := len(kt.Table42.Entries); n != 64 {
		t.Fatalf("table 4.2 has %d entries, want 64", n)
	}
	for _, e := range kt.Table42.Entries {
		want, err := cgt.Parse(e.Braces)
		if err != nil {
			t.Fatalf("parse %q: %v", e.Braces, err)
		}
		s := koSum(KO, map[int64]int{11: e.I, 13: e.J, 15: e.K})
		got, err := HSum(s)
		if err != nil {
			t.Fatalf("(%d,%d,%d): %v", e.I, e.J, e.K, err)
		}
		if got != want {
			t.Errorf("table 4.2 (%d,%d,%d): H_v = %v, want %v", e.I, e.J, e.K, got, e.Bars)
		}
		// "For i,j,k > 3 reduce mod 3 and add (11i+13j+15k)/3": adding three
		// more of each ko adds 11+13+15.
		big := koSum(KO, map[int64]int{11: e.I + 3, 13: e.J + 3, 15: e.K + 3})
		gotBig, err := HSum(big)
		if err != nil {
			t.Fatal(err)
		}
		if gotBig != want.Add(cgt.Int(39)) {
			t.Errorf("table 4.2 (%d,%d,%d)+3: H_v = %v, want %v + 39", e.I, e.J, e.K, gotBig, e.Bars)
		}
	}
}

// TestMoewsTable43 checks all 64 entries of Table 4.3 (phi_L of
// i KOR[11,0] + j KOR[13,0] + k KOR[15,0], Japanese scoring, up to an
// infinitesimal) against H^C_v (Theorem 20).
func TestMoewsTable43(t *testing.T) {
	kt := loadTables(t)
	if n := len(kt.Table43.Entries); n != 64 {
		t.Fatalf("table 4.3 has %d entries, want 64", n)
	}
	for _, e := range kt.Table43.Entries {
		want, err := cgt.Parse(e.Braces)
		if err != nil {
			t.Fatalf("parse %q: %v", e.Braces, err)
		}
		s := koSum(KOR, map[int64]int{11: e.I, 13: e.J, 15: e.K})
		got, err := HCSum(s)
		if err != nil {
			t.Fatalf("(%d,%d,%d): %v", e.I, e.J, e.K, err)
		}
		if got != want {
			t.Errorf("table 4.3 (%d,%d,%d): H^C_v = %v, want %v", e.I, e.J, e.K, got, e.Bars)
		}
	}
}

// TestMoewsSidlingExample checks the JSON's section 4.2 value by both
// routes.
func TestMoewsSidlingExample(t *testing.T) {
	kt := loadTables(t)
	want, err := cgt.Parse(kt.Sidling.Braces)
	if err != nil {
		t.Fatal(err)
	}
	s := Sum{Kos: []Ko{KO(cgt.Int(7), cgt.Zero()), KO(cgt.Int(1), cgt.Zero())}}
	h, err := HSum(s)
	if err != nil {
		t.Fatal(err)
	}
	if h != want {
		t.Errorf("H_v: %v, want %s", h, kt.Sidling.Bars)
	}
}
