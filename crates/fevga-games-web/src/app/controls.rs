//! The page's controls as the state's actions: a button or list pressed ([`Act`] to
//! [`Action`], with where the focus goes), an input on the board, and the record given away
//! (Copy, Download) with its confirmation.

use super::*;

impl App {
    pub(super) fn press(&mut self, act: Act, id: u64, paste: String) {
        let action = match act {
            Act::Open => Action::Open(id),
            Act::List => Action::List,
            Act::First => Action::Ends(false),
            Act::Prev => Action::Step(-1),
            Act::Next => Action::Step(1),
            Act::Last => Action::Ends(true),
            Act::PrevMistake => Action::PrevMistake,
            Act::NextMistake => Action::NextMistake,
            Act::Turn => Action::Turn(usize::try_from(id).unwrap_or(usize::MAX)),
            Act::RollOut => Action::RollOut,
            Act::Otb => Action::OtbOpen,
            Act::OtbUndo => Action::OtbUndo,
            Act::OtbKeep => Action::OtbKeep,
            // The glue reads their fields and sends them as page actions.
            Act::OtbStart | Act::OtbRoll => return,
            Act::Explore => Action::Explore,
            Act::ExploreBack => Action::ExploreBack,
            Act::ExploreLeave => Action::ExploreLeave,
            Act::Roll => match usize::try_from(id)
                .ok()
                .and_then(|i| fevga_core::Dice::all().get(i).copied())
            {
                Some(d) => Action::ExploreDice(d),
                None => return,
            },
            Act::Import => Action::Import(paste),
            Act::Delete => Action::AskDelete,
            Act::DeleteYes => Action::Delete(self.page.replayed().unwrap_or(0)),
            Act::KeepGame => Action::KeepGame,
            Act::Practise => Action::Practise,
            Act::Choose => Action::Choose(usize::try_from(id).unwrap_or(usize::MAX)),
            Act::Check => Action::Check,
            Act::Undo => Action::Undo,
            Act::AskClear => Action::AskClear,
            Act::Clear => Action::Clear,
            Act::Copy | Act::Download => return self.give(act),
        };
        self.page.handle(action);
        // A card shown: the focus goes to its board, where the play is entered.
        self.effects.focus = Some(
            if matches!(act, Act::Practise | Act::Explore) && self.page.entry().is_some() {
                Focus::Board
            } else {
                // The question to delete: the focus on Keep (the harmless answer); put away: back
                // on Delete.
                Focus::Control(match act {
                    Act::Delete if self.page.confirming_delete() => Act::KeepGame,
                    Act::KeepGame => Act::Delete,
                    _ => act,
                })
            },
        );
    }

    /// An input on the card's board, as an action; the focus stays on the board.
    pub(super) fn board(&mut self, input: BoardInput) {
        let action = match input {
            BoardInput::Tap(spot) => Action::Tap(spot),
            BoardInput::Drag { from, to } => Action::Drag { from, to },
            BoardInput::Focus(key) => Action::Focus(key),
            BoardInput::Activate => Action::Tap(self.page.focus()),
            // The card's board shows its targets at a tap, not at a drag's start.
            BoardInput::TapOutside | BoardInput::DragStart(_) | BoardInput::Cancel => return,
        };
        self.page.handle(action);
        self.effects.focus = Some(Focus::Board);
    }

    /// Copy or Download: the record shown given away, with a visible confirmation.
    pub(super) fn give(&mut self, act: Act) {
        let Some(kept) = self.page.replayed().and_then(|id| self.page.games().get(id)) else {
            return;
        };
        let g = Messages::games(self.lang);
        let text = kept.record.clone();
        self.effects.give = Some(match act {
            Act::Download => Give::Download {
                name: crate::question::file_name(kept),
                text,
                said: g.t("games-downloaded"),
            },
            _ => Give::Copy {
                text,
                said: Said {
                    done: g.t("games-copied"),
                    failed: g.t("games-copy-failed"),
                },
            },
        });
    }
}
