package bench

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/coins"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
)

// "cgtgo bench strategies" (issue 26): each strategy of package strategy
// plays sums of games against exact play, and its loss against the exact
// result is measured:
//
//   - economist: the Economist's View's examples (seeds/001 section 3.3):
//     Hotstrat's failure example, played as the seed tells (Right's first
//     two moves scripted, then exact), whose Left result must be 0 for
//     Sentestrat and Thermostrat and -8 for Hotstrat; and sums of switches;
//   - coins: random coin-sliding positions (Moews ch. 5): sums of coin
//     terms, for the coin strategy (coins.BestMove) and the others;
//   - pro9: the late positions of professional 9x9 games, 20 moves before
//     the end, that decompose into regions valued exactly without kos.
//
// In every game the strategy under test moves first, for Black and for
// White; its result is the number the sum ends at, its loss the exact
// result (the sum's stop for the first player) minus that, from its side.
// The seeds' bound checked: Sentestrat loses at most the temperature of the
// sum (Economist's View section 4: in loopfree games it attains a stop at
// least as good as the mean less the temperature).

// StrategiesOptions set the strategies benchmark.
type StrategiesOptions struct {
	// ProDir is the folder of 9x9 records (../shared/data/pro9).
	ProDir string
	// CoinPositions is the number of random coin-sliding positions (0: 200).
	CoinPositions int
	// Seed seeds the random positions.
	Seed int64
	// Progress, when set, receives a line per suite.
	Progress io.Writer
}

// StrategyLoss is one strategy's losses on one suite.
type StrategyLoss struct {
	Suite    string `json:"suite"`
	Strategy string `json:"strategy"`
	Games    int    `json:"games"`
	// Mean and Worst are the mean and the largest loss against exact play,
	// in points (exact rationals printed as fractions).
	Mean  string `json:"mean"`
	Worst string `json:"worst"`
	// Lossless counts the games lost nothing.
	Lossless int `json:"lossless"`
	// OverTemperature counts the games whose loss exceeds the temperature
	// of the sum (the Sentestrat bound).
	OverTemperature int `json:"over_temperature"`
	// Skipped counts the positions the strategy does not play (the coin
	// strategy outside coin positions).
	Skipped int `json:"skipped,omitempty"`

	total, worst cgt.Rational
}

// StrategiesReport is the benchmark's result.
type StrategiesReport struct {
	Rows []*StrategyLoss `json:"rows"`
	// HotstratFailure holds the Left results of Sentestrat, Thermostrat and
	// Hotstrat on the Economist's View's example (the seed: 0, 0, -8).
	HotstratFailure []string `json:"hotstrat_failure"`
	// Positions counts the positions of each suite.
	Positions map[string]int `json:"positions"`
	Millis    int64          `json:"millis"`
}

// strategiesUnderTest are the strategies the benchmark plays.
var strategiesUnderTest = []strategy.Strategy{strategy.StrategyExact, strategy.StrategySentestrat,
	strategy.StrategyThermostrat, strategy.StrategyHotstrat, strategy.StrategyCoins}

