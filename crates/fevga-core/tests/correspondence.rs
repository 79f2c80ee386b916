//! Matches played by links (issue 19): two simulated friends exchange link strings, honest over
//! whole matches; every way of cheating or damaging a link is refused with its own error, and a
//! refused link changes nothing.

use fevga_core::correspondence::{Correspondence, CorrespondenceError as E, Setup, Status, Update};
use fevga_core::fair_dice::{Chain, Secret};
use fevga_core::link::{GameLink, GameLinkError, LinkTurn, Reveal};
use fevga_core::signing::SigningKey;
use fevga_core::{ByColor, Color, GameError, IllegalPlay, Rules, SeededDice};

fn secret(seed: u64) -> Secret {
    let mut rng = SeededDice::new(seed);
    let mut b = [0u8; 32];
    for chunk in b.chunks_mut(8) {
        chunk.copy_from_slice(&rng.next_u64().to_le_bytes());
    }
    Secret::from_bytes(b)
}

/// One friend: the state and a policy (a seeded random legal play).
struct Friend {
    c: Correspondence,
    rng: SeededDice,
}

impl Friend {
    /// Whatever the status asks for: a play, a reveal, or nothing (`None`).
    fn act(&mut self) -> Option<String> {
        match self.c.status() {
            Status::Play(_) => {
                let game = self.c.game_to_play().expect("a roll to play");
                let legal = game.legal_plays();
                let play = (!legal.is_empty()).then(|| legal[self.rng.below(legal.len() as u64) as usize]);
                Some(self.c.play(play.as_ref()).expect("an honest play is taken"))
            }
            Status::Reveal(_) => Some(self.c.reveal().expect("a reveal is taken")),
            Status::Invited | Status::Waiting | Status::Over { .. } => None,
        }
    }
}

/// Link lengths seen: (turns in the link's current game, characters).
type Lengths = Vec<(usize, usize)>;

/// Plays a whole match by links; returns both friends (in White, Black order), every link sent,
/// and the turns of each finished game.
fn play_match(seed: u64, rules: Rules, length: u32, inviter: Color) -> (Friend, Friend, Vec<String>, Vec<u32>) {
    let setup = Setup {
        rules,
        match_length: length,
        side: inviter,
        name: "Anna".into(),
    };
    let (a, invite) = Correspondence::invite(setup, secret(seed)).unwrap();
    assert_eq!(a.status(), Status::Invited);
    let (b, answer) = Correspondence::join(&invite, secret(seed ^ 0xB0B), "Βασίλης").unwrap();
    assert_eq!(b.side(), inviter.other());
    assert_eq!(b.their_name(), "Anna");
    assert_eq!(b.status(), Status::Waiting);
    let mut links = vec![invite, answer.clone()];
    let mut sides = [
        Friend {
            c: a,
            rng: SeededDice::new(seed + 1),
        },
        Friend {
            c: b,
            rng: SeededDice::new(seed + 2),
        },
    ];
    let (mut to, mut msg) = (0usize, answer);
    for _ in 0..100_000 {
        let update = sides[to]
            .c
            .accept(&msg)
            .unwrap_or_else(|e| panic!("honest link refused: {e}"));
        let Update::Moved { status, .. } = update else {
            panic!("not a move")
        };
        assert!(
            !matches!(status, Status::Waiting | Status::Invited),
            "deadlock: {status:?}"
        );
        if let Status::Over { .. } = status {
            break;
        }
        msg = sides[to].act().expect("the receiver can act");
        links.push(msg.clone());
        to = 1 - to;
    }
    let [x, y] = sides;
    let (white, black) = if x.c.side() == Color::White { (x, y) } else { (y, x) };
    let mut game_turns: Vec<u32> = white.c.game_link().games.iter().map(|g| g.turns).collect();
    game_turns.push(white.c.game_link().turns.len() as u32);
    (white, black, links, game_turns)
}

