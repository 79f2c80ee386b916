//! Game and match flow (§2, §8): opening roll, turns and passes, game end, scoring, matches.

use std::fmt;

use crate::notation::MoveText;
use crate::{
    ByColor, Color, Dice, DiceError, DiceSource, IllegalPlay, MoveGen, Opening, OpeningRoll, Play, Position, Rules,
};

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
    aids: Aids,
}

/// What helped the players in a game, as its record keeps it: neither changes a rule.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Aids {
    /// The sides that played with the tutor (a warning before a costly play) at some point.
    pub tutor: ByColor<bool>,
    /// The turns (numbered from 1, as the record numbers them) whose play was taken back and
    /// made again, in the order it happened.
    pub taken_back: Vec<usize>,
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
            aids: Aids::default(),
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
            aids: Aids::default(),
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

    /// What helped the players: the tutor, plays taken back.
    #[must_use]
    pub const fn aids(&self) -> &Aids {
        &self.aids
    }

    /// Notes that `side` plays with the tutor on (the record says so).
    pub fn note_tutor(&mut self, side: Color) {
        *self.aids.tutor.get_mut(side) = true;
    }

    /// Takes back `side`'s last play: the game goes back to the position before it with the same
    /// roll to play again, and the other side's turns since (a reply, a pass) are undone too.
    /// The record notes the turn ([`Aids::taken_back`]).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] before the opening roll, once the game is over, or when `side`
    /// has rolled again (it has seen its next dice); [`GameError::NothingToTakeBack`] when `side`
    /// has not played since (no play yet, or its last turn was a pass).
    pub fn take_back(&mut self, side: Color) -> Result<(), GameError> {
        let j = self.last_play_of(side)?;
        let t = self.history[j];
        self.history.truncate(j);
        self.position = t.before;
        self.begin_turn(t.dice);
        self.aids.taken_back.push(j + 1);
        Ok(())
    }

    /// Whether [`Game::take_back`] would take back a play of `side` now.
    #[must_use]
    pub fn can_take_back(&self, side: Color) -> bool {
        self.last_play_of(side).is_ok()
    }

    /// The turn (index) whose play [`Game::take_back`] takes back, or why there is none now.
    fn last_play_of(&self, side: Color) -> Result<usize, GameError> {
        let seen_next_roll = matches!(self.phase, Phase::Play(_)) && self.position.turn() == side;
        self.require_phase(
            matches!(self.phase, Phase::Roll | Phase::Play(_)) && !seen_next_roll,
            GameAction::TakeBack,
        )?;
        let last = self.history.iter().rposition(|t| t.color == side);
        last.filter(|&j| self.history[j].play.is_some())
            .ok_or(GameError::NothingToTakeBack(side))
    }

    /// Restores what helped the players (a record read back).
    pub(crate) fn set_aids(&mut self, aids: Aids) {
        self.aids = aids;
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
    /// The roll in play, for `action` (playing or passing it).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] naming `action` outside [`Phase::Play`].
    pub fn dice_in_play(&self, action: GameAction) -> Result<Dice, GameError> {
        match self.phase {
            Phase::Play(dice) => Ok(dice),
            phase => Err(GameError::WrongPhase { action, phase }),
        }
    }

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
        self.require_phase(self.phase == Phase::Opening, GameAction::RollOpening)?;
        let opening = Opening::roll(dice)?;
        self.begin_opening(opening);
        Ok(opening)
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
        let dice = self.dice_in_play(GameAction::Play)?;
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
        let dice = self.dice_in_play(GameAction::Play)?;
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
        let dice = self.dice_in_play(GameAction::Pass)?;
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
        self.position = before.after(play.as_ref());
        self.legal.clear();
        self.phase = match self.position.game_value() {
            Some((winner, points)) => Phase::Over(GameResult { winner, points }),
            None => Phase::Roll,
        };
    }
}

/// What a player asked the game to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameAction {
    /// Roll (or set) the opening roll.
    RollOpening,
    /// Roll (or set) the dice of a turn.
    Roll,
    /// Make a play.
    Play,
    /// Pass a turn that cannot be played.
    Pass,
    /// Start the next game of a match.
    NextGame,
    /// Take back a play.
    TakeBack,
}

impl fmt::Display for GameAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameAction::RollOpening => "roll the opening",
            GameAction::Roll => "roll",
            GameAction::Play => "play",
            GameAction::Pass => "pass",
            GameAction::NextGame => "start the next game",
            GameAction::TakeBack => "take back a play",
        })
    }
}

/// A request the game cannot take in its current phase, or an illegal play in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// E.g. rolling twice, or playing before rolling.
    WrongPhase {
        /// What was asked.
        action: GameAction,
        /// The phase the game was in.
        phase: Phase,
    },
    /// A well-formed play the rules do not allow.
    Illegal(IllegalPlay),
    /// A malformed move text.
    BadMove(crate::ParseMoveError),
    /// An opening roll must not be a double (§2).
    OpeningDouble(Dice),
    /// The side that moves first in the opening had the lower die (§2); the roll is written with
    /// the mover's die first.
    OpeningLowerDie {
        /// The side said to move first.
        mover: Color,
        /// The roll as written, the mover's die first.
        dice: Dice,
    },
    /// A match must be played to at least one point.
    BadMatchLength(u32),
    /// A score before a game at which a side has already reached the match length (§8): that
    /// match is over, so no game of it can be in progress.
    ScoreReached {
        /// The match length.
        length: u32,
        /// Each side's points.
        score: ByColor<u32>,
    },
    /// The match is over: no next game.
    MatchOver {
        /// The side that won the match.
        winner: Color,
    },
    /// Dice that are not two numbers 1–6.
    Dice(DiceError),
    /// The side has no play to take back: none yet, or its last turn was a pass.
    NothingToTakeBack(Color),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::WrongPhase { action, phase } => {
                let why = match phase {
                    Phase::Opening => "the opening roll comes first",
                    Phase::Roll => "the dice must be rolled",
                    Phase::Play(_) => "the roll must be played",
                    Phase::Over(_) => "the game is over",
                };
                write!(f, "cannot {action} now: {why}")
            }
            GameError::Illegal(e) => e.fmt(f),
            GameError::BadMove(e) => e.fmt(f),
            GameError::OpeningDouble(d) => write!(f, "the opening roll {d} is a double; ties are rolled again"),
            GameError::OpeningLowerDie { mover, dice } => {
                write!(
                    f,
                    "{} cannot open with {dice}: the higher die moves first",
                    mover.title()
                )
            }
            GameError::BadMatchLength(n) => write!(f, "match length {n}: must be at least 1"),
            GameError::ScoreReached { length, score } => {
                let (w, b) = (score.white, score.black);
                write!(f, "score {w}-{b} in a match to {length}: the match was already over")
            }
            GameError::MatchOver { winner } => write!(f, "the match is over: {} won it", winner.title()),
            GameError::Dice(e) => e.fmt(f),
            GameError::NothingToTakeBack(side) => write!(f, "{} has no play to take back", side.title()),
        }
    }
}

impl std::error::Error for GameError {}

impl From<IllegalPlay> for GameError {
    fn from(e: IllegalPlay) -> Self {
        GameError::Illegal(e)
    }
}

impl From<crate::ParseMoveError> for GameError {
    fn from(e: crate::ParseMoveError) -> Self {
        GameError::BadMove(e)
    }
}
