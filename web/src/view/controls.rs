//! The page's controls, the same everywhere: a button (its `data-action` and its word) and a
//! question with its two answers. Below every region's module (the panel, the coach, the tutor,
//! the settings), which all draw them.

use std::fmt::Write;

use fevga_board::esc;
use fevga_i18n::Messages;

use crate::app::Button;

/// A question with its two answers: start again, or keep playing (the safe one).
pub(super) fn question(s: &mut String, m: &Messages, text: &str) {
    let _ = write!(
        s,
        r#"<div class="confirm" role="group" aria-label="{0}"><p>{0}</p><p class="answers">"#,
        esc(text)
    );
    button(s, m, Button::Confirm, true, false);
    button(s, m, Button::KeepPlaying, true, true);
    s.push_str("</p></div>");
}

/// The message key of a button's word: the action's name, but Close for closing the settings.
const fn word(b: Button) -> &'static str {
    match b {
        Button::CloseSettings => "close",
        Button::Confirm => "confirm-yes",
        b => b.as_str(),
    }
}

/// A button of the page: its `data-action` and its word. A button that cannot act now stays
/// in place and focusable, marked `aria-disabled` (so the focus does not fall to the page).
pub(super) fn button(s: &mut String, m: &Messages, b: Button, enabled: bool, primary: bool) {
    let _ = write!(
        s,
        r#"<button type="button" data-action="{}" class="{}"{}>{}</button>"#,
        b.as_str(),
        if primary { "primary" } else { "" },
        if enabled { "" } else { r#" aria-disabled="true""# },
        esc(&m.t(word(b)))
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use fevga_i18n::Lang;

    #[test]
    fn every_button_has_its_word() {
        let m = Messages::new(Lang::En);
        for b in Button::ALL {
            let mut s = String::new();
            button(&mut s, &m, b, true, false);
            assert!(s.contains(&format!(r#"data-action="{}""#, b.as_str())), "{s}");
            assert_ne!(m.t(word(b)), word(b), "no message for {}", b.as_str());
        }
    }
}
