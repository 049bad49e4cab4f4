// Package decompose turns a Go position into a sum of independent local
// games (Moews, seeds/000 ch. 1: once the stones between them can never be
// captured, the regions of the board are independent games and the whole
// board is their sum).
//
// # Safe stones
//
// A block of stones is safe when it is never captured. Decompose finds
// safe blocks in four ways, recorded in SafeBlock.Reason:
//
//   - ReasonMarked: the user says so (Options.Safe, or TR marks in SGF).
//   - ReasonBenson: Benson's unconditional life (Benson, exported, in
//     benson.go): pass-alive blocks, alive even if their owner always
//     passes. Healthy ("vital") regions are those all of whose empty points
//     are liberties of the block.
//   - ReasonSearch: static safety in the spirit of Müller's "Playing it
//     safe" (search.go): blocks joined by small enclosed regions (at most 6
//     empty points each) are proven safe by a bounded alternating search
//     (opponent first, passes allowed for both) whose goal is Benson life
//     inside the zone; a context.Context and Options.NodeBudget bound it.
//     Such blocks survive because their owner answers attacks, so the
//     regions they border carry Region.Forcing.
//   - ReasonAssumed: the AssumeSafe rule with threshold k =
//     Options.AssumeSafeLiberties > 0 (assume.go), an assumption for
//     finished or nearly finished games: an eye of colour c is a region of
//     points not occupied by c that holds no eye of a living opponent
//     group, has more empty points next to c than next to the opponent,
//     and is not a one-point false eye next to a c block in atari; seven
//     or more points count as two eyes; blocks bordering a common eye form
//     a group; a block with at least k liberties whose group has two eyes
//     is assumed safe. k = 2 works best on professional records (see
//     TestProRecords).
//
// # Regions
//
// A region is a maximal connected set of points not occupied by safe
// stones: empty points, dead stones (points to be captured) and unsafe
// stones. Every stone bordering a region is safe, so the regions are
// independent and their sum is the whole game. Two fights that share an
// unsafe block are one region: the merging of interacting regions holds by
// construction. Each region records its bordering safe blocks by colour
// (Region.Black, Region.White: IDs into Decomposition.Safe), whether it
// touches the edge, its unsafe stones and its dead stones.
//
// Kinds (Kind), tried in this order: Territory (value known as a number:
// Region.TerritoryValue, Region.AreaValue), Corridor and HyperRoom (Moews
// section 5.2), Dame, Seki (bounded capture search, isSeki), Ko (a simple-ko
// capture within three local moves, hasKo), Contested (small enough to
// search) and TooBig (more than Options.MaxRegionSize empty points, default
// 12). Fallback for TooBig: no local value is claimed, and
// Decomposition.Complete reports false, so callers know the whole-board
// result is unresolved.
//
// Territory is proven when the bordering blocks are pass-alive (Benson),
// the region holds no stones of the owner, and its interior (points not
// next to an owner's stone) has no two non-adjacent points, so the opponent
// cannot make two eyes; a one-point empty region of blocks proven safe is
// also territory. With assumptions on (AssumeSafeLiberties > 0, or any user
// mark), a region bordered by safe stones of one colour only is that
// colour's territory and the opponent stones in it are dead
// (Region.Assumed), provided it holds fewer opponent stones than empty
// points and not unsafe stones of both colours, and, when it holds opponent
// stones, at most lifeMaxEmpty (16) empty points or at most half the board
// (fewInvaders); otherwise it is left to the search as a capturing race,
// or is TooBig: stones in an unreadable area bigger than the rest of the
// board are never dead by assumption.
//
// # Dead stones
//
// Decomposition.Dead lists every stone taken as dead (marked by the user,
// in proven territory, or in assumed territory). It is the dead-stone input
// for board.Score.
//
// # SGF markup convention
//
// On the node of the position in SGF input: TR (triangle) on a stone
// declares its whole block safe; MA (cross) on a stone declares its whole
// block dead. Marks reads them. A block both marked dead and safe, or marked
// dead while pass-alive, is an error.
//
// # Output
//
// Decomposition.Map draws a text map (one letter per region, X and O for
// safe stones) with a legend; Decomposition.MarshalJSON gives regions,
// points as GTP vertices, boundaries, kinds and safety reasons;
// Decomposition.MarkSGF builds an SGF root node with the regions as LB
// labels, for viewing in Sabaki.
package decompose
