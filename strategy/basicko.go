package strategy

// BasicKoPosition is the class I1 of seeds/003 (Jasiek's basic endgame
// kos under Ikeda Territory I scoring), as an abstract game: KB kos that
// Black may connect (White may take them back, one prisoner each), KW kos
// that White may connect, D dame, and TB, TW ko threats for each side.
type BasicKoPosition struct {
	KB, KW, D, TB, TW int
}

// The rule model of BasicKoOptimal (seeds/003 leaves some details to its
// proofs; this is the model the tests check against its summary table):
//
//   - Connecting a ko one holds ends it and scores nothing.
//   - Capturing a ko the opponent holds scores one prisoner and makes the
//     capturer its holder; the opponent may not retake that ko with the very
//     next move (simple ko ban).
//   - A ko threat is always answered at once: the pair changes nothing but
//     lifts any ko ban, and the threatener moves again.
//   - Playing a dame scores nothing.
//   - Passing is allowed; two passes in a row end the game, and a ko still
//     open then stays with its holder (no further prisoners).
//   - Play may cycle (several kos taken in turn); a cycle holds as many
//     captures by each side, so it scores nothing, and infinite play counts
//     only what was scored before it.
//
// The value is found by value iteration over the finite graph of states
// reachable from the position (total-payoff game whose cycles all score 0),
// which needs no rule about the history of a line.
// BasicKoOptimal returns the optimal score, Black's prisoners minus White's
// from now on, with blackToMove saying who plays first.
func BasicKoOptimal(p BasicKoPosition, blackToMove bool) int {
	return solveBasicKo([]basicKoState{p.start(blackToMove)}, territoryGains)[0]
}

// BasicKoOptimalArea is BasicKoOptimal under area scoring: the score is the
// change of the area count from the position with every ko connected by
// the player who holds it and the dame left empty. Area = territory +
// stones on the board (Moews section 1.2.3), so the same rule model scores
// differently: a capture turns two points of the ko over to the capturer
// (the ko point and the point of the captured stone, 4 points) and a dame
// is worth 1 to whoever fills it; connecting a ko, a ko threat and its
// answer and passing change nothing, and an open ko counts for its holder
// (its point is his territory).
func BasicKoOptimalArea(p BasicKoPosition, blackToMove bool) int {
	return solveBasicKo([]basicKoState{p.start(blackToMove)}, areaGains)[0]
}

// basicKoGains are the points a capture and a dame score under a scoring.
type basicKoGains struct{ capture, dame int }

var (
	territoryGains = basicKoGains{capture: 1, dame: 0}
	areaGains      = basicKoGains{capture: 4, dame: 1}
)

// start is the state of p with the given player to move.
func (p BasicKoPosition) start(blackToMove bool) basicKoState {
	return basicKoState{kb: p.KB, kw: p.KW, d: p.D, tb: p.TB, tw: p.TW, black: blackToMove}
}

// solveBasicKo returns the optimal score of each start state, solving the
// union of their reachable state graphs at once.
func solveBasicKo(starts []basicKoState, gains basicKoGains) []int {
	index := map[basicKoState]int{}
	var states []basicKoState
	add := func(st basicKoState) int {
		j, ok := index[st]
		if !ok {
			j = len(states)
			index[st] = j
			states = append(states, st)
		}
		return j
	}
	for _, st := range starts {
		add(st)
	}
	var moves [][]basicKoMove
	for i := 0; i < len(states); i++ {
		ms := states[i].moves(gains)
		for k, m := range ms {
			if !m.end {
				ms[k].to = add(m.next)
			}
		}
		moves = append(moves, ms)
	}
	// Value iteration from 0; with zero-score cycles it settles within as
	// many rounds as there are states.
	v := make([]int, len(states))
	for round := 0; round <= len(states)+1; round++ {
		changed := false
		for i := len(states) - 1; i >= 0; i-- {
			st := states[i]
			best, have := 0, false
			for _, m := range moves[i] {
				val := m.gain
				if !m.end {
					val += v[m.to]
				}
				if !have || (st.black && val > best) || (!st.black && val < best) {
					best, have = val, true
				}
			}
			if best != v[i] {
				v[i], changed = best, true
			}
		}
		if !changed {
			break
		}
	}
	out := make([]int, len(starts))
	for i, st := range starts {
		out[i] = v[index[st]]
	}
	return out
}

type basicKoState struct {
	kb, kw, d, tb, tw int
	black             bool // Black to move
	banned            bool // the player to move may not take one ko (just captured)
	passed            bool // the last move was a pass
}

// basicKoMove is one move: the prisoners it scores (Black minus White), and
// the next state, or the end of the game.
type basicKoMove struct {
	gain int
	end  bool
	next basicKoState
	to   int
}

// moves lists the moves of the player to move (see the rule model), scored
// by gains.
func (st basicKoState) moves(gains basicKoGains) []basicKoMove {
	var ms []basicKoMove
	next := func() basicKoState {
		n := st
		n.black = !st.black
		n.banned = false
		n.passed = false
		return n
	}
	own, theirs, threats := st.kb, st.kw, st.tb
	sign := 1
	if !st.black {
		own, theirs, threats, sign = st.kw, st.kb, st.tw, -1
	}
	if st.passed {
		ms = append(ms, basicKoMove{end: true})
	} else {
		n := next()
		n.passed = true
		ms = append(ms, basicKoMove{next: n})
	}
	if own > 0 { // connect a ko one holds
		n := next()
		if st.black {
			n.kb--
		} else {
			n.kw--
		}
		ms = append(ms, basicKoMove{next: n})
	}
	capturable := theirs
	if st.banned {
		capturable--
	}
	if capturable > 0 { // take a ko the opponent holds
		n := next()
		if st.black {
			n.kw--
			n.kb++
		} else {
			n.kb--
			n.kw++
		}
		n.banned = true
		ms = append(ms, basicKoMove{gain: sign * gains.capture, next: n})
	}
	if st.d > 0 { // play a dame
		n := next()
		n.d--
		ms = append(ms, basicKoMove{gain: sign * gains.dame, next: n})
	}
	if threats > 0 && st.banned { // ko threat, answered at once
		n := st
		n.banned = false
		n.passed = false
		if st.black {
			n.tb--
		} else {
			n.tw--
		}
		ms = append(ms, basicKoMove{next: n})
	}
	return ms
}
