# Late positions of the professional records in ../shared/data (issue 27), loaded from there:
# the records are not copied here; `go test ./cmd/cgtgo -run TestRegressProLate` skips when the folder is absent.
# Written by `go run ./internal/regressgen/cmd`: each expected answer is the set of optimal moves of an
# independent whole-board search, written out in the comment above the test.

# pro9/Minigo-000813.sgf before move 42, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 123 positions) over the 3 open points E6 F6 F5,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: E9 G9 C7 D6 B4 E4 C3 G3 B2 D2 F2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+17.
# It is reached by F6; the best other choice, E6, gives W+18 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-000813.sgf 42
10 reg_genmove black
#? [F6]

# pro9/Minigo-000813.sgf before move 42, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 113 positions) over the 3 open points E6 F6 F5,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: E9 G9 C7 D6 B4 E4 C3 G3 B2 D2 F2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+18.
# It is reached by F6; the best other choice, F5, gives W+17 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-000813.sgf 42
20 reg_genmove white
#? [F6]

# pro9/Minigo-001015.sgf before move 61, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 322 positions) over the 3 open points G4 J3 J1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: F9 G9 B7 A6 C6 C5 G5 J5 H4 A2 C1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+7.
# It is reached by J3; the best other choice, G4, gives B+3 (4 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-001015.sgf 61
30 reg_genmove black
#? [J3]

# pro9/Minigo-001015.sgf before move 61, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 290 positions) over the 3 open points G4 J3 J1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: F9 G9 B7 A6 C6 C5 G5 J5 H4 A2 C1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+3.
# It is reached by J3; the best other choice, G4, gives B+7 (4 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-001015.sgf 61
40 reg_genmove white
#? [J3]

# pro9/Minigo-020210.sgf before move 51, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 270 positions) over the 3 open points E7 G6 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: E8 H8 B7 D7 J7 E6 H6 B5 A2 B1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: 0.
# It is reached by G6; the best other choice, E7, gives W+1 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-020210.sgf 51
50 reg_genmove black
#? [G6]

# pro9/Minigo-020210.sgf before move 51, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 308 positions) over the 3 open points E7 G6 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: E8 H8 B7 D7 J7 E6 H6 B5 A2 B1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+1.
# It is reached by G6; the best other choice, E7, gives 0 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-020210.sgf 51
60 reg_genmove white
#? [G6]

# pro9/Minigo-020519.sgf before move 65, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 740 positions) over the 5 open points D6 D5 E5 J4 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: E9 J5 H4 B3 E3 J3 G2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+7.
# It is reached by D5; the best other choice, D6, gives W+8 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-020519.sgf 65
70 reg_genmove black
#? [D5]

# pro9/Minigo-020519.sgf before move 65, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 683 positions) over the 5 open points D6 D5 E5 J4 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: E9 J5 H4 B3 E3 J3 G2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+8.
# It is reached by D5; the best other choice, D6, gives W+7 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-020519.sgf 65
80 reg_genmove white
#? [D5]

# pro9/Minigo-880319.sgf before move 65, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 330 positions) over the 3 open points J9 C7 C4,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: F9 H9 A8 H8 E7 G7 A6 C5 A4 B3 E3). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+8.
# It is reached by C7; the best other choice, J9, gives W+9 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-880319.sgf 65
90 reg_genmove black
#? [C7]

# pro9/Minigo-880319.sgf before move 65, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 260 positions) over the 3 open points J9 C7 C4,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: F9 H9 A8 H8 E7 G7 A6 C5 A4 B3 E3). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+9.
# It is reached by C7; the best other choice, J9, gives W+8 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-880319.sgf 65
100 reg_genmove white
#? [C7]

# pro9/Minigo-880528.sgf before move 64, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 8703 positions) over the 4 open points A9 F5 F4 D1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B9 D9 A8 C8 E8 D7 F7 D6 B3 C2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+4.
# It is reached by D1; the best other choice, A9, gives W+5 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-880528.sgf 64
110 reg_genmove black
#? [D1]