#[test]
fn honest_friends_play_whole_matches_by_links() {
    let mut all_turns = Vec::new();
    let mut lengths: Lengths = Vec::new();
    for (seed, rules, length, inviter) in [
        (1, Rules::Fevga, 1, Color::White),
        (2, Rules::Multezim, 3, Color::Black),
        (3, Rules::Fevga, 5, Color::White),
        (4, Rules::Fevga, 2, Color::Black),
        (5, Rules::Multezim, 1, Color::White),
        (6, Rules::Fevga, 7, Color::Black),
    ] {
        let (w, b, links, turns) = play_match(seed, rules, length, inviter);
        // Both sides agree on the match and its end.
        let (sw, sb) = (w.c.match_state().score(), b.c.match_state().score());
        assert_eq!(sw, sb);
        let winner = w.c.match_state().winner().expect("the match is over");
        assert!(*sw.get(winner) >= length);
        for f in [&w, &b] {
            assert_eq!(
                f.c.status(),
                Status::Over {
                    winner,
                    resigned: false
                }
            );
            assert_eq!(f.c.clone().resign(), Err(E::NotNow("resign")));
        }
        for l in &links {
            let link = GameLink::from_fragment(l).unwrap();
            lengths.push((link.turns.len(), l.len()));
            assert_eq!(link.to_fragment(), *l, "round trip");
        }
        // A finished match: the last link changes nothing more, and a save restores it.
        let saved = w.c.save();
        let again = Correspondence::restore(&saved).unwrap();
        assert_eq!(again.status(), w.c.status());
        assert_eq!(again.link(), w.c.link());
        all_turns.extend(turns);
    }
    let longest = *all_turns.iter().max().unwrap();
    let mean = all_turns.iter().sum::<u32>() as f64 / all_turns.len() as f64;
    println!(
        "games: {}, turns per game: mean {mean:.1}, longest {longest}",
        all_turns.len()
    );
    for n in [10, 50, 100, 150] {
        if let Some(max) = lengths.iter().filter(|(t, _)| *t == n).map(|(_, l)| l).max() {
            println!("LINK after {n} turns of a game: {max} characters (longest seen)");
        }
    }
    let overall = lengths.iter().map(|(_, l)| *l).max().unwrap();
    println!("LINK longest of all: {overall} characters");
    assert!(overall < 1_500, "a link of {overall} characters");
    // Chains are long enough with room to spare: a match to 1 uses far less than 1,600 rolls.
    assert!(longest < 600);
}

/// A match in progress: A (White, inviter) and B, and the honest links so far; the last link is
/// B's and A has not opened it yet.
struct Scene {
    a: Correspondence,
    b: Correspondence,
    /// B's latest link (A's to open), and the one before it from B.
    from_b: String,
    older_from_b: String,
}

fn scene(seed: u64) -> Scene {
    let setup = Setup {
        rules: Rules::Fevga,
        match_length: 3,
        side: Color::White,
        name: "A".into(),
    };
    let (a, invite) = Correspondence::invite(setup, secret(seed)).unwrap();
    let (b, answer) = Correspondence::join(&invite, secret(seed + 100), "B").unwrap();
    let mut sides = [
        Friend {
            c: a,
            rng: SeededDice::new(seed),
        },
        Friend {
            c: b,
            rng: SeededDice::new(seed + 1),
        },
    ];
    let mut from_b = vec![answer.clone()];
    let (mut to, mut msg) = (0usize, answer);
    // Play until B has sent a few links that carry plays.
    while from_b.len() < 6 || GameLink::from_fragment(&msg).unwrap().turns.len() < 6 || to != 0 {
        sides[to].c.accept(&msg).unwrap();
        msg = sides[to].act().unwrap();
        to = 1 - to;
        if to == 0 {
            from_b.push(msg.clone());
        }
    }
    let [a, b] = sides;
    Scene {
        a: a.c,
        b: b.c,
        older_from_b: from_b[from_b.len() - 2].clone(),
        from_b: msg,
    }
}

/// The link edited by a cheating player: its checksum made right again and signed with the
/// key of its sender, whose secret's seed is `seeds[0]` for White and `seeds[1]` for Black.
fn edit(link: &str, seeds: [u64; 2], f: impl FnOnce(&mut GameLink)) -> String {
    let mut l = GameLink::from_fragment(link).unwrap();
    f(&mut l);
    let seed = seeds[usize::from(l.sender == Color::Black)];
    let key = SigningKey::derive(&secret(seed), l.game_id, l.sender);
    l.signature = Some(key.sign(&l.signed_message()));
    l.to_fragment()
}

/// The link edited by whoever passes it on (without the sender's key): its checksum made right
/// again, its signature left as the sender made it.
fn forge(link: &str, f: impl FnOnce(&mut GameLink)) -> String {
    let mut l = GameLink::from_fragment(link).unwrap();
    f(&mut l);
    l.to_fragment()
}

/// A refuses `link` with `expected`, and nothing of A's state changes.
fn refused(a: &mut Correspondence, link: &str, expected: &E) {
    let before = (a.save(), a.status());
    let got = a.accept(link);
    assert_eq!(got.as_ref().err(), Some(expected), "{link}");
    assert_eq!((a.save(), a.status()), before, "state changed on {expected}");
    assert!(!expected.to_string().is_empty());
}

#[test]
fn the_scene_is_honest() {
    let mut s = scene(7);
    assert!(matches!(s.a.accept(&s.from_b), Ok(Update::Moved { .. })));
    assert!(matches!(s.a.status(), Status::Play(_)));
}

