package report

// SchemaVersion names the JSON schema of an Analysis (docs/json-schema.md).
const SchemaVersion = "cgtgo.analysis/1"

// Analysis is one analysed position, the object every renderer reads and
// the top-level JSON object of "cgtgo analyze --format json".
// Rationals are exact strings ("-105/8"); vertices are GTP ("D4").
type Analysis struct {
	Schema string `json:"schema"`
	// File is the SGF file analysed, as given on the command line.
	File string `json:"file"`
	// Move is the number of moves played before the position.
	Move int `json:"move"`
	// Size is the board side.
	Size int `json:"size"`
	// ToMove is "black" or "white".
	ToMove string `json:"to_move"`
	Rules  Rules  `json:"rules"`
	// Scope is "board" for a whole-board analysis, "region" when only a
	// region marked by the user (SQ markup or --region) was analysed.
	Scope string `json:"scope"`
	// Map is the board with one letter per region (decompose.Map).
	Map string `json:"map"`
	// Safe lists the safe blocks that were assumed or marked rather than
	// proven (decompose.ReasonAssumed, ReasonMarked).
	Safe []SafeBlock `json:"unproven_safe"`
	// Regions are the independent local games; settled territories
	// included.
	Regions []Region `json:"regions"`
	// Best is the recommended move for the player to move.
	Best Choice `json:"best"`
	// Strategy is the strategy that chose Best (exact, sentestrat,
	// thermostrat, hotstrat or coins).
	Strategy string `json:"strategy"`
	// Kos, when the position holds open kos, says how they were played.
	Kos *Kos `json:"kos,omitempty"`
	// Coins, under territory scoring, reads the regions in play as coins
	// of Moews' coin-sliding game (or says why they are not).
	Coins *Coins `json:"coins,omitempty"`
	// Variation is the principal variation from the position, starting
	// with Best: exact choices played forward while the analysis stays
	// exact.
	Variation []PlayedMove `json:"variation"`
	// BlackFirst and WhiteFirst are the predicted final scores (Black
	// minus White, komi included) with Black or White moving first; empty
	// for a region-only analysis (see LocalBlackFirst).
	BlackFirst string `json:"black_first,omitempty"`
	WhiteFirst string `json:"white_first,omitempty"`
	// BlackFirstDecimal and WhiteFirstDecimal are the same scores as
	// decimals (-12.75 for "-51/4"; thirds rounded), for programs that
	// want a number; the strings above stay the exact values.
	BlackFirstDecimal *float64 `json:"black_first_decimal,omitempty"`
	WhiteFirstDecimal *float64 `json:"white_first_decimal,omitempty"`
	// Exact says every value is exact, so the predictions are optimal
	// results.
	Exact bool `json:"exact"`
	// Notes say what was approximated, one line each.
	Notes []string `json:"notes"`
}

// Rules are the rules the position was analysed under.
type Rules struct {
	// Scoring is "territory" (Japanese) or "area" (Chinese).
	Scoring string `json:"scoring"`
	// Ko is the ko-ban: "J" (simple ko) or "N" (positional superko).
	Ko string `json:"ko"`
	// Komi as a decimal ("6.5").
	Komi string `json:"komi"`
	// AssumeSafe is the --assume-safe threshold (0: proofs only).
	AssumeSafe int `json:"assume_safe"`
}

// SafeBlock is a block of stones treated as safe without proof.
type SafeBlock struct {
	ID     int      `json:"id"`
	Color  string   `json:"color"`
	Stones []string `json:"stones"`
	// Reason is "assumed" or "marked".
	Reason string `json:"reason"`
}

// Region is one local game with its valuation (valuation.Analysis).
type Region struct {
	ID     int    `json:"id"`
	Letter string `json:"letter"`
	// Kind is the decompose kind ("territory", "corridor", "ko", ...).
	Kind string `json:"kind"`
	// Owner is "black", "white" or "" (no owner).
	Owner string `json:"owner,omitempty"`
	// Assumed says the kind rests on an assumption, not a proof.
	Assumed bool     `json:"assumed"`
	Points  []string `json:"points"`
	Empty   int      `json:"empty"`
	// Value is the canonical game (CGSuite notation); Chilled its chilled
	// form under territory scoring.
	Value       string `json:"value"`
	Chilled     string `json:"chilled,omitempty"`
	LeftStop    string `json:"left_stop"`
	RightStop   string `json:"right_stop"`
	Mean        string `json:"mean"`
	Temperature string `json:"temperature"`
	Type        string `json:"type"`
	// MoveValue is the value of the biggest move as Go players count it
	// ("2 points in gote", "1 point in sente for Black (reverse sente for
	// White)"); MiaiValue is that number of points (the temperature, or
	// the komaster temperature of a ko) and Swing twice it, the deiri
	// count published problems answer with (valuation.BiggestMove).
	MoveValue   string      `json:"move_value,omitempty"`
	MiaiValue   string      `json:"miai_value,omitempty"`
	Swing       string      `json:"swing,omitempty"`
	Thermograph Thermograph `json:"thermograph"`
	Moves       []LocalMove `json:"moves"`
	Exact       bool        `json:"exact"`
	// Approximation says why the value is not exact.
	Approximation string `json:"approximation,omitempty"`
	// Ko, KoBlack, KoWhite: the region can repeat a position; its values
	// with Black and with White komaster (Moews ch. 2-4).
	Ko      bool   `json:"ko"`
	KoBlack string `json:"ko_black,omitempty"`
	KoWhite string `json:"ko_white,omitempty"`
	// Komaster is the komaster view of a region on a ko cycle.
	Komaster *Komaster `json:"komaster,omitempty"`
}

