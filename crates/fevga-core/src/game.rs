//! Game and match flow (§2, §8): opening roll, turns and passes, game end, scoring, matches.

use crate::error::GameError;
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
    const fn name(self) -> &'static str {
        match self {
            Phase::Opening => "the opening roll comes first",
            Phase::Roll => "the dice must be rolled",
            Phase::Play(_) => "the roll must be played",
            Phase::Over(_) => "the game is over",
        }
    }
}

/// Who won and how many points the game is worth (§8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    pub winner: Color,
    /// 2 if the loser had borne off none, else 1.
    pub points: u8,
}

/// One turn of the history: the roll and the play (`None`: no legal play, the turn passed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    pub color: Color,
    pub dice: Dice,
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
    history: Vec<Turn>,
    from_setup: bool,
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
        }
    }

    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

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

    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    #[must_use]
    pub fn history(&self) -> &[Turn] {
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

    fn expect(&self, ok: bool, expected: &'static str) -> Result<(), GameError> {
        if ok {
            Ok(())
        } else {
            Err(GameError::WrongPhase {
                expected,
                phase: self.phase.name(),
            })
        }
    }

    /// Rolls one die a side until they differ (§2); the higher side moves first with those two
    /// numbers. Returns `(white's die, black's die)`.
    pub fn roll_opening(&mut self, dice: &mut (impl DiceSource + ?Sized)) -> Result<(u8, u8), GameError> {
        self.expect(self.phase == Phase::Opening, "roll the opening")?;
        loop {
            let (w, b) = (dice.die(), dice.die());
            if w != b {
                self.set_opening(w, b)?;
                return Ok((w, b));
            }
        }
    }

    /// Sets the opening roll from given dice (for replays and tests).
    pub fn set_opening(&mut self, white: u8, black: u8) -> Result<(), GameError> {
        self.expect(self.phase == Phase::Opening, "roll the opening")?;
        let dice = Dice::new(white, black).map_err(GameError::Dice)?;
        if white == black {
            return Err(GameError::OpeningDouble(dice));
        }
        let first = if white > black { Color::White } else { Color::Black };
        self.position = Position::start_with(first);
        self.start = self.position;
        let ordered = if white > black {
            dice
        } else {
            Dice::new(black, white).expect("checked")
        };
        self.begin_turn(ordered);
        Ok(())
    }

    /// Rolls two dice for the side to move.
    pub fn roll(&mut self, dice: &mut (impl DiceSource + ?Sized)) -> Result<Dice, GameError> {
        self.expect(self.phase == Phase::Roll, "roll")?;
        let d = dice.roll();
        self.begin_turn(d);
        Ok(d)
    }

    /// Sets the roll of the side to move (for replays and tests).
    pub fn set_dice(&mut self, dice: Dice) -> Result<(), GameError> {
        self.expect(self.phase == Phase::Roll, "roll")?;
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
    pub fn play(&mut self, play: &Play) -> Result<(), GameError> {
        let Phase::Play(dice) = self.phase else {
            return Err(GameError::WrongPhase {
                expected: "play",
                phase: self.phase.name(),
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

    /// Plays a move text (§1), e.g. `24/13`; `pass` when no play is legal.
    pub fn play_text(&mut self, text: &str) -> Result<Option<Play>, GameError> {
        let Phase::Play(dice) = self.phase else {
            return Err(GameError::WrongPhase {
                expected: "play",
                phase: self.phase.name(),
            });
        };
        let parsed: MoveText = text.parse()?;
        if parsed.is_pass() {
            self.pass()?;
            return Ok(None);
        }
        let play = crate::notation::match_play(&self.position, dice, &parsed, &self.legal)?;
        self.finish_turn(dice, Some(play));
        Ok(Some(play))
    }

    /// Passes the turn; allowed only when no play is legal (§6.5).
    pub fn pass(&mut self) -> Result<(), GameError> {
        let Phase::Play(dice) = self.phase else {
            return Err(GameError::WrongPhase {
                expected: "pass",
                phase: self.phase.name(),
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
        self.history.push(Turn {
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
    pub fn new(rules: Rules, length: u32) -> Result<Match, GameError> {
        if length == 0 {
            return Err(GameError::BadMatchLength(length));
        }
        Ok(Match {
            length,
            banked: [0, 0],
            game: Game::new(rules),
        })
    }

    /// A match resumed at a score (before the current game) with a game in progress.
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

    #[must_use]
    pub const fn length(&self) -> u32 {
        self.length
    }

    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

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
            s[r.winner as usize] += u32::from(r.points);
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
    pub fn next_game(&mut self) -> Result<(), GameError> {
        if self.game.result().is_none() {
            return Err(GameError::WrongPhase {
                expected: "start the next game",
                phase: "the game is not over",
            });
        }
        if self.winner().is_some() {
            return Err(GameError::WrongPhase {
                expected: "start the next game",
                phase: "the match is over",
            });
        }
        self.banked = self.score();
        self.game = Game::new(self.game.rules());
        Ok(())
    }
}