#[test]
fn a_changed_secret_is_caught() {
    // Black reveals a value from another secret's chain: it does not hash to Black's commitment.
    let mut s = scene(8);
    let l = GameLink::from_fragment(&s.from_b).unwrap();
    let r = l.reveals.black.unwrap();
    let other = Chain::new(&secret(999), l.game_id, Color::Black, l.chain_length);
    let cheat = edit(&s.from_b, [8, 108], |l| {
        l.reveals.black = Some(Reveal {
            index: r.index,
            value: other.value(r.index),
        });
    });
    refused(&mut s.a, &cheat, &E::Reveal(Color::Black));
    // Or changes its commitment too: not the friend's any more.
    let cheat = edit(&s.from_b, [8, 108], |l| {
        l.heads.black = Some(other.head());
        l.reveals.black = Some(Reveal {
            index: r.index,
            value: other.value(r.index),
        });
    });
    refused(&mut s.a, &cheat, &E::OtherCommitment);
    // A value of the right chain, for the wrong roll.
    let own = Chain::new(&secret(8 + 100), l.game_id, Color::Black, l.chain_length);
    let early = edit(&s.from_b, [8, 108], |l| {
        l.reveals.black = Some(Reveal {
            index: r.index + 1,
            value: own.value(r.index + 1),
        });
    });
    refused(
        &mut s.a,
        &early,
        &E::RevealIndex {
            expected: r.index,
            found: r.index + 1,
        },
    );
    // A value said to be ours that our chain does not have.
    let ra = l.reveals.white.unwrap();
    let ours = edit(&s.from_b, [8, 108], |l| {
        l.reveals.white = Some(Reveal {
            index: ra.index + 1,
            value: other.value(ra.index + 1),
        });
    });
    refused(&mut s.a, &ours, &E::OurReveal);
    // A value of ours, further along our chain than we have sent: the link comes from a later
    // point of the match than this state (which is an older copy).
    let a_chain = Chain::new(&secret(8), l.game_id, Color::White, l.chain_length);
    let later = edit(&s.from_b, [8, 108], |l| {
        l.reveals.white = Some(Reveal {
            index: ra.index + 1,
            value: a_chain.value(ra.index + 1),
        });
    });
    refused(&mut s.a, &later, &E::Ahead);
    s.a.accept(&s.from_b).unwrap();
}

#[test]
fn flipped_dice_and_edited_plays_are_caught() {
    let mut s = scene(9);
    let l = GameLink::from_fragment(&s.from_b).unwrap();
    let n = l.turns.len();
    let last = l.turns[n - 1];
    let flipped = fevga_core::Dice::new(7 - last.dice.first(), last.dice.second()).unwrap();
    let cheat = edit(&s.from_b, [9, 109], |l| l.turns[n - 1].dice = flipped);
    refused(
        &mut s.a,
        &cheat,
        &E::Dice {
            turn: n,
            stated: flipped,
            derived: last.dice,
        },
    );
    // A play code no play has.
    let cheat = edit(&s.from_b, [9, 109], |l| l.turns[n - 1].play = 9_999);
    assert!(matches!(s.a.accept(&cheat), Err(E::NoSuchPlay(t, 9_999, _)) if t == n));
    // A pass when plays exist.
    let game = s.b.match_state().game();
    assert!(game.history()[n - 1].play.is_some(), "the scene's last turn is a play");
    let cheat = edit(&s.from_b, [9, 109], |l| l.turns[n - 1].play = 0);
    assert!(matches!(
        s.a.accept(&cheat),
        Err(E::Illegal(t, GameError::Illegal(IllegalPlay::MustMove { .. }))) if t == n
    ));
    // An earlier turn, already agreed, changed.
    let cheat = edit(&s.from_b, [9, 109], |l| l.turns[1].play = l.turns[1].play % 2 + 1);
    refused(&mut s.a, &cheat, &E::Diverges(2));
    // A turn added that needs a roll not revealed yet.
    let cheat = edit(&s.from_b, [9, 109], |l| {
        l.turns.push(LinkTurn {
            dice: last.dice,
            play: 1,
        })
    });
    refused(&mut s.a, &cheat, &E::Unrevealed(n + 1));
    s.a.accept(&s.from_b).unwrap();
}

#[test]
fn old_and_repeated_links_are_refused() {
    let mut s = scene(10);
    refused(&mut s.a, &s.older_from_b, &E::Old);
    s.a.accept(&s.from_b).unwrap();
    refused(&mut s.a, &s.from_b, &E::Replay);
    let mine = s.a.play(s.a.game_to_play().unwrap().legal_plays().first()).unwrap();
    refused(&mut s.a, &mine, &E::OwnLink);
    refused(&mut s.a, &s.from_b, &E::Old);
    refused(&mut s.a, &s.older_from_b, &E::Old);
    // B takes A's answer once, then refuses it again.
    s.b.accept(&mine).unwrap();
    refused(&mut s.b, &mine, &E::Replay);
}