# pro9/Minigo-890408.sgf before move 62, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 71 positions) over the 2 open points C9 A8,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: D9 B8 C8 E8 H7 J6 A5 H5 J4 C3 E3 H3 D2 F2 G2 J2 E1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+11.
# It is reached by C9; the best other choice, A8, gives W+13 (2 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-890408.sgf 62
120 reg_genmove black
#? [C9]

# pro9/Minigo-890729.sgf before move 37, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 86 positions) over the 2 open points A7 E6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: A9 B7 E7 F6 E5 H5). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: 0.
# It is reached by A7; the best other choice, E6, gives W+1 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-890729.sgf 37
130 reg_genmove black
#? [A7]

# pro9/Minigo-890729.sgf before move 37, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 97 positions) over the 2 open points A7 E6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: A9 B7 E7 F6 E5 H5). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+1.
# It is reached by A7; the best other choice, E6, gives 0 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-890729.sgf 37
140 reg_genmove white
#? [A7]

# pro9/Minigo-900303.sgf before move 54, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 101 positions) over the 2 open points C3 B1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B7 C6 J6 B2 C2 E2 A1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+11.
# It is reached by C3; the best other choice, B1, gives B+10 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-900303.sgf 54
150 reg_genmove black
#? [C3]

# pro9/Minigo-900303.sgf before move 54, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 86 positions) over the 2 open points C3 B1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B7 C6 J6 B2 C2 E2 A1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+10.
# It is reached by C3; the best other choice, B1, gives B+11 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-900303.sgf 54
160 reg_genmove white
#? [C3]

# pro9/Minigo-950819.sgf before move 56, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 116 positions) over the 2 open points A9 J1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B9 E9 A8 F8 C7 E7 G7 G5 C4 E3). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+11.
# It is reached by J1; the best other choice, A9, gives W+12 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-950819.sgf 56
170 reg_genmove black
#? [J1]

# pro9/Minigo-950819.sgf before move 56, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 94 positions) over the 2 open points A9 J1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B9 E9 A8 F8 C7 E7 G7 G5 C4 E3). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+12.
# It is reached by J1; the best other choice, A9, gives W+11 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-950819.sgf 56
180 reg_genmove white
#? [J1]

# pro9/Minigo-960127.sgf before move 39, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 317 positions) over the 3 open points A6 D5 J5,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 B8 D8 A7 B6 A5 G5 J4 G3). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+18.
# It is reached by D5; the best other choice, A6, gives W+22 (4 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-960127.sgf 39
190 reg_genmove black
#? [D5]

# pro9/Minigo-960127.sgf before move 39, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 371 positions) over the 3 open points A6 D5 J5,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 B8 D8 A7 B6 A5 G5 J4 G3). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+22.
# It is reached by D5; the best other choice, A6, gives W+18 (4 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-960127.sgf 39
200 reg_genmove white
#? [D5]

# pro9/Minigo-970607.sgf before move 52, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 1118 positions) over the 4 open points F5 J4 A2 D3,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 D9 G8 F7 F6 G6 A5 E5 H5 J5 E3 J3 B2 D2 A1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+2.
# It is reached by A2; the best other choice, F5, gives B+1 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-970607.sgf 52
210 reg_genmove black
#? [A2]

# pro9/Minigo-970607.sgf before move 52, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 991 positions) over the 4 open points F5 J4 A2 D3,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 D9 G8 F7 F6 G6 A5 E5 H5 J5 E3 J3 B2 D2 A1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+1.
# It is reached by A2; the best other choice, F5, gives B+2 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-970607.sgf 52
220 reg_genmove white
#? [A2]

# pro9/Minigo-970712.sgf before move 46, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 89 positions) over the 2 open points C6 D6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 D9 G8 F7 E5 H5 C4 E1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+5.
# It is reached by D6; the best other choice, C6, gives 0 (5 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-970712.sgf 46
230 reg_genmove black
#? [D6]

