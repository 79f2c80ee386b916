//! The engine's JavaScript API. Every function translates its arguments, calls `fevga-core` or
//! `fevga-ai`, and translates the answer back; errors become JS `Error`s with the core's message.
//! Arguments arrive as `&JsValue` and are read by `args.rs`: a wrong type throws a `TypeError` naming
//! the argument, never traps the module.
//!
//! ```js
//! fevga.legalPlays("fevga", "W:24x15 B:12x15 W", "6-5")
//! // [{ move: "24/13", position: "W:24x14,13 B:12x15 B" }]
//! const g = new fevga.Game("fevga", 3); g.rollOpening(); g.state().legalPlays; g.play("24/13");
//! ```
//!
//! | module | what it owns |
//! |---|---|
//! | this module | the calls: [`legal_plays`], [`parse_position`], [`apply_move`], [`why_not`] and [`Game`] |
//! | `args` | every argument read from a `JsValue`: a wrong type is a `TypeError` (a number out of range a `RangeError`), never a trap |
//! | `computer` | (feature `computer`) `aiPlay` and `Game.aiPlay`: left out of the game page's bundle, in the computer's own module (`fevga-computer`) |
//! | `tests/` | `api.rs` (the API in Node), `fuzz.rs` (a seeded fuzz of every entry point with values of every JS type) |

#![warn(missing_docs)]

use fevga_core::{Color, Dice, Match, MoveText, OsDice, PartialTurn, Play, Position, Rules, record};
use serde::Serialize;
use std::sync::LazyLock;

use wasm_bindgen::prelude::*;

mod args;
#[cfg(feature = "computer")]
mod computer;
#[cfg(feature = "computer")]
pub use computer::ai_play;

/// An engine error as a JS `Error` with the engine's message.
fn err(e: impl std::fmt::Display) -> JsValue {
    JsError::new(&e.to_string()).into()
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(err)
}

// One reader per kind of argument: the JS type is checked in `args`, the value by the engine.
// `func` is the JS name of the entry point, for the message.

/// The rule sets' words for a `TypeError`, written once (not on every call).
static RULES_HINT: LazyLock<String> = LazyLock::new(|| fevga_core::alternatives(&Rules::ALL.map(Rules::as_str)));

const POSITION_HINT: &str = r#"position text like "W:24x15 B:12x15 W""#;

fn rules(func: &str, v: &JsValue) -> Result<Rules, JsValue> {
    args::string(v, func, "rules", &RULES_HINT)?.parse().map_err(err)
}

fn position(func: &str, v: &JsValue) -> Result<Position, JsValue> {
    Position::from_text(&args::string(v, func, "position", POSITION_HINT)?).map_err(err)
}

