# Protocol regression tests for cgtgo's GTP engine (GoGui regression format:
# numbered test lines, each followed directly by its expectation).
# The endgame positions with known best moves come with the valuation package.

1 protocol_version
#? [2]

2 name
#? [cgtgo]

3 known_command kata-analyze
#? [true]

4 known_command analyze
#? [false]

boardsize 9
clear_board
komi 6.5

10 play b e5
#? []

11 play w e5
#? [\? illegal move]

12 play w e5
#? [!]

13 gogui-title
#? [cgtgo 9x9 komi 6\.5 .*]

20 loadsgf moves.sgf 4
#? [white]

21 reg_genmove w
#? [[A-HJ][1-9]|pass]

22 play w c3
#? [\? illegal move]

23 loadsgf moves.sgf e3
#? [black]

24 loadsgf ../../testdata/sgf/finished-9x9-dead-stones.sgf
#? [black]

# The file's comment counts B7 and H7 as dead (B+1.5).
25 final_status_list dead
#? [B7\sH7]

26 genmove b
#? [[A-HJ][1-9]|pass]

27 undo
#? []

28 fixed_handicap 2
#? [\? board not empty]

29 loadsgf no-such-file.sgf
#? [\? cannot load file.*]

# A known weakness, kept as an expected failure: the placeholder player
# does not resign a lost game.
30 genmove b
#? [resign]*

31 cgtgo-count
#? [.*count as it stands.*]&