# pro9/Minigo-970712.sgf before move 46, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 105 positions) over the 2 open points C6 D6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 D9 G8 F7 E5 H5 C4 E1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: 0.
# It is reached by D6; the best other choice, pass, gives B+5 (5 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-970712.sgf 46
240 reg_genmove white
#? [D6]

# pro9/Minigo-990109.sgf before move 70, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 8518 positions) over the 6 open points A9 J9 A7 F5 D5 G2,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 E9 G9 A8 D8 F8 G8 J8 B7 A5 C4 E3 G3 A2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+14.
# It is reached by G2; the best other choice, J9, gives B+13 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-990109.sgf 70
250 reg_genmove black
#? [G2]

# pro9/Minigo-990109.sgf before move 70, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 7282 positions) over the 6 open points A9 J9 A7 F5 D5 G2,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 E9 G9 A8 D8 F8 G8 J8 B7 A5 C4 E3 G3 A2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+13.
# It is reached by G2; the best other choice, J9, gives B+14 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-990109.sgf 70
260 reg_genmove white
#? [G2]

# pro9/Minigo-990206.sgf before move 59, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 153 positions) over the 3 open points C1 D1 E1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 E9 G7 J6 A5 J5 A4 D4 F3 B1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+1.
# It is reached by E1; the best other choice, D1, gives W+1 (2 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-990206.sgf 59
270 reg_genmove black
#? [E1]

# pro9/Minigo-990206.sgf before move 59, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 175 positions) over the 3 open points C1 D1 E1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 E9 G7 J6 A5 J5 A4 D4 F3 B1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+1.
# It is reached by E1; the best other choice, pass, gives B+1 (2 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-990206.sgf 59
280 reg_genmove white
#? [E1]

# pro9/Minigo-991016.sgf before move 68, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 82 positions) over the 2 open points H9 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G9 J8 B4 A3 C3 D3 B1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+2.
# It is reached by H9; the best other choice, A1, gives B+1 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-991016.sgf 68
290 reg_genmove black
#? [H9]

# pro9/Minigo-991016.sgf before move 68, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 104 positions) over the 2 open points H9 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G9 J8 B4 A3 C3 D3 B1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+1.
# It is reached by H9; the best other choice, A1, gives B+2 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Minigo-991016.sgf 68
300 reg_genmove white
#? [H9]

# pro9/Misc-Iyama-6crown-3.sgf before move 47, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 3384 positions) over the 4 open points J9 J7 J6 F7,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: H9 D8 C7 G7 H7 D5 J5 B4 D3 E1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+2.
# It is reached by J9; the best other choice, pass, gives W+1 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/Misc-Iyama-6crown-3.sgf 47
310 reg_genmove white
#? [J9]

# pro9/NHK-1989-3.sgf before move 61, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 101 positions) over the 2 open points J9 E3,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 F9 H9 B8 H8 D6 G6 B4 E4 D3 A2 C2 E2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+5.
# It is reached by J9; the best other choice, E3, gives B+4 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/NHK-1989-3.sgf 61
320 reg_genmove black
#? [J9]

# pro9/NHK-1989-3.sgf before move 61, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 86 positions) over the 2 open points J9 E3,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C9 F9 H9 B8 H8 D6 G6 B4 E4 D3 A2 C2 E2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+4.
# It is reached by J9; the best other choice, E3, gives B+5 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/NHK-1989-3.sgf 61
330 reg_genmove white
#? [J9]

# pro9/ProPairgo-pg2004-d-1.sgf before move 44, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 337 positions) over the 3 open points A9 E6 D3,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B9 A8 D8 B7 F6 E5 J4 F3 H3 C2 D1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+25.
# It is reached by D3; the best other choice, A9, gives B+21 (4 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/ProPairgo-pg2004-d-1.sgf 44
340 reg_genmove black
#? [D3]