#[test]
fn damaged_links_are_refused_and_never_panic() {
    let mut s = scene(11);
    let good = s.from_b.clone();
    let before = s.a.save();
    // Every truncation.
    for cut in 0..good.len() {
        let r = s.a.accept(&good[..cut]);
        assert!(matches!(r, Err(E::Format(_))), "cut at {cut}: {r:?}");
    }
    // Every single bit flip of every base64 character (to another base64url character or not).
    let start = good.find('.').unwrap() + 1;
    for i in start..good.len() {
        for bit in 0..7 {
            let mut bytes = good.clone().into_bytes();
            bytes[i] ^= 1 << bit;
            let Ok(text) = String::from_utf8(bytes) else { continue };
            assert!(s.a.accept(&text).is_err(), "flip {i}.{bit} taken");
        }
    }
    // Random bytes, as text and as a link's body.
    let mut rng = SeededDice::new(5);
    for n in 0..400 {
        let bytes: Vec<u8> = (0..rng.below(200 + n)).map(|_| rng.next_u64() as u8).collect();
        let text = String::from_utf8_lossy(&bytes);
        assert!(s.a.accept(&text).is_err());
        let body = fevga_core::link::base64url(&bytes);
        assert!(matches!(s.a.accept(&format!("game=1.{body}")), Err(E::Format(_))));
    }
    assert_eq!(s.a.save(), before);
    assert_eq!(
        s.a.accept("#position=W:24x15"),
        Err(E::Format(GameLinkError::NotAGameLink))
    );
    assert_eq!(
        s.a.accept(&good.replacen("game=2.", "game=9.", 1)),
        Err(E::Format(GameLinkError::Version("9".into())))
    );
    s.a.accept(&good).unwrap();
}

#[test]
fn a_third_persons_link_is_refused() {
    let setup = |side| Setup {
        rules: Rules::Fevga,
        match_length: 1,
        side,
        name: String::new(),
    };
    let (mut a, invite) = Correspondence::invite(setup(Color::White), secret(20)).unwrap();
    let (b, answer) = Correspondence::join(&invite, secret(21), "B").unwrap();
    // B opens the invitation again: the match has moved on.
    let mut b = b;
    refused(&mut b, &invite, &E::Old);
    // C got the same invitation and answers it too, after A has taken B's answer.
    let (_c, from_c) = Correspondence::join(&invite, secret(22), "C").unwrap();
    a.accept(&answer).unwrap();
    refused(&mut a, &from_c, &E::OtherCommitment);
    // A link of another match.
    let (_d, other_invite) = Correspondence::invite(setup(Color::Black), secret(23)).unwrap();
    let (_e, other) = Correspondence::join(&other_invite, secret(24), "E").unwrap();
    let ours = a.game_id();
    let theirs = GameLink::from_fragment(&other).unwrap().game_id;
    refused(&mut a, &other, &E::OtherGame { ours, theirs });
    // A link with our match's id but someone else's commitment where ours should be.
    let forged = edit(&from_c, [20, 22], |l| l.heads.white = Some([9; 32]));
    refused(&mut a, &forged, &E::NotOurCommitment);
}

#[test]
fn other_settings_are_refused() {
    let mut s = scene(12);
    let cheat = edit(&s.from_b, [12, 112], |l| l.rules = Rules::Multezim);
    refused(
        &mut s.a,
        &cheat,
        &E::Rules {
            ours: Rules::Fevga,
            theirs: Rules::Multezim,
        },
    );
    let cheat = edit(&s.from_b, [12, 112], |l| l.match_length = 9);
    refused(&mut s.a, &cheat, &E::Settings("match length"));
    let cheat = edit(&s.from_b, [12, 112], |l| l.chain_length += 1);
    refused(&mut s.a, &cheat, &E::Settings("chain length"));
    let cheat = edit(&s.from_b, [12, 112], |l| l.inviter = Color::Black);
    refused(&mut s.a, &cheat, &E::Settings("inviter"));
    // Earlier games invented.
    let cheat = edit(&s.from_b, [12, 112], |l| {
        l.games.push(fevga_core::link::GameSummary {
            result: fevga_core::GameResult {
                winner: Color::Black,
                points: 2,
            },
            turns: 40,
        })
    });
    refused(&mut s.a, &cheat, &E::Diverges(0));
}

