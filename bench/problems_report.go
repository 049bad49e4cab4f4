package bench

import (
	"fmt"
	"strings"
	"time"
)

// ProblemsSection turns a problem-set report into its BENCHMARKS.md
// section; args are the command's arguments after "problems" (flags included).
func ProblemsSection(r *ProblemsReport, args []string, jobs int) Section {
	var b strings.Builder
	fmt.Fprintf(&b, "| category | problems | exact matches | accuracy |\n|---|---:|---:|---:|\n")
	for _, c := range append(r.Categories, r.Total) {
		fmt.Fprintf(&b, "| %s | %d | %d | %.1f%% |\n", c.Category, c.Problems, c.Matches, percent(c.Matches, c.Problems))
	}
	misses := 0
	for _, p := range r.Results {
		if p.Match {
			continue
		}
		if misses == 0 {
			b.WriteString("\nMisses (expected by hand, computed by cgtgo):\n\n")
		}
		misses++
		if p.Error != "" {
			fmt.Fprintf(&b, "- `%s`: error: %s\n", p.File, p.Error)
			continue
		}
		note := ""
		if !p.Exact {
			note = "; analyzer: " + p.Approximation
		}
		fmt.Fprintf(&b, "- `%s`: expected %s, computed %s%s\n", p.File, p.Expected, p.Computed, note)
	}
	fmt.Fprintf(&b, "\nWall time: %d ms with %d jobs; time per problem (load and solve): median %d ms, worst %d ms (`%s`).\n",
		r.Millis, jobs, r.MedianMillis, r.WorstMillis, r.WorstFile)
	return Section{
		Name: "problems", Title: "Endgame problems (`cgtgo bench problems`)",
		Command: "cgtgo bench problems " + strings.Join(args, " "),
		Machine: ThisMachine(), Date: time.Now(), Body: b.String(),
	}
}