# pro9/ProPairgo-pg2004-d-1.sgf before move 44, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 295 positions) over the 3 open points A9 E6 D3,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B9 A8 D8 B7 F6 E5 J4 F3 H3 C2 D1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+21.
# It is reached by D3; the best other choice, A9, gives B+25 (4 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/ProPairgo-pg2004-d-1.sgf 44
350 reg_genmove white
#? [D3]

# pro9/ProPairgo-pg2009-d-1.sgf before move 72, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 383 positions) over the 3 open points J9 J3 C2,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G9 A8 F8 J8 G7 E6 J2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+9.
# It is reached by C2; the best other choice, J9, gives B+8 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/ProPairgo-pg2009-d-1.sgf 72
360 reg_genmove black
#? [C2]

# pro9/ProPairgo-pg2009-d-1.sgf before move 72, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 317 positions) over the 3 open points J9 J3 C2,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G9 A8 F8 J8 G7 E6 J2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+8.
# It is reached by C2; the best other choice, J9, gives B+9 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro9/ProPairgo-pg2009-d-1.sgf 72
370 reg_genmove white
#? [C2]

# pro19/CJKMeijin-3.sgf before move 258, black to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 198967 positions) over the 7 open points J15 O15 H12 J12 K6 O6 P6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: D19 E19 O19 P19 J18 L18 R18 L17 N17 Q17 F16 K16 N15 R15 A14 M14 N14 M13 D11 K11 P11 S11 O8 R8 C7 E7 F7 R7 S7 A6 D6 B5 K5 G3 M3 P3 B2 J2). Moves only in the regions in play. Result with best play, area counting, komi aside: B+18.
# It is reached by J12; the best other choice, J15, gives B+8 (10 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/CJKMeijin-3.sgf 258
380 reg_genmove black
#? [J12]

# pro19/CJKMeijin-3.sgf before move 258, white to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 324279 positions) over the 7 open points J15 O15 H12 J12 K6 O6 P6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: D19 E19 O19 P19 J18 L18 R18 L17 N17 Q17 F16 K16 N15 R15 A14 M14 N14 M13 D11 K11 P11 S11 O8 R8 C7 E7 F7 R7 S7 A6 D6 B5 K5 G3 M3 P3 B2 J2). Moves only in the regions in play. Result with best play, area counting, komi aside: B+6.
# It is reached by J12; the best other choice, J15, gives B+18 (12 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/CJKMeijin-3.sgf 258
390 reg_genmove white
#? [J12]

# pro19/CJKVeterans-01-14.sgf before move 303, black to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 30683 positions) over the 6 open points F19 G15 F13 H13 H11 T2,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: E19 G19 J19 A17 O17 K16 M16 O16 Q16 A15 E15 R15 C14 A13 P12 O9 B8 J8 S8 N6 C5 O5 A3 D3 K3 B2 M2 O2 J1 L1). Moves only in the regions in play. Result with best play, area counting, komi aside: 0.
# It is reached by G15; the best other choice, F19, gives W+8 (8 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/CJKVeterans-01-14.sgf 303
400 reg_genmove black
#? [G15]

# pro19/CJKVeterans-01-14.sgf before move 303, white to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 11950 positions) over the 6 open points F19 G15 F13 H13 H11 T2,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: E19 G19 J19 A17 O17 K16 M16 O16 Q16 A15 E15 R15 C14 A13 P12 O9 B8 J8 S8 N6 C5 O5 A3 D3 K3 B2 M2 O2 J1 L1). Moves only in the regions in play. Result with best play, area counting, komi aside: W+10.
# It is reached by G15; the best other choice, F19, gives 0 (10 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/CJKVeterans-01-14.sgf 303
410 reg_genmove white
#? [G15]

# pro19/CJKVeterans-01-8.sgf before move 324, black to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 2616 positions) over the 3 open points C9 K8 K6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: K19 M19 N19 B18 L18 N18 C17 M17 A13 B12 M11 Q10 P9 L8 Q6 D5 H4 J3 A2 H2 B1). Moves only in the regions in play. Result with best play, area counting, komi aside: B+42.
# It is reached by C9; the best other choice, K8, gives B+40 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/CJKVeterans-01-8.sgf 324
420 reg_genmove black
#? [C9]

