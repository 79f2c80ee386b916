//! The relay's frames, version 1: one WebSocket text frame each, a word and its fields separated
//! by single spaces, in ASCII. The relay reads what a client says ([`Command::parse`]) and writes
//! what it hears ([`Event`]'s `Display`); it never looks inside a payload beyond its alphabet.
//!
//! | a client says | meaning |
//! |---|---|
//! | `join <room> <w\|b\|watch> [<after>]` | be in a game's room as White's or Black's player, or as a spectator; the room's kept messages with a number above `after` (0 if left out) come first |
//! | `send <room> <payload>` | pass a message to the room's others (a player only); kept as the seat's latest |
//! | `leave <room>` | leave a room |
//! | `lobby` | hear the open challenges: each one now, then each new or gone |
//! | `offer <id> <payload>` | open a challenge (its payload is an invitation) while this connection lasts |
//! | `withdraw <id>` | take one's challenge back |
//! | `take <id>` | accept a challenge: the first to take it has it |
//! | `ping` | ask for a `pong` |
//!
//! | a client hears | meaning |
//! |---|---|
//! | `msg <room> <n> <w\|b> <payload>` | message number `n` of the room, sent by that seat |
//! | `here <room> <w> <b> <watchers>` | who is in the room now: `1` or `0` for each seat, then the spectators' count |
//! | `offer <id> <payload>` / `gone <id>` | an open challenge, and its end |
//! | `took <id>` / `taken <id>` | to the taker: the challenge is yours; to the challenger: someone took it |
//! | `pong` | the answer to `ping` |
//! | `error <code> <detail>` | a frame refused ([`Refusal`]); nothing changed |
//!
//! A room or challenge id is 8 to 64 characters of `A–Z a–z 0–9 _ -`; a payload 1 to
//! [`MAX_PAYLOAD`] characters of base64url, `.` and `=` (a link's fragment, `game=1.…`).

use std::fmt;

/// The longest frame the relay reads, in bytes; a longer one closes the connection.
pub const MAX_FRAME: usize = 16 * 1024;
/// The longest payload: a link of the longest game the relay passes (a 100-turn game's link is
/// about 400 characters; a match's links stay far below this).
pub const MAX_PAYLOAD: usize = 12 * 1024;
/// Room and challenge ids: at least this many characters…
pub const MIN_ID: usize = 8;
/// …and at most this many.
pub const MAX_ID: usize = 64;

/// A room's or a challenge's id, checked.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Id(String);

impl Id {
    /// `text` as an id, if it is one.
    ///
    /// # Errors
    /// [`FrameError::BadId`] when its length or a character is not an id's.
    pub fn new(text: &str) -> Result<Id, FrameError> {
        let ok = (MIN_ID..=MAX_ID).contains(&text.len())
            && text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        if ok {
            Ok(Id(text.to_owned()))
        } else {
            Err(FrameError::BadId)
        }
    }

    /// The id's text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A message's payload, checked: what the relay passes without reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payload(String);

impl Payload {
    /// `text` as a payload, if it is one.
    ///
    /// # Errors
    /// [`FrameError::BadPayload`] when it is empty, too long or has a character no link has.
    pub fn new(text: &str) -> Result<Payload, FrameError> {
        let ok = (1..=MAX_PAYLOAD).contains(&text.len())
            && text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b'='));
        if ok {
            Ok(Payload(text.to_owned()))
        } else {
            Err(FrameError::BadPayload)
        }
    }

    /// The payload's text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A player's seat in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seat {
    /// White's player.
    White,
    /// Black's player.
    Black,
}

impl Seat {
    /// Both seats, White first.
    pub const BOTH: [Seat; 2] = [Seat::White, Seat::Black];

    /// The seat's letter in frames.
    #[must_use]
    pub const fn letter(self) -> &'static str {
        match self {
            Seat::White => "w",
            Seat::Black => "b",
        }
    }

    /// Its index (White 0, Black 1).
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Seat::White => 0,
            Seat::Black => 1,
        }
    }
}

/// How a connection is in a room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// A player in that seat: may send.
    Player(Seat),
    /// A spectator: hears, never sends.
    Watcher,
}