// RunStrategies runs the strategies benchmark.
func RunStrategies(ctx context.Context, opt StrategiesOptions) (*StrategiesReport, error) {
	start := time.Now()
	if opt.CoinPositions == 0 {
		opt.CoinPositions = 200
	}
	rep := &StrategiesReport{Positions: map[string]int{}}
	rows := map[string]*StrategyLoss{}
	row := func(suite string, s strategy.Strategy) *StrategyLoss {
		k := suite + "/" + s.String()
		r, ok := rows[k]
		if !ok {
			r = &StrategyLoss{Suite: suite, Strategy: s.String()}
			rows[k] = r
			rep.Rows = append(rep.Rows, r)
		}
		return r
	}
	// The Hotstrat failure example.
	for _, s := range []strategy.Strategy{strategy.StrategySentestrat, strategy.StrategyThermostrat, strategy.StrategyHotstrat} {
		v, temp, err := hotstratFailure(ctx, s)
		if err != nil {
			return nil, err
		}
		rep.HotstratFailure = append(rep.HotstratFailure, v.String())
		row("economist", s).add(v.Neg(), temp) // the exact result for Left moving second is 0
	}
	rep.Positions["economist"]++
	progressLine(opt.Progress, "economist: Hotstrat's failure example: Sentestrat %s, Thermostrat %s, Hotstrat %s",
		rep.HotstratFailure[0], rep.HotstratFailure[1], rep.HotstratFailure[2])
	// Sums of switches and gote moves from the seeds' examples.
	for _, texts := range economistSums {
		var comps []strategy.Component
		for _, t := range texts {
			g, err := cgt.Parse(t)
			if err != nil {
				return nil, fmt.Errorf("economist sum %q: %w", t, err)
			}
			comps = append(comps, strategy.GameComponent(g))
		}
		if err := playAll(ctx, "economist", comps, nil, row); err != nil {
			return nil, err
		}
		rep.Positions["economist"]++
	}
	// Random coin-sliding positions.
	rng := rand.New(rand.NewSource(opt.Seed))
	for i := 0; i < opt.CoinPositions; i++ {
		pos := randomCoinPosition(rng)
		var comps []strategy.Component
		for _, c := range pos {
			comps = append(comps, coinComponent(c))
		}
		if err := playAll(ctx, "coins", comps, pos, row); err != nil {
			return nil, err
		}
		rep.Positions["coins"]++
	}
	progressLine(opt.Progress, "coins: %d random coin-sliding positions", opt.CoinPositions)
	// Late positions of professional 9x9 games.
	if opt.ProDir != "" {
		n, err := proStrategyPositions(ctx, opt.ProDir, func(comps []strategy.Component) error {
			return playAll(ctx, "pro9", comps, nil, row)
		})
		if err != nil {
			return nil, err
		}
		rep.Positions["pro9"] = n
		progressLine(opt.Progress, "pro9: %d positions 20 moves before the end decompose exactly", n)
	}
	for _, r := range rep.Rows {
		r.finish()
	}
	rep.Millis = time.Since(start).Milliseconds()
	return rep, nil
}

// progressLine writes a line to w, if any.
func progressLine(w io.Writer, format string, args ...any) {
	if w != nil {
		fmt.Fprintf(w, format+"\n", args...)
	}
}

// add records one game's loss and the temperature of its sum.
func (r *StrategyLoss) add(loss, temp cgt.Rational) {
	r.Games++
	r.total = r.total.Add(loss)
	if r.Games == 1 || loss.Cmp(r.worst) > 0 {
		r.worst = loss
	}
	if loss.Sign() == 0 {
		r.Lossless++
	}
	if loss.Cmp(temp.Max(cgt.Rational{})) > 0 {
		r.OverTemperature++
	}
}

// finish prints the mean and the worst loss.
func (r *StrategyLoss) finish() {
	if r.Games == 0 {
		r.Mean, r.Worst = "-", "-"
		return
	}
	r.Mean = r.total.Quo(cgt.RationalFromInt(int64(r.Games))).MixedString()
	r.Worst = r.worst.MixedString()
}

// economistSums are sums from the seeds' worked examples (ONAG ch. 9 and
// the Economist's View): switches, gote and sente moves.
var economistSums = [][]string{
	{"+-2", "+-5", "+-3"},
	{"{4|1}", "{3|0}", "{2|-1}"},
	{"{7|{5|{4|1}}}", "{3|0}"},
	{"{10|{0|-20}}", "{0|-18}"},
	{"{1|{{10|{0|-20}}|-21}}", "{1|{0|-18}}"},
}

// playAll plays comps with every strategy moving first, for each colour,
// against exact play, and records the losses. cp is the coin position the
// components are the terms of (nil when they are not coins).
func playAll(ctx context.Context, suite string, comps []strategy.Component, cp coins.Position,
	row func(string, strategy.Strategy) *StrategyLoss) error {
	sum := cgt.Zero()
	for _, c := range comps {
		sum = sum.Add(c.Value)
	}
	temp := sum.Temperature()
	for _, s := range strategiesUnderTest {
		for _, c := range []board.Color{board.Black, board.White} {
			if s == strategy.StrategyCoins && cp == nil {
				row(suite, s).Skipped++
				continue
			}
			got, err := playSum(ctx, comps, cp, c, s)
			if err != nil {
				return fmt.Errorf("%s, %s as %s: %w", suite, s, c.Name(), err)
			}
			exact := sum.LeftStop()
			loss := exact.Sub(got)
			if c == board.White {
				exact = sum.RightStop()
				loss = got.Sub(exact)
			}
			row(suite, s).add(loss, temp)
		}
	}
	return nil
}

