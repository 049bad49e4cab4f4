// Package safefile opens input files safely: only regular files are
// read, so that a named pipe (FIFO), a device or a folder given where a
// file is expected gets a clear error at once instead of blocking the
// program for ever or reading without end; a size limit is checked before
// reading, and a read deadline bounds the reading of a slow file (a
// network file system) between reads.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// ErrNotRegular is returned (wrapped) for a path that is not a regular
// file (or a symbolic link to one).
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is returned (wrapped) for a file over the size limit.
var ErrTooLarge = errors.New("file too large")

// ErrDeadline is returned (wrapped) when reading a file took longer than
// its read deadline.
var ErrDeadline = errors.New("reading the file took too long")

// DefaultReadTimeout is the read deadline of ReadFile when none is given.
const DefaultReadTimeout = 30 * time.Second

// chunk is the size of one read between checks of the deadline.
const chunk = 64 << 10

// Open opens path for reading when it is a regular file (symbolic links
// are followed). Anything else is refused with an error wrapping
// ErrNotRegular that names what it is; opening never blocks on a named
// pipe, because the file is opened without waiting for a writer and its
// type checked before any read.
func Open(path string) (*os.File, error) {
	f, err := openNoDelay(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s: %w (%s)", path, ErrNotRegular, Kind(st.Mode()))
	}
	return f, nil
}

// Kind names the type of a file mode for people: "a folder", "a named
// pipe (FIFO)", "a device", "a socket", "a regular file".
func Kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeCharDevice != 0, m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsRegular():
		return "a regular file"
	}
	return "not a regular file"
}

// ReadFile reads the regular file at path (see Open), refusing files over
// limit bytes (limit <= 0: no limit) before reading them, and stopping
// with an error wrapping ErrDeadline when reading takes longer than
// timeout (0: DefaultReadTimeout); the deadline is checked between reads
// of 64 KiB.
func ReadFile(path string, limit int64, timeout time.Duration) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if timeout <= 0 {
		timeout = DefaultReadTimeout
	}
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if limit > 0 && st.Size() > limit {
		return nil, fmt.Errorf("%s: %w (%d bytes, the limit is %d)", path, ErrTooLarge, st.Size(), limit)
	}
	deadline := time.Now().Add(timeout)
	return readAll(f, path, limit, timeout, func() bool { return time.Now().After(deadline) })
}

// readAll reads f to its end, refusing more than limit bytes (limit <= 0:
// no limit) and stopping when expired reports true between reads.
func readAll(f io.Reader, path string, limit int64, timeout time.Duration, expired func() bool) ([]byte, error) {
	var data []byte
	buf := make([]byte, chunk)
	for {
		n, err := f.Read(buf)
		data = append(data, buf[:n]...)
		if limit > 0 && int64(len(data)) > limit {
			return nil, fmt.Errorf("%s: %w (more than %d bytes)", path, ErrTooLarge, limit)
		}
		if errors.Is(err, io.EOF) {
			return data, nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", path, err)
		}
		if expired() {
			return nil, fmt.Errorf("%s: %w (more than %v)", path, ErrDeadline, timeout)
		}
	}
}
