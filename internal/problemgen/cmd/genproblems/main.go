// Command genproblems writes the generated part of the problem set
// (testdata/problems, every category but fenced) from internal/problemgen:
//
//	go run ./internal/problemgen/cmd/genproblems [-out testdata/problems]
//
// It replaces the .sgf files of the generated categories and leaves the
// rest of the folder alone. The output depends on nothing but the code:
// running it twice gives the same files.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/cgtgo/cgtgo/internal/problemgen"
)

func main() {
	out := flag.String("out", "testdata/problems", "problem set `folder`")
	flag.Parse()
	probs, err := problemgen.Generate(context.Background(), os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "genproblems:", err)
		os.Exit(1)
	}
	dirs := map[string]bool{}
	for _, p := range probs {
		dirs[filepath.Dir(p.Path)] = true
	}
	for d := range dirs {
		old, _ := filepath.Glob(filepath.Join(*out, d, "*.sgf"))
		for _, f := range old {
			if err := os.Remove(f); err != nil {
				fmt.Fprintln(os.Stderr, "genproblems:", err)
				os.Exit(1)
			}
		}
	}
	for _, p := range probs {
		path := filepath.Join(*out, filepath.FromSlash(p.Path))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "genproblems:", err)
			os.Exit(1)
		}
		data := p.SGF
		if !strings.HasSuffix(string(data), "\n") {
			data = append(data, '\n')
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "genproblems:", err)
			os.Exit(1)
		}
	}
}