#[test]
fn a_link_that_skips_its_own_roll_or_plays_ours_is_refused() {
    let mut s = scene(13);
    s.a.accept(&s.from_b).unwrap();
    let Status::Play(_) = s.a.status() else { panic!() };
    let before_a_plays = s.b.clone();
    // A sends no play, only reveals its value for its own roll: B would learn A's roll early.
    let l = s.a.game_link().clone();
    let a_chain = Chain::new(&secret(13), l.game_id, Color::White, l.chain_length);
    let next = l.reveals.black.unwrap().index;
    let skip = edit(&s.a.link(), [13, 113], |l| {
        l.sender = Color::White;
        l.reveals.white = Some(Reveal {
            index: next,
            value: a_chain.value(next),
        });
    });
    refused(&mut s.b, &skip, &E::NothingNew);
    // A resignation in the name of the receiver.
    let mine = s.a.play(s.a.game_to_play().unwrap().legal_plays().first()).unwrap();
    // A resignation in the name of the receiver.
    let forged = edit(&mine, [13, 113], |l| l.resigned = Some(Color::Black));
    let mut b = before_a_plays;
    refused(
        &mut b,
        &forged,
        &E::Protocol("only the sender resigns, and only a match in progress"),
    );
}

#[test]
fn a_link_that_plays_the_receivers_opening_is_refused() {
    // Find a match whose opening Black wins: White must only reveal its value for roll 1.
    let setup = Setup {
        rules: Rules::Fevga,
        match_length: 1,
        side: Color::White,
        name: String::new(),
    };
    let (seed, mut a, mut b, opening) = (40..)
        .find_map(|seed| {
            let (mut a, invite) = Correspondence::invite(setup.clone(), secret(seed)).unwrap();
            let (b, answer) = Correspondence::join(&invite, secret(seed + 1), "").unwrap();
            a.accept(&answer).unwrap();
            match a.status() {
                Status::Reveal(o) => Some((seed, a, b, o)),
                _ => None,
            }
        })
        .unwrap();
    assert_eq!(opening.first(), Color::Black);
    let honest = a.reveal().unwrap();
    // White also plays Black's opening for it (and reveals for the roll after).
    let l = GameLink::from_fragment(&honest).unwrap();
    let chain = Chain::new(&secret(seed), l.game_id, Color::White, l.chain_length);
    let posing = edit(&honest, [seed, seed + 1], |l| {
        l.turns.push(LinkTurn {
            dice: opening.dice(),
            play: 1,
        });
        l.reveals.white = Some(Reveal {
            index: 2,
            value: chain.value(2),
        });
    });
    refused(&mut b, &posing, &E::NotTheirTurn(1));
    let Ok(Update::Moved { status, .. }) = b.accept(&honest) else {
        panic!()
    };
    assert_eq!(status, Status::Play(opening.dice()));
}

#[test]
fn a_resignation_needs_the_secret() {
    // Whoever saw B's last link cannot resign for B: a resignation reveals a value not yet shown.
    let mut s = scene(17);
    let forged = forge(&s.from_b, |l| l.resigned = Some(Color::Black));
    refused(&mut s.a, &forged, &E::Signature);
    // B itself cannot resign without showing the next value either.
    let forged = edit(&s.from_b, [17, 117], |l| l.resigned = Some(Color::Black));
    let index = GameLink::from_fragment(&s.from_b).unwrap().reveals.black.unwrap().index;
    refused(
        &mut s.a,
        &forged,
        &E::RevealIndex {
            expected: index + 1,
            found: index,
        },
    );
    s.a.accept(&s.from_b).unwrap();
}

#[test]
fn resign_and_rematch() {
    let mut s = scene(14);
    s.a.accept(&s.from_b).unwrap();
    assert_eq!(s.a.rematch(secret(50)).err(), Some(E::NotNow("offer a rematch")));
    let resign = s.a.resign().unwrap();
    let over = Status::Over {
        winner: Color::Black,
        resigned: true,
    };
    assert_eq!(s.a.status(), over);
    let Ok(Update::Moved { turns, status }) = s.b.accept(&resign) else {
        panic!()
    };
    assert!(turns.is_empty());
    assert_eq!(status, over);
    assert_eq!(s.b.play(None), Err(E::NotNow("play")));
    // An older link of B's own, opened by B: older than the match, not B's latest to send.
    refused(&mut s.b, &s.from_b, &E::Old);
    // The rematch: a new match, announced to the old state, joined as any invitation.
    let (mut b2, again) = s.b.rematch(secret(51)).unwrap();
    assert_eq!(s.a.accept(&again), Ok(Update::Rematch));
    let (a2, answer) = Correspondence::join(&again, secret(52), "A").unwrap();
    assert_eq!(a2.side(), Color::White);
    assert_ne!(a2.game_id(), s.a.game_id());
    b2.accept(&answer).unwrap();
    assert!(matches!(b2.status(), Status::Play(_) | Status::Reveal(_)));
}

