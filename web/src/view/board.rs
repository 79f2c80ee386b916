//! The adapter to `fevga-board`: what the board shows of the state (a [`BoardView`]: the
//! position, the marks the controller worked out, the dice, the focus); its words are
//! `fevga-diagram`'s [`MessageLabels`].

use fevga_board::{BoardView, DiceView, Orientation};
use fevga_core::Phase;
use fevga_i18n::MessageLabels;

use crate::app::App;
use fevga_i18n::Messages;

/// The inside of the board's `<svg>`.
#[must_use]
pub fn board_svg(app: &App, m: &Messages) -> String {
    fevga_board::board_svg(&board_view(app), &MessageLabels(m))
}

/// What the board shows of the state.
#[must_use]
pub fn board_view(app: &App) -> BoardView {
    BoardView {
        board: app.shown_position().board(),
        marks: app.marks().clone(),
        dice: dice_view(app),
        // The viewer's home at the bottom right, labelled in the viewer's numbers.
        orientation: Orientation::with_bottom(app.viewer()),
        numbers: true,
        numbering: app.viewer(),
        focus: Some(app.focus()),
        interactive: true,
    }
}

/// The dice: the roll in play (used dice dimmed), or, between turns, the last roll, dimmed, so
/// the player sees what was rolled.
fn dice_view(app: &App) -> Option<DiceView> {
    let game = app.game();
    let mut view = match game.phase() {
        Phase::Play(d) => {
            let mut v = DiceView::new(d, game.position().turn(), &app.dice_left());
            // The opening roll's first turn: each die shows whose it is (review #20).
            if game.history().is_empty()
                && let Some(o) = game.opening()
            {
                v.opening = Some((o.white(), o.black()));
            }
            // A turn not being entered here shows all live.
            if app.turn().is_none() {
                v.faces.iter_mut().for_each(|f| f.live = true);
            }
            v
        }
        _ => {
            let t = game.history().last()?;
            DiceView {
                last: true,
                ..DiceView::new(t.dice, t.color, &[])
            }
        }
    };
    view.fresh = app.fresh_roll();
    Some(view)
}

#[cfg(test)]
mod tests {
    /// A standalone diagram has the page's board colours: every colour that a `#board` rule of
    /// style.css uses, directly or through a variable of the site's palette (site.css: the
    /// board's are the same in a light and a dark page), is in the board crate's style.
    #[test]
    fn diagrams_have_the_pages_colours() {
        let css = include_str!("../../style.css");
        let palette = include_str!("../../site.css");
        let var = |name: &str| -> &str {
            let at = palette
                .find(&format!("--{name}:"))
                .unwrap_or_else(|| panic!("--{name}"));
            let value = palette[at + name.len() + 3..].split(';').next().unwrap().trim();
            assert!(!value.contains("light-dark"), "--{name} is the board's: one colour");
            value
        };
        let mut checked = 0;
        for line in css.lines().filter(|l| l.starts_with("#board") && !l.contains("focus")) {
            let body = &line[line.find('{').unwrap()..];
            let mut colours: Vec<String> = Vec::new();
            for part in body.split("var(--").skip(1) {
                colours.push(var(part.split(')').next().unwrap()).to_string());
            }
            for (i, _) in body.match_indices('#') {
                let hex: String = body[i..]
                    .chars()
                    .take_while(|c| *c == '#' || c.is_ascii_hexdigit())
                    .collect();
                // `url(#gf)` names a gradient, drawn the same everywhere.
                if hex.len() > 3 {
                    colours.push(hex);
                }
            }
            for c in colours {
                assert!(fevga_board::STYLE.contains(&c), "{c} of {line}");
                checked += 1;
            }
        }
        assert!(checked > 20, "{checked}");
    }

    /// The point numbers and stack counts are never drawn larger than the board has room for.
    #[test]
    fn labels_fit_the_geometry() {
        let css = include_str!("../../style.css");
        let sizes: Vec<f64> = css
            .lines()
            .chain(fevga_board::STYLE.split_inclusive('}'))
            .filter(|l| [".num", ".count"].iter().any(|c| l.contains(c)))
            .filter_map(|l| l.split("font-size:").nth(1))
            .map(|v| v.trim().split("px").next().unwrap().parse().unwrap())
            .collect();
        assert!(sizes.len() >= 5, "{sizes:?}");
        for size in sizes {
            assert!(size <= fevga_board::geometry::LABEL_FONT_MAX, "{size}");
        }
    }

    /// Review #20: the opening roll's dice say whose they are; later rolls do not.
    #[test]
    fn the_opening_dice_carry_their_owners() {
        use crate::app::{Button, Input};
        use fevga_core::{Phase, SeededDice};
        for seed in 0..6 {
            let mut app = crate::app::App::new(
                crate::settings::Settings::default(),
                Box::new(SeededDice::new(seed)),
                seed,
            );
            while app.phase() == Phase::Opening {
                app.handle(Input::Button(Button::Roll));
            }
            let o = app.game().opening().expect("decided");
            let dice = super::board_view(&app).dice.expect("the opening roll is shown");
            assert_eq!(dice.opening, Some((o.white(), o.black())), "seed {seed}");
        }
        let mut app = crate::app::App::new(crate::settings::Settings::default(), Box::new(SeededDice::new(1)), 1);
        app.handle(Input::Link("position=W:24x14,13%20B:12x15%20B&dice=6-5".into()));
        assert_eq!(super::board_view(&app).dice.expect("the link's roll").opening, None);
    }
}
