package main

import (
	"runtime/metrics"

	"github.com/rs/zerolog"
)

// memoryClasses are the runtime/metrics figures logged between games: what
// the Go runtime holds, by kind, so that a growth of the resident memory
// can be told apart as live objects, fragmentation (unused parts of
// spans in use), stacks or runtime metadata.
var memoryClasses = []string{
	"/memory/classes/heap/objects:bytes",
	"/memory/classes/heap/unused:bytes",
	"/memory/classes/heap/free:bytes",
	"/memory/classes/heap/released:bytes",
	"/memory/classes/heap/stacks:bytes",
	"/memory/classes/os-stacks:bytes",
	"/memory/classes/metadata/mspan/inuse:bytes",
	"/memory/classes/metadata/other:bytes",
	"/memory/classes/other:bytes",
	"/memory/classes/profiling/buckets:bytes",
	"/memory/classes/total:bytes",
	"/gc/heap/objects:objects",
	"/sched/goroutines:goroutines",
}

// logMemory logs the runtime's memory by class at debug level.
func logMemory(log *zerolog.Logger, msg string) {
	ev := log.Debug()
	if !ev.Enabled() {
		return
	}
	samples := make([]metrics.Sample, len(memoryClasses))
	for i, name := range memoryClasses {
		samples[i].Name = name
	}
	metrics.Read(samples)
	for _, s := range samples {
		if s.Value.Kind() == metrics.KindUint64 {
			ev = ev.Uint64(s.Name, s.Value.Uint64())
		}
	}
	ev.Msg(msg)
}