// playSum plays comps with strategy s for colour c, moving first, against
// exact play, until both pass, and returns the number the sum ends at.
func playSum(ctx context.Context, start []strategy.Component, cp coins.Position, c board.Color, s strategy.Strategy) (cgt.Rational, error) {
	comps := slices.Clone(start)
	coinOf := slices.Clone([]coins.Coin(cp))
	kind := map[strategy.Strategy]strategy.Kind{strategy.StrategySentestrat: strategy.Sentestrat,
		strategy.StrategyThermostrat: strategy.Thermostrat, strategy.StrategyHotstrat: strategy.Hotstrat}
	var thermal *strategy.Thermal
	if k, ok := kind[s]; ok {
		thermal = &strategy.Thermal{Kind: k}
	}
	toMove, passes, last := c, 0, -1
	for n := 0; passes < 2; n++ {
		if n > 500 {
			return cgt.Rational{}, fmt.Errorf("the game does not end")
		}
		var ch strategy.Choice
		var err error
		switch {
		case toMove != c || s == strategy.StrategyExact:
			ch, err = strategy.ExactChoice(ctx, comps, cgt.Zero(), toMove)
		case thermal != nil:
			ch = thermal.Choose(comps, toMove, last)
		default:
			ch, err = coinChoice(comps, coinOf, toMove)
		}
		if err != nil {
			return cgt.Rational{}, err
		}
		if ch.Pass {
			passes++
			if toMove != c {
				last = -1
			}
		} else {
			passes = 0
			if coinOf != nil {
				coinOf[ch.Component] = coinAfter(coinOf[ch.Component], ch.Move, toMove)
				comps[ch.Component] = coinComponent(coinOf[ch.Component])
			} else {
				comps[ch.Component] = strategy.GameComponent(ch.Move.Option)
			}
			if toMove != c {
				last = ch.Component
			}
		}
		toMove = toMove.Opponent()
	}
	total := cgt.Zero()
	for _, comp := range comps {
		total = total.Add(comp.Value)
	}
	if x, ok := total.NumberValue(); ok {
		return x, nil
	}
	return total.Mean(), nil
}

// coinMoves lists the moves of player c on one coin (the zero Coin, a
// coin taken off, has none).
func coinMoves(coin coins.Coin, c board.Color) []coins.Move {
	if coin == (coins.Coin{}) {
		return nil
	}
	pl := coins.Left
	if c == board.White {
		pl = coins.Right
	}
	ms, err := coins.Position{coin}.Moves(pl)
	if err != nil {
		return nil
	}
	return ms
}

// coinTerm is a coin's term, 0 for the zero Coin.
func coinTerm(coin coins.Coin) cgt.Game {
	if coin == (coins.Coin{}) {
		return cgt.Zero()
	}
	t, err := coin.Term()
	if err != nil {
		return cgt.Zero()
	}
	return t
}

// coinComponent is a coin as a component whose moves are the coin's moves
// (Point k is the k-th of coinMoves), so that every player moves coins.
func coinComponent(coin coins.Coin) strategy.Component {
	comp := strategy.Component{Value: coinTerm(coin)}
	for _, c := range []board.Color{board.Black, board.White} {
		for k, m := range coinMoves(coin, c) {
			opt := cgt.Zero()
			if !m.Removed {
				opt = coinTerm(m.To)
			}
			comp.Moves = append(comp.Moves, strategy.Move{Color: c, Point: board.Point(k), Option: opt})
		}
	}
	return comp
}

// coinAfter is the coin a component holds after move m by c.
func coinAfter(coin coins.Coin, m strategy.Move, c board.Color) coins.Coin {
	ms := coinMoves(coin, c)
	if int(m.Point) >= len(ms) || ms[m.Point].Removed {
		return coins.Coin{}
	}
	return ms[m.Point].To
}

