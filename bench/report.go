package bench

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/internal/atomicfile"
	"github.com/cgtgo/cgtgo/internal/safefile"
)

// Section is one benchmark's part of the BENCHMARKS.md report: the command
// that produced it, the machine and date of the run, and its figures.
type Section struct {
	// Name identifies the section ("problems", "pro", "engines", "go").
	Name    string
	Title   string
	Command string
	Machine Machine
	Date    time.Time
	// Body is the figures, in markdown.
	Body string
}

// reportHeader opens a new BENCHMARKS.md.
const reportHeader = `# cgtgo benchmarks

This file is written by ` + "`cgtgo bench ... --write-report BENCHMARKS.md`" + `: each section
is replaced by the last run of its command, with the machine it ran on. Timings
depend on the machine; compare ratios measured in the same run.
`

// markers delimit a section in the report.
func markers(name string) (begin, end string) {
	return "<!-- bench:" + name + " -->", "<!-- /bench:" + name + " -->"
}

// render writes the section in markdown between its markers.
func (s Section) render() string {
	b, e := markers(s.Name)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s\n## %s\n\nCommand: `%s`\n\nLast run: %s on %s.\n\n%s\n%s\n",
		b, s.Title, s.Command, s.Date.UTC().Format("2006-01-02 15:04 MST"), s.Machine, strings.TrimRight(s.Body, "\n"), e)
	return sb.String()
}

// UpdateReport writes section s into the markdown report at path,
// replacing the earlier run of the same section and keeping the others; a
// missing file is created. The file is replaced atomically (a temporary
// file in the same folder, then a rename).
func UpdateReport(path string, s Section) error {
	old, err := safefile.ReadFile(path, 64<<20, 0)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("report %s: %w", path, err)
	}
	text := string(old)
	if text == "" {
		text = reportHeader
	}
	b, e := markers(s.Name)
	i := strings.Index(text, b)
	j := strings.Index(text, e)
	if i >= 0 && j > i {
		text = text[:i] + s.render() + strings.TrimPrefix(text[j+len(e):], "\n")
	} else {
		text = strings.TrimRight(text, "\n") + "\n\n" + s.render()
	}
	if err := atomicfile.Write(path, []byte(text), 0o644, true); err != nil {
		return fmt.Errorf("report %s: %w", path, err)
	}
	return nil
}

// itoa is strconv.Itoa, short.
func itoa(n int) string { return strconv.Itoa(n) }
