# Your games (issue 18): the Games page's own words, a bundle apart from the game page's.
games-title = Your games
games-deck-title = Your mistakes to practise
games-deck-counts = Due today: { $due } · in the deck: { $total } · learned: { $learned }
games-practise = Practise { $n ->
    [one] 1 mistake
   *[other] { $n } mistakes
}
games-clear = Clear the deck
games-clear-ask = Remove all { $n } cards for good?
games-clear-yes = Yes, clear it
games-deck-empty = Reviewed games add your mistakes and blunders here; each comes back until you have found the best play three times in a row.
games-reviewing = The computer is reviewing a game: { $done } of { $total } turns.
games-list-title = Games on this device
games-none = No games yet. Play one on the game page, or import a record below.
games-bound = Up to { $n } games or { $kb } KB are kept; when full, the oldest finished game is dropped first.
games-import-title = Import a record
games-paste = Paste a game record
games-import = Import
games-file = Or open a .txt file
games-vs-computer = Against the computer ({ $level })
games-vs-human = Two players on this device
games-vs-friend = Against a friend by link
games-vs-imported = Imported record
games-vs-watched = Watched by link
games-won = { $side } won { $n ->
    [one] 1 point
   *[other] { $n } points
}
games-you-won = You won { $n ->
    [one] 1 point
   *[other] { $n } points
}
games-you-lost = You lost { $n ->
    [one] 1 point
   *[other] { $n } points
}
games-unfinished = Not finished
games-rates = Error rate: White { $white }, Black { $black }
games-review-part = Review under way
games-not-reviewed = Not reviewed yet
games-damaged = The record cannot be read
games-back = ‹ Your games
games-at-end = The end of the game ({ $total } turns).
games-step-of = ({ $n } of { $total })
games-first = « Start
games-prev = ‹ Previous
games-next = Next ›
games-last = End »
games-keys = Arrow keys: previous and next turn; Shift with an arrow: previous and next mistake; Home and End: start and end.
games-not-rated = Not rated yet: the computer is on it.
games-review-notes = How plays are judged
games-record = The game's record
games-copy = Copy
games-download = Download .txt
games-delete = Delete this game
games-delete-ask = Delete this game for good?
games-delete-yes = Delete
games-delete-no = Keep it
games-practice-title = Practise your mistakes
games-due-now = { $n } due today
games-find = { $side } to play { $dice }: find the best play.
games-your-play = Your play
games-check = Check
games-best = Best: { $play } (equity { $equity })
games-played = In the game: { $play } (equity { $equity })
games-next-card = Next mistake
games-done = Done for today
games-err-line = Line { $n }: { $why }
games-err-not-record = this is not a Fevga game record (it must start with “Fevga record”).
games-err-syntax = this line is neither a header nor a turn.
games-err-turn-number = the turn has the wrong number.
games-err-header = a header that is unknown or has a wrong value.
games-err-side = the wrong side rolls here.
games-err-dice = the dice are not two numbers from 1 to 6.
games-err-illegal = this play is not legal in the position.
games-err-result = the result does not match the game.
games-err-missing = the record is incomplete.
games-err-gone = This game is no longer kept (deleted in another tab?).
games-err-link = The game's address is damaged: its record cannot be read.
games-err-file = The file cannot be read.
games-full-dropped = The storage was full: { $n ->
    [one] the oldest finished game was
   *[other] the { $n } oldest finished games were
} dropped.
games-full = The storage is full: the game was not kept. Delete a game to make room.
games-deleted = The game was deleted.
games-deck-cleared = The deck is empty.
games-imported = The record was imported.
games-kept-already = This game is in your list already: here it is.
games-imported-dropped = The record was imported; { $n ->
    [one] the oldest finished game was
   *[other] the { $n } oldest finished games were
} dropped to make room.
games-none-due = No mistake is due today.
games-right = Right: that is the best play.
games-wrong = Not the best play.
games-copied = The record is on the clipboard.
games-copy-failed = The record could not be copied: select it and copy it by hand.
games-downloaded = The record was downloaded as a .txt file.

# Practice on the board (issue 18)
games-on-board = Play it on the board (tap a checker, then where it goes), or choose it from the list.
games-no-play = (not yet chosen)
games-complete = Play complete: press Check (or Undo).
games-play-first = Enter a whole play first, on the board or from the list.

# The analysis board's lines tried (issue 31)
games-explore = Try another play here
games-explore-from = Your line from turn { $n }
games-explore-task = { $side } to play { $dice }: play it on the board (tap a checker, then where it goes).
games-explore-roll = Another roll
games-explore-back = Take back a play
games-explore-play-on = Play on from here against the computer (a new game on the game page)
games-explore-leave = Back to the review
games-explore-wait = The computer is judging it…
games-explore-pass = { $side } could not play { $dice }.
games-explore-over = { $side } has borne off every checker: this line's game is over.

# A game from a real board (issue 31)
games-vs-board = Over the board
games-otb = Enter a game from a real board
games-otb-title = A game from a real board
games-otb-intro = Enter the rolls and plays as they were made on your board (the rules are checked at each play), or play the computer on your board: give the dice you rolled and it shows its play.
games-otb-rules = Rules
games-otb-white = White's name
games-otb-black = Black's name
games-otb-you = You played
games-otb-you-none = Both sides, or neither
games-otb-computer = Against the computer
games-otb-computer-none = No: both plays are entered here
games-otb-start = Start
games-otb-opening = The opening roll: one die each. White's die, then Black's:
games-otb-roll = { $side } to roll: give the dice rolled.
games-otb-die-1 = First die
games-otb-die-2 = Second die
games-otb-set-roll = Set the roll
games-otb-play = { $side } to play { $dice }: play it on the board as it was played.
games-otb-thinking = The computer is choosing its play…
games-otb-computer-played = The computer plays { $play } with { $dice }: make it on your board.
games-otb-computer-passed = The computer cannot play { $dice }.
games-otb-over = The game is over: { $result }.
games-otb-keep = Keep and review
games-otb-undo = Take back
games-otb-empty = Enter at least one turn first.
games-otb-tie = A tie: roll the opening again.
games-otb-moves = Turns so far
