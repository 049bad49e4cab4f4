// Package api is the contract between cgtgo's engine (package engine) and
// the programs that drive it (the GTP server of package gtp, in process or
// over a pipe): the game as the driver keeps it (Game: board, komi, rule
// and budget settings, the time control), the one interface the driver
// calls (Engine), and the answers it gets back (a move with its
// candidates, an Analysis of the position by regions, the Count of a
// finished game).
//
// It imports only board (with board/sgf), cgt and internal/duration, so
// that a driver stays free of the engine's dependencies (decompose,
// valuation, strategy): "go list -deps ./gtp" names none of them.
//
// Besides the contract it holds what both sides share, so that the GTP
// server keeps only the protocol:
//   - settings by name and their texts: Settings.Set, SetRulesOrScoring,
//     SetSafety, SetBudgets, RulesText, BudgetText, Params;
//   - the time systems of kgs-time_settings: TimeControl.SetSystem,
//     ParseSeconds, ParseCount;
//   - the count as it stands: CountAsItStands, Margin, CountText,
//     TerritoryAsItStands; the chains of a count by status: Count.Chains;
//   - the views of an Analysis that GoGui's region commands show:
//     RegionColors, RegionAt, TemperatureText, PVMoves, MoveLabels
//     (RegionMove.MoveValueLabel), BestText;
//   - the text of the candidates and ownership of Sabaki's analysis
//     commands: InfoLine, OwnershipLine, KataFloat, TopCandidates;
//   - the game of an SGF record as loadsgf loads it: FromRecord;
//   - the texts of scores and komi: ScoreString, FormatDecimal, ParseKomi.
package api