# pro19/CJKVeterans-02-2.sgf before move 258, black to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 243 positions) over the 2 open points L15 M4,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: F19 O17 J16 Q16 A15 T15 C14 E13 H12 G11 R11 A9 M9 S9 D7 M6 R6 O5 D4 T4 K2 R2 J1). Moves only in the regions in play. Result with best play, area counting, komi aside: B+37.
# It is reached by L15; the best other choice, M4, gives B+35 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/CJKVeterans-02-2.sgf 258
430 reg_genmove black
#? [L15]

# pro19/CJKVeterans-02-2.sgf before move 257, white to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 3169 positions) over the 3 open points L15 P14 M4,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: F19 O17 J16 Q16 A15 N15 T15 C14 E13 H12 G11 R11 A9 M9 S9 D7 M6 R6 O5 D4 T4 K2 R2 J1). Moves only in the regions in play. Result with best play, area counting, komi aside: B+33.
# It is reached by P14; the best other choice, L15, gives B+35 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/CJKVeterans-02-2.sgf 257
440 reg_genmove white
#? [P14]

# pro19/CJKVeterans-02-K02.sgf before move 235, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 7532 positions) over the 5 open points M8 O8 P5 P4 Q1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: S19 B18 R18 A17 C17 L17 Q17 C16 O16 J15 K14 S14 F13 R13 T13 C10 F10 H10 O10 N8 P8 E7 J7 O7 C6 R6 D5 G5 M5 L3 P3 Q3 T3 F2 H2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+31.
# It is reached by Q1; the best other choice, M8, gives B+32 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/CJKVeterans-02-K02.sgf 235
450 reg_genmove white
#? [Q1]

# pro19/CJKVeterans-03-4.sgf before move 240, white to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 1418 positions) over the 5 open points Q17 K15 L15 P15 G5,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B19 D19 H19 Q19 A18 B17 F17 B15 H15 S15 D14 E14 C13 O13 G12 N12 K10 M10 B9 H9 M9 N9 T9 J8 O7 R7 O6 C5 M5 R5 F4 K4 H3 M3 O3 P1). Moves only in the regions in play. Result with best play, area counting, komi aside: W+47.
# It is reached by L15; the best other choice, Q17, gives W+45 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/CJKVeterans-03-4.sgf 240
460 reg_genmove white
#? [L15]

# pro19/Chunlan-10-6.sgf before move 256, white to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 671066 positions) over the 6 open points A12 E15 F15 G14 L6 P4,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: D19 N19 O19 S18 D17 S16 M15 Q14 G12 Q12 C10 H9 A8 P8 B7 L7 P6 D5 T4 S3 A2 J2 R2 H1). Moves only in the regions in play. Result with best play, area counting, komi aside: B+10.
# It is reached by A12; the best other choice, F15, gives B+12 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/Chunlan-10-6.sgf 256
470 reg_genmove white
#? [A12]

# pro19/FMeijin-20-L05.sgf before move 275, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 24272 positions) over the 9 open points Q15 R15 T15 A13 G13 L12 J11 K11 J3,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G19 H19 F18 P18 T18 E17 S17 A16 T16 A15 S15 O13 A12 D12 T11 N10 F9 D8 A5 F4 L4 M4 C3 M2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+12.
# It is reached by J11; the best other choice, Q15, gives W+13 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/FMeijin-20-L05.sgf 275
480 reg_genmove black
#? [J11]

# pro19/FMeijin-20-L05.sgf before move 275, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 24394 positions) over the 9 open points Q15 R15 T15 A13 G13 L12 J11 K11 J3,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G19 H19 F18 P18 T18 E17 S17 A16 T16 A15 S15 O13 A12 D12 T11 N10 F9 D8 A5 F4 L4 M4 C3 M2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+13.
# It is reached by J11; the best other choice, Q15, gives W+12 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/FMeijin-20-L05.sgf 275
490 reg_genmove white
#? [J11]

