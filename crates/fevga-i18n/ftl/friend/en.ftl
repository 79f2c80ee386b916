# Play a friend by link (issue 19): the friend page's own words, a bundle apart from the game page's.
friend-title = Play a friend
friend-intro = Play a friend anywhere: each turn travels as a link, and the site's server passes the links between you live. The server only passes links on: it cannot make a move, and the dice come from both your secrets, so it cannot choose them either. No account.
friend-new = New game with a friend
friend-your-side = Your side
friend-your-name = Your name (optional)
friend-start = Start and get the link
friend-games = Your games by link
friend-no-games = No games yet.
friend-open = Open a link
friend-paste = Paste the link your friend sent
friend-open-button = Open
friend-back = All games
friend-with = Game with { $name }
friend-someone = Your friend
friend-row-you = { $name }: your turn
friend-row-them = { $name }: their turn
friend-row-over = { $name }: over
friend-last-move = last move { $date }
friend-send = Send this link to your friend:
friend-waiting = Waiting for your friend since { $date }.
friend-copy = Copy link
friend-copied = The link was copied. Send it to your friend.
friend-copy-failed = Copying failed: select the link and copy it yourself.
friend-share = Share…
friend-qr = QR code of the link, for a phone beside you
friend-your-roll = Your roll: { $dice }. Tap a checker, then where it goes.
friend-play = Play it
friend-no-play = No move is possible with { $dice }.
friend-pass = Pass
friend-reveal-text = Your friend opens the next game: send your half of the roll.
friend-reveal = Send my half of the roll
friend-resign = Resign the match
friend-rematch = Offer a rematch
friend-they-moved = Your friend played. Your turn.
friend-they-revealed = Your friend sent their half of the roll.
friend-joined = You joined the game. Send the link back to your friend.
friend-over-you = You win the match { $score }.
friend-over-them = Your friend wins the match { $score }.
friend-resigned-you = You resigned.
friend-resigned-them = Your friend resigned.
friend-score = { $score } in a match to { $n }
friend-hints = Hints are allowed in games by link, as in correspondence chess.
friend-hint = Hint
friend-err-damaged = This link is damaged: it was cut short or changed. Ask your friend to send it again.
friend-err-unknown = This link belongs to a game this device does not have. Open it where the game was started.
friend-err-other-game = This link belongs to another game.
friend-err-own = This is the link you sent. Send it to your friend.
friend-err-settings = This link plays other rules or another match length than your game.
friend-err-unusual = This invitation asks for a match no page of this site makes (far too long, or a forged chain of dice): it is not opened.
friend-err-third = This link comes from someone else, not from your friend in this game.
friend-err-old = This link is older than your game: the game has moved on. Nothing was changed.
friend-err-replay = You have already opened this link. Nothing was changed.
friend-err-dice = The dice in this link do not match the secrets: it was changed. Nothing was changed.
friend-err-not-ours = This link says it comes from you, but you did not make it: someone changed it. Do not send it on. Nothing was changed.
friend-err-signature = This link was changed after your friend sent it: it does not carry their signature. Ask them to send it again. Nothing was changed.
friend-err-ahead = This link is from a later point of the game than this browser holds: you played on elsewhere (on another device, or this copy was restored from an older one). Open it where you played on. Nothing was changed.
friend-err-newer = This link was made by a newer version of the site. Reload the page, then open the link again.
friend-watch-title = Watching:
friend-watch-intro = You are watching this match: every move is checked as the players check it, and nothing you do here changes it.
friend-watch-live-here = Live: both players are on the page — each move appears as it is played.
friend-watch-live-away = Live: a player is away just now; the next move appears as soon as it is played.
friend-watch-live-off = Watching live needs the site's server, which does not answer now: this is the match as the address showed it.
friend-watch-to-play = { $name } to play.
friend-watch-opening = The opening roll of a game comes next.
friend-watch-won = { $name } won the match.
friend-watch-resigned = { $name } resigned the match.
friend-watch-share = Let others watch
friend-watch-share-text = The address to watch this match (whoever has it can watch, nobody can play):
friend-link-fold = The link, if your friend needs it (they have this move already, live)
friend-notify-ask = Tell me when it is my move
friend-notify = Your move: { $name } has played.
friend-notify-anon = Your move: your friend has played.
friend-err-watch-early = This is an invitation: there is nothing to watch until someone joins the match.
friend-err-moves = The moves in this link do not follow from your game: it was changed. Nothing was changed.
friend-err-exhausted = This match has used up all its dice and cannot go on.
friend-err-not-now = That is not possible now.
friend-err-storage = This browser keeps no storage: the game is lost when the page closes.
friend-you-play = You play { $side }
friend-with-anon = Game with your friend
friend-win = You win the match.
friend-lose = Your friend wins the match.
friend-invited = { $name } invites you to a game
friend-invited-anon = You are invited to a game
friend-join = Join the game

