package bench

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// strategiesTable writes the report's table in markdown.
func (r *StrategiesReport) strategiesTable() string {
	var b strings.Builder
	fmt.Fprintf(&b, "| suite | strategy | games | mean loss | worst loss | lost nothing | loss over the temperature |\n|---|---|---:|---:|---:|---:|---:|\n")
	for _, row := range r.Rows {
		if row.Games == 0 {
			fmt.Fprintf(&b, "| %s | %s | 0 | - | - | - | - (%d positions are not coin positions) |\n", row.Suite, row.Strategy, row.Skipped/2)
			continue
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %d | %d |\n", row.Suite, row.Strategy, row.Games, row.Mean, row.Worst, row.Lossless, row.OverTemperature)
	}
	return b.String()
}

// summary is the text after the table.
func (r *StrategiesReport) summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Positions: economist %d, coins %d, pro9 %d. Every game is one strategy moving first (as Black, then as White) against exact play; its loss is the exact result minus its result, from its side.\n\n",
		r.Positions["economist"], r.Positions["coins"], r.Positions["pro9"])
	if len(r.HotstratFailure) == 3 {
		fmt.Fprintf(&b, "Hotstrat's failure (Economist's View 3.3, Left moving second; the seed: 0 / 0 / -8): Sentestrat %s, Thermostrat %s, Hotstrat %s.\n\n",
			r.HotstratFailure[0], r.HotstratFailure[1], r.HotstratFailure[2])
	}
	fmt.Fprintf(&b, "Wall time: %d ms.\n", r.Millis)
	return b.String()
}

// WriteText prints the report.
func (r *StrategiesReport) WriteText(w io.Writer) error {
	_, err := io.WriteString(w, r.strategiesTable()+"\n"+r.summary())
	return err
}

// StrategiesSection is the report's BENCHMARKS.md section.
func StrategiesSection(r *StrategiesReport, args []string) Section {
	return Section{Name: "strategies", Title: "Strategies against exact play (issue 26)",
		Command: "cgtgo bench strategies " + strings.Join(args, " "), Machine: ThisMachine(), Date: time.Now(),
		Body: r.strategiesTable() + "\n" + r.summary()}
}

// BoundViolations lists the seeds' bounds the run broke: Sentestrat losing
// more than the temperature of a sum, the coin strategy losing anything on
// a coin position, Hotstrat's failure not reproduced (0 / 0 / -8).
func (r *StrategiesReport) BoundViolations() []string {
	var out []string
	for _, row := range r.Rows {
		if row.Strategy == "sentestrat" && row.OverTemperature > 0 {
			out = append(out, fmt.Sprintf("%s: Sentestrat lost more than the temperature in %d games", row.Suite, row.OverTemperature))
		}
		if row.Strategy == "coins" && row.Suite == "coins" && row.Lossless != row.Games {
			out = append(out, fmt.Sprintf("coins: the coin strategy lost points in %d of %d games (worst %s)", row.Games-row.Lossless, row.Games, row.Worst))
		}
	}
	if strings.Join(r.HotstratFailure, " ") != "0 0 -8" {
		out = append(out, fmt.Sprintf("Hotstrat's failure gives %v, not 0 / 0 / -8", r.HotstratFailure))
	}
	return out
}