# pro19/FSaikyo-09-23.sgf before move 288, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 325225 positions) over the 8 open points E14 C13 F8 E6 K6 E4 A2 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: A19 J19 K19 Q19 B18 A17 C17 F17 A16 S16 D15 F14 S14 B13 F13 N13 J12 C11 N10 G8 N8 M7 O7 R6 K5 M5 H4 A3 K3 O3 B2 B1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: 0.
# It is reached by E4; the best other choice, E14, gives W+1 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/FSaikyo-09-23.sgf 288
500 reg_genmove black
#? [E4]

# pro19/FSaikyo-09-23.sgf before move 288, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 187010 positions) over the 8 open points E14 C13 F8 E6 K6 E4 A2 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: A19 J19 K19 Q19 B18 A17 C17 F17 A16 S16 D15 F14 S14 B13 F13 N13 J12 C11 N10 G8 N8 M7 O7 R6 K5 M5 H4 A3 K3 O3 B2 B1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+1.
# It is reached by E4; the best other choice, E14, gives 0 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/FSaikyo-09-23.sgf 288
510 reg_genmove white
#? [E4]

# pro19/Fujitsu-24-24.sgf before move 322, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 104 positions) over the 2 open points K19 D14,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: J19 O19 Q19 S19 A18 R18 A17 H17 P17 B13 A12 B10 C10 Q9 F8 P8 Q5 A4 C4 O3). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+8.
# It is reached by K19; the best other choice, D14, gives W+9 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/Fujitsu-24-24.sgf 322
520 reg_genmove black
#? [K19]

# pro19/Fujitsu-24-24.sgf before move 322, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 82 positions) over the 2 open points K19 D14,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: J19 O19 Q19 S19 A18 R18 A17 H17 P17 B13 A12 B10 C10 Q9 F8 P8 Q5 A4 C4 O3). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+9.
# It is reached by K19; the best other choice, D14, gives W+8 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/Fujitsu-24-24.sgf 322
530 reg_genmove white
#? [K19]

# pro19/Gosei-Title-Gos-2003-5.sgf before move 221, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 354451 positions) over the 9 open points D17 E16 E15 K16 K15 O14 D13 N10 N9,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B19 C19 A18 C18 F18 H18 P18 E17 G17 K17 N17 P17 F16 H16 T16 G14 J14 N14 P14 B13 E13 O13 Q13 E11 H11 L11 C10 O10 Q10 K9 G8 H8 N8 S8 Q7 D6 E6 N6 R5 D4 L4 B3 C3 E3 K3 T3 S2 D1 T1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+19.
# It is reached by E15; the best other choice, D17, gives W+20 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/Gosei-Title-Gos-2003-5.sgf 221
540 reg_genmove black
#? [E15]

# pro19/Gosei-Title-Gos-2003-5.sgf before move 221, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 312518 positions) over the 9 open points D17 E16 E15 K16 K15 O14 D13 N10 N9,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B19 C19 A18 C18 F18 H18 P18 E17 G17 K17 N17 P17 F16 H16 T16 G14 J14 N14 P14 B13 E13 O13 Q13 E11 H11 L11 C10 O10 Q10 K9 G8 H8 N8 S8 Q7 D6 E6 N6 R5 D4 L4 B3 C3 E3 K3 T3 S2 D1 T1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+20.
# It is reached by K16 E15 K15; the best other choice, D17, gives W+19 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/Gosei-Title-Gos-2003-5.sgf 221
550 reg_genmove white
#? [K16|E15|K15]

