package strategy

import (
	"fmt"
	"strings"
	"sync"

	"github.com/cgtgo/cgtgo/board"
)

// Strategy selects how AnalyzePosition recommends the move to play (cgtgo
// --strategy, GTP cgtgo-param strategy). The predicted results do not
// depend on it: they are always the optimum when the analysis is exact.
type Strategy int8

const (
	// StrategyExact plays the best move of the exact sum (ExactChoice, and
	// the ko fight search when kos are open); when the sum is too big it
	// falls back to Sentestrat.
	StrategyExact Strategy = iota
	// StrategySentestrat plays Sentestrat (Economist's View, section 3.3):
	// it answers locally when the opponent's last move left its region
	// hotter than the ambient temperature.
	StrategySentestrat
	// StrategyThermostrat plays Thermostrat: the widest hill at the
	// ambient temperature.
	StrategyThermostrat
	// StrategyHotstrat plays Hotstrat: a hottest region, which the
	// Economist's View shows can lose (its failure example).
	StrategyHotstrat
	// StrategyCoins plays Moews' most-desirable-term strategy of the
	// coin-sliding game (seeds/000 section 5.1.3, package cgt/coins) when
	// every region in play is a coin under territory scoring (corridors,
	// section 5.2), and exact play otherwise, saying why.
	StrategyCoins
)

// strategyNames are the names ParseStrategy reads, in Strategy order.
var strategyNames = []string{"exact", "sentestrat", "thermostrat", "hotstrat", "coins"}

// StrategyNames lists the strategies' names.
func StrategyNames() []string { return append([]string(nil), strategyNames...) }

// String returns the strategy's name.
func (s Strategy) String() string {
	if s >= 0 && int(s) < len(strategyNames) {
		return strategyNames[s]
	}
	return fmt.Sprintf("Strategy(%d)", int8(s))
}

// ParseStrategy reads a strategy's name (any case); an unknown name is an
// error naming the valid ones.
func ParseStrategy(name string) (Strategy, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	for i, s := range strategyNames {
		if n == s {
			return Strategy(i), nil
		}
	}
	return 0, fmt.Errorf("unknown strategy %q (valid: %s)", name, strings.Join(strategyNames, ", "))
}

// thermalKind is the thermographic strategy of s.
func (s Strategy) thermalKind() (Kind, bool) {
	switch s {
	case StrategySentestrat:
		return Sentestrat, true
	case StrategyThermostrat:
		return Thermostrat, true
	case StrategyHotstrat:
		return Hotstrat, true
	}
	return 0, false
}

// GameState is what the thermographic strategies remember between the
// moves of one game: each player's ambient temperature, which only goes
// down (Economist's View, section 3.3). Give AnalyzePosition the same
// GameState (Options.Game) for every position of a game; without one each
// call starts from the temperature before the opponent's last move. It is
// safe for concurrent use.
type GameState struct {
	mu      sync.Mutex
	players map[board.Color]*Thermal
}

// NewGameState returns the state of a new game.
func NewGameState() *GameState { return &GameState{players: map[board.Color]*Thermal{}} }

// thermal returns c's Thermal for kind k (a new one when the strategy
// changed), from gs or, when gs is nil, a fresh one.
func (gs *GameState) thermal(c board.Color, k Kind) *Thermal {
	if gs == nil {
		return &Thermal{Kind: k}
	}
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if p, ok := gs.players[c]; ok && p.Kind == k {
		return p
	}
	p := &Thermal{Kind: k}
	gs.players[c] = p
	return p
}

// applyStrategy replaces the exact recommendation by the chosen strategy's
// (StrategyExact keeps it).
func (pa *PositionAnalysis) applyStrategy(opt Options) {
	pa.Strategy = opt.Strategy
	switch opt.Strategy {
	case StrategyExact:
		return
	case StrategyCoins:
		ch, why := pa.coinsChoice()
		if why != "" {
			pa.Notes = append(pa.Notes, "coins: "+why+"; exact play instead")
			return
		}
		pa.Best = ch
		return
	}
	kind, _ := opt.Strategy.thermalKind()
	c := pa.Board.ToMove()
	comps := pa.playableComponents(c)
	p := opt.Game.thermal(c, kind)
	if opt.Game != nil {
		opt.Game.mu.Lock()
		defer opt.Game.mu.Unlock()
	}
	pa.Best = p.Choose(comps, c, pa.lastOpponentComponent())
}

// playableComponents are the regions as summands for a thermographic
// strategy: open kos valued with the side that has more counted ko threats
// as komaster (on a tie, the player to move: with as many threats as the
// opponent, the first to take a ko can win it), and the move the ko-ban
// forbids left out (the Economist's View: when the only hill move is
// banned by ko, pass).
func (pa *PositionAnalysis) playableComponents(c board.Color) []Component {
	comps := make([]Component, len(pa.Components))
	copy(comps, pa.Components)
	blackMaster := c == board.Black
	if kf := pa.KoFight; kf != nil && kf.ThreatsBlack != kf.ThreatsWhite {
		blackMaster = kf.ThreatsBlack > kf.ThreatsWhite
	}
	for i, r := range pa.Regions {
		a := r.Analysis
		if a == nil || !a.Ko || a.KoGraph() == nil {
			continue
		}
		if !blackMaster {
			comps[i] = Component{Value: a.KoWhite, Moves: comps[i].Moves}
		}
	}
	if kp := pa.Board.KoPoint(); kp != board.NoPoint {
		for i := range comps {
			var ms []Move
			for _, m := range comps[i].Moves {
				if !(m.Color == c && m.Point == kp) {
					ms = append(ms, m)
				}
			}
			comps[i].Moves = ms
		}
	}
	return comps
}

// lastOpponentComponent is the index of the region the opponent's last
// move was played in (or, when its stones have since become safe, a region
// beside it), or -1: the "opponent's last move" of Sentestrat.
func (pa *PositionAnalysis) lastOpponentComponent() int {
	last, ok := pa.Board.LastMove()
	if !ok || last.Point == board.Pass || last.Color == pa.Board.ToMove() {
		return -1
	}
	near := -1
	for i, r := range pa.Regions {
		for _, p := range r.Region.Points {
			if p == last.Point {
				return i
			}
			if near < 0 && !pa.Components[i].Value.IsNumber() {
				for _, q := range pa.Board.Neighbours(p) {
					if q == last.Point {
						near = i
					}
				}
			}
		}
	}
	return near
}