# Play a friend on the board (issue 19): steps, replay, hints, review.
friend-err-unfinished = Your play is not finished: play every die you can, then Done.
friend-err-hint = No hint came: the computer could not answer. Try again.
friend-back-turn = ◀ Back
friend-forward-turn = Forward ▶
friend-turn-of = Turn { $n } of { $total }
friend-back-to-play = You are looking at an earlier turn. Go forward to play.
friend-list = Or choose the whole play from the list:
friend-list-none = — choose a play —
friend-hint-best = Best play: { $move }
friend-hints-used = You used hints in this game (noted on this device only).
friend-review = Review this game

## Live play through the site's relay (issue 32)
friend-live-someone = your friend
friend-live-here = Live: { $name } is on the page — each move arrives at once.
friend-live-away = Live: { $name } has been away since { $date }. Your moves wait on the site's server until they come back; the link works too.
friend-live-off = Live play needs the site's server, which does not answer now: send the link instead.
friend-lobby-title = Play someone now
friend-lobby-intro = Games offered by people on the site right now. Take one and it starts at once; no account, only a name if you like.
friend-lobby-empty = Nobody is offering a game right now. Offer yours with the form above: the first to take it plays you.
friend-lobby-someone = Someone
friend-lobby-row = { $name }: { $rules }, a match to { $n }; you play { $side }
friend-lobby-take = Play
friend-lobby-offer = Offer to anyone
friend-lobby-mine = This game is offered to anyone on the site: it starts as soon as someone takes it. You can still send the link to a friend.
friend-lobby-withdraw = Withdraw the offer

## The end of a game inside a match
friend-game-end = { $score }
friend-game-won-you = You win this game: { $points ->
    [one] 1 point
   *[other] { $points } points
}.
friend-game-won-them = Your friend wins this game: { $points ->
    [one] 1 point
   *[other] { $points } points
}.
friend-match-stands = Score: { $score } in a match to { $n }.
friend-next-you = You open the next game.
friend-next-wait = The next game starts when your friend's link arrives.

## Resigning asks first
friend-resign-ask = Resign the whole match?
friend-resign-means = Your friend wins the match to { $n } — the whole match, not only this game. It ends here, with the score at { $score }, and cannot be taken back.
friend-resign-yes = Yes, resign the match
friend-resign-no = Keep playing

## The list: matches told apart, deleted from this device, the finished ones folded away
friend-row-detail = { $rules }, match to { $n }, you { $you }–{ $them }, started { $date }
friend-row-detail-undated = { $rules }, match to { $n }, you { $you }–{ $them }
friend-finished = Finished matches ({ $n })
friend-forget = Delete
friend-forget-label = Delete the match with { $name }
friend-forget-ask = Delete the match with { $name } from this device?
friend-forget-means = It is only forgotten here: nothing is sent, and your friend keeps their copy. Links of this match will no longer open on this device.
friend-forget-yes = Yes, delete it
friend-forget-no = Keep it
friend-forgotten = The match was deleted from this device.

## The board named for screen readers when it only shows a position
friend-board = The board at the turn shown (also written out as text below)

## A link cut before game=, or two links in one text
friend-err-no-link = There is no game link here: the address or text was probably cut before “game=”. Ask your friend to send the whole link again.
friend-err-two-links = This text holds two different game links: paste only the one you want to open.

## What the friend's link brought: their joining, their half of the roll; joined live
friend-they-joined-play = Your friend joined the game, and you won the opening roll: your turn.
friend-they-joined-reveal = Your friend joined the game and opens it: send your half of the roll.
friend-they-joined = Your friend joined the game.
friend-they-revealed-play = Your friend sent their half of the roll: the opening roll is yours to play. Your turn.
friend-joined-live = You joined the game. Your answer went to your friend through the site's server; the link below works too.