# pro19/IAgon-9.sgf before move 285, black to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 481 positions) over the 3 open points T12 N6 O6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C19 D19 R19 T19 F17 J17 O17 R17 A16 J16 P16 A15 O15 F14 P14 O13 Q13 R13 J12 M11 A10 K10 M10 A9 T8 C7 M6 N5 S5 L4 N2). Moves only in the regions in play. Result with best play, area counting, komi aside: B+22.
# It is reached by T12; the best other choice, N6, gives B+20 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/IAgon-9.sgf 285
560 reg_genmove black
#? [T12]

# pro19/Mlily-01-T07.sgf before move 282, white to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 58 positions) over the 2 open points F17 A1,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: F19 O19 R19 P18 D17 G17 L17 A16 G16 C15 R15 E14 G14 O14 T14 D13 N13 S13 O12 T12 R11 C10 D10 S9 R5 S5 F3 H3 C2 G2 J2 M2). Moves only in the regions in play. Result with best play, area counting, komi aside: W+28.
# It is reached by A1; the best other choice, F17, gives W+26 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/Mlily-01-T07.sgf 282
570 reg_genmove white
#? [A1]

# pro19/NEC-29-2.sgf before move 293, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 39517 positions) over the 8 open points T13 E10 E9 N9 O9 P9 R9 T9,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G19 K19 R18 T18 C17 O16 H15 F13 M13 O13 F10 Q10 C9 H9 T8 J7 L7 C6 L5 G3 M3 J2 Q2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+2.
# It is reached by T13; the best other choice, E10, gives W+3 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/NEC-29-2.sgf 293
580 reg_genmove black
#? [T13]

# pro19/NEC-29-2.sgf before move 293, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 48164 positions) over the 8 open points T13 E10 E9 N9 O9 P9 R9 T9,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G19 K19 R18 T18 C17 O16 H15 F13 M13 O13 F10 Q10 C9 H9 T8 J7 L7 C6 L5 G3 M3 J2 Q2). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+3.
# It is reached by T13; the best other choice, E10, gives W+2 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/NEC-29-2.sgf 293
590 reg_genmove white
#? [T13]

# pro19/NHK-51-15.sgf before move 288, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 10838 positions) over the 6 open points A19 H16 H15 C15 M12 F2,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B19 K19 M19 P19 A18 E18 B17 F16 T16 J14 O12 R12 K11 J10 R8 T8 B7 Q7 S7 K6 F5 H5 D4 O4 J3 Q3 A2 B1 D1 F1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+31.
# It is reached by M12; the best other choice, A19, gives W+32 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/NHK-51-15.sgf 288
600 reg_genmove black
#? [M12]

# pro19/NHK-51-15.sgf before move 288, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 8351 positions) over the 6 open points A19 H16 H15 C15 M12 F2,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: B19 K19 M19 P19 A18 E18 B17 F16 T16 J14 O12 R12 K11 J10 R8 T8 B7 Q7 S7 K6 F5 H5 D4 O4 J3 Q3 A2 B1 D1 F1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: W+32.
# It is reached by M12; the best other choice, A19, gives W+31 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/NHK-51-15.sgf 288
610 reg_genmove white
#? [M12]

# pro19/NK-New1p-16.sgf before move 211, black to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 41156 positions) over the 8 open points A15 C14 K11 L11 M10 L6 P5 P4,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: A19 B19 M19 O19 F18 N18 E17 R17 R15 B14 M14 P14 O13 N12 P12 C11 B10 K10 N10 P10 Q9 C8 G8 H8 O7 S7 R6 T6 L5 O5 T5 B4 K3 P3 R2 Q1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+18.
# It is reached by A15; the best other choice, C14, gives B+17 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/NK-New1p-16.sgf 211
620 reg_genmove black
#? [A15]

# pro19/NK-New1p-16.sgf before move 211, white to move, japanese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 48791 positions) over the 8 open points A15 C14 K11 L11 M10 L6 P5 P4,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: A19 B19 M19 O19 F18 N18 E17 R17 R15 B14 M14 P14 O13 N12 P12 C11 B10 K10 N10 P10 Q9 C8 G8 H8 O7 S7 R6 T6 L5 O5 T5 B4 K3 P3 R2 Q1). Moves only in the regions in play. Result with best play, territory counting, prisoners from now on included, komi aside: B+17.
# It is reached by A15; the best other choice, C14, gives B+18 (1 points less).
kgs-rules japanese
loadsgf ../../../shared/data/pro19/NK-New1p-16.sgf 211
630 reg_genmove white
#? [A15]