/// What a client asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Be in a room; the kept messages numbered above `after` come first.
    Join {
        /// The room.
        room: Id,
        /// As a player or a spectator.
        role: Role,
        /// The last message number the client has.
        after: u64,
    },
    /// Pass a message to the room's others.
    Send {
        /// The room.
        room: Id,
        /// The message.
        payload: Payload,
    },
    /// Leave a room.
    Leave {
        /// The room.
        room: Id,
    },
    /// Hear the open challenges.
    Lobby,
    /// Open a challenge.
    Offer {
        /// Its id.
        id: Id,
        /// The invitation.
        payload: Payload,
    },
    /// Take one's challenge back.
    Withdraw {
        /// Its id.
        id: Id,
    },
    /// Accept a challenge.
    Take {
        /// Its id.
        id: Id,
    },
    /// Ask for a `pong`.
    Ping,
}

/// Why a frame cannot be read: one variant per fault, each with its code in `error` frames.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameError {
    /// Longer than [`MAX_FRAME`].
    TooLong,
    /// Nothing in it.
    Empty,
    /// A first word the relay does not know.
    UnknownCommand,
    /// A field missing.
    MissingField,
    /// A field after the last one the command has.
    ExtraField,
    /// Not an id ([`Id`]).
    BadId,
    /// Not a role: `w`, `b` or `watch`.
    BadRole,
    /// Not a message number.
    BadNumber,
    /// Not a payload ([`Payload`]).
    BadPayload,
    /// Not text (a binary frame).
    NotText,
}

impl FrameError {
    /// The code `error` frames give it.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            FrameError::TooLong => "too-long",
            FrameError::Empty => "empty",
            FrameError::UnknownCommand => "unknown-command",
            FrameError::MissingField => "missing-field",
            FrameError::ExtraField => "extra-field",
            FrameError::BadId => "bad-id",
            FrameError::BadRole => "bad-role",
            FrameError::BadNumber => "bad-number",
            FrameError::BadPayload => "bad-payload",
            FrameError::NotText => "not-text",
        }
    }
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FrameError::TooLong => "the frame is longer than the relay reads",
            FrameError::Empty => "the frame is empty",
            FrameError::UnknownCommand => "the relay knows no such command",
            FrameError::MissingField => "a field is missing",
            FrameError::ExtraField => "the command has no more fields",
            FrameError::BadId => "an id is 8 to 64 characters of A-Z a-z 0-9 _ -",
            FrameError::BadRole => "a role is w, b or watch",
            FrameError::BadNumber => "a message number is a whole number",
            FrameError::BadPayload => "a payload is 1 to 12288 characters of base64url, . and =",
            FrameError::NotText => "the relay reads text frames",
        })
    }
}

impl std::error::Error for FrameError {}

/// The fields of a frame after its first word, read one at a time.
struct Fields<'a>(std::str::Split<'a, char>);

impl<'a> Fields<'a> {
    /// A frame's first word and the fields after it; a frame too long or empty is refused.
    fn of(frame: &'a str) -> Result<(&'a str, Fields<'a>), FrameError> {
        if frame.len() > MAX_FRAME {
            return Err(FrameError::TooLong);
        }
        if frame.is_empty() {
            return Err(FrameError::Empty);
        }
        let mut words = frame.split(' ');
        let word = words.next().unwrap_or_default();
        Ok((word, Fields(words)))
    }

    fn next(&mut self) -> Result<&'a str, FrameError> {
        self.0.next().ok_or(FrameError::MissingField)
    }

    fn id(&mut self) -> Result<Id, FrameError> {
        Id::new(self.next()?)
    }

    fn payload(&mut self) -> Result<Payload, FrameError> {
        Payload::new(self.next()?)
    }

    fn end<T>(mut self, value: T) -> Result<T, FrameError> {
        match self.0.next() {
            None => Ok(value),
            Some(_) => Err(FrameError::ExtraField),
        }
    }
}

