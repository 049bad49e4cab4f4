package report

import "testing"

// TestScoreText: scores (Black minus White) as Go players write them.
func TestScoreText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"0", "Jigo"},
		{"7/2", "B+3 1/2"},
		{"-105/8", "W+13 1/8"},
		{"-1/2", "W+1/2"},
		{"x", "x"},
	} {
		if got := ScoreText(c.in); got != c.want {
			t.Errorf("ScoreText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestTableMeanTempOfKos: the table of regions shows a ko region's mean
// and temperature from its komaster thermographs (Economist's View 2.2),
// not those of its Black-komaster value taken as a plain game: the basic
// ko without threats has mean 1/3 and temperature 1/3 (Moews 1.2.3)
// although {1|0} alone has mean and temperature 1/2. Komaster values that
// differ are written "Black / White".
func TestTableMeanTempOfKos(t *testing.T) {
	cases := []struct {
		name               string
		r                  Region
		wantMean, wantTemp string
	}{
		{"no ko", Region{Mean: "1/2", Temperature: "1/2"}, "1/2", "1/2"},
		{"placid basic ko", Region{Mean: "1/2", Temperature: "1/2", Komaster: &Komaster{
			MeanBlack: "1/3", TemperatureBlack: "1/3", MeanWhite: "1/3", TemperatureWhite: "1/3", Placid: true}}, "1/3", "1/3"},
		{"hyperactive", Region{Mean: "5", Temperature: "2", Komaster: &Komaster{
			MeanBlack: "11/2", TemperatureBlack: "3", MeanWhite: "9/2", TemperatureWhite: "5/2"}}, "5 1/2 / 4 1/2", "3 / 2 1/2"},
	}
	for _, c := range cases {
		mean, temp := tableMeanTemp(c.r)
		if mean != c.wantMean || temp != c.wantTemp {
			t.Errorf("%s: mean %q temp %q, want %q %q", c.name, mean, temp, c.wantMean, c.wantTemp)
		}
	}
}
