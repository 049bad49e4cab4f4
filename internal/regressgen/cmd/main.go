// Command cmd writes testdata/regress/pro-late.tst from the professional
// records of the shared data folder (see package regressgen):
//
//	go run ./internal/regressgen/cmd -data ../shared/data -out testdata/regress/pro-late.tst
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/atomicfile"
	"github.com/cgtgo/cgtgo/internal/regressgen"
)

func main() {
	data := flag.String("data", "../shared/data", "the shared data folder")
	out := flag.String("out", "testdata/regress/pro-late.tst", "the regression file to write")
	koOut := flag.String("ko-out", "testdata/regress/pro-late-ko.tst", "the regression file of the positions with a ko in play")
	ref := flag.String("ref", "../../../shared/data", "the data folder as the regression file names it (relative to its folder)")
	per := flag.Int("per", 40, "tests per board size at most")
	maxOpen := flag.Int("max-open", 9, "most open points searched")
	nodes := flag.Int("nodes", 150_000, "node limit of each search")
	flag.Parse()
	opt := regressgen.Options{MaxOpen: *maxOpen, Nodes: *nodes}
	header := []string{"# Late positions of the professional records in ../shared/data (issue 27), loaded from there:",
		"# the records are not copied here; `go test ./cmd/cgtgo -run TestRegressProLate` skips when the folder is absent.",
		"# Written by `go run ./internal/regressgen/cmd`: each expected answer is the set of optimal moves of an",
		"# independent whole-board search, written out in the comment above the test. The positions are, for",
		"# each record and colour to play, the latest ones (at most two, 1 to 30 moves before the end) whose",
		"# decomposition leaves at most 9 empty points in play and whose searches finish, where passing is not",
		"# optimal and the optimal moves are at most half of the legal ones."}
	lines := append(append([]string(nil), header...), "# Positions with a ko in play are in pro-late-ko.tst.", "")
	koLines := append(append([]string(nil), header...), "# This file holds the positions with a ko in play (decompose.Ko), whose values are the subject of",
		"# issues 24 and 26: cgtgo's ko valuation is still an estimate, so the tests are expected failures (*).", "")
	n, nko := 0, 0
	for _, set := range []string{"pro9", "pro19"} {
		files, _ := filepath.Glob(filepath.Join(*data, set, "*.sgf"))
		sort.Strings(files)
		found := 0
		for _, f := range files {
			if found >= *per {
				break
			}
			roots, err := sgf.ParseFile(f)
			if err != nil || len(roots) == 0 {
				continue
			}
			moves := board.CountMoves(roots[0])
			// The latest position with a test, for each colour to play.
			for _, col := range []board.Color{board.Black, board.White} {
				if found >= *per {
					break
				}
				overBudget, kept := 0, 0
				for back := 1; back <= 30 && overBudget < 2 && kept < 2; back++ {
					before := moves - back + 1
					if before < 2 {
						break
					}
					t, why := regressgen.Build(context.Background(), roots[0], set+"/"+filepath.Base(f), before, col, opt)
					if t == nil {
						fmt.Fprintf(os.Stderr, "%s before %d %s: %s\n", f, before, col, why)
						if why == "does not decompose" && back > 12 {
							break
						}
						if why == "search over budget" {
							overBudget++
						}
						continue
					}
					if t.Ko {
						nko++
						koLines = append(koLines, t.Lines(nko*10, *ref, true)...)
						fmt.Fprintf(os.Stderr, "%s before %d %s: ko test %d\n", f, before, col, nko*10)
						continue
					}
					n++
					found++
					kept++
					lines = append(lines, t.Lines(n*10, *ref, false)...)
					fmt.Fprintf(os.Stderr, "%s before %d %s: test %d (%d open, %d nodes)\n", f, before, col, n*10, len(t.Open), t.Nodes)
				}
			}
		}
	}
	for _, f := range []struct {
		path  string
		lines []string
	}{{*out, lines}, {*koOut, koLines}} {
		if err := atomicfile.Write(f.path, []byte(strings.Join(f.lines, "\n")), 0o644, true); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	fmt.Fprintf(os.Stderr, "%d tests written to %s, %d to %s\n", n, *out, nko, *koOut)
}
