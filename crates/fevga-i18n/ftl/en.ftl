# Fevga: English messages. Each message is `key = text`; `{ $name }` is filled in by the game;
# `{ $n -> [one] ... *[other] ... }` chooses by number. Keep the keys; translate the text.

app-title = Fevga
app-tagline = The third game of tavli, played online
new-game = New game
settings = Settings
close = Close
roll = Roll
done = Done
undo = Undo
next-game = Next game
new-match = New match
language = Language

white = White
black = Black
you = You
computer = Computer

# Whose turn, in the status line.
turn-you-roll = Your turn: roll the dice
# $n is the number of dice still to play; 0 only while a blocked turn passes.
turn-you-move = { $n ->
    [0] You cannot move: your turn passes
    [one] Your turn: 1 die left to play
   *[other] Your turn: { $n } dice left to play
}
turn-you-confirm = Move complete: press Done (or Undo)
turn-computer = The computer is thinking…
turn-side-roll = { $side } to roll
turn-side-move = { $side } to move
opening-prompt = Roll one die each to decide who starts

# $who says who plays White (you, computer, or white in pass-and-play); $wd is White's die, $bd Black's.
opening-result = { $who ->
    [you] You rolled { $wd }, the computer rolled { $bd }.
    [computer] You rolled { $bd }, the computer rolled { $wd }.
   *[other] { $white } rolled { $wd }, { $black } rolled { $bd }.
}
opening-tie = Both rolled { $d }: roll again.
opening-you-start = You start and play { $dice }.
# $who is computer, white or black; $side is the side's name.
opening-side-starts = { $who ->
    [computer] The computer starts and plays { $dice }.
   *[other] { $side } starts and plays { $dice }.
}
no-legal-move = No legal move with { $dice }: the turn passes.
forced-move = Only one play possible: { $move }.
last-move-white = White's last move: { $move }
last-move-black = Black's last move: { $move }
pass = pass

pips = Pips
borne-off = Borne off
score = Score
match-to = Match to { $n ->
    [one] 1 point
   *[other] { $n } points
}

game-won-you = You win { $points ->
    [one] 1 point
   *[other] { $points } points
}.
game-lost-you = The computer wins { $points ->
    [one] 1 point
   *[other] { $points } points
}.
game-won-side = { $side } wins { $points ->
    [one] 1 point
   *[other] { $points } points
}.
why-double = The loser bore off no checkers, so the game counts double.
why-single = The loser had borne off checkers, so it is a single game.
match-won-you = You win the match { $score }.
match-lost-you = The computer wins the match { $score }.
match-won-side = { $side } wins the match { $score }.

history = Moves
history-empty = No moves yet.
board-text = The board as text
point-list-white = Point { $point }: { $n } × white
point-list-black = Point { $point }: { $n } × black
pips-white = White pips: { $n }
pips-black = Black pips: { $n }
borne-off-white = White borne off: { $n }
borne-off-black = Black borne off: { $n }

# Screen-reader labels.
board-label = Fevga board. Arrow keys move between points, Enter or Space picks a checker and moves it.
point-empty = Point { $point }: empty
point-white = Point { $point }: { $n ->
    [one] 1 white checker
   *[other] { $n } white checkers
}
point-black = Point { $point }: { $n ->
    [one] 1 black checker
   *[other] { $n } black checkers
}
point-movable = can move
point-selected = selected
point-target = move here
tray-label = { $side } bear-off tray: { $n } borne off
dice-label = Dice: { $dice }
# $who is you, computer, white or black; $side is the side's name.
announce-rolled = { $who ->
    [you] You rolled { $dice }.
    [computer] The computer rolled { $dice }.
   *[other] { $side } rolled { $dice }.
}
announce-played = { $who ->
    [you] You played { $move }.
    [computer] The computer played { $move }.
   *[other] { $side } played { $move }.
}
announce-passed = { $who ->
    [you] You cannot move with { $dice } and pass.
    [computer] The computer cannot move with { $dice } and passes.
   *[other] { $side } cannot move with { $dice } and passes.
}

