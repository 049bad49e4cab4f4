# Endgame regression positions for `cgtgo regress` (issue 9).
# Each position is a problem of testdata/problems (value counted by hand, matched exactly by
# `cgtgo bench problems`); the expected answers are Black's best local moves in the marked
# region, from valuation's move table, which the engine must also find on the whole board.

loadsgf ../problems/fenced/corridor/corridor-01-9x9-len1.sgf
10 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/corridor/corridor-02-9x9-len2.sgf
20 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/corridor/corridor-03-9x9-len3.sgf
30 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/corridor/corridor-04-9x9-len4.sgf
40 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/corridor/corridor-05-9x9-len4.sgf
50 reg_genmove b
#? [E6]

loadsgf ../problems/fenced/corridor/corridor-06-9x9-len5.sgf
60 reg_genmove b
#? [F5]

loadsgf ../problems/fenced/corridor/corridor-07-7x7-len2.sgf
70 reg_genmove b
#? [D4]

loadsgf ../problems/fenced/corridor/corridor-08-7x7-len3.sgf
80 reg_genmove b
#? [D4]

loadsgf ../problems/fenced/corridor/corridor-09-9x9-len6.sgf
90 reg_genmove b
#? [E7]

loadsgf ../problems/fenced/corridor/corridor-10-9x9-len3.sgf
100 reg_genmove b
#? [D5]

loadsgf ../problems/fenced/corridor/corridor-11-13x13-len5.sgf
110 reg_genmove b
#? [G6]

loadsgf ../problems/fenced/corridor/corridor-12-13x13-len4.sgf
120 reg_genmove b
#? [G7]

loadsgf ../problems/fenced/gote/junction-01-9x9-b1-w1.sgf
130 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/gote/junction-02-9x9-b1-w2.sgf
140 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/gote/junction-03-9x9-b2-w1.sgf
150 reg_genmove b
#? [E4]

loadsgf ../problems/fenced/gote/junction-04-9x9-b2-w2.sgf
160 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/gote/junction-05-9x9-b3-w2.sgf
170 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/gote/junction-06-9x9-b3-w1.sgf
180 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/gote/junction-07-9x9-b2-w3.sgf
190 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/gote/junction-08-9x9-b3-w3.sgf
200 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/gote/junction-09-9x9-b3-w1.sgf
210 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/gote/junction-10-9x9-b4-w1.sgf
220 reg_genmove b
#? [F5]

loadsgf ../problems/fenced/gote/junction-11-9x9-b1-w4.sgf
230 reg_genmove b
#? [E4]

loadsgf ../problems/fenced/gote/junction-12-9x9-b4-w2.sgf
240 reg_genmove b
#? [D5]

loadsgf ../problems/fenced/gote/junction-13-7x7-b1-w1.sgf
250 reg_genmove b
#? [D4]

loadsgf ../problems/fenced/gote/junction-14-7x7-b2-w2.sgf
260 reg_genmove b
#? [D4]

loadsgf ../problems/fenced/gote/junction-15-13x13-b1-w2.sgf
270 reg_genmove b
#? [G7]

loadsgf ../problems/fenced/gote/junction-16-13x13-b4-w3.sgf
280 reg_genmove b
#? [G7]

loadsgf ../problems/fenced/misc/dame-01-9x9.sgf
290 reg_genmove b
#? [E5]

loadsgf ../problems/fenced/misc/dame-02-9x9.sgf
300 reg_genmove b
#? [G5]

loadsgf ../problems/fenced/misc/dame-03-7x7.sgf
310 reg_genmove b
#? [D4]

