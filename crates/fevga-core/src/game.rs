//! Game flow (§2, §8): the opening roll, turns and passes, the game's end and its score. The
//! match around it is `match_play`.
//!
//! | module | what it owns |
//! |---|---|
//! | here | [`Game`]: rolling, playing and passing, the history of turns |
//! | `phase` | where a game stands ([`Phase`]) and its result ([`GameResult`]) |
//! | `aids` | what helped the players ([`Aids`]: the tutor, plays taken back) and taking a play back |
//! | `error` | what a player asks ([`GameAction`]) and the refusals ([`GameError`]) |

mod aids;
mod error;
mod phase;

pub use aids::Aids;
pub use error::{GameAction, GameError};
pub use phase::{GameResult, Phase};

use crate::notation::MoveText;
use crate::{Color, Dice, DiceSource, IllegalPlay, MoveGen, Opening, OpeningRoll, Play, Position, Rules};

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
