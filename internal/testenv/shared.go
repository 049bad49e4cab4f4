package testenv

import (
	"os"
	"path/filepath"
	"testing"
)

// SharedEnv names the environment variable that points the tests at the
// shared folder (professional records, oracles) when it is not beside the
// repository, as in a git worktree kept elsewhere.
const SharedEnv = "CGTGO_SHARED"

// SharedDir returns the folder rel inside the shared folder: $CGTGO_SHARED
// when set, else ../shared beside the repository root (the folder holding
// go.mod). When the folder is absent the test is skipped with a message
// naming it, never passed silently.
func SharedDir(tb testing.TB, rel string) string {
	tb.Helper()
	dir, err := sharedPath(rel)
	if err != nil {
		tb.Skipf("needs the shared folder %s (beside the repository, or set %s): %v", filepath.Join("../shared", rel), SharedEnv, err)
	}
	return dir
}

// SharedFiles returns the files of the shared folder rel that match
// pattern (e.g. "*.sgf"), skipping the test with a message naming the
// folder when it is absent or holds none.
func SharedFiles(tb testing.TB, rel, pattern string) []string {
	tb.Helper()
	dir := SharedDir(tb, rel)
	files, err := filepath.Glob(filepath.Join(dir, pattern))
	if err != nil || len(files) == 0 {
		tb.Skipf("needs %s files in the shared folder %s (%s): none found", pattern, filepath.Join("../shared", rel), dir)
	}
	return files
}

// sharedPath finds the shared folder rel and checks that it exists.
func sharedPath(rel string) (string, error) {
	root := os.Getenv(SharedEnv)
	if root == "" {
		repo, err := repoRoot()
		if err != nil {
			return "", err
		}
		root = filepath.Join(filepath.Dir(repo), "shared")
	}
	dir := filepath.Join(root, rel)
	if _, err := os.Stat(dir); err != nil {
		return "", err
	}
	return dir, nil
}

// repoRoot returns the nearest folder at or above the working directory
// that holds go.mod (a test runs in its package's folder).
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
}
