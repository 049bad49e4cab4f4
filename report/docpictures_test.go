package report

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// updatePictures rewrites docs/img from what this package draws.
var updatePictures = flag.Bool("update", false, "rewrite the pictures in docs/img")

// docPictures are the pictures from the literature in docs/img, drawn by
// this package (the user guide's section 2). TestSVGThermographs checks
// their walls against ../shared/oracles/facts.md.
func docPictures(t *testing.T) map[string][]byte {
	t.Helper()
	g, err := cgt.Parse("{7|5||4|1}")
	if err != nil {
		t.Fatal(err)
	}
	kg, _ := loopy.KoGraphOf(loopy.KO(cgt.Int(24), cgt.Int(-9)))
	var panels []Picture
	for node, name := range []string{"A", "B"} {
		th, err := loopy.KomasterThermograph(kg, node, loopy.RightKomaster)
		if err != nil {
			t.Fatal(err)
		}
		p, err := KomasterPicture("33-point ko: "+name+", White komaster", th)
		if err != nil {
			t.Fatal(err)
		}
		panels = append(panels, p)
	}
	return map[string][]byte{
		"thermograph-7-5-4-1.svg":        SVG(PictureOf("7|5||4|1", g.Thermograph())),
		"ko-33-point-white-komaster.svg": Panels("33-point ko, White komaster (Economist's View 2.2)", panels),
	}
}

// TestDocPictures: the literature pictures committed in docs/img are what
// this package draws (go generate ./report, or go test ./report -run
// TestDocPictures -update, rewrites them).
func TestDocPictures(t *testing.T) {
	for name, got := range docPictures(t) {
		path := filepath.Join("..", "docs", "img", name)
		want, err := os.ReadFile(path)
		if *updatePictures && !bytes.Equal(got, want) {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("docs/img/%s is not what package report draws (go generate ./report rewrites it): %v", name, err)
		}
	}
}
