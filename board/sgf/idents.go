package sgf

// ff4Idents lists the property identifiers defined by FF[4] (general, Go
// and game-info properties). The parser uses it to share one string per
// known identifier instead of allocating one per property; it is never
// modified.
var ff4Idents = func() map[string]string {
	ids := []string{
		"AB", "AE", "AN", "AP", "AR", "AS", "AW", "B", "BL", "BM", "BR", "BT",
		"C", "CA", "CP", "CR", "DD", "DM", "DO", "DT", "EV", "FF", "FG", "GB",
		"GC", "GM", "GN", "GW", "HA", "HO", "IT", "KM", "KO", "LB", "LN", "MA",
		"MN", "N", "OB", "ON", "OT", "OW", "PB", "PC", "PL", "PM", "PW", "RE",
		"RO", "RU", "SL", "SO", "SQ", "ST", "SZ", "TB", "TE", "TM", "TR", "TW",
		"UC", "US", "V", "VW", "W", "WL", "WR", "WT",
	}
	m := make(map[string]string, len(ids))
	for _, id := range ids {
		m[id] = id
	}
	return m
}()

// identString returns id as a string, shared for FF[4] identifiers.
func identString(id []byte) string {
	if s, ok := ff4Idents[string(id)]; ok {
		return s
	}
	return string(id)
}
