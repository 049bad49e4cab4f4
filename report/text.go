package report

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// TextOptions tune the text rendering.
type TextOptions struct {
	// Color adds ANSI colours (only when writing to a terminal).
	Color bool
	// MaxValue bounds the length of a printed game value; longer values
	// are cut with "...". 0 means 40.
	MaxValue int
}

// Text writes a for a person: the header, the region map, the blocks taken
// as safe without proof, the table of regions in play (kind, stops, mean,
// temperature, type, value, thermograph and best moves), the recommended
// move and variation, the predicted results and what was approximated.
func Text(w io.Writer, a *Analysis, o TextOptions) error {
	if o.MaxValue == 0 {
		o.MaxValue = 40
	}
	bold := func(s string) string {
		if o.Color {
			return "\x1b[1m" + s + "\x1b[0m"
		}
		return s
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %dx%d, after move %d, %s to move\n", a.File, a.Size, a.Size, a.Move, title(a.ToMove))
	fmt.Fprintf(&sb, "Rules: %s scoring, ko-ban %s, komi %s; %s\n", a.Rules.Scoring, a.Rules.Ko, a.Rules.Komi, assumeText(a.Rules.AssumeSafe))
	sb.WriteString("\n" + a.Map)
	if !strings.HasSuffix(a.Map, "\n") {
		sb.WriteString("\n")
	}
	if len(a.Safe) > 0 {
		sb.WriteString("\n" + bold("Safe without proof") + " (blocks named by a stone, with their size):\n")
		safeBlocks(&sb, a.Safe)
	}
	inPlay := 0
	for _, r := range a.Regions {
		if r.Kind != "territory" {
			inPlay++
		}
	}
	sb.WriteString("\n" + bold("Regions in play:"))
	if inPlay == 0 {
		sb.WriteString(" none (every region is settled territory)\n")
	} else {
		sb.WriteString("\n")
		tw := tabwriter.NewWriter(&sb, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "  reg\tkind\tpoints\tL/R stop\tmean\ttemp\ttype\tvalue\tthermograph")
		for _, r := range a.Regions {
			if r.Kind == "territory" {
				continue
			}
			value := cut(r.Value, o.MaxValue)
			if r.Chilled != "" && r.Chilled != r.Value {
				value += " (chilled " + cut(r.Chilled, o.MaxValue) + ")"
			}
			exact := ""
			if !r.Exact {
				exact = " ~"
			}
			mean, temp := tableMeanTemp(r)
			mast := thermoSummary(r.Thermograph)
			if r.Komaster != nil {
				mast = "mast " + mean + " from t=" + temp
			}
			fmt.Fprintf(tw, "  %s\t%s\t%d\t%s / %s\t%s\t%s\t%s\t%s%s\t%s\n", r.Letter, r.Kind, len(r.Points),
				mixed(r.LeftStop), mixed(r.RightStop), mean, temp, r.Type, value, exact, mast)
		}
		tw.Flush()
		for _, r := range a.Regions {
			if r.Kind != "territory" && r.Komaster != nil {
				sb.WriteString("  (ko regions: mean, temp and mast from the komaster thermographs, \"x / y\" for Black / White komaster where they differ; stops and value with Black komaster)\n")
				break
			}
		}
		for _, r := range a.Regions {
			if r.Kind != "territory" && !r.Exact {
				sb.WriteString("  (~ marks an estimate; see Approximated)\n")
				break
			}
		}
		sb.WriteString("\n" + bold("Best local moves:") + "\n")
		for _, r := range a.Regions {
			if r.Kind == "territory" {
				continue
			}
			fmt.Fprintf(&sb, "  %s: %s\n", r.Letter, bestMoves(r))
		}
	}
	sb.WriteString("\n")
	strat := ""
	if a.Strategy != "" && a.Strategy != "exact" {
		strat = " [strategy " + a.Strategy + "]"
	}
	fmt.Fprintf(&sb, "%s %s%s\n", bold("Recommended:"), choiceText(a.Best), strat)
	if k := a.Kos; k != nil {
		fmt.Fprintf(&sb, "Kos: %d open (region %s), fought by exact search; ko threats worth %s or more: Black %d, White %d",
			len(k.Regions), strings.Join(k.Regions, ", "), mixed(k.Stake), k.ThreatsBlack, k.ThreatsWhite)
		if len(k.Threats) > 0 {
			fmt.Fprintf(&sb, ": %s", strings.Join(k.Threats, ", "))
		}
		sb.WriteString("\n")
	}
	if c := a.Coins; c != nil && c.NotCoins == "" {
		fmt.Fprintf(&sb, "Coins (Moews ch. 5): %s", c.Position)
		if c.Case != "" {
			who := "loses"
			if c.Wins {
				who = "wins"
			}
			fmt.Fprintf(&sb, "; Table 5.1 case %s: the player to move %s", c.Case, who)
		}
		sb.WriteString("\n")
	}
	if len(a.Variation) > 0 {
		fmt.Fprintf(&sb, "Variation: %s\n", variationText(a.Variation))
	}
	if a.Scope == "board" {
		est := ""
		if !a.Exact {
			est = " (estimate)"
		}
		fmt.Fprintf(&sb, "Predicted result%s: Black first %s, White first %s\n", est, ScoreText(a.BlackFirst), ScoreText(a.WhiteFirst))
	} else if len(a.Regions) == 1 {
		r := a.Regions[0]
		fmt.Fprintf(&sb, "Local result: Black first %s, White first %s (the region alone, prisoners included)\n", mixed(r.LeftStop), mixed(r.RightStop))
	}
	if len(a.Notes) > 0 {
		header := "Approximated:"
		if a.Scope == "region" {
			header = "Notes:"
		}
		sb.WriteString(bold(header) + "\n")
		for _, n := range a.Notes {
			fmt.Fprintf(&sb, "  - %s\n", n)
		}
	} else {
		sb.WriteString("Approximated: nothing (all values exact)\n")
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

func assumeText(k int) string {
	if k <= 0 {
		return "safety: proofs only (--assume-safe 0)"
	}
	return fmt.Sprintf("safety: blocks with %d or more liberties and two eyes assumed safe (--assume-safe %d)", k, k)
}

func bestMoves(r Region) string {
	var parts []string
	for _, c := range []string{"black", "white"} {
		var best []string
		for _, m := range r.Moves {
			if m.Color == c && m.Best {
				best = append(best, m.Vertex)
			}
		}
		if len(best) == 0 {
			parts = append(parts, title(c)+" none")
			continue
		}
		gain := ""
		for _, m := range r.Moves {
			if m.Color == c && m.Best {
				gain = m.Gain
				break
			}
		}
		parts = append(parts, fmt.Sprintf("%s %s gains %s", title(c), strings.Join(best, ","), mixed(gain)))
	}
	s := strings.Join(parts, "; ")
	if r.Type != "" {
		s += " (" + r.Type + ")"
	}
	if r.MoveValue != "" && r.Swing != "0" {
		s += fmt.Sprintf("; value: %s, swing %s (deiri counting)", r.MoveValue, pointsText(r.Swing))
	}
	if r.Ko && r.KoBlack != "" {
		s += fmt.Sprintf("; ko: %s if Black is komaster, %s if White is", cut(r.KoBlack, 30), cut(r.KoWhite, 30))
	}
	if k := r.Komaster; k != nil {
		kind := "hyperactive"
		if k.Placid {
			kind = "placid"
		}
		s += fmt.Sprintf("; komaster thermographs (%s): Black komaster mean %s temperature %s, White komaster mean %s temperature %s",
			kind, mixed(k.MeanBlack), mixed(k.TemperatureBlack), mixed(k.MeanWhite), mixed(k.TemperatureWhite))
	}
	return s
}

// tableMeanTemp is what the table of regions shows as a region's mean
// and temperature: for a ko region, those of its komaster thermographs
// (Economist's View 2.2), the same numbers as the "value:" line of the
// best local moves, written "x / y" when the Black- and White-komaster ones
// differ; otherwise those of its value.
func tableMeanTemp(r Region) (mean, temp string) {
	k := r.Komaster
	if k == nil {
		return mixed(r.Mean), mixed(r.Temperature)
	}
	both := func(b, w string) string {
		if b == w {
			return mixed(b)
		}
		return mixed(b) + " / " + mixed(w)
	}
	return both(k.MeanBlack, k.MeanWhite), both(k.TemperatureBlack, k.TemperatureWhite)
}

// pointsText writes "1 point" or "n points" for a number given as text.
func pointsText(v string) string {
	if v == "1" {
		return "1 point"
	}
	return mixed(v) + " points"
}

func thermoSummary(th Thermograph) string {
	if th.Mean == "" {
		return ""
	}
	return "mast " + mixed(th.Mean) + " from t=" + mixed(th.Temperature)
}

func choiceText(c Choice) string {
	s := title(c.Color) + " " + c.Vertex
	if c.Region != "" {
		s += " (region " + c.Region + ")"
	}
	if c.Reason != "" {
		s += ": " + c.Reason
	}
	if c.Exact && c.Stop != "" {
		s += "; optimal result " + ScoreText(c.Stop)
	}
	return s
}

func variationText(ms []PlayedMove) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = strings.ToUpper(m.Color[:1]) + " " + m.Vertex
	}
	return strings.Join(parts, ", ")
}

// ScoreText writes a score (Black minus White, exact rational string) as Go
// players do: "B+3 1/2", "W+13 1/8", "Jigo".
func ScoreText(s string) string {
	r, err := cgt.ParseRational(s)
	if err != nil {
		return s
	}
	switch r.Sign() {
	case 0:
		return "Jigo"
	case 1:
		return "B+" + r.MixedString()
	}
	return "W+" + r.Neg().MixedString()
}

func mixed(s string) string {
	r, err := cgt.ParseRational(s)
	if err != nil {
		return s
	}
	return r.MixedString()
}

func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// regionMap draws the board for a region-only analysis: X and O for stones
// outside the region, "a" for the region's points, "." elsewhere.
func regionMap(b *board.Board, pts []board.Point) string {
	const cols = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
	in := map[board.Point]bool{}
	for _, p := range pts {
		in[p] = true
	}
	size := b.Size()
	var sb strings.Builder
	header := "   "
	for x := 0; x < size && x < len(cols); x++ {
		header += " " + string(cols[x])
	}
	sb.WriteString(header + "\n")
	for y := 0; y < size; y++ {
		fmt.Fprintf(&sb, "%3d", size-y)
		for x := 0; x < size; x++ {
			p := board.PointAt(x, y, size)
			ch := "."
			switch {
			case in[p]:
				ch = "a"
			case b.At(p) == board.Black:
				ch = "X"
			case b.At(p) == board.White:
				ch = "O"
			}
			sb.WriteString(" " + ch)
		}
		fmt.Fprintf(&sb, " %d\n", size-y)
	}
	sb.WriteString(header + "\n")
	fmt.Fprintf(&sb, "a: the marked region, %s\n", Plural(len(pts), "point"))
	return sb.String()
}

// Plural writes a count with its noun: "1 stone", "2 stones".
func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// safeBlocks lists the unproven safe blocks, one group per colour and
// reason, wrapped to a terminal's width.
func safeBlocks(sb *strings.Builder, blocks []SafeBlock) {
	for _, color := range []string{"black", "white"} {
		for _, reason := range []string{"assumed", "marked"} {
			var items []string
			for _, b := range blocks {
				if b.Color != color || b.Reason != reason || len(b.Stones) == 0 {
					continue
				}
				item := b.Stones[0]
				if len(b.Stones) > 1 {
					item += fmt.Sprintf(" (%d)", len(b.Stones))
				}
				items = append(items, item)
			}
			if len(items) == 0 {
				continue
			}
			line := fmt.Sprintf("  %s, %s (%s):", color, reason, Plural(len(items), "block"))
			for i, it := range items {
				sep := " "
				if i > 0 {
					sep = ", "
				}
				if len(line)+len(sep)+len(it) > 78 {
					sb.WriteString(line + ",\n")
					line = "    " + it
					continue
				}
				line += sep + it
			}
			sb.WriteString(line + "\n")
		}
	}
}