# Settings.
opponent = Opponent
opponent-computer = The computer
opponent-human = A second player on this device
play-as = You play
level = Computer strength
level-beginner = Beginner
level-intermediate = Intermediate
level-strong = Strong
level-expert = Expert
rules = Rules
rules-fevga = Fevga
rules-multezim = Mültezim
rules-fevga-desc = Greek Fevga: your first checker must reach the opponent's starting quadrant before any other may move. Three six-point walls are forbidden: your whole starting quadrant, the six points in front of the opponent's starting corner, and any wall that leaves the opponent no move.
rules-multezim-desc = Turkish Mültezim: the first checker must pass the opponent's starting point; you may hold at most four points of the opponent's starting quadrant.
match-length = Match length
points = { $n ->
    [one] 1 point
   *[other] { $n } points
}
auto-roll = Roll the dice automatically
auto-done = End my turn automatically when all dice are played
settings-restart = Changing the opponent, your side, the rules or the match length starts a new match; during a match you are asked first.

save-corrupt = The saved game could not be read, so a new game has started.
save-outdated = The saved game is from an older version, so a new game has started.
save-newer = A game saved by a newer version of Fevga is kept on this device. This page plays a new game that is not saved; reload to go on with the saved one once this page is updated.
save-failed = This device does not let the page save (storage is full or blocked): the game goes on, but it will be lost when the page closes.
elsewhere = This game goes on in another tab, where the last move was made.
take-back = Continue here
not-saved = This game is not being saved on this device.
bad-link = The position in this link cannot be played from, so the game goes on as it was.
computer-loading = The computer is getting ready…
computer-failed = The computer could not start in this browser. Both sides can still be played on this device.
pass-and-play = Play both sides here
confirm-link = Play the position from the link? The game in progress will be lost.
copy-link = Copy a link to this position
link-copied = A link to this position was copied.
why-no-checker = You have no checker on { $point }.
why-no-die = No { $die } is left to play.
why-point-held = { $point } is held by your opponent, and a single checker holds a point.
why-head-rule = The head rule: only your first checker (on { $runner }) may move until it reaches { $line }.
why-not-home = You may bear off only when all fifteen checkers are home (points 1–6).
why-higher-first = A die higher than the point bears off only from your highest point, { $point }.
why-more-dice = Then the rest of your roll could not be played, and a play must use every die it can.
why-higher-die = Only one die can be played, so it must be the higher one, the { $die }.
why-wall = Every way to finish this turn would build a forbidden six-point wall.
why-table = Every way to finish this turn would hold a fifth point of the opponent's starting quadrant.
why-rules-link = Rules { $section }
failed = Something went wrong. Reload the page to go on.

# Following the play: the computer's move, questions before a game is lost, the pace, the
# end-of-game summary. `score` is written winner's (or leader's) points first.
turn-computer-moving = The computer is moving…
replay = Show again
dice-left = { $n ->
    [one] 1 die left to play.
   *[other] { $n } dice left to play.
}
undone = Move taken back.
keep-playing = Keep playing
confirm-yes = Start again
confirm-new-game = Start a new game? The game in progress will be lost.
confirm-new-match = Start a new match? The match in progress will be lost.
confirm-restart = This change starts a new match: the match in progress will be lost.
single-game = Single game
computer-only = Only when playing against the computer.
speed = Pace of play
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
animate = Slide the checkers when they move
summary-pips = { $side }: { $n } pips left.
match-lead-you = You lead { $score } in a match to { $n }.
match-lead-computer = The computer leads { $score } in a match to { $n }.
match-lead-side = { $side } leads { $score } in a match to { $n }.
match-tied = The match is level at { $score } (to { $n } points).

