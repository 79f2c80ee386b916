//! Game and match flow (§2, §8): opening roll, turns and passes, game end, scoring, matches.

use crate::error::{GameAction, GameError};
use crate::notation::MoveText;
use crate::{Color, Dice, DiceSource, IllegalPlay, MoveGen, Play, Position, Rules};

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Before the opening roll (§2).
    Opening,
    /// The side to move must roll.
    Roll,
    /// The side to move has rolled and must play (or pass, if no play is legal).
    Play(Dice),
    /// The game is over.
    Over(GameResult),
}

impl Phase {
    /// A stable name for programs and tests: `opening`, `roll`, `play` or `over`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Opening => "opening",
            Phase::Roll => "roll",
            Phase::Play(_) => "play",
            Phase::Over(_) => "over",
        }
    }
}

/// A decided opening roll (§2): one die each, never equal. The higher side starts and plays
/// exactly those two numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Opening {
    white: u8,
    black: u8,
}

impl Opening {
    /// White's and Black's dice.
    ///
    /// # Errors
    /// [`GameError::Dice`] for a die outside 1–6, [`GameError::OpeningDouble`] for a tie.
    pub fn new(white: u8, black: u8) -> Result<Opening, GameError> {
        let dice = Dice::new(white, black).map_err(GameError::Dice)?;
        if dice.is_double() {
            return Err(GameError::OpeningDouble(dice));
        }
        Ok(Opening { white, black })
    }

    /// The opening as a record writes it: the side that moved first, with its own die first.
    ///
    /// # Errors
    /// As [`Opening::new`], and [`GameError::OpeningLowerDie`] if `mover`'s die is the lower one.
    pub fn from_mover(mover: Color, dice: Dice) -> Result<Opening, GameError> {
        let (mine, theirs) = (dice.first(), dice.second());
        let opening = match mover {
            Color::White => Opening::new(mine, theirs)?,
            Color::Black => Opening::new(theirs, mine)?,
        };
        if opening.first() != mover {
            return Err(GameError::OpeningLowerDie { mover, dice });
        }
        Ok(opening)
    }

    /// White's die.
    #[must_use]
    pub const fn white(self) -> u8 {
        self.white
    }

    /// Black's die.
    #[must_use]
    pub const fn black(self) -> u8 {
        self.black
    }

    /// The side that moves first: the one with the higher die.
    #[must_use]
    pub const fn first(self) -> Color {
        if self.white > self.black {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The roll the first side plays, its own (higher) die first.
    #[must_use]
    pub fn dice(self) -> Dice {
        // Both dice were checked by `Opening::new`.
        if self.white > self.black {
            Dice(self.white, self.black)
        } else {
            Dice(self.black, self.white)
        }
    }
}

/// One roll of the opening: a tie (rolled again) or the decided opening.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpeningRoll {
    /// Both sides rolled this number: roll again (§2).
    Tie(u8),
    /// The opening is decided; the game is now in [`Phase::Play`].
    Decided(Opening),
}

/// Who won and how many points the game is worth (§8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    /// The side that bore off all fifteen.
    pub winner: Color,
    /// 2 if the loser had borne off none, else 1.
    pub points: u8,
}

/// One turn of the history: the roll and the play (`None`: no legal play, the turn passed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnRecord {
    /// The side that rolled.
    pub color: Color,
    /// Its roll.
    pub dice: Dice,
    /// Its play; `None` when it could not move.
    pub play: Option<Play>,
    /// The position before the turn.
    pub before: Position,
}

/// A game in progress under one rule set.
#[derive(Debug, Clone)]
pub struct Game {
    rules: Rules,
    start: Position,
    position: Position,
    phase: Phase,
    legal: Vec<Play>,
    history: Vec<TurnRecord>,
    from_setup: bool,
    opening: Option<Opening>,
}

impl Game {
    /// A new game from the start, before the opening roll.
    #[must_use]
    pub fn new(rules: Rules) -> Game {
        let start = Position::start();
        Game {
            rules,
            start,
            position: start,
            phase: Phase::Opening,
            legal: Vec::new(),
            history: Vec::new(),
            from_setup: false,
            opening: None,
        }
    }

    /// A game from a set-up position: its side to move rolls next (no opening roll).
    #[must_use]
    pub fn from_position(rules: Rules, position: Position) -> Game {
        let phase = match position.game_value() {
            Some((winner, points)) => Phase::Over(GameResult { winner, points }),
            None => Phase::Roll,
        };
        Game {
            rules,
            start: position,
            position,
            phase,
            legal: Vec::new(),
            history: Vec::new(),
            from_setup: true,
            opening: None,
        }
    }

    /// The rule set the game is played under.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The current position; during [`Phase::Play`] the one before the roll is played.
    #[must_use]
    pub const fn position(&self) -> Position {
        self.position
    }

    /// The position the game started from.
    #[must_use]
    pub const fn start(&self) -> Position {
        self.start
    }

    /// Whether the game starts with an opening roll (it was not set up from a position).
    #[must_use]
    pub const fn has_opening(&self) -> bool {
        !self.from_setup
    }

