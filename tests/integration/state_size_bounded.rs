//! The state holds what is on the table now, not everything the fight has been: for every
//! rule system, a long random fight typed line by line through the session (each verb's
//! own examples, picked at random, with combatants leaving and new ones taking their
//! names) never lets the serialized encounter outgrow a fixed size per combatant, and no
//! condition stays held against someone who left. History is the log's job.
//!
//! The combat pool's French text keeps no discard pile: defense tokens « sont retournés un
//! par un en éliminant les jetons d'échec », and the tracker's bag is drawn with
//! replacement (the digest's token model), so what left play is counted and only the
//! discards since the pool's last recharge are listed. Pairwise conditions (marks, range,
//! duel) name a combatant still in the fight, or go.

use crate::common;

use common::lcg::Lcg;
use fray::engine::Header;
use fray::model::{Encounter, SystemId};
use fray::session::Session;
use fray::store::SimStorage;

/// Records each system's fight tries to write: enough for a pile kept whole to pass the
/// bound many times over, few enough that the five fights run in seconds in a debug build.
const LINES: usize = 5_000;

/// The largest serialized encounter allowed per combatant on the table, in bytes: a full
/// sheet with its gear, conditions held against every other combatant, a pool's tokens.
const BYTES_PER_COMBATANT: usize = 4_000;

/// What every encounter holds whatever its roster (options, ladder, countdowns).
const BYTES_BASE: usize = 1_000;

/// Shared verbs a random pick leaves out: the roster is changed by the fight itself
/// (leaving, arriving under the same name), and an option could switch to dice at the
/// table, which would refuse every later roll.
const LEFT_OUT: &[&str] = &["add", "remove", "rename", "option", "new", "load", "end"];

/// A system's table: the names its verbs' examples use, each added from a sheet.
struct Table {
    system: &'static str,
    roster: &'static [(&'static str, &'static str)],
    /// Who now and then leaves, a new combatant taking the name (a new id): the targets of
    /// what others hold against them; the holders stay all fight long.
    leaving: &'static [&'static str],
    /// Lines that start the fight (pools, readiness...), typed once after the roster.
    opening: &'static [&'static str],
    /// Lines typed as often as all the examples together: what a fight does most (draw,
    /// spend, reveal, recharge; marks and range on a target; duels).
    often: &'static [&'static str],
}

const TABLES: &[Table] = &[
    Table {
        system: "polaris-3e",
        leaving: &["kurt", "vance"],
        roster: &[
            ("baral", "add baral pc from mercenary"),
            ("kurt", "add kurt enemy from ganger"),
            ("vance", "add vance enemy from pirate"),
        ],
        opening: &["start"],
        often: &[],
    },
    Table {
        system: "sr-combat-pool",
        leaving: &[],
        roster: &[
            ("baral", "add baral pc from street-samurai"),
            ("kurt", "add kurt enemy from guard"),
            ("kestrel", "add kestrel pc from face"),
        ],
        opening: &[
            "pool baral instinct",
            "pool kurt tactics score=12",
            "pool kestrel instinct",
            "start",
        ],
        often: &[
            "recharge baral slow",
            "recharge kurt slow",
            "recharge kestrel slow",
            "allocate baral 1",
            "allocate kurt 1",
            "allocate kestrel 1",
            "attack baral at kurt hits=3",
            "attack kurt at baral hits=3",
            "attack kestrel at kurt hits=3",
            "attack kurt at kestrel hits=3",
            "attack baral at kestrel hits=3",
            "attack kestrel at baral hits=3",
            "spend baral 1 for picking the lock",
            "spend kurt 1 for the door",
            "spend kestrel 1 for the door",
            "reset-defense kurt",
            "reset-defense baral",
            "reset-defense kestrel",
            "reduce-defense baral 2",
            "reduce-defense kurt 2",
            "reduce-defense kestrel 2",
            "heal kurt 4",
            "heal kestrel 4",
            "heal baral 4",
            "heal kurt 4",
        ],
    },
    Table {
        system: "cyberpunk-interval",
        leaving: &["razor"],
        roster: &[
            ("vic", "add vic pc from solo"),
            ("razor", "add razor enemy from booster"),
            ("jade", "add jade pc from solo"),
        ],
        opening: &["start"],
        often: &[],
    },
    Table {
        system: "sr-anarchy",
        leaving: &["camera", "ganger", "jax"],
        roster: &[
            ("kira", "add kira pc from street-samurai"),
            ("jax", "add jax pc from street-samurai"),
            ("mage", "add mage pc from street-mage"),
            ("decker", "add decker pc from decker"),
            ("ganger", "add ganger enemy from ganger"),
            ("camera", "add camera enemy from drone"),
        ],
        opening: &["start"],
        often: &[
            "marks decker camera 2",
            "range decker camera intermediate",
            "marks decker ganger 1",
            "range mage ganger short",
            "range kira camera long",
        ],
    },
    Table {
        system: "corporates",
        leaving: &["bob", "vlad", "sniper"],
        roster: &[
            ("Rook", "add Rook pc from operative"),
            ("sniper", "add sniper enemy from sniper"),
            ("bob", "add bob enemy from ganger"),
            ("kira", "add kira pc from operative"),
            ("ana", "add ana pc from operative"),
            ("vlad", "add vlad enemy from bodyguard"),
        ],
        opening: &["start"],
        often: &[
            "duel kira bob",
            "engage kira bob",
            "duel ana vlad",
            "engage Rook sniper",
            "gunpoint bob by kira",
            "follow ana vlad",
        ],
    },
];

