//! The site's colours: as the system asks (`prefers-color-scheme`), or always light, or always
//! dark; one choice kept for every page. `web/theme.js` applies the kept choice before a page is
//! first painted (the rules pages have no wasm); this module keeps a new choice and applies it
//! at once. The palette itself is `web/site.css`'s.

use crate::{document, storage_get, storage_remove, storage_set};

/// The storage key of the site's colours (read by `web/theme.js` too).
pub const THEME_KEY: &str = "fevga.theme";

fevga_core::words! {
    /// The site's colours.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub enum Theme: ALL, "theme" {
        /// As the system asks (light or dark).
        #[default]
        Auto = "auto",
        /// Always light.
        Light = "light",
        /// Always dark.
        Dark = "dark",
    }
}

impl Theme {
    /// The message key of the choice's name.
    #[must_use]
    pub fn message_key(self) -> &'static str {
        match self {
            Theme::Auto => "theme-auto",
            Theme::Light => "theme-light",
            Theme::Dark => "theme-dark",
        }
    }
}

/// The colours kept on this device (as the system asks if none, or if unreadable).
#[must_use]
pub fn kept_theme() -> Theme {
    storage_get(THEME_KEY).and_then(|t| t.parse().ok()).unwrap_or_default()
}

/// Keeps `theme` for every page and applies it to this one; false if the storage refused (the
/// page still changes).
pub fn keep_theme(theme: Theme) -> bool {
    apply_theme(theme);
    match theme {
        Theme::Auto => storage_remove(THEME_KEY),
        _ => storage_set(THEME_KEY, theme.as_str()),
    }
}

/// Shows this page in `theme`'s colours (`data-theme` on the root element, which
/// `web/site.css` reads).
pub fn apply_theme(theme: Theme) {
    if let Some(root) = document().document_element() {
        let _ = match theme {
            Theme::Auto => root.remove_attribute("data-theme"),
            _ => root.set_attribute("data-theme", theme.as_str()),
        };
    }
}