    /// Where the game stands: what it waits for next.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The opening roll, once decided (`None` before it, and in a game set up from a position).
    #[must_use]
    pub const fn opening(&self) -> Option<Opening> {
        self.opening
    }

    /// The turns played so far.
    #[must_use]
    pub fn history(&self) -> &[TurnRecord] {
        &self.history
    }

    /// The result, once the game is over.
    #[must_use]
    pub const fn result(&self) -> Option<GameResult> {
        match self.phase {
            Phase::Over(r) => Some(r),
            _ => None,
        }
    }

    /// The legal plays of the current roll (empty outside [`Phase::Play`], or when the side must pass).
    #[must_use]
    pub fn legal_plays(&self) -> &[Play] {
        &self.legal
    }

    /// The current roll, while it is to be played.
    #[must_use]
    pub const fn dice(&self) -> Option<Dice> {
        match self.phase {
            Phase::Play(d) => Some(d),
            _ => None,
        }
    }

    /// Fails with [`GameError::WrongPhase`] unless `ok`.
    fn require_phase(&self, ok: bool, action: GameAction) -> Result<(), GameError> {
        if ok {
            Ok(())
        } else {
            Err(GameError::WrongPhase {
                action,
                phase: self.phase,
            })
        }
    }

    /// Rolls the opening once (§2): one die a side. A tie leaves the game in [`Phase::Opening`]
    /// (roll again); otherwise the higher side is to play both numbers.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside [`Phase::Opening`]; [`GameError::Dice`] if `dice` gives
    /// a die outside 1–6 (the game is unchanged).
    pub fn roll_opening_once(&mut self, dice: &mut (impl DiceSource + ?Sized)) -> Result<OpeningRoll, GameError> {
        self.require_phase(self.phase == Phase::Opening, GameAction::RollOpening)?;
        let (white, black) = (dice.die(), dice.die());
        Dice::new(white, black).map_err(GameError::Dice)?;
        if white == black {
            return Ok(OpeningRoll::Tie(white));
        }
        let opening = Opening::new(white, black)?;
        self.begin_opening(opening);
        Ok(OpeningRoll::Decided(opening))
    }

    /// Rolls the opening until it is decided (ties are rolled again).
    ///
    /// # Errors
    /// As [`Game::roll_opening_once`].
    pub fn roll_opening(&mut self, dice: &mut (impl DiceSource + ?Sized)) -> Result<Opening, GameError> {
        loop {
            if let OpeningRoll::Decided(o) = self.roll_opening_once(dice)? {
                return Ok(o);
            }
        }
    }

    /// Sets the opening roll from given dice: White's, then Black's (for replays and tests).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside [`Phase::Opening`]; as [`Opening::new`] for bad dice.
    pub fn set_opening(&mut self, white: u8, black: u8) -> Result<(), GameError> {
        self.require_phase(self.phase == Phase::Opening, GameAction::RollOpening)?;
        self.begin_opening(Opening::new(white, black)?);
        Ok(())
    }

    fn begin_opening(&mut self, opening: Opening) {
        self.position = Position::start_with(opening.first());
        self.start = self.position;
        self.opening = Some(opening);
        self.begin_turn(opening.dice());
    }

    /// Sets the roll of the current phase from given dice: in the opening White's die and Black's,
    /// later the two dice of the side to move.
    ///
    /// # Errors
    /// As [`Game::set_opening`] and [`Game::set_dice`].
    pub fn set_roll(&mut self, dice: Dice) -> Result<(), GameError> {
        if self.phase == Phase::Opening {
            self.set_opening(dice.first(), dice.second())
        } else {
            self.set_dice(dice)
        }
    }

    /// Rolls two dice for the side to move.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside [`Phase::Roll`]; [`GameError::Dice`] if `dice` gives a
    /// die outside 1–6 (the game is unchanged).
    pub fn roll(&mut self, dice: &mut (impl DiceSource + ?Sized)) -> Result<Dice, GameError> {
        self.require_phase(self.phase == Phase::Roll, GameAction::Roll)?;
        let rolled = dice.roll();
        let d = Dice::new(rolled.first(), rolled.second()).map_err(GameError::Dice)?;
        self.begin_turn(d);
        Ok(d)
    }

    /// Sets the roll of the side to move (for replays and tests).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside [`Phase::Roll`].
    pub fn set_dice(&mut self, dice: Dice) -> Result<(), GameError> {
        self.require_phase(self.phase == Phase::Roll, GameAction::Roll)?;
        self.begin_turn(dice);
        Ok(())
    }

    fn begin_turn(&mut self, dice: Dice) {
        MoveGen::new().legal_plays(&self.position, self.rules, dice, &mut self.legal);
        self.phase = Phase::Play(dice);
    }

    /// Whether the side to move has rolled and cannot move: it must [`pass`](Game::pass).
    #[must_use]
    pub fn must_pass(&self) -> bool {
        matches!(self.phase, Phase::Play(_)) && self.legal.is_empty()
    }