#[test]
fn our_own_actions_are_checked() {
    let mut s = scene(15);
    assert_eq!(s.a.play(None), Err(E::NotNow("play")));
    assert_eq!(s.a.reveal(), Err(E::NotNow("reveal a roll")));
    s.a.accept(&s.from_b).unwrap();
    let game = s.a.game_to_play().unwrap();
    assert!(!game.legal_plays().is_empty(), "the scene's roll can be played");
    assert!(matches!(s.a.play(None), Err(E::Play(GameError::Illegal(_)))));
    // Saves: damaged, or with another secret.
    let saved = s.a.save();
    assert_eq!(Correspondence::restore("hello").err(), Some(E::Save("first line")));
    assert_eq!(
        Correspondence::restore(&saved.replacen("white", "purple", 1)).err(),
        Some(E::Save("side"))
    );
    let stolen = saved.replacen(
        &fevga_core::link::base64url(&secret(15).to_bytes()),
        &fevga_core::link::base64url(&secret(16).to_bytes()),
        1,
    );
    assert_eq!(Correspondence::restore(&stolen).err(), Some(E::NotOurCommitment));
    let again = Correspondence::restore(&saved).unwrap();
    assert_eq!(again.save(), saved);
}

#[test]
fn a_short_chain_ends_the_match_without_a_panic() {
    // A forged invitation (no page writes one) whose chains serve three rolls.
    let gid = secret(30).game_id();
    let chain = Chain::new(&secret(30), gid, Color::White, 3);
    let invite = GameLink {
        sender: Color::White,
        game_id: gid,
        rules: Rules::Fevga,
        match_length: 1,
        chain_length: 3,
        inviter: Color::White,
        rematch_of: None,
        heads: ByColor::new(Some(chain.head()), None),
        keys: ByColor::new(None, None),
        reveals: ByColor::new(None, None),
        name: String::new(),
        games: Vec::new(),
        turns: Vec::new(),
        resigned: None,
        signature: None,
    };
    let saved = format!(
        "fevga correspondence 1\nwhite\n{}\n\n\n{}\n",
        fevga_core::link::base64url(&secret(30).to_bytes()),
        invite.to_fragment()
    );
    let a = Correspondence::restore(&saved).unwrap();
    let (b, answer) = Correspondence::join(&invite.to_fragment(), secret(31), "").unwrap();
    let mut sides = [
        Friend {
            c: a,
            rng: SeededDice::new(1),
        },
        Friend {
            c: b,
            rng: SeededDice::new(2),
        },
    ];
    let (mut to, mut msg) = (0, answer);
    let mut exhausted = false;
    for _ in 0..10 {
        sides[to].c.accept(&msg).unwrap();
        let f = &mut sides[to];
        let r = match f.c.status() {
            Status::Play(_) => {
                let g = f.c.game_to_play().unwrap();
                f.c.play(g.legal_plays().first())
            }
            Status::Reveal(_) => f.c.reveal(),
            other => panic!("{other:?}"),
        };
        match r {
            Ok(m) => msg = m,
            Err(e) => {
                assert_eq!(e, E::ChainExhausted);
                exhausted = true;
                break;
            }
        }
        to = 1 - to;
    }
    assert!(exhausted);
}

#[test]
fn impossible_earlier_games_are_refused_on_restore() {
    let s = scene(16);
    let saved = s.a.save();
    let link = s.a.link();
    let won = fevga_core::link::GameSummary {
        result: fevga_core::GameResult {
            winner: Color::Black,
            points: 2,
        },
        turns: 10,
    };
    let forged = edit(&link, [16, 116], |l| l.games = vec![won, won]);
    let r = Correspondence::restore(&saved.replace(&link, &forged));
    assert!(matches!(r, Err(E::Score(GameError::ScoreReached { .. }))), "{r:?}");
}

#[test]
fn an_invitation_no_page_writes_is_unusual() {
    use fevga_core::correspondence::{MAX_CHAIN, MAX_INVITED_MATCH, chain_length_for, check_invitation};
    let (_, invitation) = Correspondence::invite(
        Setup {
            rules: Rules::Fevga,
            match_length: 3,
            side: Color::White,
            name: "Ann".into(),
        },
        secret(40),
    )
    .unwrap();
    let read = |text: &str| GameLink::from_fragment(text).unwrap();
    assert_eq!(check_invitation(&read(&invitation)), Ok(()), "as a page writes it");
    // A chain other than its match length's: 65,536 values to compute for a 3-point match.
    let long_chain = edit(&invitation, [40, 0], |l| l.chain_length = MAX_CHAIN);
    assert_eq!(check_invitation(&read(&long_chain)), Err(E::Unusual("chain length")));
    // A match far longer than anyone plays.
    let long_match = edit(&invitation, [40, 0], |l| {
        l.match_length = 1_000_000;
        l.chain_length = chain_length_for(1_000_000);
    });
    assert_eq!(check_invitation(&read(&long_match)), Err(E::Unusual("match length")));
    // The longest allowed is usual.
    let (_, longest) = Correspondence::invite(
        Setup {
            rules: Rules::Multezim,
            match_length: MAX_INVITED_MATCH,
            side: Color::Black,
            name: String::new(),
        },
        secret(42),
    )
    .unwrap();
    assert_eq!(check_invitation(&read(&longest)), Ok(()));
}

