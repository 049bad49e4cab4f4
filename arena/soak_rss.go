package arena

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// ProcessRSS returns the resident memory of process pid in bytes, read
// from the VmRSS line of /proc/PID/status (Linux).
func ProcessRSS(pid int) (int64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, fmt.Errorf("reading the memory of process %d: %w", pid, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "VmRSS:" {
			kb, err := strconv.ParseInt(fields[1], 10, 64)
			if err != nil {
				return 0, fmt.Errorf("process %d: VmRSS %q: %w", pid, fields[1], err)
			}
			return kb << 10, nil
		}
	}
	if err := sc.Err(); err != nil {
		return 0, fmt.Errorf("reading the memory of process %d: %w", pid, err)
	}
	return 0, fmt.Errorf("process %d: no VmRSS in /proc status", pid)
}
