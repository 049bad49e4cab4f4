package bench

import (
	"context"
	"runtime"
	"sync"
)

// Jobs returns the number of workers to use for a requested count: n when
// positive, else the number of CPUs.
func Jobs(n int) int {
	if n > 0 {
		return n
	}
	return runtime.NumCPU()
}

// runParallel applies f to every item on jobs workers and returns the
// results in the order of items, so that output does not depend on
// scheduling. done is called after each item (for progress reports); it may
// be nil. Items not started when ctx ends are given to f anyway, which must
// then return quickly with ctx's error.
func runParallel[T, R any](ctx context.Context, items []T, jobs int, done func(), f func(context.Context, T) R) []R {
	out := make([]R, len(items))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < Jobs(jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = f(ctx, items[i])
				if done != nil {
					done()
				}
			}
		}()
	}
	for i := range items {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}