# Diagrams for rules pages (the <fevga-diagram> element and its iframe page).
diagram-previous = ‹ Previous
diagram-next = Next ›
diagram-where = Move { $n } of { $total }
diagram-play = Play from here
diagram-error-position = This diagram's position “{ $text }” cannot be read.
diagram-error-lang = This diagram's language “{ $value }” is not one of en, de, tr, bg.
diagram-error-attribute = This diagram has an unknown attribute “{ $name }”.
diagram-error-value = This diagram's attribute { $name } cannot be “{ $value }”.
diagram-error-last-move = “{ $move }” cannot be the last move that led to this diagram's position.
diagram-error-step = Move { $n } of this diagram, “{ $move }”, is not legal there.

# The coach: a hint for the roll in play, and the review of a finished game. Numbers come
# written in the page's language; `equity` and `loss` are points (a game is worth 1 or 2).
hint = Hint
hint-wait = Looking for the best plays…
hint-title = Best plays for { $dice }
hint-play = { $move }: { $equity } points
hint-odds = win { $win }% · 2-point win { $win2 }% · 2-point loss { $lose2 }%
announce-hint = Best play: { $move }.
review = Review the game
review-prev = ‹ Previous
review-next = Next ›
review-close = Back to the game
review-wait = Reviewing the game… { $done } of { $total } turns
announce-reviewed = The review is ready.
review-title = Game review
review-decisions = Choices
review-lost = Points lost
review-doubtful = Doubtful
review-mistake = Mistake
review-blunder = Blunder
review-turn = Turn { $n }: { $side } rolled { $dice } and played { $move }.
review-pass = Turn { $n }: { $side } rolled { $dice } and could not move.
review-verdict = { $label }: { $loss } points lost. Best: { $best }.
review-good = A good play: the best, or as good as it.
review-only = The only play.
review-start = Press Next to step through the game: the play made in dashed blue, the best play in gold.
review-thresholds = Doubtful from 0.02 points lost, mistake from 0.08, blunder from 0.16.

# The update bar (web/boot.js keeps a copy: it must show even when the wasm cannot start).
update-ready = A new version is ready — reload

