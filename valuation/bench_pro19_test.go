package valuation

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// regions19Back is how many moves before the end of each record
// BenchmarkRegions19 takes its position (issue 24: move end-40).
const regions19Back = 40

// regions19Nodes is the node budget of each region in BenchmarkRegions19.
const regions19Nodes = DefaultMaxNodes

// BenchmarkRegions19 (issues 7 and 24): valuation of every region in play
// of late 19x19 endgames: the professional records of ../shared/data/pro19,
// 40 moves before their end, each region with the default node budget and
// no deadline, and no cap on the size of a region (TooBig regions are
// searched too). Two decompositions:
//   - assume2: today's safety (proofs, then --assume-safe 2);
//   - judged: the life and death of decompose.Judge (issue 23): blocks
//     judged alive are marked safe, blocks judged dead are marked dead, as
//     a user would mark them; unsettled blocks stay in play. A region's
//     exact value is then exact given those verdicts.
//
// It reports the fraction of regions valued exactly, split into canonical
// games and kos valued exactly for each komaster, the median and worst
// time per region and per board, and the largest region (in empty points)
// valued exactly. CGTGO_REGIONS19_RECORDS=N limits the run to the first N
// records (default: all).
func BenchmarkRegions19(b *testing.B) {
	files := testenv.SharedFiles(b, "data/pro19", "*.sgf")
	sort.Strings(files)
	if n, err := strconv.Atoi(os.Getenv("CGTGO_REGIONS19_RECORDS")); err == nil && n > 0 && n < len(files) {
		files = files[:n]
	}
	for _, judged := range []bool{false, true} {
		name := "assume2"
		if judged {
			name = "judged"
		}
		b.Run(name, func(b *testing.B) { benchRegions19(b, regions19Positions(b, files, judged)) })
	}
}

// regions19Position is one board of BenchmarkRegions19 with its regions in
// play.
type regions19Position struct {
	file    string
	board   *board.Board
	regions []decompose.Region
	scoring Scoring
}

// regions19Positions loads the boards of files 40 moves before their end
// and decomposes them (see BenchmarkRegions19).
func regions19Positions(b testing.TB, files []string, judged bool) []regions19Position {
	var ps []regions19Position
	for _, f := range files {
		roots, err := sgf.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		rules, scoring := board.RulesOf(roots[0])
		bd, err := board.FromSGF(roots[0], board.CountMoves(roots[0])-regions19Back, rules)
		if err != nil {
			b.Fatal(err)
		}
		opt := decompose.Options{AssumeSafeLiberties: 2, MaxRegionSize: 1 << 20}
		if judged {
			life, err := decompose.Judge(context.Background(), bd, opt)
			if err != nil {
				b.Fatal(err)
			}
			opt = decompose.Options{MaxRegionSize: 1 << 20, Safe: life.Stones(decompose.StatusAlive), Dead: life.Stones(decompose.StatusDead)}
		}
		d, err := decompose.Decompose(context.Background(), bd, opt)
		if err != nil {
			b.Fatal(err)
		}
		p := regions19Position{file: filepath.Base(f), board: bd, scoring: scoring}
		for _, r := range d.Regions {
			if r.Kind != decompose.Territory {
				p.regions = append(p.regions, r)
			}
		}
		ps = append(ps, p)
	}
	return ps
}