/// Every example line of the system's verbs a random pick may type.
fn examples(system: SystemId) -> Vec<&'static str> {
    fray::script::verbs_in(system)
        .into_iter()
        .filter(|v| !LEFT_OUT.contains(&v.name))
        .flat_map(|v| v.examples.iter().copied())
        .collect()
}

/// The serialized size of the state, in bytes.
fn size(state: &Encounter) -> usize {
    serde_json::to_vec(state).map_or(0, |bytes| bytes.len())
}

/// A condition held against a combatant no longer in the fight (marks on them, the range
/// to them, a duel), said in words; `None` when every pair names someone present.
fn held_against_someone_gone(state: &Encounter) -> Option<String> {
    state.combatants.iter().find_map(|c| {
        c.conditions.iter().find_map(|k| {
            let target = k.target?;
            state.combatant(target).is_none().then(|| {
                format!(
                    "{} still holds '{}' against #{}, who left",
                    c.name, k.name, target.0
                )
            })
        })
    })
}

/// What one fight did: records written, and the largest state per combatant seen.
struct Fought {
    written: usize,
    largest: usize,
    roster: usize,
    largest_total: usize,
}

/// Plays `table`'s fight: `LINES` random lines (an example of any verb, or one of the
/// table's frequent lines), a combatant now and then leaving and a new one arriving under
/// the same name. Checks the bound after every line.
fn fight(table: &Table, seed: u64) -> Result<Fought, String> {
    let system = SystemId::from_key(table.system).ok_or("no such system")?;
    let storage = SimStorage::new();
    let header = Header::new(system, "long fight", seed, 0);
    let path = std::path::Path::new("/saves/long.fray.jsonl");
    let mut session =
        Session::create_in(&storage, path, header).map_err(|e| format!("create: {e}"))?;
    let mut written = 0;
    let mut run = |session: &mut Session, line: &str| {
        if session.execute(line).is_ok() {
            written += 1;
        }
    };
    for (_, add) in table.roster {
        run(&mut session, add);
    }
    for line in table.opening {
        run(&mut session, line);
    }
    let lines = examples(system);
    let mut rng = Lcg(seed);
    let mut largest = 0;
    let mut largest_total = 0;
    for i in 0..LINES {
        if !table.leaving.is_empty() && rng.below(25) == 0 {
            // Someone leaves; someone new takes the name (a new id, never reused).
            let name = table.leaving[rng.below(table.leaving.len() as u64) as usize];
            let add = table
                .roster
                .iter()
                .find(|(n, _)| *n == name)
                .map_or("", |(_, add)| add);
            run(&mut session, &format!("remove {name}"));
            run(&mut session, add);
        } else if !table.often.is_empty() && rng.below(2) == 0 {
            let line = table.often[rng.below(table.often.len() as u64) as usize];
            run(&mut session, line);
        } else {
            let line = lines[rng.below(lines.len() as u64) as usize];
            run(&mut session, line);
        }
        let state = session.timeline().state();
        let bytes = size(state);
        let on_table = state.combatants.len();
        let bound = BYTES_BASE + BYTES_PER_COMBATANT * on_table;
        largest = largest.max(bytes.saturating_sub(BYTES_BASE) / on_table.max(1));
        largest_total = largest_total.max(bytes);
        if let Some(gone) = held_against_someone_gone(state) {
            return Err(format!(
                "{}: after {} lines ({written} records) {gone}",
                table.system,
                i + 1
            ));
        }
        if bytes > bound {
            return Err(format!(
                "{}: after {} lines ({written} records) the state is {bytes} bytes for {on_table} \
                 combatants, over the bound of {bound}",
                table.system,
                i + 1
            ));
        }
    }
    Ok(Fought {
        written,
        largest,
        roster: session.timeline().state().combatants.len(),
        largest_total,
    })
}

#[test]
fn every_systems_state_stays_within_a_fixed_size_per_combatant_through_a_long_fight() {
    let mut failures = Vec::new();
    for (k, table) in TABLES.iter().enumerate() {
        match fight(table, 1_000 + k as u64) {
            Ok(f) => {
                println!(
                    "STATE SIZE {}: {} lines, {} records, {} combatants at the end, largest state {} bytes, \
                     {} bytes per combatant at most (bound {BYTES_PER_COMBATANT})",
                    table.system, LINES, f.written, f.roster, f.largest_total, f.largest
                );
                // A fight that writes little proves little: most lines must be played.
                if f.written < LINES / 4 {
                    failures.push(format!(
                        "{}: only {} of {LINES} lines were accepted",
                        table.system, f.written
                    ));
                }
            }
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
