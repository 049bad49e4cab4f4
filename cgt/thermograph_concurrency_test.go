package cgt

import (
	"math/rand"
	"sync"
	"testing"
)

// The thermograph cache is shared by all goroutines: computing thermographs
// (and cooling, which reads them) concurrently, while another goroutine
// empties the cache, must give the same results as computing them alone.
// Run with -race.
func TestThermographConcurrent(t *testing.T) {
	r := rand.New(rand.NewSource(21))
	games := make([]Game, 200)
	want := make([]string, len(games))
	for i := range games {
		games[i] = thermoRandomGame(r, 3)
		want[i] = games[i].Thermograph().String()
	}
	resetThermographCache()
	var wg sync.WaitGroup
	errs := make(chan string, 8*len(games))
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for k := range games {
				i := (k + 50*w) % len(games)
				if got := games[i].Thermograph().String(); got != want[i] {
					errs <- games[i].String() + ": " + got + " != " + want[i]
				}
				if _, err := Cool(games[i], rf(1, 2)); err != nil {
					errs <- err.Error()
				}
			}
		}(w)
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for k := 0; k < 20; k++ {
			resetThermographCache()
		}
	}()
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
