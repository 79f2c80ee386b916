//! The guided first game's region: the tip in sight as one short paragraph with its rules link,
//! "Got it" and "Skip guide". Not a dialog: the board and the buttons stay in reach.

use fevga_board::esc;
use fevga_i18n::{Arg, Messages};

use crate::app::{App, Button, Tip};

/// The tip in sight, in words (points in the board's numbers); `None` when there is none.
#[must_use]
pub fn tip_text(app: &App, m: &Messages, tip: Tip) -> String {
    let mover = app.viewer();
    let label = |p: u8| Arg::Num(app.viewer().own(mover.to_white(p)).into());
    match tip {
        Tip::Start => m.tf("guide-start", &[("color", Arg::Str(mover.as_str()))]),
        Tip::Sprint => {
            let line = app.game().rules().head_line();
            m.tf("guide-sprint", &[("line", label(line))])
        }
        Tip::Wall { high, low } => m.tf("guide-wall", &[("high", label(high)), ("low", label(low))]),
        Tip::DieLost => m.t("guide-die-lost"),
        Tip::BearOff => m.t("guide-bear-off"),
    }
}

/// The guide's region: empty unless a tip is in sight.
#[must_use]
pub fn guide_html(app: &App, m: &Messages) -> String {
    let Some(tip) = app.guide().shown() else {
        return String::new();
    };
    let section = tip.section(app.game().rules());
    format!(
        r#"<div class="guide-tip" role="note" aria-labelledby="guide-title"><p><strong id="guide-title">{}</strong> {} <a class="why-rule" href="rules/{}.html#s{}" target="_blank" rel="noopener">{}</a></p><div class="guide-buttons"><button type="button" data-action="{}">{}</button><button type="button" class="quiet" data-action="{}">{}</button></div></div>"#,
        esc(&m.t("guide-title")),
        esc(&tip_text(app, m, tip)),
        m.lang().as_str(),
        section.trim_start_matches('§'),
        esc(&m.tf("why-rules-link", &[("section", Arg::Str(section))])),
        Button::GuideOk.as_str(),
        esc(&m.t("guide-ok")),
        Button::GuideSkip.as_str(),
        esc(&m.t("guide-skip")),
    )
}

#[cfg(test)]
mod tests {
    use fevga_core::SeededDice;
    use fevga_i18n::Lang;

    use super::*;
    use crate::app::Input;
    use crate::settings::Settings;

    #[test]
    fn every_tip_reads_in_every_language_with_its_buttons() {
        let mut app = App::new(Settings::default(), Box::new(SeededDice::new(1)), 1);
        assert_eq!(guide_html(&app, &Messages::new(Lang::En)), "", "no guide, no region");
        app.handle(Input::FirstVisit);
        let tips = [
            Tip::Start,
            Tip::Sprint,
            Tip::Wall { high: 16, low: 13 },
            Tip::DieLost,
            Tip::BearOff,
        ];
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            let html = guide_html(&app, &m);
            for b in [Button::GuideOk, Button::GuideSkip] {
                assert!(html.contains(&format!(r#"data-action="{}""#, b.as_str())), "{html}");
            }
            assert!(html.contains(&format!("rules/{}.html#s1", lang.as_str())), "{html}");
            for tip in tips {
                let t = tip_text(&app, &m, tip);
                assert!(!t.contains("guide-") && !t.contains('{'), "{}: {t}", lang.as_str());
                // A phone shows it in a few lines.
                assert!(
                    t.chars().count() <= 170,
                    "{}: {} chars: {t}",
                    lang.as_str(),
                    t.chars().count()
                );
            }
            assert!(tip_text(&app, &m, tips[1]).contains("12"), "the Fevga line");
            assert!(tip_text(&app, &m, tips[2]).contains("16") && tip_text(&app, &m, tips[2]).contains("13"));
        }
        let en = Messages::new(Lang::En);
        assert!(tip_text(&app, &en, Tip::Start).starts_with("You play White: your checkers start on 24"));
    }
}
