package decompose

import (
	"encoding/json"
	"fmt"
)

// jsonSafe is the JSON form of a SafeBlock.
type jsonSafe struct {
	ID     int      `json:"id"`
	Color  string   `json:"color"`
	Stones []string `json:"stones"`
	Reason Reason   `json:"reason"`
}

// jsonRegion is the JSON form of a Region.
type jsonRegion struct {
	ID             int      `json:"id"`
	Letter         string   `json:"letter"`
	Kind           Kind     `json:"kind"`
	Owner          string   `json:"owner,omitempty"`
	Assumed        bool     `json:"assumed,omitempty"`
	Points         []string `json:"points"`
	Empty          int      `json:"empty"`
	Stones         []string `json:"stones,omitempty"`
	Dead           []string `json:"dead,omitempty"`
	BoundaryBlack  []int    `json:"boundary_black"`
	BoundaryWhite  []int    `json:"boundary_white"`
	Edge           bool     `json:"edge"`
	Forcing        bool     `json:"forcing,omitempty"`
	TerritoryValue *int     `json:"territory_value,omitempty"`
	AreaValue      *int     `json:"area_value,omitempty"`
}

// jsonDecomposition is the JSON form of a Decomposition.
type jsonDecomposition struct {
	Size     int          `json:"size"`
	Complete bool         `json:"complete"`
	Safe     []jsonSafe   `json:"safe"`
	Regions  []jsonRegion `json:"regions"`
	Dead     []string     `json:"dead"`
}

// MarshalJSON writes the decomposition with points as GTP vertices:
// {"size", "complete", "safe": [{"id", "color", "stones", "reason"}],
// "regions": [{"id", "letter", "kind", "owner", "assumed", "points",
// "empty", "stones", "dead", "boundary_black", "boundary_white" (IDs of
// safe blocks), "edge", "forcing", "territory_value", "area_value"}],
// "dead"}.
func (d *Decomposition) MarshalJSON() ([]byte, error) {
	out := jsonDecomposition{Size: d.Size, Complete: d.Complete(), Dead: vertices(d.Dead, d.Size),
		Safe: []jsonSafe{}, Regions: []jsonRegion{}}
	for _, s := range d.Safe {
		out.Safe = append(out.Safe, jsonSafe{ID: s.ID, Color: s.Color.Name(), Stones: vertices(s.Stones, d.Size), Reason: s.Reason})
	}
	for i := range d.Regions {
		r := &d.Regions[i]
		jr := jsonRegion{ID: r.ID, Letter: string(RegionLetter(r.ID)), Kind: r.Kind, Assumed: r.Assumed,
			Points: vertices(r.Points, d.Size), Empty: r.Empty, Stones: vertices(r.Stones, d.Size),
			Dead: vertices(r.Dead, d.Size), BoundaryBlack: append([]int{}, r.Black...),
			BoundaryWhite: append([]int{}, r.White...), Edge: r.Edge, Forcing: r.Forcing}
		if r.Owner != 0 {
			jr.Owner = r.Owner.Name()
		}
		if r.Kind == Territory {
			tv, av := r.TerritoryValue, r.AreaValue
			jr.TerritoryValue, jr.AreaValue = &tv, &av
		}
		out.Regions = append(out.Regions, jr)
	}
	b, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("decompose: json: %w", err)
	}
	return b, nil
}
