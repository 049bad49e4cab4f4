package cgt_test

import (
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// ONAG ch. 9: the thermograph of 7|5||4|1 (values from
// /work/shared/oracles/facts.md).
func ExampleGame_Thermograph() {
	g, err := cgt.Parse("{7|5||4|1}")
	if err != nil {
		fmt.Println(err)
		return
	}
	th := g.Thermograph()
	fmt.Println(th)
	fmt.Println("mean", th.Mean(), "temperature", th.Temperature())
	for _, p := range th.LeftVertices() {
		fmt.Printf("Left wall at t=%s: %s\n", p.T, p.V)
	}
	// Output:
	// Thermograph(17/4,[7/4,1],[0,-1,0],17/4,[7/4,3/2],[0,1,0])
	// mean 17/4 temperature 7/4
	// Left wall at t=7/4: 17/4
	// Left wall at t=1: 5
	// Left wall at t=-1: 5
}

// Cooling {4|1} by 1 (ONAG ch. 9) and chilling a 2-point gote (facts.md).
func ExampleCool() {
	g, _ := cgt.Parse("{4|1}")
	c, err := cgt.Cool(g, cgt.RationalFromInt(1))
	fmt.Println(c, err)
	h, _ := cgt.Parse("{1|-1}")
	ch, _ := cgt.Chill(h)
	fmt.Println(ch)
	// Output:
	// {3|2} <nil>
	// *
}
