package engine

import (
	"context"
	"sync/atomic"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/rs/zerolog"
)

// Options configure New. Zero fields take the documented defaults.
type Options struct {
	// Clock is the time source of the time management (default
	// api.RealClock).
	Clock api.Clock
	// Logger receives the engine's logs, on stderr (default: none).
	Logger *zerolog.Logger
	// CacheEntries bounds the region cache (0: strategy's default).
	CacheEntries int
	// Simple makes the engine play the simple player alone (simplePlayer:
	// safe legal moves ranked by the count as it stands, no endgame
	// analysis): a quick opponent for tests of matches and a baseline.
	// Analyses and counts are unchanged.
	Simple bool
}

// Engine is cgtgo's engine: it implements api.Engine. Its region cache
// and the thermographic strategies' memory (the ambient temperature of
// each player, which only goes down) carry over between the moves of a
// game (NewGame clears them). It is safe for concurrent use.
type Engine struct {
	clock api.Clock
	log   zerolog.Logger
	cache *strategy.RegionCache
	game  atomic.Pointer[strategy.GameState]

	// choose and dead are the move choice and the dead stones; tests
	// replace them to check what the engine does around them.
	choose func(ctx context.Context, g api.Game, c board.Color) (board.Point, error)
	dead   func(ctx context.Context, g api.Game) ([]board.Point, error)
	// countNodes is the node budget of the count's cluster searches
	// (strategy.CountOptions.ClusterNodes; 0: strategy's default); tests
	// raise it to make a count long.
	countNodes int
}

// New returns an engine with an empty region cache.
func New(opt Options) *Engine {
	e := &Engine{clock: opt.Clock, log: zerolog.Nop(), cache: strategy.NewRegionCache(opt.CacheEntries)}
	if e.clock == nil {
		e.clock = api.RealClock{}
	}
	if opt.Logger != nil {
		e.log = *opt.Logger
	}
	e.choose = e.cgtMove
	if opt.Simple {
		e.choose = func(ctx context.Context, g api.Game, c board.Color) (board.Point, error) {
			return e.fallbackMove(ctx, g, c, nil), nil
		}
	}
	e.dead = e.deadStones
	e.game.Store(strategy.NewGameState())
	return e
}

// NewGame forgets the region values and the strategies' memory of the
// last game, so that memory between games holds only what the next game
// needs.
func (e *Engine) NewGame() {
	e.cache.Clear()
	e.game.Store(strategy.NewGameState())
}

// Clock returns the engine's time source.
func (e *Engine) Clock() api.Clock { return e.clock }

// CachedRegions returns the number of region values in the cache.
func (e *Engine) CachedRegions() int { return e.cache.Len() }

var _ api.Engine = (*Engine)(nil)
