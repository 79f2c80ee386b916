//! The page's controls as the markup names them: each button (and the list of plays) carries
//! one of these words in its `data-action`, written by the view with [`Control::as_str`] and
//! read back by the glue with `parse`, so the two cannot drift apart (a test renders the page
//! in its states and checks both ways).

fevga_core::words! {
    /// A control of the page, by its `data-action` word.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Control: ALL, "control" {
        /// Start a match (the new-game form).
        Start = "start",
        /// Open the link pasted.
        Open = "open",
        /// Show a kept game (its index in `data-i`).
        Show = "show",
        /// Back to the list of games.
        List = "list",
        /// Done: play the play entered, or pass.
        Play = "play",
        /// Take back the last move.
        Undo = "undo",
        /// One turn further back.
        Back = "back",
        /// One turn further on.
        Forward = "forward",
        /// Ask for a hint.
        Hint = "hint",
        /// Send our half of the opening roll.
        Reveal = "reveal",
        /// Ask the browser to tell the person when it is their move (a notification).
        Notify = "notify",
        /// Resign the match: asks first.
        Resign = "resign",
        /// The list's fold of finished matches (its `<summary>`): opened or closed.
        Finished = "finished",
        /// Delete a kept match from this device: asks first (its index in `data-i`).
        Forget = "forget",
        /// Yes, delete it (the question's answer).
        ForgetYes = "forget-yes",
        /// No, keep it (the question's answer).
        ForgetNo = "forget-no",
        /// Yes, resign the match (the question's answer).
        ResignYes = "resign-yes",
        /// No, keep playing (the question's answer).
        ResignNo = "resign-no",
        /// Offer a rematch.
        Rematch = "rematch",
        /// Join the invitation opened.
        Join = "join",
        /// Copy the link to send.
        Copy = "copy",
        /// Share the link to send.
        Share = "share",
        /// The list of plays (a `<select>`): a whole play chosen.
        Choose = "choose",
        /// Offer the new-game form's game to anyone on the site (an open challenge).
        Offer = "offer",
        /// Take an open challenge (its id in `data-arg`).
        Take = "take",
        /// Withdraw one's open challenge (its id in `data-arg`).
        Withdraw = "withdraw",
    }
}