# pro19/Nie_Weiping_Cup-03-8.sgf before move 246, black to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 83343 positions) over the 7 open points J15 L14 E14 E13 G13 H13 H7,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: C19 E19 H19 J19 Q19 S19 D18 M18 D16 N15 S15 J14 C13 R13 O12 S12 H10 L10 R10 C9 N9 R7 T7 S6 T6 B5 K5 N5 A4 E4 B3 H1). Moves only in the regions in play. Result with best play, area counting, komi aside: B+29.
# It is reached by J15; the best other choice, L14, gives B+19 (10 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/Nie_Weiping_Cup-03-8.sgf 246
640 reg_genmove black
#? [J15]

# pro19/Nie_Weiping_Cup-04-K05.sgf before move 254, black to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 342 positions) over the 3 open points T19 P12 G6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: D19 F19 Q19 E18 H18 S18 H17 P17 L16 A15 K15 M15 N15 B14 Q14 J13 Q13 S13 F11 N11 P11 L10 T10 A9 S9 J8 M8 D7 F7 J7 Q7 S7 B5 A4 C4 P4 R4). Moves only in the regions in play. Result with best play, area counting, komi aside: W+11.
# It is reached by T19; the best other choice, P12, gives W+13 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/Nie_Weiping_Cup-04-K05.sgf 254
650 reg_genmove black
#? [T19]

# pro19/Nie_Weiping_Cup-04-K05.sgf before move 254, white to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 300 positions) over the 3 open points T19 P12 G6,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: D19 F19 Q19 E18 H18 S18 H17 P17 L16 A15 K15 M15 N15 B14 Q14 J13 Q13 S13 F11 N11 P11 L10 T10 A9 S9 J8 M8 D7 F7 J7 Q7 S7 B5 A4 C4 P4 R4). Moves only in the regions in play. Result with best play, area counting, komi aside: W+15.
# It is reached by T19; the best other choice, P12, gives W+13 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/Nie_Weiping_Cup-04-K05.sgf 254
660 reg_genmove white
#? [T19]

# pro19/Nie_Weiping_Cup-06-F.sgf before move 262, black to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 510990 positions) over the 8 open points H19 J18 F12 F11 P13 G10 J10 J8,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G19 J19 M19 O18 B17 F17 N17 P17 R16 N15 Q15 O14 S14 A13 H13 K13 A11 H11 P11 C10 S10 R9 M7 O7 T7 F6 Q6 T6 C5 H4 D3 J3 M3 H2). Moves only in the regions in play. Result with best play, area counting, komi aside: B+23.
# It is reached by J8; the best other choice, H19, gives B+21 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/Nie_Weiping_Cup-06-F.sgf 262
670 reg_genmove black
#? [J8]

# pro19/Nie_Weiping_Cup-06-F.sgf before move 262, white to move, chinese rules.
# Check: whole-board alpha-beta search (internal/wholeboard; 508357 positions) over the 8 open points H19 J18 F12 F11 P13 G10 J10 J8,
# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: G19 J19 M19 O18 B17 F17 N17 P17 R16 N15 Q15 O14 S14 A13 H13 K13 A11 H11 P11 C10 S10 R9 M7 O7 T7 F6 Q6 T6 C5 H4 D3 J3 M3 H2). Moves only in the regions in play. Result with best play, area counting, komi aside: B+21.
# It is reached by J8; the best other choice, H19, gives B+23 (2 points less).
kgs-rules chinese
loadsgf ../../../shared/data/pro19/Nie_Weiping_Cup-06-F.sgf 262
680 reg_genmove white
#? [J8]
