package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/cgtgo/cgtgo/internal/atomicfile"
	"github.com/cgtgo/cgtgo/report"
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
		if err := atomicfile.CheckFile(o.file, o.force); err != nil {
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

// writeSVGs writes one SVG per region in play and one for the board into
// the --svg folder as one set (all or nothing), named after the input
// file: NAME-a.svg, ..., NAME-board.svg.
func (o outputs) writeSVGs(res *analyzed) error {
	set, err := atomicfile.NewSet(o.svgDir, o.svgSet())
	if err != nil {
		return fmt.Errorf("--svg: %w", err)
	}
	base := o.svgBase()
	inPlay := []report.Region{}
	for _, r := range res.analysis.Regions {
		if r.Kind != "territory" && r.Mean != "" {
			inPlay = append(inPlay, r)
		}
	}
	for i, p := range res.pictures {
		letter := "a"
		if i < len(inPlay) {
			letter = inPlay[i].Letter
		}
		if err := set.Add(base+"-"+letter+".svg", report.SVG(p)); err != nil {
			set.Abort()
			return fmt.Errorf("--svg: %w", err)
		}
	}
	title := "whole board: " + base + " (regions in play side by side)"
	if err := set.Add(base+"-board.svg", report.Panels(title, res.pictures)); err != nil {
		set.Abort()
		return fmt.Errorf("--svg: %w", err)
	}
	if err := set.Commit(); err != nil {
		return fmt.Errorf("--svg: %w", err)
	}
	return nil
}
