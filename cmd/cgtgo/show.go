package main

func runShow(e *env, args []string) int {
	return notYet("show")(e, args)
}
