package board

import (
	"errors"
	"fmt"
	"strings"
)

// KoRule is the ko-ban (Moews ch. 3).
type KoRule int8

const (
	// KoSimple is Moews' J: a single stone that captured a single stone
	// cannot be recaptured at once; longer cycles (triple ko) are allowed.
	KoSimple KoRule = iota
	// KoSuperko is Moews' N: positional superko, no move may recreate any
	// earlier whole-board arrangement of stones.
	KoSuperko
)

// String returns "J" or "N".
func (k KoRule) String() string {
	if k == KoSuperko {
		return "N"
	}
	return "J"
}

// ParseKoRule reads "J" (simple ko, also "simple", "japanese") or "N"
// (positional superko, also "superko", "positional").
func ParseKoRule(s string) (KoRule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "j", "simple", "japanese", "ko":
		return KoSimple, nil
	case "n", "superko", "positional", "psk":
		return KoSuperko, nil
	}
	return KoSimple, fmt.Errorf("bad ko rule %q (want J or N)", s)
}

// Rules are the move rules of a game: the ko-ban and whether suicide is
// allowed (New Zealand and Tromp-Taylor rules allow it; Japanese and
// Chinese rules do not; Moews 1.2.1). With Suicide, the suicided block is
// removed and its stones become the opponent's prisoners; a single-stone
// suicide then leaves the stones as they were, which positional superko (N)
// refuses as a repetition and J allows (it acts as a pass). Scoring is
// separate (see Score).
type Rules struct {
	Ko      KoRule
	Suicide bool
}

// Errors returned by Play for illegal moves. They are wrapped with the
// vertex; test with errors.Is.
var (
	ErrOccupied  = errors.New("point is occupied")
	ErrOffBoard  = errors.New("point is off the board")
	ErrSuicide   = errors.New("suicide is not allowed")
	ErrKo        = errors.New("ko: immediate recapture is not allowed")
	ErrSuperko   = errors.New("superko: the move repeats an earlier position")
	ErrBadColor  = errors.New("color must be black or white")
	ErrNoHistory = errors.New("nothing to undo")
)