/// Every legal play of `link`'s last turn but the one it made, as play codes.
fn other_plays(b: &Correspondence, link: &GameLink) -> Vec<u32> {
    let n = link.turns.len();
    let game = b.match_state().game();
    let before = &game.history()[n - 1];
    let mut g = fevga_core::Game::from_position(game.rules(), before.before);
    g.set_dice(before.dice).unwrap();
    (1..=u32::try_from(g.legal_plays().len()).unwrap())
        .filter(|&code| code != link.turns[n - 1].play)
        .collect()
}

#[test]
fn a_relayed_link_cannot_be_altered() {
    // Whoever passes B's link on swaps its last play for each other legal play of the same roll
    // and makes the checksum right again: each is refused as changed, and A's state stays.
    let mut found = 0;
    for seed in 60..70 {
        let mut s = scene(seed);
        let l = GameLink::from_fragment(&s.from_b).unwrap();
        let n = l.turns.len();
        let others = other_plays(&s.b, &l);
        for code in &others {
            let swapped = forge(&s.from_b, |l| l.turns[n - 1].play = *code);
            refused(&mut s.a, &swapped, &E::Signature);
        }
        found += others.len();
        // Any other field changed on the way: the name, a reveal, the dice, a result.
        for changed in [
            forge(&s.from_b, |l| l.name = "Mallory".into()),
            forge(&s.from_b, |l| l.turns.truncate(n - 1)),
            forge(&s.from_b, |l| l.turns[0].dice = fevga_core::Dice::new(6, 6).unwrap()),
            forge(&s.from_b, |l| l.resigned = Some(Color::Black)),
        ] {
            refused(&mut s.a, &changed, &E::Signature);
        }
        // Written as an unsigned link of version 1: refused, not taken unsigned.
        let unsigned = forge(&s.from_b, |l| {
            l.keys = ByColor::new(None, None);
            l.signature = None;
        });
        assert!(unsigned.starts_with("game=1."));
        refused(&mut s.a, &unsigned, &E::Signature);
        // Re-signed with the relayer's own key in B's place: not the friend's key.
        let mallory = SigningKey::derive(&secret(666), l.game_id, Color::Black);
        let mut resigned = GameLink::from_fragment(&forge(&s.from_b, |l| l.turns[n - 1].play = 1)).unwrap();
        resigned.keys.black = Some(mallory.public());
        resigned.signature = Some(mallory.sign(&resigned.signed_message()));
        refused(&mut s.a, &resigned.to_fragment(), &E::OtherCommitment);
        // Both sides go on from the last state they agree on: the genuine link is taken.
        s.a.accept(&s.from_b).unwrap();
    }
    println!("SUBSTITUTIONS refused: {found}");
    assert!(found > 20, "only {found} substitutions tried");
}

#[test]
fn a_link_in_our_name_that_we_did_not_write_is_not_ours() {
    let mut s = scene(61);
    s.a.accept(&s.from_b).unwrap();
    let mine = s.a.play(s.a.game_to_play().unwrap().legal_plays().first()).unwrap();
    refused(&mut s.a, &mine, &E::OwnLink);
    // Our latest link with its play changed on the way back to us: a forgery, not to send on.
    let n = GameLink::from_fragment(&mine).unwrap().turns.len();
    let bent = forge(&mine, |l| l.turns[n - 1].play = 0);
    refused(&mut s.a, &bent, &E::NotOurs);
    // Signed again by someone else in our name: not ours either.
    let mallory = SigningKey::derive(&secret(666), s.a.game_id(), Color::White);
    let mut posing = GameLink::from_fragment(&bent).unwrap();
    posing.signature = Some(mallory.sign(&posing.signed_message()));
    refused(&mut s.a, &posing.to_fragment(), &E::NotOurs);
}

#[test]
fn an_older_copy_of_the_match_says_the_link_is_from_later() {
    // A's state saved, then A plays on; the saved copy restored later gets B's answer to that play.
    let mut s = scene(62);
    s.a.accept(&s.from_b).unwrap();
    let saved = s.a.save();
    let mine = s.a.play(s.a.game_to_play().unwrap().legal_plays().first()).unwrap();
    s.b.accept(&mine).unwrap();
    let answer = match s.b.status() {
        Status::Play(_) => s.b.play(s.b.game_to_play().unwrap().legal_plays().first()).unwrap(),
        Status::Reveal(_) => s.b.reveal().unwrap(),
        other => panic!("{other:?}"),
    };
    let mut old_copy = Correspondence::restore(&saved).unwrap();
    refused(&mut old_copy, &answer, &E::Ahead);
    refused(&mut old_copy, &mine, &E::Ahead);
    s.a.accept(&answer).unwrap();
}