impl Command {
    /// Reads a client's frame.
    ///
    /// # Errors
    /// The first fault found ([`FrameError`]).
    pub fn parse(frame: &str) -> Result<Command, FrameError> {
        let (word, mut f) = Fields::of(frame)?;
        match word {
            "join" => {
                let room = f.id()?;
                let role = match f.next()? {
                    "w" => Role::Player(Seat::White),
                    "b" => Role::Player(Seat::Black),
                    "watch" => Role::Watcher,
                    _ => return Err(FrameError::BadRole),
                };
                let after = match f.0.next() {
                    None => 0,
                    Some(n) => number(n)?,
                };
                f.end(Command::Join { room, role, after })
            }
            "send" => {
                let room = f.id()?;
                let payload = f.payload()?;
                f.end(Command::Send { room, payload })
            }
            "leave" => {
                let room = f.id()?;
                f.end(Command::Leave { room })
            }
            "lobby" => f.end(Command::Lobby),
            "offer" => {
                let id = f.id()?;
                let payload = f.payload()?;
                f.end(Command::Offer { id, payload })
            }
            "withdraw" => {
                let id = f.id()?;
                f.end(Command::Withdraw { id })
            }
            "take" => {
                let id = f.id()?;
                f.end(Command::Take { id })
            }
            "ping" => f.end(Command::Ping),
            _ => Err(FrameError::UnknownCommand),
        }
    }
}

impl fmt::Display for Command {
    /// The frame a client sends: what [`Command::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Join { room, role, after } => {
                let role = match role {
                    Role::Player(seat) => seat.letter(),
                    Role::Watcher => "watch",
                };
                write!(f, "join {room} {role}")?;
                if *after > 0 {
                    write!(f, " {after}")?;
                }
                Ok(())
            }
            Command::Send { room, payload } => write!(f, "send {room} {}", payload.as_str()),
            Command::Leave { room } => write!(f, "leave {room}"),
            Command::Lobby => f.write_str("lobby"),
            Command::Offer { id, payload } => write!(f, "offer {id} {}", payload.as_str()),
            Command::Withdraw { id } => write!(f, "withdraw {id}"),
            Command::Take { id } => write!(f, "take {id}"),
            Command::Ping => f.write_str("ping"),
        }
    }
}

/// A message number: decimal digits only (no sign, no spaces), at most 19 of them.
fn number(text: &str) -> Result<u64, FrameError> {
    if text.is_empty() || text.len() > 19 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(FrameError::BadNumber);
    }
    text.parse().map_err(|_| FrameError::BadNumber)
}

/// A frame refused, or a request the relay cannot grant: the `error` frame's code and words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The frame could not be read.
    Frame(FrameError),
    /// `send` to a room the connection is not in as a player.
    NotPlayer,
    /// `leave` or `send` for a room the connection is not in.
    NotInRoom,
    /// The seat or the room has as many connections as it may.
    RoomFull,
    /// The connection is in as many rooms as it may be.
    TooManyRooms,
    /// The relay holds as many rooms, connections or challenges as it may.
    Full,
    /// Too many frames too fast: wait a little.
    TooFast,
    /// No such open challenge (taken, withdrawn or expired).
    NoChallenge,
    /// A challenge with that id is open already.
    ChallengeExists,
    /// Withdraw a challenge another connection opened.
    NotYours,
    /// The connection has as many open challenges as it may.
    TooManyChallenges,
}

impl Refusal {
    /// The `error` frame's code.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Refusal::Frame(e) => e.code(),
            Refusal::NotPlayer => "not-player",
            Refusal::NotInRoom => "not-in-room",
            Refusal::RoomFull => "room-full",
            Refusal::TooManyRooms => "too-many-rooms",
            Refusal::Full => "full",
            Refusal::TooFast => "too-fast",
            Refusal::NoChallenge => "no-challenge",
            Refusal::ChallengeExists => "challenge-exists",
            Refusal::NotYours => "not-yours",
            Refusal::TooManyChallenges => "too-many-challenges",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Frame(e) => e.fmt(f),
            Refusal::NotPlayer => f.write_str("only a player of the room sends to it"),
            Refusal::NotInRoom => f.write_str("the connection is not in that room"),
            Refusal::RoomFull => f.write_str("the seat or the room has as many connections as it may"),
            Refusal::TooManyRooms => f.write_str("the connection is in as many rooms as it may be"),
            Refusal::Full => f.write_str("the relay is full; try again later"),
            Refusal::TooFast => f.write_str("too many frames too fast"),
            Refusal::NoChallenge => f.write_str("no such open challenge"),
            Refusal::ChallengeExists => f.write_str("a challenge with that id is open"),
            Refusal::NotYours => f.write_str("that challenge is another's"),
            Refusal::TooManyChallenges => f.write_str("the connection has as many open challenges as it may"),
        }
    }
}

