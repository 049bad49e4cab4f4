package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/cgtgo/cgtgo/internal/atomicfile"
)

// outputs are the files a command writes: the report (-o FILE, "" or "-"
// for stdout) and the SVG pictures of analyze (--svg DIR, named after the
// input file). check runs before any work, so that a command refuses an
// output it could not write (an existing file without --force, a folder
// where a file is expected, a folder it cannot write in) before it starts
// (issue 28).
type outputs struct {
	file   string
	svgDir string
	input  string // the input file, which names the SVG pictures
	force  bool
}

// check checks every target (atomicfile.CheckFile, CheckSet).
func (o outputs) check() error {
	if o.file != "" && o.file != "-" {
		if err := atomicfile.Check(o.file, o.force); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
	}
	if o.svgDir != "" {
		if err := atomicfile.CheckSet(o.svgDir, nil, o.svgSet()); err != nil {
			return fmt.Errorf("--svg: %w", err)
		}
	}
	return nil
}

// svgBase is the name the pictures of the input file start with.
func (o outputs) svgBase() string {
	return strings.TrimSuffix(filepath.Base(o.input), filepath.Ext(o.input))
}

// svgSet is the set of pictures of the input file: NAME-*.svg in the
// folder are its own, so that a new analysis never leaves pictures of an
// old one beside its own (they are replaced with --force, refused
// without).
func (o outputs) svgSet() atomicfile.SetOptions {
	base := o.svgBase() + "-"
	return atomicfile.SetOptions{Force: o.force, Owns: func(name string) bool {
		return strings.HasPrefix(name, base) && strings.HasSuffix(name, ".svg")
	}}
}

// write writes the pictures (files in the --svg folder, see svgFiles) as
// one set and the report to -o (when given; the caller prints it on
// stdout otherwise), all or nothing (atomicfile.WriteGroups).
func (o outputs) write(pictures []atomicfile.File, report []byte) error {
	var groups []atomicfile.Group
	if o.svgDir != "" {
		groups = append(groups, atomicfile.Group{Dir: o.svgDir, Files: pictures, Options: o.svgSet()})
	}
	if o.file != "" && o.file != "-" {
		groups = append(groups, atomicfile.Group{Dir: filepath.Dir(o.file),
			Files: []atomicfile.File{{Path: o.file, Data: report}}, Options: atomicfile.SetOptions{Force: o.force}})
	}
	return atomicfile.WriteGroups(groups)
}