// coinChoice is the coin strategy's move in the coin position cp (one coin
// per component, the zero Coin for one taken off).
func coinChoice(comps []strategy.Component, cp []coins.Coin, c board.Color) (strategy.Choice, error) {
	pl := coins.Left
	if c == board.White {
		pl = coins.Right
	}
	var live coins.Position
	for _, coin := range cp {
		if coin != (coins.Coin{}) {
			live = append(live, coin)
		}
	}
	if len(live) == 0 {
		return strategy.Choice{Pass: true}, nil
	}
	m, err := coins.BestMove(live, pl)
	if err != nil {
		return strategy.Choice{Pass: true}, nil // no move left for pl
	}
	same := func(a, b coins.Coin) bool {
		return a == b || (a.Place == coins.Strip && b.Place == coins.Strip && a.Col == 0 && b.Col == 0)
	}
	for i, coin := range cp {
		if coin == (coins.Coin{}) || !same(coin, m.From) {
			continue
		}
		for k, cm := range coinMoves(coin, c) {
			if cm.Removed == m.Removed && (m.Removed || same(cm.To, m.To)) {
				for _, mv := range comps[i].Moves {
					if mv.Color == c && int(mv.Point) == k {
						return strategy.Choice{Component: i, Move: mv}, nil
					}
				}
			}
		}
	}
	return strategy.Choice{}, fmt.Errorf("coin move %s has no component move", m)
}

// randomCoinPosition draws 2 to 6 coins of the main region (rows 0-3,
// columns 1-3, values 1-6) and the strip, of both colours.
func randomCoinPosition(rng *rand.Rand) coins.Position {
	n := 2 + rng.Intn(5)
	var p coins.Position
	for len(p) < n {
		col := coins.Red
		if rng.Intn(2) == 0 {
			col = coins.Blue
		}
		var c coins.Coin
		if rng.Intn(5) == 0 {
			c = coins.StripCoin(col, rng.Intn(3))
		} else {
			row := rng.Intn(4)
			k := 1
			if row > 0 {
				k = 1 + rng.Intn(3)
			}
			c = coins.BoardCoin(col, row, k, cgt.Int(int64(1+rng.Intn(6))))
		}
		if c.Validate() == nil {
			p = append(p, c)
		}
	}
	return p
}

// proStrategyPositions calls visit with the regions of every record of dir
// 20 moves before its end, when that position decomposes completely into
// regions valued exactly without kos, and returns how many did.
func proStrategyPositions(ctx context.Context, dir string, visit func([]strategy.Component) error) (int, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("pro9 records: %w", err)
	}
	sort.Strings(files)
	n := 0
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return n, err
		}
		comps, ok := proPosition(ctx, f)
		if !ok {
			continue
		}
		if err := visit(comps); err != nil {
			return n, fmt.Errorf("%s: %w", f, err)
		}
		n++
	}
	return n, nil
}

