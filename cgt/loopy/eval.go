package loopy

import (
	"context"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// Result is what Eval returns: printable with Text() and directly
// encodable as JSON (exact numbers as strings like "-5/16").
type Result struct {
	Expr string `json:"expr"`
	// Kind is "game" (an ender, possibly known up to an infinitesimal),
	// "loopy" (a sum containing kos) or "thermograph" (a komaster
	// thermograph).
	Kind string `json:"kind"`
	// Value is the printed value: a canonical game, Moews' form with 1/on,
	// the sum of kos, or the thermograph's walls.
	Value string `json:"value"`
	// Exact is false when Value is known only up to an infinitesimal.
	Exact bool `json:"exact"`
	// Canonical is the canonical form of a "game" result (cgt printing;
	// for an inexact value, the ender it is infinitesimally close to).
	Canonical string `json:"canonical,omitempty"`
	// PhiL and PhiR are phi_L^J and phi_R^J of a loopy sum (empty when not
	// computable; the reason is in PhiLError / PhiRError).
	PhiL      string `json:"phi_l,omitempty"`
	PhiR      string `json:"phi_r,omitempty"`
	PhiLError string `json:"phi_l_error,omitempty"`
	PhiRError string `json:"phi_r_error,omitempty"`
	// Thermograph fields (Kind "thermograph").
	Komaster    string      `json:"komaster,omitempty"`
	LeftWall    []WallPoint `json:"left_wall,omitempty"`
	RightWall   []WallPoint `json:"right_wall,omitempty"`
	Mean        string      `json:"mean,omitempty"`
	Temperature string      `json:"temperature,omitempty"`
	Activation  []string    `json:"activation_temperatures,omitempty"`

	game cgt.Game
	th   Thermograph
}

// WallPoint is a vertex of a wall with exact values as strings; the wall
// continues above the last vertex with slope TailSlope (set on the last
// point only).
type WallPoint struct {
	T         string `json:"t"`
	V         string `json:"v"`
	TailSlope string `json:"tail_slope,omitempty"`
}

// Game returns the ender value of a "game" result (ok false otherwise).
func (r Result) Game() (cgt.Game, bool) { return r.game, r.Kind == "game" }

// Thermograph returns the thermograph of a "thermograph" result.
func (r Result) Thermograph() (Thermograph, bool) { return r.th, r.Kind == "thermograph" }

// Text prints the result for people, one "key: value" line per field.
func (r Result) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", r.Value)
	if !r.Exact && r.Kind == "game" {
		fmt.Fprintf(&b, "  canonical (up to an infinitesimal): %s\n", r.Canonical)
	}
	if r.Kind == "loopy" {
		fmt.Fprintf(&b, "  phi_L^J: %s\n", orReason(r.PhiL, r.PhiLError))
		fmt.Fprintf(&b, "  phi_R^J: %s\n", orReason(r.PhiR, r.PhiRError))
	}
	if r.Kind == "thermograph" {
		fmt.Fprintf(&b, "  komaster: %s\n  mean: %s\n  temperature: %s\n", r.Komaster, r.Mean, r.Temperature)
		if len(r.Activation) > 0 {
			fmt.Fprintf(&b, "  activation temperatures: %s\n", strings.Join(r.Activation, ", "))
		}
	}
	return b.String()
}

func orReason(v, reason string) string {
	if v != "" {
		return v
	}
	return "not computed (" + reason + ")"
}

// EvalSidleBudget is Eval's default sidling budget: a few seconds at most,
// since Eval also tries phi_L and phi_R of every loopy sum it prints.
const EvalSidleBudget = 300_000

// Eval evaluates a calculator expression containing kos, with
// context.Background() and EvalSidleBudget. See EvalContext.
func Eval(expr string) (Result, error) {
	return EvalContext(context.Background(), expr, 0)
}

