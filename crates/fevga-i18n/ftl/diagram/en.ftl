# The diagrams' own words (crates/fevga-diagram): a bundle apart (Messages::diagram), which the
# game page does not carry.

# A diagram's description for screen readers (role="img"), unless its author gives one.
describe-turn-white = White to move.
describe-turn-black = Black to move.
describe-side-white = White: { $points }.
describe-side-black = Black: { $points }.
describe-point = { $n } on point { $point }
describe-none-white = White: no checker on the board.
describe-none-black = Black: no checker on the board.
describe-off-white = White has borne off { $n ->
    [one] one checker
   *[other] { $n } checkers
}.
describe-off-black = Black has borne off { $n ->
    [one] one checker
   *[other] { $n } checkers
}.

# Why a position text cannot be read ($side is the list's letter as written, W or B).
position-why-empty = The text is empty; the start is written W:24x15 B:12x15 W.
position-why-token = “{ $token }” is neither a list of checkers nor the side to move.
position-why-side = The side to move must be W or B, not “{ $token }”.
position-why-missing = The list { $side }: is missing; write { $side }:- for no checkers.
position-why-twice = The list { $side }: is given twice.
position-why-empty-list = The list { $side }: is empty; write { $side }:- for no checkers.
position-why-range = List { $side }: names point { $point }; the points are 1 to 24.
position-why-count = List { $side }: puts fewer than 1 checker on point { $point }.
position-why-listed-twice = List { $side }: names point { $point } twice.
position-why-too-many = List { $side }: has more than 15 checkers (at least { $count }); a side has 15.
position-why-shared = Point { $point } has checkers of both colours.

# The iframe page opened on its own (not framed): a link to edit its diagram (issue 20).
diagram-edit = Edit this diagram in the position editor
diagram-task = { $side } to play { $dice }: find the best play.
diagram-task-start = Play your move
diagram-task-answer = Show the answer
diagram-task-retry = Try again
diagram-task-complete = Play complete: Done to check it.
diagram-task-right = Right! { $best } is the best play.
diagram-task-wrong = Not quite. Best: { $best }. Yours: { $play }.
diagram-task-shown = The answer: { $best }.
# The diagram's controls and the faults an embed can have (moved from the page's bundle: the
# game page never shows them, so its first visit does not download them).
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
diagram-error-answer = This diagram's answer “{ $move }” is not a play of { $dice } in its position.
diagram-error-task-dice = A “your move” diagram (answer) needs the roll to play: dice.
diagram-error-task-moves = A “your move” diagram (answer) shows one position: it cannot have moves.
diagram-error-mark = In this diagram's { $name }, part { $n }: “{ $text }” is not a point 1–24 or an arrow such as 24/18 or 6/off.
diagram-error-parts = This diagram's { $name } gives { $parts } parts separated by |, but the diagram shows { $frames } { $frames ->
    [one] position
   *[other] positions
  }: one part a position.
