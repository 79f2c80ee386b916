//! The addresses the page offers: the link to send for a game, and the Games page's address
//! that reviews it.

use fevga_core::correspondence::Correspondence;
use fevga_core::link::{RecordLink, Source};
use fevga_core::record::RecordInfo;
use fevga_i18n::Lang;

/// The link to send for `game`'s latest link.
#[must_use]
pub fn address(base: &str, game: &Correspondence) -> String {
    format!("{base}#{}", game.link())
}

/// The Games page's address that reviews `game`'s current game, in the language `lang` (the
/// friend page's, so the Games page opens in it even where no language is saved):
/// `../games/?lang=<tag>#` and the core's [`RecordLink`] of the game's record (both players'
/// names in its headers), from a friend, kept for our side. The record is in the fragment, which
/// no server sees.
#[must_use]
pub fn review_address(game: &Correspondence, lang: Lang) -> String {
    let m = game.match_state();
    let info = RecordInfo {
        names: game.names(),
        ..RecordInfo::of_match(m)
    };
    let link = RecordLink {
        record: fevga_core::record::export(m.game(), info),
        source: Source::Friend,
        you: Some(game.side()),
    };
    format!("../games/?lang={}#{}", lang.as_str(), link.to_fragment())
}