// EvalContext evaluates a calculator expression that uses loopy syntax
// (IsLoopyExpr tells whether an expression needs it; plain cgt expressions
// are accepted too). Grammar: a sum of summands joined by "+" and "-",
// where a summand is
//
//   - a ko term: KO[A,B], OK[A,B], KOL[A,B], KOR[A,B], OKL[A,B], OKR[A,B]
//     or KO_i^m[A,B] / KOL_i^m[A,B] / KOR_i^m[A,B] (Moews 4.1), A and B
//     being ender expressions (cgt syntax, or a phi/sidle call);
//   - phiL(S), phiR(S), phiLR(S), phiRL(S), with optional ko-ban suffix
//     _J (default) or _N, e.g. phiL_N(S): phi_y^x of the sum S (Phi);
//   - sidleL(S), sidleR(S) (also _J, _N): phi_L / phi_R of S by
//     sidling only;
//   - any cgt expression (cgt.Parse), e.g. {3|1}, 7||2|0, +-1, ^*.
//
// Ko terms and calls must be top-level summands (not inside braces or
// parentheses, and not after "+-"). The whole expression may instead be
// thermo_hat(K) or thermo_check(K): the komaster thermograph (Left or
// Right komaster) of a single ko K, or the ordinary thermograph of a
// plain game. Results: Kind "game" for an ender (e.g.
// phiL(KO[7,0] + KO[1,0]) gives {7|{2|0}}, printed by cgt as 7||2|0's
// canonical form), "loopy" for a sum still containing kos (with its phi_L
// and phi_R when computable), "thermograph". Errors are *EvalError values
// with 1-based columns. Input is limited to 4096 bytes and 16 nested
// calls; sidling uses ctx and budget (<= 0: EvalSidleBudget).
func EvalContext(ctx context.Context, expr string, budget int) (Result, error) {
	if len(expr) > maxEvalLen {
		return Result{}, &EvalError{Col: maxEvalLen + 1, Msg: fmt.Sprintf("expression too long (%d bytes, at most %d)", len(expr), maxEvalLen)}
	}
	if budget <= 0 {
		budget = EvalSidleBudget
	}
	ev := &evaluator{ctx: ctx, budget: budget}
	res := Result{Expr: expr}
	trimmed := strings.TrimSpace(expr)
	lead := strings.Index(expr, trimmed)
	if fm := funcHead.FindStringSubmatch(trimmed); fm != nil && strings.HasPrefix(fm[1], "thermo_") {
		end, ok := matching(trimmed, len(fm[0])-1)
		if ok && end == len(trimmed) {
			return ev.thermo(res, fm, trimmed[len(fm[0]):end-1], lead+len(fm[0]))
		}
	}
	s, val, err := ev.sum(expr, 0)
	if err != nil {
		return Result{}, err
	}
	if len(s.Kos) == 0 {
		res.Kind, res.Value, res.Exact, res.game = "game", val.String(), val.Exact, val.Game
		res.Canonical = val.Game.String()
		return res, nil
	}
	res.Kind, res.Value, res.Exact = "loopy", s.String(), val.Exact
	if !val.Exact {
		res.Value = s.String() + " (ender up to an infinitesimal)"
	}
	for _, y := range []Threats{ThreatsL, ThreatsR} {
		v, err := Phi(ctx, s, BanJ, y, budget)
		text, reason := "", ""
		if err != nil {
			reason = err.Error()
		} else {
			text = v.String()
		}
		if y == ThreatsL {
			res.PhiL, res.PhiLError = text, reason
		} else {
			res.PhiR, res.PhiRError = text, reason
		}
	}
	return res, nil
}

type evaluator struct {
	ctx    context.Context
	budget int
	depth  int
}

// sum evaluates expr (starting at byte offset base of the input) into a
// sum of kos and an ender; val holds the ender with exactness.
func (ev *evaluator) sum(expr string, base int) (Sum, Value, error) {
	ev.depth++
	defer func() { ev.depth-- }()
	if ev.depth > maxEvalDepth {
		return Sum{}, Value{}, &EvalError{Col: base + 1, Msg: "calls nested too deeply"}
	}
	terms, err := ev.scanTerms(expr, base)
	if err != nil {
		return Sum{}, Value{}, err
	}
	rest := []byte(expr)
	for _, t := range terms {
		rest[t.start] = '0'
		for i := t.start + 1; i < t.end; i++ {
			rest[i] = ' '
		}
	}
	if strings.TrimSpace(string(rest)) == "" {
		return Sum{}, Value{}, &EvalError{Col: base + 1, Msg: "empty expression"}
	}
	ender, err := cgt.ParseContext(ev.ctx, string(rest))
	if err != nil {
		return Sum{}, Value{}, shiftParseError(err, base)
	}
	var s Sum
	exactAll := true
	var texts []string
	for _, t := range terms {
		if t.ko != nil {
			k := *t.ko
			if t.neg {
				k = k.Neg()
			}
			s.Kos = append(s.Kos, k)
			continue
		}
		v, err := ev.call(t)
		if err != nil {
			return Sum{}, Value{}, err
		}
		g := v.Game
		if t.neg {
			g = g.Neg()
		}
		ender = ender.Add(g)
		if !v.Exact {
			exactAll = false
			sign := ""
			if t.neg {
				sign = "-"
			}
			if sign == "" && len(terms) == 1 {
				texts = append(texts, v.Text)
			} else {
				texts = append(texts, sign+"("+v.Text+")")
			}
		}
	}
	s.Ender = ender
	val := exact(ender)
	switch {
	case exactAll:
	case len(terms) == 1 && len(texts) == 1 && strings.TrimSpace(string(rest)) == "0" && !terms[0].neg:
		val = Value{Game: ender, Text: texts[0]}
	default:
		val = Value{Game: ender, Text: ender.String() + " up to an infinitesimal (from " + strings.Join(texts, " + ") + ")"}
	}
	return s, val, nil
}

