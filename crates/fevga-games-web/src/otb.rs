//! A game from a real board (issue 31): the rules, the players' names and each roll and play
//! entered as they were played over the board (the dice chosen, the plays entered on the board
//! with `fevga-board`'s [`Entry`], the core checking each), or played against the computer on a
//! real board (the person gives the dice they rolled, the computer's play is shown to be made
//! on the board). Kept, once the person says so, in Your games as "over the board", to review
//! like any other. The rules are the core's; the computer's plays are its worker's answers.

use fevga_ai::Level;
use fevga_ai::protocol::Request;
use fevga_board::Entry;
use fevga_core::record::{self, RecordInfo};
use fevga_core::{ByColor, Color, Dice, Game, GameError, Phase, Play, Rules};

/// How a game from a real board is set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The rule set.
    pub rules: Rules,
    /// The players' names (empty: not given).
    pub names: ByColor<String>,
    /// The side the person played, if one (else both, or not known).
    pub you: Option<Color>,
    /// The computer's side and level, when the person plays the computer on a real board (the
    /// person's side is then the other one).
    pub computer: Option<(Color, Level)>,
}

impl Setup {
    /// The setup as the page's fields give it: the rules' word, White's and Black's names, the
    /// person's side (`white`, `black` or `none`) and the computer's level's word (or `none`:
    /// the computer then plays the side the person did not, Black if both); `None` for a word
    /// the fields do not offer.
    #[must_use]
    pub fn read(rules: &str, names: [String; 2], you: &str, computer: &str) -> Option<Setup> {
        let rules: Rules = rules.parse().ok()?;
        let you = match you {
            "white" => Some(Color::White),
            "black" => Some(Color::Black),
            "none" => None,
            _ => return None,
        };
        let computer = match computer {
            "none" => None,
            word => {
                let level = Level::ALL.into_iter().find(|l| l.as_str() == word)?;
                Some((you.map_or(Color::Black, Color::other), level))
            }
        };
        let [white, black] = names;
        Some(Setup {
            rules,
            names: ByColor::new(white, black),
            you,
            computer,
        })
    }
}

/// A game being entered from a real board.
#[derive(Debug, Clone)]
pub struct OverTheBoard {
    setup: Setup,
    game: Game,
    entry: Option<Entry>,
    /// The computer's last play (shown as arrows until the next roll is given).
    shown: Option<(Color, Option<Play>)>,
}

impl OverTheBoard {
    /// A new game: the opening roll to give first.
    #[must_use]
    pub fn new(mut setup: Setup) -> OverTheBoard {
        setup.names = setup.names.map(|n| fevga_core::link::sanitize_name(&n));
        if let Some((side, _)) = setup.computer {
            setup.you = Some(side.other());
        }
        OverTheBoard {
            game: Game::new(setup.rules),
            setup,
            entry: None,
            shown: None,
        }
    }

    /// How it was set up.
    #[must_use]
    pub const fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The game so far.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The play being entered on the board, when a person's roll waits for it.
    #[must_use]
    pub const fn entry(&self) -> Option<&Entry> {
        self.entry.as_ref()
    }

    /// The play being entered, to tap, drag or undo on.
    pub fn entry_mut(&mut self) -> Option<&mut Entry> {
        self.entry.as_mut()
    }

    /// The computer's last play, to be made on the real board: its side and play (`None`: it
    /// could not move).
    #[must_use]
    pub const fn shown(&self) -> Option<(Color, Option<Play>)> {
        self.shown
    }

    /// Whether the roll in play is the computer's to play.
    #[must_use]
    pub fn computer_to_play(&self) -> bool {
        matches!(self.game.phase(), Phase::Play(_))
            && self
                .setup
                .computer
                .is_some_and(|(side, _)| side == self.game.position().turn())
    }

    /// The question to the computer for its play, when the roll in play is its own.
    #[must_use]
    pub fn to_choose(&self, seed: u64) -> Option<Request> {
        let (_, level) = self.setup.computer?;
        let Phase::Play(dice) = self.game.phase() else {
            return None;
        };
        self.computer_to_play().then(|| Request::Choose {
            rules: self.game.rules(),
            position: self.game.position(),
            dice,
            level,
            seed,
        })
    }

    /// The roll given: in the opening White's die and Black's (a tie is refused: roll again),
    /// later the two dice of the side to move. A roll that cannot be played passes at once.
    ///
    /// # Errors
    /// The core's [`GameError`]: the game waits for a play, it is over, or a tie opens.
    pub fn set_roll(&mut self, dice: Dice) -> Result<(), GameError> {
        self.game.set_roll(dice)?;
        self.shown = None;
        self.begin();
        Ok(())
    }

    fn begin(&mut self) {
        self.entry = None;
        if self.game.must_pass() {
            let side = self.game.position().turn();
            let _ = self.game.pass();
            if self.setup.computer.is_some_and(|(c, _)| c == side) {
                self.shown = Some((side, None));
            }
            return;
        }
        if !self.computer_to_play() {
            self.entry = Entry::of_game(&self.game);
        }
    }

    /// Takes the play the board's entry completed, if it did: it is played. True if one was.
    pub fn take_completed(&mut self) -> bool {
        let Some(play) = self.entry.as_ref().and_then(Entry::completed) else {
            return false;
        };
        if self.game.play(&play).is_err() {
            return false;
        }
        self.entry = None;
        true
    }

    /// The computer's play for its roll in play (its answer); ignored if the roll is not its
    /// own any more.
    pub fn computer_played(&mut self, play: Option<Play>) {
        if !self.computer_to_play() {
            return;
        }
        let side = self.game.position().turn();
        if self.game.play_or_pass(play.as_ref()).is_ok() {
            self.shown = Some((side, play));
        }
    }

    /// Takes back the roll given and not played yet, else the last turn (and, against the
    /// computer, its play before that, so the person's roll is to give again); false if there
    /// is nothing to take back.
    pub fn undo(&mut self) -> bool {
        let played = self.game.history().len();
        let keep = match self.game.phase() {
            Phase::Play(_) if played > 0 || self.game.opening().is_none() => played,
            Phase::Opening => return false,
            _ => {
                let mut keep = played.saturating_sub(1);
                // Against the computer: back to the person's own roll.
                while keep > 0
                    && self
                        .setup
                        .computer
                        .is_some_and(|(c, _)| self.game.history()[keep].color == c)
                {
                    keep -= 1;
                }
                keep
            }
        };
        self.game = self.replayed(keep);
        self.shown = None;
        self.entry = None;
        if matches!(self.game.phase(), Phase::Play(_)) {
            self.begin();
        }
        true
    }

    /// The game with its first `turns` turns only (no roll in play after them; the opening's
    /// first turn keeps its roll).
    fn replayed(&self, turns: usize) -> Game {
        let mut g = Game::new(self.setup.rules);
        let Some(o) = self.game.opening().filter(|_| turns > 0) else {
            return g;
        };
        let _ = g.set_opening(o.white(), o.black());
        for (i, t) in self.game.history()[..turns].iter().enumerate() {
            if i > 0 {
                let _ = g.set_dice(t.dice);
            }
            let _ = g.play_or_pass(t.play.as_ref());
        }
        g
    }

    /// The game's record, with the players' names.
    #[must_use]
    pub fn record(&self) -> String {
        let info = RecordInfo {
            names: self.setup.names.clone(),
            ..RecordInfo::default()
        };
        record::export(&self.game, info)
    }
}
