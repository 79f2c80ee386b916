//! The update bar's words live in `web/boot.js` (the bar must show even when the wasm cannot
//! start), but the message files own them: each language's `update-ready` must be boot.js's line.

use fevga_i18n::{Lang, Messages};

#[test]
fn boot_js_update_bar_says_what_the_message_files_say() {
    let boot = include_str!("../../../web/boot.js");
    let table = boot
        .split("const UPDATE_TEXT = {")
        .nth(1)
        .and_then(|rest| rest.split("};").next())
        .expect("boot.js has its UPDATE_TEXT table");
    let mut seen = 0;
    for line in table.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (code, text) = line.split_once(": ").expect("a `code: 'text',` line");
        let lang: Lang = code.parse().unwrap_or_else(|e| panic!("boot.js: {e}"));
        let text = text.trim_end_matches(',').trim_matches('\'');
        assert_eq!(text, Messages::new(lang).t("update-ready"), "boot.js's {code} line");
        seen += 1;
    }
    assert_eq!(seen, Lang::ALL.len(), "one line per language");
}
