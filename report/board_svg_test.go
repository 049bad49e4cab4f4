package report

import (
	"context"
	"encoding/xml"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
)

// boardDoc is the part of a board SVG the tests read back.
type boardDoc struct {
	Moves []struct {
		Vertex string `xml:"data-vertex,attr"`
		Color  string `xml:"data-color,attr"`
		Gain   string `xml:"data-gain,attr"`
		Type   string `xml:"data-type,attr"`
		Region string `xml:"data-region,attr"`
		Texts  []struct {
			Class string `xml:"class,attr"`
			Text  string `xml:",chardata"`
		} `xml:"text"`
	} `xml:"g"`
	Circles []struct {
		Class  string `xml:"class,attr"`
		Vertex string `xml:"data-vertex,attr"`
	} `xml:"circle"`
}

// analyseBundled analyses the final position of a bundled record as cgtgo
// analyze does by default (--assume-safe 2).
func analyseBundled(t *testing.T, path string) (*board.Board, *Analysis) {
	t.Helper()
	roots, err := sgf.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rules, scoring := board.RulesOf(roots[0])
	b, err := board.FromSGF(roots[0], -1, rules)
	if err != nil {
		t.Fatal(err)
	}
	pa, err := strategy.AnalyzePosition(context.Background(), b, strategy.Options{Scoring: scoring, Decompose: decompose.Options{AssumeSafeLiberties: 2}})
	if err != nil {
		t.Fatal(err)
	}
	return b, Build(pa, Meta{File: path})
}

// TestBoardSVGLabelsEveryCandidate (issue 21): the board picture of a
// bundled endgame draws every stone, labels every local move of the
// player to move with its gain in points (the mixed number of the exact
// gain of the analysis) and gote, sente, reverse sente or cold, and rings
// the recommended move.
func TestBoardSVGLabelsEveryCandidate(t *testing.T) {
	for _, path := range []string{"../testdata/sgf/endgame-9x9-corridors.sgf", "../testdata/sgf/endgame-19x19-corridors.sgf", "../testdata/sgf/decompose/hyper-room.sgf"} {
		t.Run(path, func(t *testing.T) {
			b, a := analyseBundled(t, path)
			var doc boardDoc
			if err := xml.Unmarshal(BoardSVG(b, a), &doc); err != nil {
				t.Fatalf("the picture is not XML: %v", err)
			}
			labels := map[string]int{}
			for i, m := range doc.Moves {
				labels[m.Vertex] = i
			}
			candidates := 0
			for _, r := range a.Regions {
				if r.Kind == "territory" {
					continue
				}
				for _, m := range r.Moves {
					if m.Color != a.ToMove {
						continue
					}
					candidates++
					i, ok := labels[m.Vertex]
					if !ok {
						t.Errorf("region %s: %s move %s has no label", r.Letter, m.Color, m.Vertex)
						continue
					}
					got := doc.Moves[i]
					gain, err := cgt.ParseRational(m.Gain)
					if err != nil {
						t.Fatal(err)
					}
					var shown, kind string
					for _, tx := range got.Texts {
						switch tx.Class {
						case "gain":
							shown = tx.Text
						case "type":
							kind = tx.Text
						}
					}
					if got.Gain != m.Gain || shown != gain.MixedString() {
						t.Errorf("%s: label %q (data-gain %s), want the gain %s", m.Vertex, shown, got.Gain, gain.MixedString())
					}
					want := map[string]bool{"gote": true, "sente": true, "rev": true, "cold": true}
					if !want[kind] || got.Type != kind || got.Region != r.Letter {
						t.Errorf("%s: type %q (data-type %q), region %q; want gote, sente, rev or cold in region %s", m.Vertex, kind, got.Type, got.Region, r.Letter)
					}
				}
			}
			if candidates == 0 {
				t.Fatal("no candidate move in a bundled endgame")
			}
			if len(doc.Moves) != candidates {
				t.Errorf("%d labels for %d candidate moves", len(doc.Moves), candidates)
			}
			stones, best := 0, ""
			for _, c := range doc.Circles {
				switch c.Class {
				case "stone black", "stone white":
					stones++
				case "best":
					best = c.Vertex
				}
			}
			want := 0
			for p := board.Point(0); int(p) < b.Size()*b.Size(); p++ {
				if b.At(p) == board.Black || b.At(p) == board.White {
					want++
				}
			}
			if stones != want {
				t.Errorf("%d stones drawn, the board has %d", stones, want)
			}
			if a.Best.Vertex != "pass" && best != a.Best.Vertex {
				t.Errorf("ring on %q, recommended move %s", best, a.Best.Vertex)
			}
		})
	}
}