#[test]
fn an_invitation_changed_on_the_way_is_refused() {
    let (_, invitation) = Correspondence::invite(
        Setup {
            rules: Rules::Fevga,
            match_length: 3,
            side: Color::White,
            name: "Ann".into(),
        },
        secret(70),
    )
    .unwrap();
    let longer = forge(&invitation, |l| l.match_length = 5);
    assert_eq!(Correspondence::join(&longer, secret(71), "B").err(), Some(E::Signature));
    let renamed = forge(&invitation, |l| l.name = "Not Ann".into());
    assert_eq!(
        Correspondence::join(&renamed, secret(71), "B").err(),
        Some(E::Signature)
    );
    assert!(Correspondence::join(&invitation, secret(71), "B").is_ok());
}

#[test]
fn a_match_begun_unsigned_goes_on_unsigned() {
    // An invitation of version 1, as pages wrote before links were signed.
    let (_, signed) = Correspondence::invite(
        Setup {
            rules: Rules::Multezim,
            match_length: 1,
            side: Color::White,
            name: "Old".into(),
        },
        secret(80),
    )
    .unwrap();
    let old_invitation = forge(&signed, |l| {
        l.keys = ByColor::new(None, None);
        l.signature = None;
    });
    assert!(old_invitation.starts_with("game=1."));
    let saved = format!(
        "fevga correspondence 1\nwhite\n{}\nOld\n\n{}\n",
        fevga_core::link::base64url(&secret(80).to_bytes()),
        old_invitation
    );
    let a = Correspondence::restore(&saved).unwrap();
    let (b, answer) = Correspondence::join(&old_invitation, secret(81), "B").unwrap();
    assert!(answer.starts_with("game=1."), "{answer}");
    let mut sides = [
        Friend {
            c: a,
            rng: SeededDice::new(3),
        },
        Friend {
            c: b,
            rng: SeededDice::new(4),
        },
    ];
    let (mut to, mut msg) = (0, answer);
    while let Ok(Update::Moved { .. }) = sides[to].c.accept(&msg) {
        assert!(msg.starts_with("game=1."), "{msg}");
        let Some(next) = sides[to].act() else { break };
        msg = next;
        to = 1 - to;
    }
    assert!(
        matches!(sides[0].c.status(), Status::Over { .. }),
        "{:?}",
        sides[0].c.status()
    );
    // A signed link in this unsigned match is not its own.
    let signed_link = edit(&sides[1].c.link(), [80, 81], |_| {});
    assert!(matches!(
        sides[0].c.clone().accept(&signed_link),
        Err(E::Settings("link version") | E::Old | E::Replay)
    ));
}

#[test]
fn a_spectator_follows_a_whole_match_and_refuses_what_is_not_it() {
    use fevga_core::correspondence::Spectator;
    let (w, _b, links, _) = play_match(2, Rules::Multezim, 3, Color::Black);
    // An invitation has nothing to watch yet.
    assert!(matches!(Spectator::new(&links[0]), Err(E::Protocol(_))));
    // From the answer on, every link carries the match further; the same link again is no news.
    let mut s = Spectator::new(&links[1]).unwrap();
    for l in &links[2..] {
        assert_eq!(s.accept(l), Ok(true), "{l}");
        assert_eq!(s.accept(l), Ok(false));
    }
    assert_eq!(s.match_state().score(), w.c.match_state().score());
    assert_eq!(s.winner(), w.c.match_state().winner());
    assert_eq!(s.names().get(Color::Black), "Anna");
    assert_eq!(s.names().get(Color::White), "Βασίλης");
    assert_eq!(s.link(), *links.last().unwrap());
    let before = s.link();
    // An earlier link, another match's, a third person's, one changed on the way: refused.
    assert_eq!(s.accept(&links[links.len() - 3]), Err(E::Old));
    let (_, _, other_links, _) = play_match(3, Rules::Fevga, 1, Color::White);
    assert!(matches!(s.accept(&other_links[5]), Err(E::OtherGame { .. })));
    let (_c, from_c) = Correspondence::join(&links[0], secret(99), "C").unwrap();
    let mut early = Spectator::new(&links[1]).unwrap();
    assert_eq!(early.accept(&from_c), Err(E::OtherCommitment));
    let last = GameLink::from_fragment(links.last().unwrap()).unwrap();
    let renamed = forge(links.last().unwrap(), |l| l.name = "Mallory".into());
    let mut fresh = Spectator::new(&links[links.len() - 2]).unwrap();
    assert_eq!(fresh.accept(&renamed), Err(E::Signature));
    assert!(Spectator::new(&renamed).is_err(), "a changed link is no start either");
    assert_eq!(fresh.accept(&last.to_fragment()), Ok(true));
    assert_eq!(s.link(), before, "nothing changed");
}
