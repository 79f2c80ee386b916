//! The addresses the page offers: the link to send for a game, the address to watch it, and the
//! Games page's address that reviews it.

use fevga_core::correspondence::{Correspondence, Spectator};
use fevga_core::link::{RecordLink, Source};
use fevga_core::record::RecordInfo;
use fevga_core::{ByColor, Color, Match};
use fevga_i18n::Lang;

/// The link to send for `game`'s latest link.
#[must_use]
pub fn address(base: &str, game: &Correspondence) -> String {
    format!("{base}#{}", game.link())
}

/// The fragment's part that makes a link a watch address: `#watch&game=2.…`.
pub const WATCH: &str = "watch";

/// The address to watch a match from its latest link (a fragment): the page opens it as a
/// spectator's, read only, and follows the match live through the relay.
#[must_use]
pub fn watch_address(base: &str, fragment: &str) -> String {
    format!("{base}#{WATCH}&{fragment}")
}

/// Whether `text` (an address, a fragment or a pasted line) is a watch address.
#[must_use]
pub fn is_watch_address(text: &str) -> bool {
    let fragment = text.rsplit_once('#').map_or(text, |(_, f)| f);
    fragment.split('&').any(|part| part.trim() == WATCH)
}

/// The Games page's address that reviews `game`'s current game, in the language `lang` (the
/// friend page's, so the Games page opens in it even where no language is saved):
/// `../games/?lang=<tag>#` and the core's [`RecordLink`] of the game's record (both players'
/// names in its headers), from a friend, kept for our side. The record is in the fragment, which
/// no server sees.
#[must_use]
pub fn review_address(game: &Correspondence, lang: Lang) -> String {
    review_of(
        game.match_state(),
        game.names(),
        Source::Friend,
        Some(game.side()),
        lang,
    )
}

/// The Games page's address that reviews a watched match's current game: filed there as a
/// game watched ([`Source::Watched`]), for no side (we played neither).
#[must_use]
pub fn watched_review_address(watched: &Spectator, lang: Lang) -> String {
    review_of(
        watched.match_state(),
        watched.names().clone(),
        Source::Watched,
        None,
        lang,
    )
}

fn review_of(m: &Match, names: ByColor<String>, source: Source, you: Option<Color>, lang: Lang) -> String {
    let info = RecordInfo {
        names,
        ..RecordInfo::of_match(m)
    };
    let link = RecordLink {
        record: fevga_core::record::export(m.game(), info),
        source,
        you,
    };
    format!("../games/?lang={}#{}", lang.as_str(), link.to_fragment())
}
