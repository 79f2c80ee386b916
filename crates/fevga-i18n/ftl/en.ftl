# Fevga: English messages. Each message is `key = text`; `{ $name }` is filled in by the game;
# `{ $n -> [one] ... *[other] ... }` chooses by number. Keep the keys; translate the text.

app-title = Fevga
app-tagline = The third game of tavli, played online
how-to-play = How to play
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
board-label = Fevga board. The arrow keys follow your checkers' path: Right goes forward, point by point and round the corners, to your home and your bear-off tray, Left goes back; Up and Down go to the facing point; Home and End go to the path's first and last point. Enter or Space picks a checker and moves it.
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
level-novice = First games
level-beginner = Beginner
level-intermediate = Casual player
level-strong = Club player
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
words-unavailable = { $language } cannot be loaded now (no connection?): the page stays in this language.
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
link-copy-failed = The link could not be copied: this browser does not allow it here.
why-no-checker = You have no checker on { $point }.
why-no-die = No { $die } is left to play.
why-too-far = That point is { $distance } away, and your dice left do not add up to { $distance }.
why-point-held = { $point } is held by your opponent, and a single checker holds a point.
why-head-rule = The head rule: only your first checker (on { $runner }) may move until it reaches point { $line } or lower.
why-not-home = You may bear off only when all your checkers still on the board are home (points 1–6).
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

# The coach: a hint for the roll in play; `review` is the link at a game's end to the Games
# page's analysis board, whose review words (review-*) are read from this bundle. Numbers come
# written in the page's language; `equity` and `loss` are points (a game is worth 1 or 2).
hint = Hint
hint-wait = Looking for the best plays…
hint-title = Best plays for { $dice }
hint-play = { $move }: { $equity } points
hint-odds = win { $win }% · 2-point win { $win2 }% · 2-point loss { $lose2 }%
hint-rest-title = Best ways to play the { $dice } left
hint-off-best = The moves you have made are not part of any of the best plays.
hint-undo = Undo your moves to see the best play
announce-hint = Best play: { $move }.
roll-out = Roll out
rollout-about = each play played on { $trials } times, with the same dice for each
rollout-wait = Playing on… { $percent }%
rollout-title = Played on { $trials } times each
rollout-play = { $move }: { $equity } ± { $error } points
announce-rollout = Rolled out, the best play: { $move }.
review = Review the game
review-title = Game review
review-decisions = Choices
review-lost = Equity lost
review-doubtful = Doubtful
review-mistake = Mistake
review-blunder = Blunder
review-turn = Turn { $n }: { $side } rolled { $dice } and played { $move }.
review-pass = Turn { $n }: { $side } rolled { $dice } and could not move.
review-verdict = { $label }: { $loss } points lost. Best: { $best }.
review-good = A good play: the best, or as good as it.
review-only = The only play.
review-thresholds = Doubtful from 0.02 points lost, mistake from 0.08, blunder from 0.16.
review-prev-mistake = « Previous mistake
review-next-mistake = Next mistake »
review-error-rate = Error rate
review-rating = Rating (PR)
review-rating-note = Error rate: equity lost per choice, in thousandths of a point. PR: the error rate ÷ 2, on backgammon's scale (below 5: expert play).
review-graph = { $side }: chance to win, turn by turn (the middle line is even)
review-band-world-class = World class
review-band-expert = Expert
review-band-advanced = Advanced
review-band-intermediate = Intermediate
review-band-casual = Casual
review-band-beginner = Beginner

# The update bar (web/boot.js keeps a copy: it must show even when the wasm cannot start).
update-ready = A new version is ready — reload

# Newcomer: a pass says why (what blocks each number of the roll).
pass-why = Why: { $reasons }.
pass-runner = with { $die } the first checker would go from { $runner } to { $to }, which the opponent holds, and the head rule keeps the others waiting
pass-runner-all = the first checker (on { $runner }) would land only on points the opponent holds ({ $points }), and the head rule keeps the others waiting
pass-all-held = with { $die } every checker would land on a point the opponent holds
pass-not-home = with { $die } every checker would land on a held point or bear off before all are home
pass-wall = with { $die } every way would build a forbidden wall
pass-table = with { $die } every way would hold a fifth point of the opponent's starting quadrant

# Newcomer: the guided first game (one tip at a time, over the real game).
guide-title = First game:
guide-start = You play { $color ->
    [white] White
   *[black] Black
}: your checkers start on 24 (top right) and run anticlockwise to your home, 1–6, where you bear them off.
guide-sprint = The opening sprint: only your first checker moves until it reaches { $line } or lower; the others wait on 24.
guide-wall = Wall ahead: your opponent holds { $high }–{ $low }. Nothing can land there, so don't get stuck behind it.
guide-die-lost = Not all of this roll can be played: a play uses as many dice as it can, and the higher one if only one fits.
guide-bear-off = All your checkers are home: bear off! A die takes a checker off its own point, or off the highest if none stands higher.
guide-ok = Got it
guide-skip = Skip guide
guide-restart = Show the first-game guide

# Learn (issue 17): the header's entry; the Learn page's own words are ftl/learn/.
learn-open = Learn

# Reasons in words (issue 18): what the best play does that another play does not, one fact the
# engine checks on the two positions. $n, $best, $played, $run: numbers.
reason-bears-off = The best play bears off { $n ->
    [one] one more checker
   *[other] { $n } more checkers
}.
reason-leads-race = Only the best play leads the race ({ $n ->
    [one] 1 pip
   *[other] { $n } pips
} ahead).
reason-stranded = The best play leaves { $n ->
    [one] one checker fewer
   *[other] { $n } checkers fewer
} behind the opponent's block of { $run } or more points.
reason-longer-block = The best play blocks { $best } points in a row in the opponent's way, the other only { $played }.
reason-more-points-to-pass = The best play closes { $n ->
    [one] one more point
   *[other] { $n } more points
} that the opponent still has to pass.
reason-more-home = The best play brings { $n ->
    [one] one more checker
   *[other] { $n } more checkers
} home.
reason-off-head = The best play takes { $n ->
    [one] one more checker
   *[other] { $n } more checkers
} off the head, the starting corner.
reason-in-the-odds = No single fact tells the two apart: the difference is in the odds.

# Play a friend by link (issue 19): the header's way to the friend page (friend/).
play-friend = Play a friend

tutor = Warn me before a mistake
tutor-warning = This play loses { $loss } points. Best: { $best }.
tutor-play = Play it anyway
tutor-take-back = Take back
tutor-off = Off
tutor-both = Both players
take-back-play = Take back my play
taken-back = Your play is taken back: play the roll again.


# "Copy as diagram": the position shown, opened in the position editor (issue 20).
copy-diagram = Copy as diagram

# Your games (issue 18): the header's way to the Games page (games/) and the mistakes due there.
your-games = Your games
your-games-due = { $n ->
    [one] { $n } mistake to practise today
   *[other] { $n } mistakes to practise today
}

# The site's one header (issue 30): its places' name for screen readers; the site's colours in the settings.
site-nav = Pages
theme = Colours
theme-auto = As the system asks (light or dark)
theme-light = Light
theme-dark = Dark
