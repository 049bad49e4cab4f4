package main

import (
	"bufio"
	"bytes"
	"io"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"testing"
)

// memoryAfterGame reads, after a garbage collection, the live heap (the
// bytes of reachable objects) and the runtime's records of sampled
// allocations (heap profile buckets).
func memoryAfterGame() (live, buckets uint64) {
	runtime.GC()
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/profiling/buckets:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64(), s[1].Value.Uint64()
}

// TestMemoryBoundedOverGames plays games through cgtgo gtp (loadsgf of the
// repository's test positions in turn, then genmoves bounded by nodes, no
// clock) and reads the runtime's memory after each new game, counted in
// games and bytes, never in time: the live heap after the last game stays
// within 1.5 times the live heap after the first quarter of the games plus
// 1 MiB (the caches are emptied between games), and the records of
// sampled allocations do not grow (cgtgo gtp samples none without
// --memprofile; with the runtime's default rate they grew with every
// game's new call stacks, most of the soak's growth of resident memory).
func TestMemoryBoundedOverGames(t *testing.T) {
	files, err := filepath.Glob("../../testdata/sgf/*.sgf")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test positions: %v", err)
	}
	late, _ := filepath.Glob("../../testdata/sgf/late19/*.sgf")
	files = append(files, late...)
	const games, pairs = 24, 3
	in, feed := io.Pipe()
	answers, out := io.Pipe()
	var errb bytes.Buffer
	e := &env{stdout: out, stderr: &errb, log: setupLogging(globalOptions{logLevel: "error", logFormat: "json"}, &errb)}
	done := make(chan int)
	go func() {
		code := runGTPWith(e, in, []string{"--nodes", "500", "--movetime", "0"})
		out.Close()
		done <- code
	}()
	replies := bufio.NewReader(answers)
	ask := func(cmd string) string {
		t.Helper()
		if _, err := io.WriteString(feed, cmd+"\n"); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
		var reply strings.Builder
		for {
			line, err := replies.ReadString('\n')
			if err != nil {
				t.Fatalf("%s: reply %q: %v; stderr %s", cmd, reply.String(), err, errb.String())
			}
			if line == "\n" {
				return reply.String()
			}
			reply.WriteString(line)
		}
	}
	var liveAt, bucketsAt [games]uint64
	for i := range games {
		f := files[i%len(files)]
		abs, err := filepath.Abs(f)
		if err != nil {
			t.Fatal(err)
		}
		if r := ask("loadsgf " + abs); !strings.HasPrefix(r, "=") {
			t.Fatalf("loadsgf %s: %q", f, r)
		}
		// The engine emptied its caches when the game started: read the
		// memory the previous games left.
		liveAt[i], bucketsAt[i] = memoryAfterGame()
		for range pairs {
			for _, c := range []string{"b", "w"} {
				if r := ask("genmove " + c); !strings.HasPrefix(r, "=") {
					t.Fatalf("%s: genmove %s: %q", f, c, r)
				}
			}
		}
	}
	feed.Close()
	go io.Copy(io.Discard, answers)
	if code := <-done; code != exitOK {
		t.Fatalf("exit %d; stderr %s", code, errb.String())
	}
	first := games / 4
	t.Logf("live heap after game %d: %d bytes, after game %d: %d; sampling records %d, then %d bytes", first, liveAt[first], games-1, liveAt[games-1], bucketsAt[first], bucketsAt[games-1])
	if limit := liveAt[first]*3/2 + 1<<20; liveAt[games-1] > limit {
		t.Errorf("live heap after %d games: %d bytes, more than 1.5 times the %d after %d games plus 1 MiB", games, liveAt[games-1], liveAt[first], first)
	}
	if grew := int64(bucketsAt[games-1]) - int64(bucketsAt[first]); grew > 0 {
		t.Errorf("the heap profile's records grew by %d bytes from game %d to game %d: allocations are sampled without --memprofile", grew, first, games)
	}
}
