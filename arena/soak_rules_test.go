package arena

import (
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// koRecord is a 9x9 record whose last position lets White retake a ko
// after both players passed: Black took the single white stone at E5
// with F5, then White and Black passed. Positional superko (N) forbids
// the retake at E5 (it recreates the position of the setup); under the
// simple-ko rule (J) the passes lifted the ban and the retake is legal.
// header holds the root's RU and KM properties.
func koRecord(header string) string {
	return "(;GM[1]FF[4]SZ[9]" + header +
		"AB[ed][de][ef]AW[fd][ge][ff][ee];B[fe];W[];B[])"
}

// A record's rules are read the same way by the soak client and by the
// engine's loadsgf: RU when it names known rules, else the rules its komi
// implies (7.5: Chinese, superko N; 6.5 and 5.5: Japanese, J, see
// ../shared/data/README.md), else the rules in force stay. The retake of
// koRecord is the move whose legality depends on it: before the client
// used the engine's reading (api.FromRecord), a record without RU with
// komi 6.5 loaded after a Chinese one left the client on N and the engine
// on J, and the engine's legal retake failed the soak as "superko: the
// move repeats an earlier position" (issue 28, soak seeds 1 and 2).
func TestSoakCopyKeepsTheEnginesRulesAcrossLoads(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	chinese := write("chinese.sgf", "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7.5];B[aa])")
	japanese := write("japanese.sgf", "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5];B[aa])")
	for _, c := range []struct {
		name   string
		before string // a record loaded first, whose rules may carry over
		header string
		want   board.KoRule
	}{
		{"komi 6.5 after Chinese", chinese, "KM[6.5]", board.KoSimple},
		{"komi 5.5 after Chinese", chinese, "KM[5.5]", board.KoSimple},
		{"komi 7.5 after Japanese", japanese, "KM[7.5]", board.KoSuperko},
		{"RU Chinese, komi 6.5", japanese, "RU[Chinese]KM[6.5]", board.KoSuperko},
		{"RU Japanese, komi 7.5", chinese, "RU[Japanese]KM[7.5]", board.KoSimple},
		{"no RU, no komi after Chinese", chinese, "", board.KoSuperko},
		{"no RU, no komi after Japanese", japanese, "", board.KoSimple},
		{"unknown RU, komi 6.5 after Chinese", chinese, "RU[house rules]KM[6.5]", board.KoSimple},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, r, _ := startSoakEngine(t, time.Second, api.RealClock{})
			s := &soaker{opt: SoakOptions{Clock: api.RealClock{}, CommandTimeout: hangGuard}, wire: newSoakWire(w, r),
				r: rand.New(rand.NewSource(1)), rep: &SoakReport{}, nextID: 1}
			if err := s.prologue(); err != nil {
				t.Fatal(err)
			}
			for _, f := range []string{c.before, write("ko.sgf", koRecord(c.header))} {
				if ok, err := s.load(f); !ok || err != nil {
					t.Fatalf("loadsgf %s: %v, %v; failures %q", filepath.Base(f), ok, err, s.rep.Failures)
				}
			}
			if got := s.b.Rules().Ko; got != c.want {
				t.Errorf("the client's copy has ko-ban %v, want %v", got, c.want)
			}
			rep, err := s.command("cgtgo-koban", true)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(rep.Text); got != c.want.String() {
				t.Errorf("the engine has ko-ban %s, want %v", got, c.want)
			}
			e5, _ := board.ParseVertex("E5", 9)
			client := s.b.IsLegal(board.White, e5)
			if client != (c.want == board.KoSimple) {
				t.Errorf("the client's copy says the retake at E5 is legal: %v under ko-ban %v", client, c.want)
			}
			// The engine's choice among E5 and H8 (E5, the retake, is its
			// best move where it is legal) must be legal on the client's copy.
			rep, err = s.command("restricted_genmove white E5 H8", true)
			if err != nil {
				t.Fatal(err)
			}
			if p, err := board.ParseVertex(strings.TrimSpace(rep.Text), 9); err != nil || (p != board.Pass && !s.b.IsLegal(board.White, p)) {
				t.Errorf("restricted_genmove white E5 H8 answered %q (%v), illegal on the client's copy (ko-ban %v)", rep.Text, err, s.b.Rules().Ko)
			}
			rep, err = s.command("play white E5", false)
			if err != nil {
				t.Fatal(err)
			}
			if rep.OK != client {
				t.Errorf("the engine's play of the retake at E5: ok %v (%s); the client's copy says legal %v", rep.OK, rep.Text, client)
			}
			if len(s.rep.Failures) > 0 {
				t.Errorf("soak failures: %q", s.rep.Failures)
			}
		})
	}
}