// Komaster summarises the komaster thermographs of a ko region
// (Economist's View section 2.2): mean and temperature with Black as
// komaster (he wins every ko fight) and with White; placid when the
// means agree, hyperactive otherwise.
type Komaster struct {
	MeanBlack        string `json:"mean_black"`
	TemperatureBlack string `json:"temperature_black"`
	MeanWhite        string `json:"mean_white"`
	TemperatureWhite string `json:"temperature_white"`
	Placid           bool   `json:"placid"`
}

// Thermograph is a thermograph as exact vertices (ONAG ch. 9): each wall
// from the bottom (lowest temperature) up to the base of the mast, then a
// vertical mast at Mean from Temperature upward.
type Thermograph struct {
	Mean        string   `json:"mean"`
	Temperature string   `json:"temperature"`
	Left        []Vertex `json:"left"`
	Right       []Vertex `json:"right"`
}

// Vertex is a corner of a wall: value V at temperature T.
type Vertex struct {
	T string `json:"t"`
	V string `json:"v"`
}

// LocalMove is one local move of a region (valuation.MoveValue).
type LocalMove struct {
	Color  string `json:"color"`
	Vertex string `json:"vertex"`
	// Option is the region's value after the move; Incentive what the move
	// gains as a game; Gain the gain in points (change of the mean).
	Option    string `json:"option"`
	Incentive string `json:"incentive"`
	Gain      string `json:"gain"`
	Best      bool   `json:"best"`
}

// Choice is the recommended move (strategy.Choice).
type Choice struct {
	Color string `json:"color"`
	// Vertex is the GTP vertex, "pass" for a pass.
	Vertex string `json:"vertex"`
	// Region is the letter of the region played in ("" for a pass).
	Region string `json:"region,omitempty"`
	// Stop is the optimal score (Black minus White, komi included) after
	// the choice, when Exact.
	Stop string `json:"stop,omitempty"`
	// StopDecimal is Stop as a decimal.
	StopDecimal *float64 `json:"stop_decimal,omitempty"`
	Exact       bool     `json:"exact"`
	Reason      string   `json:"reason"`
}

// PlayedMove is one move of a variation.
type PlayedMove struct {
	Color  string `json:"color"`
	Vertex string `json:"vertex"`
}

// Kos says how the open kos of a position were played (strategy.KoFight):
// by the ko fight search, with the ko threats counted in the other
// regions.
type Kos struct {
	// Regions are the letters of the regions holding open kos.
	Regions []string `json:"regions"`
	// ThreatsBlack and ThreatsWhite count each side's ko threats.
	ThreatsBlack int `json:"threats_black"`
	ThreatsWhite int `json:"threats_white"`
	// Threats are the threat moves, e.g. "black E3 (size 2)".
	Threats []string `json:"threats"`
	// Stake is the least size a threat needs (the most a ko is worth).
	Stake string `json:"stake"`
	// Cycled says best play can repeat a position (ko-ban J).
	Cycled bool `json:"cycled"`
	// States is the number of positions the search valued.
	States int `json:"states"`
}

// Coins is the coin-sliding reading of the regions in play (Moews ch. 5).
type Coins struct {
	// Position is the coins' terms in Moews' notation, when every region
	// in play is a coin.
	Position string `json:"position,omitempty"`
	// Case is Table 5.1's row for the player to move ("-F" ...) and Wins
	// whether the table says that player wins moving first (when the
	// position is infinitesimal).
	Case string `json:"case,omitempty"`
	Wins bool   `json:"wins,omitempty"`
	// NotCoins says why the position is not a coin-sliding position.
	NotCoins string `json:"not_coins,omitempty"`
}