// benchRegions19 values the regions of ps and reports the figures.
func benchRegions19(b *testing.B, ps []regions19Position) {
	var perRegion, perBoard []time.Duration
	// slow lists the regions over a second, to name the worst.
	type slowRegion struct {
		where string
		empty int
		took  time.Duration
		kind  ValueKind
	}
	var slow []slowRegion
	regions := 0
	// boardsExact counts the boards whose regions in play are all valued
	// exactly: those cgtgo solve can solve (issue 24's second point).
	boardsExact := 0
	kinds := map[ValueKind]int{}
	largest, largestKo := 0, 0
	reasons := regions19Reasons{}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			t0 := time.Now()
			allExact := true
			for _, r := range p.regions {
				t1 := time.Now()
				a, err := Analyze(context.Background(), p.board, r.Points, Options{Scoring: p.scoring, Ko: p.board.Rules().Ko, MaxNodes: regions19Nodes})
				perRegion = append(perRegion, time.Since(t1))
				if err != nil {
					b.Fatal(err)
				}
				if took := time.Since(t1); took > time.Second {
					slow = append(slow, slowRegion{p.file + " " + r.Points[0].Vertex(p.board.Size()), r.Empty, took, a.Kind})
				}
				regions++
				kinds[a.Kind]++
				reasons.add(regions19Reason(a), r.Empty)
				allExact = allExact && (a.Kind == ValueCanonical || a.Kind == ValueKomaster || a.Kind == ValueThermograph)
				switch a.Kind {
				case ValueCanonical:
					largest = max(largest, r.Empty)
				case ValueKomaster:
					largestKo = max(largestKo, r.Empty)
				}
			}
			perBoard = append(perBoard, time.Since(t0))
			if allExact {
				boardsExact++
			}
		}
	}
	b.StopTimer()
	sort.Slice(slow, func(i, j int) bool { return slow[i].took > slow[j].took })
	for i, r := range slow {
		if i == 5 {
			b.Logf("... and %d more regions over 1 s", len(slow)-5)
			break
		}
		b.Logf("region over 1 s: %s, %d empty points, %v, %v", r.where, r.empty, r.took.Round(time.Millisecond), r.kind)
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	sort.Slice(perRegion, func(i, j int) bool { return perRegion[i] < perRegion[j] })
	sort.Slice(perBoard, func(i, j int) bool { return perBoard[i] < perBoard[j] })
	frac := func(n int) float64 { return float64(n) / float64(max(regions, 1)) }
	b.ReportMetric(frac(kinds[ValueCanonical]+kinds[ValueKomaster]+kinds[ValueThermograph]), "exact-fraction")
	b.ReportMetric(frac(kinds[ValueCanonical]), "canonical-fraction")
	b.ReportMetric(frac(kinds[ValueKomaster]), "komaster-fraction")
	b.ReportMetric(frac(kinds[ValueThermograph]), "thermograph-fraction")
	b.ReportMetric(float64(largest), "largest-exact-empty")
	b.ReportMetric(float64(largestKo), "largest-komaster-empty")
	if len(perRegion) > 0 {
		b.ReportMetric(ms(perRegion[len(perRegion)/2]), "median-ms/region")
		b.ReportMetric(ms(perRegion[len(perRegion)-1]), "worst-ms/region")
	}
	b.ReportMetric(ms(perBoard[len(perBoard)/2]), "median-ms/board")
	b.ReportMetric(ms(perBoard[len(perBoard)-1]), "worst-ms/board")
	b.ReportMetric(float64(regions)/float64(len(perBoard)), "regions/board")
	b.ReportMetric(float64(len(ps)), "boards")
	b.ReportMetric(float64(boardsExact)/float64(max(len(perBoard), 1)), "boards-all-exact-fraction")
	reasons.log(b)
}

// regions19Reason is why a region of BenchmarkRegions19 is or is not
// valued exactly, read off its Kind and Approximation (analysis.go and
// the errors of the search stages).
func regions19Reason(a *Analysis) string {
	s := a.Approximation
	switch {
	case a.Kind == ValueCanonical:
		return "exact: canonical"
	case a.Kind == ValueKomaster:
		return "exact: for each komaster"
	case a.Kind == ValueThermograph:
		return "exact: thermograph"
	case strings.Contains(s, "cyclic components exhausted"):
		return "budget: cyclic components (maxCycles)"
	case strings.Contains(s, "positions exhausted"):
		return "budget: positions (node budget)"
	case strings.Contains(s, "positions with history"):
		return "ko graph: unrolled component over its limit"
	case strings.Contains(s, "a cycle takes prisoners"):
		return "ko graph: a cycle takes prisoners"
	case strings.Contains(s, "komaster alone repeats"):
		return "ko graph: the komaster alone repeats a position"
	case strings.HasPrefix(s, "ko ("):
		return "ko graph: other (" + s + ")"
	case strings.Contains(s, noteLifeUndecided):
		return "life at a line end undecided"
	}
	return "other: " + s
}

// regions19Reasons tallies regions by reason and size (empty points).
type regions19Reasons map[string][]int

func (rr regions19Reasons) add(reason string, empty int) { rr[reason] = append(rr[reason], empty) }

// log prints one line per reason: the count, the sizes in buckets of
// empty points, the median and largest size.
func (rr regions19Reasons) log(b *testing.B) {
	var keys []string
	for k := range rr {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b.Logf("| reason | regions | 0-3 | 4-10 | 11-20 | 21-30 | >30 | median empty | largest |")
	for _, k := range keys {
		sizes := append([]int(nil), rr[k]...)
		sort.Ints(sizes)
		var buckets [5]int
		for _, e := range sizes {
			switch {
			case e <= 3:
				buckets[0]++
			case e <= 10:
				buckets[1]++
			case e <= 20:
				buckets[2]++
			case e <= 30:
				buckets[3]++
			default:
				buckets[4]++
			}
		}
		b.Logf("| %s | %d | %d | %d | %d | %d | %d | %d | %d |", k, len(sizes), buckets[0], buckets[1], buckets[2], buckets[3], buckets[4], sizes[len(sizes)/2], sizes[len(sizes)-1])
	}
}