impl Refusal {
    /// Every refusal, each frame fault among them.
    pub const ALL: [Refusal; 20] = [
        Refusal::Frame(FrameError::TooLong),
        Refusal::Frame(FrameError::Empty),
        Refusal::Frame(FrameError::UnknownCommand),
        Refusal::Frame(FrameError::MissingField),
        Refusal::Frame(FrameError::ExtraField),
        Refusal::Frame(FrameError::BadId),
        Refusal::Frame(FrameError::BadRole),
        Refusal::Frame(FrameError::BadNumber),
        Refusal::Frame(FrameError::BadPayload),
        Refusal::Frame(FrameError::NotText),
        Refusal::NotPlayer,
        Refusal::NotInRoom,
        Refusal::RoomFull,
        Refusal::TooManyRooms,
        Refusal::Full,
        Refusal::TooFast,
        Refusal::NoChallenge,
        Refusal::ChallengeExists,
        Refusal::NotYours,
        Refusal::TooManyChallenges,
    ];

    /// The refusal an `error` frame's code names.
    #[must_use]
    pub fn of_code(code: &str) -> Option<Refusal> {
        Refusal::ALL.into_iter().find(|r| r.code() == code)
    }
}

impl From<FrameError> for Refusal {
    fn from(e: FrameError) -> Refusal {
        Refusal::Frame(e)
    }
}

/// What a client hears.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A room's message.
    Msg {
        /// The room.
        room: Id,
        /// Its number in the room (from 1, one more each message).
        n: u64,
        /// Who sent it.
        seat: Seat,
        /// The message.
        payload: Payload,
    },
    /// Who is in a room.
    Here {
        /// The room.
        room: Id,
        /// Whether each seat (White, Black) has a player connected.
        seats: [bool; 2],
        /// The spectators connected.
        watchers: u32,
    },
    /// An open challenge.
    Offer {
        /// Its id.
        id: Id,
        /// The invitation.
        payload: Payload,
    },
    /// A challenge taken, withdrawn or expired.
    Gone {
        /// Its id.
        id: Id,
    },
    /// To the taker: the challenge is theirs.
    Took {
        /// Its id.
        id: Id,
    },
    /// To the challenger: someone took it.
    Taken {
        /// Its id.
        id: Id,
    },
    /// The answer to `ping`.
    Pong,
    /// A frame refused.
    Error(Refusal),
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Msg { room, n, seat, payload } => {
                write!(f, "msg {room} {n} {} {}", seat.letter(), payload.as_str())
            }
            Event::Here { room, seats, watchers } => {
                write!(
                    f,
                    "here {room} {} {} {watchers}",
                    u8::from(seats[0]),
                    u8::from(seats[1])
                )
            }
            Event::Offer { id, payload } => write!(f, "offer {id} {}", payload.as_str()),
            Event::Gone { id } => write!(f, "gone {id}"),
            Event::Took { id } => write!(f, "took {id}"),
            Event::Taken { id } => write!(f, "taken {id}"),
            Event::Pong => f.write_str("pong"),
            Event::Error(r) => write!(f, "error {} {r}", r.code()),
        }
    }
}