    /// Plays one of the legal plays of the current roll.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside [`Phase::Play`]; [`GameError::Illegal`] if `play` is not
    /// a legal play of the roll.
    pub fn play(&mut self, play: &Play) -> Result<(), GameError> {
        let Phase::Play(dice) = self.phase else {
            return Err(GameError::WrongPhase {
                action: GameAction::Play,
                phase: self.phase,
            });
        };
        let Some(found) = self.legal.iter().find(|p| p.position() == play.position()).copied() else {
            return Err(IllegalPlay::NotAmongLegal {
                dice,
                notation: play.notation(),
            }
            .into());
        };
        self.finish_turn(dice, Some(found));
        Ok(())
    }

    /// Plays `play`, or passes for `None` (allowed only when no play is legal): the end of a
    /// turn as a player (or the computer) decides it.
    ///
    /// # Errors
    /// As [`Game::play`] and [`Game::pass`].
    pub fn play_or_pass(&mut self, play: Option<&Play>) -> Result<(), GameError> {
        match play {
            Some(p) => self.play(p),
            None => self.pass(),
        }
    }

    /// Plays a move text (§1), e.g. `24/13`; `pass` when no play is legal. Returns the play made
    /// (`None` for a pass).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside [`Phase::Play`]; [`GameError::BadMove`] for a malformed
    /// text; [`GameError::Illegal`] for a text that is not a legal play of the roll.
    pub fn play_text(&mut self, text: &str) -> Result<Option<Play>, GameError> {
        let Phase::Play(dice) = self.phase else {
            return Err(GameError::WrongPhase {
                action: GameAction::Play,
                phase: self.phase,
            });
        };
        let parsed: MoveText = text.parse()?;
        let play = crate::notation::match_play(&self.position, dice, &parsed, &self.legal)?;
        self.finish_turn(dice, play);
        Ok(play)
    }

    /// Passes the turn; allowed only when no play is legal (§6.5).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside [`Phase::Play`]; [`GameError::Illegal`]
    /// ([`IllegalPlay::MustMove`]) when the roll can be played.
    pub fn pass(&mut self) -> Result<(), GameError> {
        let Phase::Play(dice) = self.phase else {
            return Err(GameError::WrongPhase {
                action: GameAction::Pass,
                phase: self.phase,
            });
        };
        if !self.legal.is_empty() {
            return Err(IllegalPlay::MustMove {
                dice,
                legal: self.legal.len(),
            }
            .into());
        }
        self.finish_turn(dice, None);
        Ok(())
    }

    fn finish_turn(&mut self, dice: Dice, play: Option<Play>) {
        let before = self.position;
        self.history.push(TurnRecord {
            color: before.turn(),
            dice,
            play,
            before,
        });
        self.position = match play {
            Some(p) => p.position(),
            None => before.with_turn(before.turn().other()),
        };
        self.legal.clear();
        self.phase = match self.position.game_value() {
            Some((winner, points)) => Phase::Over(GameResult { winner, points }),
            None => Phase::Roll,
        };
    }
}

/// A match to `length` points (1 = a single game): games until one side reaches the length (§8).
#[derive(Debug, Clone)]
pub struct Match {
    length: u32,
    /// Points of the finished games before the current one: White, Black.
    banked: [u32; 2],
    game: Game,
}

impl Match {
    /// A new match to `length` points under `rules`.
    ///
    /// # Errors
    /// [`GameError::BadMatchLength`] for a length of 0.
    pub fn new(rules: Rules, length: u32) -> Result<Match, GameError> {
        Match::resume(length, [0, 0], Game::new(rules))
    }

    /// A match resumed at a score (before the current game) with a game in progress.
    ///
    /// # Errors
    /// [`GameError::BadMatchLength`] for a length of 0.
    pub fn resume(length: u32, score: [u32; 2], game: Game) -> Result<Match, GameError> {
        if length == 0 {
            return Err(GameError::BadMatchLength(length));
        }
        Ok(Match {
            length,
            banked: score,
            game,
        })
    }

    /// The points a side needs to win the match.
    #[must_use]
    pub const fn length(&self) -> u32 {
        self.length
    }

    /// The current game.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The current game, to roll and play in.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// The score before the current game: `[white, black]`.
    #[must_use]
    pub const fn score_before_game(&self) -> [u32; 2] {
        self.banked
    }

    /// The score including the current game if it is over: `[white, black]`.
    #[must_use]
    pub fn score(&self) -> [u32; 2] {
        let mut s = self.banked;
        if let Some(r) = self.game.result() {
            let points = &mut s[r.winner as usize];
            *points = points.saturating_add(u32::from(r.points));
        }
        s
    }

    /// The side that has reached the match length.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        let s = self.score();
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| s[c as usize] >= self.length)
    }

    /// Starts the next game once the current one is over and the match goes on.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] while the game is not over; [`GameError::MatchOver`] once a side
    /// has reached the match length.
    pub fn next_game(&mut self) -> Result<(), GameError> {
        if self.game.result().is_none() {
            return Err(GameError::WrongPhase {
                action: GameAction::NextGame,
                phase: self.game.phase(),
            });
        }
        if let Some(winner) = self.winner() {
            return Err(GameError::MatchOver { winner });
        }
        self.banked = self.score();
        self.game = Game::new(self.game.rules());
        Ok(())
    }
}