# Lessons (crates/fevga-learn): lesson-<id>-title, -intro, -task, -hint, -why, -wrong. White is you.
lesson-setup-title = Setup and direction
lesson-setup-intro = Each side starts with all 15 checkers on its own point 24 and moves towards its point 1. You play White: you start on 24, Black on 12. Your home, where you bear off, is points 1–6.
lesson-setup-task = You opened with 6-5. Move your first checker: 24/13.
lesson-setup-hint = All your checkers are on 24: any of them can start the run.
lesson-setup-why = Every checker travels the whole board: at the start each side has 360 pips to go.
lesson-setup-wrong = Move one checker from 24 with both dice, to 13.
lesson-doubles-title = A double plays four times
lesson-doubles-intro = Each die moves one checker forward by its number. A double is played four times: 3-3 gives four steps of 3.
lesson-doubles-task = Play all of 3-3 with the checker on 16.
lesson-doubles-hint = Count from 16: 13, 10, 7, 4. Every stop-over must be open.
lesson-doubles-why = A double is twice a normal roll: it carries one checker far, or takes several points at once.
lesson-doubles-wrong = Move the checker on 16 four times, to 4.
lesson-head-rule-title = The head rule
lesson-head-rule-intro = At first only your first checker may move. The other fourteen wait on 24 until it reaches Black's starting quadrant: your point 12 or lower. The rule is checked before every single die.
lesson-head-rule-task = Play 6-1 so that a second checker leaves 24.
lesson-head-rule-hint = Play the 6 with the checker on 15 first: on 9 it has reached Black's starting quadrant.
lesson-head-rule-why = The first checker frees the others die by die, so the order of the dice matters.
lesson-head-rule-wrong = That keeps your first checker running alone. Play the 6 first; then the 1 may leave 24.
lesson-closed-point-title = One checker holds a point
lesson-closed-point-intro = A point with even one opposing checker on it is closed: you may not land there. A checker that plays both dice also stops on the point in between, and that stop must be open too. There is no hitting.
lesson-closed-point-task = Bring the checker on 20 to 13.
lesson-closed-point-hint = The way over 15 is closed by a black checker. Go over 18.
lesson-closed-point-why = A single checker closes a point as well as five do, so spread checkers hold many points.
lesson-closed-point-wrong = Move the checker on 20 with both dice to 13, stopping on 18.
lesson-higher-die-title = Both dice, or else the higher
lesson-higher-die-intro = You must play both dice if you can. If only one of them can be played, it must be the higher one.
lesson-higher-die-task = Play 6-5: here only one die can be played.
lesson-higher-die-hint = Black holds 19 and 18, so nothing can leave 24. Look at the checker on 8.
lesson-higher-die-why = When a roll does not fit, the rules choose for you: the higher die first.
lesson-higher-die-wrong = Only one die can be played, so play the 6.
lesson-walls-title = Forbidden walls
lesson-walls-intro = Six points in a row in front of the opponent make a wall. In Fevga three walls are forbidden: your whole starting quadrant 19–24, your points 6–11 just in front of Black's corner, and any wall that leaves Black no move at all.
lesson-walls-task = Play 2-1 and hold five points in a row, from 7 to 11.
lesson-walls-hint = A spare checker on 9 or 8 can take 7. Closing 6 as well is forbidden.
lesson-walls-why = Five points in a row already slow Black down a lot; the sixth is not allowed here.
lesson-walls-wrong = Take point 7 and keep 8 to 11 held.
lesson-block-title = Build in front of your opponent
lesson-block-intro = Points you hold in front of opposing checkers slow them down: they cannot land there. Three or more in a row are hard to get past.
lesson-block-task = Play 3-1 and hold three points in a row in front of Black.
lesson-block-hint = The checker on 13 can reach 9, next to your 10 and 11.
lesson-block-why = Black's fourteen checkers on 12 must get past 11, 10 and 9: now they need big numbers.
lesson-block-wrong = Make a row of three points: 9, 10 and 11.
lesson-bear-off-title = Bearing off
lesson-bear-off-intro = Once all your checkers are home (1–6), you may bear off. A die takes a checker off the point with its number; a higher die takes one off your highest point if no checker stands higher.
lesson-bear-off-task = Play 6-5 and bear off as many checkers as you can.
lesson-bear-off-hint = You have checkers on both 6 and 5.
lesson-bear-off-why = The first to bear off all fifteen wins: every checker off counts.
lesson-bear-off-wrong = That bears off only one checker. Take one off 6 and one off 5.
lesson-double-game-title = Scoring: the double game
lesson-double-game-intro = The first side to bear off all fifteen checkers wins. If the loser has not borne off a single checker, the win counts two points, otherwise one.
lesson-double-game-task = Black has borne off none yet. Win now, for two points.
lesson-double-game-hint = You have two checkers left: the 2 takes the one on 2, the 1 the one on 1.
lesson-double-game-why = In a match the double game counts twice, so speed at the end pays.
lesson-double-game-wrong = A checker stays on the board and Black gets another turn. Bear off both.
lesson-multezim-title = Mültezim
lesson-multezim-intro = Mültezim is the Turkish reading. Your first checker must pass Black's starting point, reaching 11 or lower, before the others move. Walls are allowed, but you may hold at most four of your points 7–12.
lesson-multezim-task = Under Mültezim rules, play 4-4 so that a second checker leaves 24.
lesson-multezim-hint = The checker on 20 needs three 4s to reach 8; the fourth 4 is then free.
lesson-multezim-why = In Fevga 20/12 would already free the others; in Mültezim 12 is not enough.
lesson-multezim-wrong = The first checker has not passed 12 yet, or no second checker left 24.
