package gtp

import (
	"context"
	"io"
	"strings"
	"testing"
)

// BenchmarkProtocolName measures the framing cost of one command and its
// reply (preprocessing, parsing, dispatch, reply, flush) over 1000
// pipelined "name" commands.
func BenchmarkProtocolName(b *testing.B) {
	in := strings.Repeat("name\n", 1000)
	for i := 0; i < b.N; i++ {
		e := New(Options{})
		if err := e.Run(context.Background(), strings.NewReader(in), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