// proPosition is the record's position 20 moves before the end, as
// components, when it decomposes exactly.
func proPosition(ctx context.Context, file string) ([]strategy.Component, bool) {
	trees, err := sgf.ParseFile(file)
	if err != nil || len(trees) == 0 {
		return nil, false
	}
	root := trees[0]
	rules, scoring := board.RulesOf(root)
	moves := board.CountMoves(root)
	if moves < 21 {
		return nil, false
	}
	b, err := board.FromSGF(root, moves-20, rules)
	if err != nil {
		return nil, false
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	// The safety assumption of bench pro and of cgtgo's commands (blocks
	// with two liberties and two eyes): proven safety alone leaves hardly
	// any professional position decomposed 20 moves before the end.
	pa, err := strategy.AnalyzePosition(ctx, b, strategy.Options{Scoring: scoring, RegionNodes: 20000,
		MaxExactComponents: 1000, Decompose: decompose.Options{AssumeSafeLiberties: 2}})
	if err != nil || !pa.Decomposition.Complete() || !pa.Exact || pa.KoFight != nil {
		return nil, false
	}
	var comps []strategy.Component
	for _, c := range pa.Components {
		if !c.Value.IsNumber() {
			comps = append(comps, c)
		}
	}
	if len(comps) == 0 {
		return nil, false
	}
	return comps, true
}

// hotstratFailure plays the Economist's View's example (section 3.3):
// A = 1 ||| 10 || 0 | -20 || -21 and B = 1 || 0 | -18 as literal trees,
// Left (the strategy under test) moving second; Right plays A to A^R, then
// B to B^R, then exactly. It returns the total at the end and the
// temperature of A + B.
func hotstratFailure(ctx context.Context, s strategy.Strategy) (cgt.Rational, cgt.Rational, error) {
	c := litSwitch(litNum(10), litSwitch(litNum(0), litNum(-20)))
	trees := []*litTree{litSwitch(litNum(1), litSwitch(c, litNum(-21))), litSwitch(litNum(1), litSwitch(litNum(0), litNum(-18)))}
	comps := []strategy.Component{trees[0].component(), trees[1].component()}
	temp := comps[0].Value.Add(comps[1].Value).Temperature()
	kind := map[strategy.Strategy]strategy.Kind{strategy.StrategySentestrat: strategy.Sentestrat,
		strategy.StrategyThermostrat: strategy.Thermostrat, strategy.StrategyHotstrat: strategy.Hotstrat}[s]
	left := &strategy.Thermal{Kind: kind}
	script := []int{0, 1}
	last, passes := -1, 0
	for turn := 0; passes < 2 && turn < 40; turn++ {
		var ch strategy.Choice
		if turn%2 == 0 { // Right
			if len(script) > 0 {
				i := script[0]
				script = script[1:]
				for _, m := range comps[i].Moves {
					if m.Color == board.White {
						ch = strategy.Choice{Component: i, Move: m}
						break
					}
				}
			} else {
				var err error
				if ch, err = strategy.ExactChoice(ctx, comps, cgt.Zero(), board.White); err != nil {
					return cgt.Rational{}, cgt.Rational{}, err
				}
			}
		} else {
			ch = left.Choose(comps, board.Black, last)
		}
		if ch.Pass {
			passes++
			if turn%2 == 0 {
				last = -1
			}
			continue
		}
		passes = 0
		trees[ch.Component] = trees[ch.Component].child(ch.Move)
		comps[ch.Component] = trees[ch.Component].component()
		if turn%2 == 0 {
			last = ch.Component
		}
	}
	total := cgt.Zero()
	for _, comp := range comps {
		total = total.Add(comp.Value)
	}
	x, _ := total.NumberValue()
	return x, temp, nil
}

// litTree is a game written out as a literal tree, not canonicalised:
// Hotstrat's failure is about reversible options.
type litTree struct {
	num         int64
	left, right []*litTree
}

func litNum(v int64) *litTree          { return &litTree{num: v} }
func litSwitch(l, r *litTree) *litTree { return &litTree{left: []*litTree{l}, right: []*litTree{r}} }
func (x *litTree) leaf() bool          { return len(x.left) == 0 && len(x.right) == 0 }
func (x *litTree) child(m strategy.Move) *litTree {
	if m.Color == board.Black {
		return x.left[m.Point]
	}
	return x.right[m.Point]
}

// value is the canonical value of the tree.
func (x *litTree) value() cgt.Game {
	if x.leaf() {
		return cgt.Int(x.num)
	}
	var l, r []cgt.Game
	for _, c := range x.left {
		l = append(l, c.value())
	}
	for _, c := range x.right {
		r = append(r, c.value())
	}
	return cgt.NewGame(l, r)
}

// component makes a Component whose moves are the tree's literal options
// (a move's Point is its index among the mover's options).
func (x *litTree) component() strategy.Component {
	comp := strategy.Component{Value: x.value()}
	for i, ch := range x.left {
		comp.Moves = append(comp.Moves, strategy.Move{Color: board.Black, Point: board.Point(i), Option: ch.value()})
	}
	for i, ch := range x.right {
		comp.Moves = append(comp.Moves, strategy.Move{Color: board.White, Point: board.Point(i), Option: ch.value()})
	}
	return comp
}
