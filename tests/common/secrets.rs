//! The pool of commands carrying every kind of secret, with a marker found nowhere else,
//! and the checks that find a secret in what players are shown: shared by the tests that
//! prove no players' output (`players_see_no_secret.rs`, the players' page in
//! `serve_no_secret.rs`) ever shows one. See `players_see_no_secret.rs` for the list of
//! secrets.

use fray::model::{Encounter, SystemId};

/// Every secret text starts with this (checked case-blind: the hidden name's slug too).
pub const MARK: &str = "zq7";

/// Words of the GM's narration that say a secret die or score.
pub const GM_ONLY_WORDS: &[&str] = &["convergence die", "surveillance point", "(GM only)"];

/// The faces typed for tokens drawn face down from the real bag, as the line and the
/// table dice's note write them.
pub const TYPED_FACES: &[&str] = &["S5,F2", "S5, F2", "F3,S6", "F3, S6"];

/// The GM's pool of Anarchy points starts at 97: no number players read reaches 90.
pub const GM_POOL_FLOOR: u64 = 90;

/// One kind of command: a line with `{n}` standing for a number making its text unique,
/// and whether it is a secret test (a record players see nothing of).
#[derive(Debug, Clone, Copy)]
pub struct Move {
    /// The line.
    pub line: &'static str,
    /// Whether it is a secret test.
    pub secret_test: bool,
}

/// A move that is not a secret test.
pub const fn open(line: &'static str) -> Move {
    Move {
        line,
        secret_test: false,
    }
}

/// What every system shares: notes, clocks, free rolls, a hidden combatant's conditions
/// and notes, undo and redo.
pub const SHARED: &[Move] = &[
    open("note zq7lurker zq7note{n} on the roof"),
    open("countdown zq7clock{n} 3"),
    open("roll 2d6 for zq7roll{n}"),
    open("condition zq7lurker prone"),
    open("undo"),
    open("undo"),
    open("redo"),
];

/// Polaris: the cast, a hidden lurker among them.
pub const POLARIS_CAST: &[&str] = &[
    "add Kurt pc from mercenary",
    "add Ganger enemy from ganger",
    "add Zq7lurker enemy from ganger hidden",
    "note ganger \"zq7note0 carries the key\"",
    "start",
];

/// Polaris's own moves.
pub const POLARIS: &[Move] = &[
    open("declare ganger \"zq7plan{n} shoots Kurt\""),
    open("declare kurt \"zq7plan{n} runs\" secret"),
    open("declare zq7lurker \"zq7plan{n} waits\""),
    open("note ganger zq7note{n}"),
    Move {
        line: "test kurt perception secret",
        secret_test: true,
    },
    Move {
        line: "test ganger athletisme -1 secret",
        secret_test: true,
    },
    open("next"),
];

/// The combat pool: the cast.
pub const POOL_CAST: &[&str] = &[
    "add Kestrel pc from street-samurai",
    "add Guard enemy from guard",
    "add Zq7lurker enemy from guard hidden",
    "ready kestrel ready",
    "ready guard ready",
    "start",
];

/// The combat pool's own moves.
pub const POOL: &[Move] = &[
    open("option dice table"),
    open("allocate kestrel 2 bag=S5,F2"),
    open("allocate guard 2 bag=F3,S6"),
    open("option dice fray"),
    open("allocate guard 2"),
    open("allocate kestrel 1"),
    open("intend guard zq7plan{n} rushes the door"),
    open("intend kestrel \"zq7plan{n} covers\" secret"),
    open("intend zq7lurker zq7plan{n}"),
    open("note guard zq7note{n}"),
];

/// Anarchy: the cast.
pub const ANARCHY_CAST: &[&str] = &[
    "add Kira pc agi=4 log=6 wil=4 chance=3 seat=1",
    "add Ganger enemy agi=3 log=2 wil=1",
    "add Camera neutral",
    "add Zq7lurker enemy hidden",
    "option gm-pool-start 97",
    "start",
];

/// Anarchy's own moves.
pub const ANARCHY: &[Move] = &[
    open("hack kira camera 2 vs 1"),
    open("hack kira camera 1 vs 1 mark"),
    open("award gm 5"),
    open("spend gm new-threat"),
    open("spend gm interruption"),
    open("note kira zq7note{n}"),
    open("next"),
];

/// Cyberpunk: the cast.
pub const CYBERPUNK_CAST: &[&str] = &[
    "add Vic pc from solo",
    "add Booster enemy from booster",
    "add Zq7lurker enemy from booster hidden",
    "start",
];

/// Cyberpunk's own moves.
pub const CYBERPUNK: &[Move] = &[open("note booster zq7note{n}"), open("next")];

/// Corporates: the cast.
pub const CORPORATES_CAST: &[&str] = &[
    "add Ana pc",
    "add Operative enemy from operative",
    "add Zq7lurker enemy from sniper hidden",
    "start",
];

/// Corporates' own moves.
pub const CORPORATES: &[Move] = &[open("note operative zq7note{n}"), open("next")];

/// The values of the tokens each combatant holds face down, as a narration would list
/// them: players never read such a run of two or more.
pub fn face_down_runs(state: &Encounter) -> Vec<String> {
    state
        .combatants
        .iter()
        .filter_map(|c| c.tokens.as_ref())
        .map(|pool| {
            pool.defense
                .iter()
                .filter(|t| !t.revealed)
                .filter_map(|t| t.token.map(|token| token.to_string()))
                .collect::<Vec<_>>()
        })
        .filter(|faces| faces.len() >= 2)
        .flat_map(|faces| [faces.join(", "), faces.join(",")])
        .collect()
}

/// Whether `text` holds a whole number at or above `floor`.
pub fn has_number_from(text: &str, floor: u64) -> bool {
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse::<u64>().ok())
        .any(|n| n >= floor && n < 1000)
}

/// What secret `text` shows players while the fight stands at `state`, if any: a secret
/// text, a word of the GM's narration, typed face-down values, a run of face-down values
/// held now, or (with `numbers`) a number only the GM reads.
pub fn secret_in(text: &str, state: &Encounter, numbers: bool) -> Option<String> {
    if text.to_lowercase().contains(MARK) {
        return Some("a secret text".into());
    }
    if let Some(word) = GM_ONLY_WORDS.iter().find(|w| text.contains(**w)) {
        return Some((*word).into());
    }
    if let Some(faces) = TYPED_FACES.iter().find(|f| text.contains(**f)) {
        return Some((*faces).into());
    }
    if let Some(run) = face_down_runs(state)
        .iter()
        .find(|r| text.contains(r.as_str()))
    {
        return Some(format!("face-down values {run}"));
    }
    if numbers && has_number_from(text, GM_POOL_FLOOR) {
        return Some("a number only the GM reads (the GM's pool)".into());
    }
    None
}

/// Each system's fight: its name, id, cast and own moves (the shared ones come after).
pub fn fights() -> Vec<(
    &'static str,
    SystemId,
    &'static [&'static str],
    &'static [Move],
)> {
    vec![
        ("polaris", fray::systems::polaris::ID, POLARIS_CAST, POLARIS),
        (
            "combat pool",
            fray::systems::combat_pool::ID,
            POOL_CAST,
            POOL,
        ),
        ("anarchy", fray::systems::anarchy::ID, ANARCHY_CAST, ANARCHY),
        (
            "cyberpunk",
            fray::systems::cyberpunk::ID,
            CYBERPUNK_CAST,
            CYBERPUNK,
        ),
        (
            "corporates",
            fray::systems::corporates::ID,
            CORPORATES_CAST,
            CORPORATES,
        ),
    ]
}
