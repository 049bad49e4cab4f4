package report

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

// TestSchemaDocumented: every JSON key of every object of the schema is
// documented in docs/json-schema.md.
func TestSchemaDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/json-schema.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	for _, v := range []any{Analysis{}, Rules{}, SafeBlock{}, Region{}, Thermograph{}, Vertex{}, LocalMove{}, Choice{}, PlayedMove{}, Kos{}, Coins{}} {
		typ := reflect.TypeOf(v)
		if !strings.Contains(text, "report."+typ.Name()) {
			t.Errorf("object %s is not documented", typ.Name())
		}
		for i := 0; i < typ.NumField(); i++ {
			key := strings.Split(typ.Field(i).Tag.Get("json"), ",")[0]
			if !strings.Contains(text, "`"+key+"`") && !strings.Contains(text, `"`+key+`"`) {
				t.Errorf("%s.%s: key %q is not documented", typ.Name(), typ.Field(i).Name, key)
			}
		}
	}
}
