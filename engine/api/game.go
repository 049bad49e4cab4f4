package api

import (
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Game is the game as a driver keeps it and hands it to the engine.
type Game struct {
	// Board is an independent copy of the game, history included; the
	// engine may play and undo on it.
	Board *board.Board
	// Komi is the exact komi given to White.
	Komi cgt.Rational
	// Settings are the rules and budgets in force.
	Settings Settings
	// Time is the time control (time_settings, time_left).
	Time TimeControl
}

// Settings are the rule and budget settings of a game, changed by the
// flags of "cgtgo gtp" and by GTP commands (cgtgo-rules, cgtgo-koban,
// cgtgo-safety, cgtgo-budget, kgs-rules, cgtgo-param).
type Settings struct {
	// Scoring is the counting method (default Territory).
	Scoring board.Scoring
	// Rules are the move rules: ko-ban J or N (Moews ch. 3) and suicide
	// (default J, no suicide).
	Rules board.Rules
	// Safety is the user's safety assumption (default: proven only).
	Safety Safety
	// Nodes is the node budget of each region's local search, per move
	// or analysis (0: the engine chooses: by the time a move is allotted
	// under a clock, a fixed default otherwise). A node budget rather than
	// time makes the same position give the same answer on any machine.
	Nodes int64
	// MaxMoveTime caps the thinking time of one genmove whatever the
	// clock leaves (default 10 s), and is the time limit of one analysis
	// (Engine.Analyze), a safety net beyond the node budget.
	MaxMoveTime time.Duration
	// Strategy names the strategy that chooses the engine's move, one of
	// StrategyNames ("" is "exact"): exact play, the thermographic
	// strategies of Berlekamp's Economist's View (Sentestrat with the
	// opponent's last move, Thermostrat, Hotstrat) or Moews' coin
	// strategy (issue 26). It may change between the moves of a game.
	Strategy string
	// ScoringChosen and MoveRulesChosen record that the controller or the
	// user chose the scoring, or the move rules (ko-ban, suicide), by name
	// in this session (Set: the flags --rules, --scoring and --koban of
	// cgtgo gtp, GTP's kgs-rules, cgtgo-rules, cgtgo-koban, cgtgo-param):
	// loadsgf of a record that names no rules (no RU) then keeps them
	// instead of taking the rules the record's komi implies (FromRecord).
	ScoringChosen, MoveRulesChosen bool
}

// StrategyNames are the strategies Settings.Strategy may name, the
// names of package strategy's ParseStrategy (an engine test checks they
// agree; package api does not import strategy).
var StrategyNames = []string{"exact", "sentestrat", "thermostrat", "hotstrat", "coins"}

// StrategyName is the strategy in force: Strategy, or "exact" when unset.
func (s Settings) StrategyName() string {
	if s.Strategy == "" {
		return StrategyNames[0]
	}
	return s.Strategy
}

// DefaultSettings returns territory scoring, ko-ban J, no suicide, proven
// safety, no node limit and at most 10 seconds per move.
func DefaultSettings() Settings {
	return Settings{Scoring: board.Territory, Rules: board.Rules{Ko: board.KoSimple}, MaxMoveTime: 10 * time.Second}
}

// Safety holds the user's assumptions about which stones are safe, passed
// on to the region decomposition (package decompose): AssumeSafeLiberties
// k > 0 asks to treat as safe every block with at least k liberties; 0
// means only proven safety (Benson's unconditional life and static
// safety).
type Safety struct {
	AssumeSafeLiberties int
}

// DefaultAssumeSafeLiberties is the safety assumption of cgtgo's own
// engine wherever it plays (cgtgo gtp, match and bench engines) and of
// cgtgo analyze: blocks with at least two liberties and two eyes are
// safe. With proven safety only, the walls of a typical endgame are not
// proven alive, the board does not decompose and the engine falls back to
// its simple player.
const DefaultAssumeSafeLiberties = 2

// String returns "proven" or "liberties K".
func (s Safety) String() string {
	if s.AssumeSafeLiberties > 0 {
		return fmt.Sprintf("liberties %d", s.AssumeSafeLiberties)
	}
	return "proven"
}