impl Event {
    /// Reads a frame the relay sent (the client's side of [`Event`]'s `Display`). An `error`
    /// frame's words after its code are the relay's and are not kept: the code says it.
    ///
    /// # Errors
    /// The first fault found ([`FrameError`]); an unknown `error` code is
    /// [`FrameError::UnknownCommand`].
    pub fn parse(frame: &str) -> Result<Event, FrameError> {
        let (word, mut f) = Fields::of(frame)?;
        match word {
            "msg" => {
                let room = f.id()?;
                let n = number(f.next()?)?;
                let seat = match f.next()? {
                    "w" => Seat::White,
                    "b" => Seat::Black,
                    _ => return Err(FrameError::BadRole),
                };
                let payload = f.payload()?;
                f.end(Event::Msg { room, n, seat, payload })
            }
            "here" => {
                let room = f.id()?;
                let mut flag = || match f.0.next() {
                    Some("0") => Ok(false),
                    Some("1") => Ok(true),
                    Some(_) => Err(FrameError::BadNumber),
                    None => Err(FrameError::MissingField),
                };
                let seats = [flag()?, flag()?];
                let watchers = u32::try_from(number(f.next()?)?).map_err(|_| FrameError::BadNumber)?;
                f.end(Event::Here { room, seats, watchers })
            }
            "offer" => {
                let id = f.id()?;
                let payload = f.payload()?;
                f.end(Event::Offer { id, payload })
            }
            "gone" => f.id().and_then(|id| f.end(Event::Gone { id })),
            "took" => f.id().and_then(|id| f.end(Event::Took { id })),
            "taken" => f.id().and_then(|id| f.end(Event::Taken { id })),
            "pong" => f.end(Event::Pong),
            "error" => Refusal::of_code(f.next()?)
                .map(Event::Error)
                .ok_or(FrameError::UnknownCommand),
            _ => Err(FrameError::UnknownCommand),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOM: &str = "0123456789abcdef";

    #[test]
    fn every_command_reads() {
        let room = Id::new(ROOM).unwrap();
        let payload = Payload::new("game=1.AAEC").unwrap();
        let cases = [
            (
                "join 0123456789abcdef w",
                Command::Join {
                    room: room.clone(),
                    role: Role::Player(Seat::White),
                    after: 0,
                },
            ),
            (
                "join 0123456789abcdef b 7",
                Command::Join {
                    room: room.clone(),
                    role: Role::Player(Seat::Black),
                    after: 7,
                },
            ),
            (
                "join 0123456789abcdef watch",
                Command::Join {
                    room: room.clone(),
                    role: Role::Watcher,
                    after: 0,
                },
            ),
            (
                "send 0123456789abcdef game=1.AAEC",
                Command::Send {
                    room: room.clone(),
                    payload: payload.clone(),
                },
            ),
            ("leave 0123456789abcdef", Command::Leave { room: room.clone() }),
            ("lobby", Command::Lobby),
            (
                "offer 0123456789abcdef game=1.AAEC",
                Command::Offer {
                    id: room.clone(),
                    payload,
                },
            ),
            ("withdraw 0123456789abcdef", Command::Withdraw { id: room.clone() }),
            ("take 0123456789abcdef", Command::Take { id: room }),
            ("ping", Command::Ping),
        ];
        for (text, command) in cases {
            assert_eq!(Command::parse(text), Ok(command), "{text}");
        }
    }

    #[test]
    fn each_fault_is_named() {
        let long = format!("send {ROOM} {}", "A".repeat(MAX_FRAME));
        let cases = [
            ("", FrameError::Empty),
            (long.as_str(), FrameError::TooLong),
            ("hello", FrameError::UnknownCommand),
            ("JOIN 0123456789abcdef w", FrameError::UnknownCommand),
            ("join", FrameError::MissingField),
            ("join 0123456789abcdef", FrameError::MissingField),
            ("join short w", FrameError::BadId),
            ("join 0123456789abcdef! w", FrameError::BadId),
            ("join 0123456789abcdef white", FrameError::BadRole),
            ("join 0123456789abcdef w -1", FrameError::BadNumber),
            ("join 0123456789abcdef w 99999999999999999999", FrameError::BadNumber),
            ("join 0123456789abcdef w 1 2", FrameError::ExtraField),
            ("send 0123456789abcdef game=1.A+B", FrameError::BadPayload),
            ("send 0123456789abcdef  game=1.AB", FrameError::BadPayload),
            ("ping ", FrameError::ExtraField),
            ("lobby now", FrameError::ExtraField),
        ];
        for (text, fault) in cases {
            assert_eq!(Command::parse(text), Err(fault), "{text:?}");
        }
        let payload = "A".repeat(MAX_PAYLOAD + 1);
        assert_eq!(Payload::new(&payload), Err(FrameError::BadPayload));
        assert!(Payload::new(&payload[1..]).is_ok());
        assert!(Id::new(&"a".repeat(MAX_ID)).is_ok());
        assert_eq!(Id::new(&"a".repeat(MAX_ID + 1)), Err(FrameError::BadId));
    }

    #[test]
    fn events_are_written_as_the_table_says() {
        let room = Id::new(ROOM).unwrap();
        let payload = Payload::new("game=1.AAEC").unwrap();
        assert_eq!(
            Event::Msg {
                room: room.clone(),
                n: 3,
                seat: Seat::Black,
                payload: payload.clone()
            }
            .to_string(),
            "msg 0123456789abcdef 3 b game=1.AAEC"
        );
        assert_eq!(
            Event::Here {
                room: room.clone(),
                seats: [true, false],
                watchers: 2
            }
            .to_string(),
            "here 0123456789abcdef 1 0 2"
        );
        assert_eq!(
            Event::Error(Refusal::TooFast).to_string(),
            "error too-fast too many frames too fast"
        );
        assert_eq!(
            Event::Error(Refusal::Frame(FrameError::BadRole)).to_string(),
            "error bad-role a role is w, b or watch"
        );
        assert_eq!(
            Event::Offer {
                id: room.clone(),
                payload
            }
            .to_string(),
            "offer 0123456789abcdef game=1.AAEC"
        );
        assert_eq!(Event::Gone { id: room }.to_string(), "gone 0123456789abcdef");
    }

    #[test]
    fn frames_read_back_as_written_both_ways() {
        let room = Id::new(ROOM).unwrap();
        let payload = Payload::new("game=1.AAEC").unwrap();
        let commands = [
            Command::Join {
                room: room.clone(),
                role: Role::Player(Seat::Black),
                after: 12,
            },
            Command::Join {
                room: room.clone(),
                role: Role::Watcher,
                after: 0,
            },
            Command::Send {
                room: room.clone(),
                payload: payload.clone(),
            },
            Command::Leave { room: room.clone() },
            Command::Lobby,
            Command::Offer {
                id: room.clone(),
                payload: payload.clone(),
            },
            Command::Withdraw { id: room.clone() },
            Command::Take { id: room.clone() },
            Command::Ping,
        ];
        for c in commands {
            assert_eq!(Command::parse(&c.to_string()), Ok(c.clone()), "{c}");
        }
        let mut events = vec![
            Event::Msg {
                room: room.clone(),
                n: 7,
                seat: Seat::White,
                payload: payload.clone(),
            },
            Event::Here {
                room: room.clone(),
                seats: [false, true],
                watchers: 3,
            },
            Event::Offer {
                id: room.clone(),
                payload,
            },
            Event::Gone { id: room.clone() },
            Event::Took { id: room.clone() },
            Event::Taken { id: room },
            Event::Pong,
        ];
        events.extend(Refusal::ALL.map(Event::Error));
        for e in events {
            assert_eq!(Event::parse(&e.to_string()), Ok(e.clone()), "{e}");
        }
        let codes: std::collections::HashSet<&str> = Refusal::ALL.iter().map(|r| r.code()).collect();
        assert_eq!(codes.len(), Refusal::ALL.len(), "each refusal its own code");
        assert_eq!(Event::parse("error nonsense words"), Err(FrameError::UnknownCommand));
        assert_eq!(Event::parse("here 0123456789abcdef 2 0 0"), Err(FrameError::BadNumber));
    }

    /// Random frames (bytes of every kind, and near-misses of real frames) never panic and a
    /// frame read is written back the same way by a client's side.
    #[test]
    fn random_frames_never_panic() {
        #[rustfmt::skip]
        let words = [
            "join", "send", "leave", "lobby", "offer", "withdraw", "take", "ping", "msg", "here", "error", "pong", "w", "b",
            "watch", ROOM, "game=1.AA", "7", "0", "1", "", "é", "\u{0}", "-1", "too-fast",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..200_000 {
            let n = (next() % 6) as usize;
            let mut frame = String::new();
            for i in 0..n {
                if i > 0 {
                    frame.push(if next() % 17 == 0 { '\t' } else { ' ' });
                }
                if next() % 5 == 0 {
                    let len = (next() % 12) as usize;
                    frame.extend((0..len).map(|_| char::from_u32((next() % 0x3000) as u32).unwrap_or('x')));
                } else {
                    frame.push_str(words[(next() % words.len() as u64) as usize]);
                }
            }
            let _ = Command::parse(&frame);
            let _ = Event::parse(&frame);
        }
    }
}