fn dice(func: &str, v: &JsValue) -> Result<Dice, JsValue> {
    args::string(v, func, "dice", r#"like "6-5""#)?.parse().map_err(err)
}

fn move_text(func: &str, v: &JsValue) -> Result<String, JsValue> {
    args::string(v, func, "move", r#"like "24/13" or "pass""#)
}

/// A play as JS sees it.
#[derive(Serialize)]
struct PlayJs {
    /// Canonical notation in the mover's numbering.
    #[serde(rename = "move")]
    notation: String,
    /// The position after the play (section 11 text).
    position: String,
}

impl From<&Play> for PlayJs {
    fn from(p: &Play) -> Self {
        PlayJs {
            notation: p.notation(),
            position: p.position().to_text(),
        }
    }
}

/// A position laid out for display (White's numbering).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PositionJs {
    text: String,
    turn: &'static str,
    /// Checkers per point 1–24 (index 0 unused), White's numbering.
    white: Vec<u8>,
    black: Vec<u8>,
    pips: [u32; 2],
    borne_off: [u8; 2],
    winner: Option<&'static str>,
}

impl From<&Position> for PositionJs {
    fn from(p: &Position) -> Self {
        let b = p.board();
        PositionJs {
            text: p.to_text(),
            turn: Color::as_str(p.turn()),
            white: b.white.to_vec(),
            black: b.black.to_vec(),
            pips: [p.pips(Color::White), p.pips(Color::Black)],
            borne_off: [p.borne_off(Color::White), p.borne_off(Color::Black)],
            winner: p.winner().map(Color::as_str),
        }
    }
}

/// Every legal play of `dice` (`"6-5"`) in `position` under `rules` (`"fevga"`/`"multezim"`).
#[wasm_bindgen(js_name = legalPlays)]
pub fn legal_plays(rules_name: &JsValue, position_text: &JsValue, dice_text: &JsValue) -> Result<JsValue, JsValue> {
    const F: &str = "legalPlays";
    let (r, pos, d) = (rules(F, rules_name)?, position(F, position_text)?, dice(F, dice_text)?);
    let plays = pos.legal_plays(r, d);
    to_js(&plays.iter().map(PlayJs::from).collect::<Vec<_>>())
}

/// A position text parsed and laid out: `{ text, turn, white, black, pips, borneOff, winner }`.
#[wasm_bindgen(js_name = parsePosition)]
pub fn parse_position(position_text: &JsValue) -> Result<JsValue, JsValue> {
    to_js(&PositionJs::from(&position("parsePosition", position_text)?))
}

/// Plays a move text (`"pass"` when nothing can be played) and returns the position after it;
/// an illegal or malformed move throws.
#[wasm_bindgen(js_name = applyMove)]
pub fn apply_move(
    rules_name: &JsValue,
    position_text: &JsValue,
    dice_text: &JsValue,
    move_arg: &JsValue,
) -> Result<String, JsValue> {
    const F: &str = "applyMove";
    let (r, pos, d) = (rules(F, rules_name)?, position(F, position_text)?, dice(F, dice_text)?);
    let text: MoveText = move_text(F, move_arg)?.parse().map_err(err)?;
    let play = pos.find_play(r, d, &text).map_err(err)?;
    Ok(pos.after(play.as_ref()).to_text())
}

/// Why one step may not start the turn: `null` if it may, else `{ section, reason }` (the rules'
/// section, e.g. `"§4"`, and the reason in English). The step is `from/to` or `from/off` in the
/// mover's numbering.
#[wasm_bindgen(js_name = whyNot)]
pub fn why_not(
    rules_name: &JsValue,
    position_text: &JsValue,
    dice_text: &JsValue,
    step_arg: &JsValue,
) -> Result<JsValue, JsValue> {
    const F: &str = "whyNot";
    let (r, pos, d) = (rules(F, rules_name)?, position(F, position_text)?, dice(F, dice_text)?);
    let step = args::string(step_arg, F, "step", "a step such as \"24/23\" or \"3/off\"")?;
    let (_, refusal) = PartialTurn::new(pos, r, d).why_not_step(&step).map_err(err)?;
    match refusal {
        None => Ok(JsValue::NULL),
        Some(refusal) => to_js(&WhyNot {
            section: refusal.section(),
            reason: refusal.to_string(),
        }),
    }
}

/// A refusal as the JS API gives it.
#[derive(Serialize)]
struct WhyNot {
    section: &'static str,
    reason: String,
}

/// A match (1 point = a single game) played through the JS API.
#[wasm_bindgen]
#[derive(Debug)]
pub struct Game {
    inner: Match,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TurnJs {
    color: &'static str,
    dice: [u8; 2],
    #[serde(rename = "move")]
    notation: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GameJs {
    rules: &'static str,
    /// `opening`, `roll`, `play` or `over`.
    phase: &'static str,
    position: PositionJs,
    dice: Option<[u8; 2]>,
    legal_plays: Vec<PlayJs>,
    history: Vec<TurnJs>,
    match_length: u32,
    score: [u32; 2],
    result: Option<ResultJs>,
    match_winner: Option<&'static str>,
}

#[derive(Serialize)]
struct ResultJs {
    winner: &'static str,
    points: u8,
}

#[wasm_bindgen]
impl Game {
    /// A new match: `rules` `"fevga"` (default) or `"multezim"`, to `matchLength` points (default 1).
    #[wasm_bindgen(constructor)]
    pub fn new(rules_name: &JsValue, match_length: &JsValue) -> Result<Game, JsValue> {
        const F: &str = "Game";
        let r = args::optional_string(rules_name, F, "rules", &RULES_HINT)?
            .map(|s| s.parse().map_err(err))
            .transpose()?
            .unwrap_or_default();
        let length = args::optional_u32(match_length, F, "matchLength", "points to win")?.unwrap_or(1);
        Ok(Game {
            inner: Match::new(r, length).map_err(err)?,
        })
    }

    /// Everything about the game now.
    pub fn state(&self) -> Result<JsValue, JsValue> {
        let g = self.inner.game();
        to_js(&GameJs {
            rules: g.rules().as_str(),
            phase: g.phase().name(),
            position: PositionJs::from(&g.position()),
            dice: g.dice().map(|d| [d.first(), d.second()]),
            legal_plays: g.legal_plays().iter().map(PlayJs::from).collect(),
            history: g
                .history()
                .iter()
                .map(|t| TurnJs {
                    color: Color::as_str(t.color),
                    dice: [t.dice.first(), t.dice.second()],
                    notation: t.play.map(|p| p.notation()),
                })
                .collect(),
            match_length: self.inner.length(),
            score: self.inner.score().to_array(),
            result: g.result().map(|r| ResultJs {
                winner: Color::as_str(r.winner),
                points: r.points,
            }),
            match_winner: self.inner.winner().map(Color::as_str),
        })
    }

    /// The opening roll with random dice: returns `[white's die, black's die]`.
    #[wasm_bindgen(js_name = rollOpening)]
    pub fn roll_opening(&mut self) -> Result<Vec<u8>, JsValue> {
        let mut d = OsDice::new().map_err(err)?;
        let o = self.inner.game_mut().roll_opening(&mut d).map_err(err)?;
        Ok(vec![o.white(), o.black()])
    }

    /// Rolls two random dice for the side to move.
    pub fn roll(&mut self) -> Result<Vec<u8>, JsValue> {
        let mut d = OsDice::new().map_err(err)?;
        let r = self.inner.game_mut().roll(&mut d).map_err(err)?;
        Ok(vec![r.first(), r.second()])
    }

    /// Sets the roll (`"6-5"`); in the opening, White's die then Black's.
    #[wasm_bindgen(js_name = setDice)]
    pub fn set_dice(&mut self, dice_text: &JsValue) -> Result<(), JsValue> {
        let d = dice("setDice", dice_text)?;
        self.inner.game_mut().set_roll(d).map_err(err)
    }

    /// Plays a move text (`"24/13"`, or `"pass"` when nothing can be played).
    pub fn play(&mut self, move_arg: &JsValue) -> Result<(), JsValue> {
        let text = move_text("play", move_arg)?;
        self.inner.game_mut().play_text(&text).map(|_| ()).map_err(err)
    }

    /// Starts the next game of the match once this one is over.
    #[wasm_bindgen(js_name = nextGame)]
    pub fn next_game(&mut self) -> Result<(), JsValue> {
        self.inner.next_game().map_err(err)
    }

    /// The current game as a record text.
    pub fn record(&self) -> String {
        record::export_match(&self.inner)
    }

    /// A match resumed from a record text; throws naming the first bad line.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &JsValue) -> Result<Game, JsValue> {
        let text = args::string(text, "fromRecord", "text", "a game record")?;
        Ok(Game {
            inner: record::import_match(&text).map_err(err)?,
        })
    }
}
