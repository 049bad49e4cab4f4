package bench

import (
	"bufio"
	"os"
	"runtime"
	"strings"
)

// Machine describes the computer a benchmark ran on.
type Machine struct {
	GoVersion string `json:"go_version"`
	GOOS      string `json:"goos"`
	GOARCH    string `json:"goarch"`
	CPU       string `json:"cpu"`
	Cores     int    `json:"cores"`
}

// ThisMachine describes the running computer; the CPU model comes from
// /proc/cpuinfo when there is one, else it is "unknown".
func ThisMachine() Machine {
	return Machine{GoVersion: runtime.Version(), GOOS: runtime.GOOS, GOARCH: runtime.GOARCH, CPU: cpuModel("/proc/cpuinfo"), Cores: runtime.NumCPU()}
}

// String is the one-line description used in reports.
func (m Machine) String() string {
	return m.GoVersion + " " + m.GOOS + "/" + m.GOARCH + ", " + m.CPU + ", " + itoa(m.Cores) + " cores"
}

// cpuModel reads the first "model name" line of a cpuinfo file.
func cpuModel(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
