package sgf

// Limits bounds the resources Parse may spend on one input, so that hostile
// or broken files get a clear error (wrapping ErrLimit) instead of
// exhausting memory or time. A zero field means "use the default" from
// DefaultLimits. Parsing time is linear in the input size, and the bytes
// allocated stay below 160 per node, 96 per property value and 8 per input
// byte (the constants documentedBytesPer*, checked by TestMemoryBounded).
type Limits struct {
	// MaxBytes is the largest accepted input, in raw (undecoded) bytes.
	MaxBytes int
	// MaxDepth is the deepest accepted nesting of game trees (parentheses).
	MaxDepth int
	// MaxNodes is the largest accepted number of nodes in the collection.
	MaxNodes int
	// MaxValues is the largest accepted number of property values in the
	// collection.
	MaxValues int
	// MaxValueLen is the longest accepted property value, in bytes of UTF-8
	// after escape processing.
	MaxValueLen int
}

// Allocation budget of Parse, per unit of each limit (see Limits).
const (
	documentedBytesPerNode      = 160
	documentedBytesPerValue     = 96
	documentedBytesPerInputByte = 8
)

// DefaultLimits returns the limits Parse uses: 16 MiB of input, nesting
// depth 10000, one million nodes, two million property values and values
// of at most 1 MiB. They accept the largest real collections (joseki
// dictionaries of a few MiB) while bounding the memory of one Parse to
// under half a GiB (about 220 MiB measured on the worst inputs).
func DefaultLimits() Limits {
	return Limits{
		MaxBytes:    16 << 20,
		MaxDepth:    10000,
		MaxNodes:    1_000_000,
		MaxValues:   2_000_000,
		MaxValueLen: 1 << 20,
	}
}

// withDefaults returns l with every zero (or negative) field replaced by
// the default value.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits()
	if l.MaxBytes <= 0 {
		l.MaxBytes = d.MaxBytes
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = d.MaxDepth
	}
	if l.MaxNodes <= 0 {
		l.MaxNodes = d.MaxNodes
	}
	if l.MaxValues <= 0 {
		l.MaxValues = d.MaxValues
	}
	if l.MaxValueLen <= 0 {
		l.MaxValueLen = d.MaxValueLen
	}
	return l
}