// ender evaluates an expression that must be an ender (a ko argument).
func (ev *evaluator) ender(expr string, base int) (cgt.Game, error) {
	s, v, err := ev.sum(expr, base)
	if err != nil {
		return cgt.Game{}, err
	}
	if len(s.Kos) > 0 {
		return cgt.Game{}, &EvalError{Col: base + 1, Msg: "a ko's A and B must be enders, not kos (use phiL/phiR)"}
	}
	if !v.Exact {
		return cgt.Game{}, &EvalError{Col: base + 1, Msg: "this ender is known only up to an infinitesimal: " + v.Text}
	}
	return s.Ender, nil
}

// call evaluates a phi or sidle call to an ender value.
func (ev *evaluator) call(t term) (Value, error) {
	at := t.start + 1
	if strings.HasPrefix(t.fn, "thermo_") {
		return Value{}, &EvalError{Col: at, Msg: t.fn + "(...) must be the whole expression"}
	}
	s, val, err := ev.sum(t.arg, t.argOff)
	if err != nil {
		return Value{}, err
	}
	if !val.Exact {
		return Value{}, &EvalError{Col: at, Msg: t.fn + " of a sum whose ender is known only up to an infinitesimal"}
	}
	ban := BanJ
	if t.ban == "_N" {
		ban = BanN
	}
	var v Value
	switch t.fn {
	case "sidleL", "sidleR":
		side := LeftThreats
		if t.fn == "sidleR" {
			side = RightThreats
		}
		sl := NewSidler(ev.budget)
		sl.Ban = ban
		g, e := sl.Sidle(ev.ctx, s, side)
		v, err = exact(g), e
	default:
		y := map[string]Threats{"phiL": ThreatsL, "phiR": ThreatsR, "phiLR": ThreatsLR, "phiRL": ThreatsRL}[t.fn]
		v, err = Phi(ev.ctx, s, ban, y, ev.budget)
	}
	if err != nil {
		return Value{}, &EvalError{Col: at, Msg: err.Error()}
	}
	return v, nil
}

// thermo evaluates thermo_hat(K) / thermo_check(K).
func (ev *evaluator) thermo(res Result, fm []string, arg string, off int) (Result, error) {
	if fm[2] != "" {
		return Result{}, &EvalError{Col: off, Msg: fm[1] + " takes no ko-ban suffix"}
	}
	s, val, err := ev.sum(arg, off)
	if err != nil {
		return Result{}, err
	}
	master := LeftKomaster
	if fm[1] == "thermo_check" {
		master = RightKomaster
	}
	var th Thermograph
	switch {
	case len(s.Kos) == 0 && val.Exact:
		th = GameThermograph(s.Ender)
	case len(s.Kos) == 1 && s.Ender == cgt.Zero():
		g, start := KoGraphOf(s.Kos[0])
		th, err = KomasterThermograph(g, start, master)
		if err != nil {
			return Result{}, &EvalError{Col: off + 1, Msg: err.Error()}
		}
	default:
		return Result{}, &EvalError{Col: off + 1, Msg: fm[1] + " takes a single ko or a plain game (thermographs of sums are not sums of thermographs)"}
	}
	res.Kind, res.Exact, res.Komaster, res.th = "thermograph", true, master.String(), th
	res.Value = th.String()
	res.LeftWall, res.RightWall = wallPoints(th.Left), wallPoints(th.Right)
	if m, err := th.Mean(); err == nil {
		res.Mean = m.String()
	}
	if tp, err := th.Temperature(); err == nil {
		res.Temperature = tp.String()
	}
	for _, a := range th.ActivationTemperatures() {
		res.Activation = append(res.Activation, a.String())
	}
	return res, nil
}

func wallPoints(w Wall) []WallPoint {
	var out []WallPoint
	for _, p := range w.Points() {
		out = append(out, WallPoint{T: p.T.String(), V: p.V.String()})
	}
	if len(out) > 0 {
		out[len(out)-1].TailSlope = w.TailSlope().String()
	}
	return out
}
