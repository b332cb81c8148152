//! The transcript: one readable line per record (who, what, every die, result, margin,
//! degree), in English. All of the transcript's wording lives here.

use crate::engine::{EndReason, Event, Record, apply};
use crate::model::{CombatantId, Encounter, EntryStatus, Expiry, Step};
use crate::report::until;
use crate::rules::names::display;
use crate::systems::polaris::{TestRecord, Tested, wounds};

/// Describes one record's events, given the state just before it.
pub fn describe(record: &Record, before: &Encounter, records: &[Record]) -> String {
    let mut state = before.clone();
    let mut parts = Vec::new();
    for event in &record.events {
        if let Some(text) = describe_event(event, &state, records) {
            parts.push(text);
        }
        apply(&mut state, event);
    }
    if parts.is_empty() {
        parts.push(record.command.clone());
    }
    parts.join("; ")
}

fn name(state: &Encounter, id: CombatantId) -> String {
    display(state, id)
}

fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// Describes one event, given the state just before it (`None`: nothing worth a word).
/// `records` are the earlier records, for naming the target of an undo or redo.
pub fn describe_event(event: &Event, s: &Encounter, records: &[Record]) -> Option<String> {
    if let Some(words) = crate::rules::system(s.system).describe_shared(event, s) {
        return Some(words);
    }
    Some(match event {
        Event::CombatantAdded { combatant } => {
            let from = combatant
                .template
                .as_ref()
                .map_or_else(String::new, |t| format!(", from {t}"));
            format!("{} joins ({}{from})", combatant.name, combatant.side.word())
        }
        Event::CombatantRemoved { who } => format!("{} leaves the fight", name(s, *who)),
        Event::CombatantRenamed { who, name: new } => format!("{} is now {new}", name(s, *who)),
        Event::SideChanged { who, side } => {
            format!("{} now fights as {}", name(s, *who), side.word())
        }
        Event::StatSet { who, stat, value } => match value {
            Some(v) => format!("{}: {stat} = {v}", name(s, *who)),
            None => format!("{}: {stat} removed", name(s, *who)),
        },
        Event::SkillSet { who, skill, value } => match value {
            Some(k) if k.reserved => format!("{}: {skill} reserved (X)", name(s, *who)),
            Some(k) => format!(
                "{}: {skill} ({}+{}) {}",
                name(s, *who),
                k.base,
                k.mastery,
                k.total()
            ),
            None => format!("{}: {skill} removed", name(s, *who)),
        },
        Event::NoteSet { who, text } if text.is_empty() => {
            format!("{}: note cleared", name(s, *who))
        }
        Event::NoteSet { who, text } => format!("{}: note \"{text}\"", name(s, *who)),
        Event::ConditionAdded { who, condition } => {
            let value = condition
                .value
                .map_or_else(String::new, |v| format!(" {}", signed(v)));
            let until = match condition.expiry {
                Expiry::Manual => String::new(),
                e => format!(" ({})", until(s, e)),
            };
            format!("{}: {}{value}{until}", name(s, *who), condition.name)
        }
        Event::ConditionEnded {
            who,
            name: n,
            reason: EndReason::Expired,
        } => format!("{}: {n} ends", name(s, *who)),
        Event::ConditionEnded {
            who,
            name: n,
            reason: EndReason::Removed,
        } => {
            format!("{}: {n} cleared", name(s, *who))
        }
        Event::DiceRolled { roll } => {
            let dice: Vec<String> = roll.dice.iter().map(|d| d.value.to_string()).collect();
            let purpose = roll
                .purpose
                .as_ref()
                .map_or_else(String::new, |p| format!(" for {p}"));
            format!(
                "rolled {}{purpose}: [{}] = {}",
                roll.notation,
                dice.join(", "),
                roll.total
            )
        }
        Event::OptionSet { key, value } => format!("option {key} = {value}"),
        Event::CountdownStarted { label, attempts } => {
            format!("countdown \"{label}\": {attempts} attempts")
        }
        Event::CountdownTicked { label, used, left } if *left == 0 => {
            format!("countdown \"{label}\": {used} used, RUN OUT")
        }
        Event::CountdownTicked { label, used, left } => {
            format!("countdown \"{label}\": {used} used, {left} left")
        }
        Event::RoundStarted { round } => format!("round {round} begins"),
        Event::StepChanged { step } => match step {
            Step::Setup => return None,
            Step::Declaration => "declarations, slowest first".into(),
            Step::Resolution => "actions, fastest first".into(),
            Step::RoundEnd => {
                let fatigue = if crate::systems::polaris::options::fatigue(s) {
                    " (fatigue tests now)"
                } else {
                    ""
                };
                format!("everyone has acted{fatigue}")
            }
            Step::Ended => return None,
        },
        Event::TurnPassed { to: None } => return None,
        Event::TurnPassed { to: Some(at) } => {
            let phase = s.ladder.get(*at).map_or(0, |e| e.position);
            if s.step == Step::Declaration {
                format!("{} declares (initiative {phase})", name(s, at.owner))
            } else {
                format!("{} acts at phase {phase}", name(s, at.owner))
            }
        }
        Event::MarkerPlaced { entry } if entry.at.marker > 0 => format!(
            "{}: extra attack at phase {} ({})",
            name(s, entry.at.owner),
            entry.position,
            signed(entry.malus)
        ),
        Event::MarkerPlaced { entry } if entry.status == EntryStatus::Skipped => {
            format!("{} cannot act this round", name(s, entry.at.owner))
        }
        Event::MarkerPlaced { entry } => format!("{} {}", name(s, entry.at.owner), entry.position),
        Event::MarkerMoved { at, position } => {
            format!("{} moves to phase {position}", name(s, at.owner))
        }
        Event::MarkerStatus {
            at,
            status: EntryStatus::Delayed,
        } => format!("{} holds the action", name(s, at.owner)),
        Event::MarkerStatus { .. } => return None,
        Event::MarkerRushed { at, malus } => format!(
            "{} rushes ({} on the action)",
            name(s, at.owner),
            signed(*malus)
        ),
        Event::MarkerRemoved { at } => format!("{} leaves the ladder", name(s, at.owner)),
        Event::Declared { who, intent } if intent.is_empty() => {
            format!("{} declares nothing", name(s, *who))
        }
        Event::Declared { who, intent } => format!("{} declares: {intent}", name(s, *who)),
        Event::FailuresCounted { .. } => return None,
        Event::OpponentsSet { who, count } => {
            format!("{} faces {count} opponent(s)", name(s, *who))
        }
        Event::System(_) if crate::systems::polaris::test_of(event).is_some() => {
            match crate::systems::polaris::test_of(event) {
                Some(test) => describe_test(test, s),
                None => return None,
            }
        }
        Event::NonRandomTest { who, what, success } => {
            format!(
                "{} {what}: {} (no roll)",
                name(s, *who),
                if *success { "success" } else { "failure" }
            )
        }
        Event::OpposedSettled {
            winner: Some(w),
            note,
        } => format!("{} {note}", name(s, *w)),
        Event::OpposedSettled { winner: None, note } => note.clone(),
        Event::WoundMarked { who, wound } => {
            let locator = s.combatant(*who).and_then(|c| c.damage.locator());
            let loc = locator.and_then(|l| l.locations.get(wound.location));
            let loc_key = loc.map_or("?", |l| l.key.as_str());
            let sev = |i: usize| wounds::severity_label_en(i).unwrap_or("?").to_lowercase();
            let damage = wound
                .damage
                .map_or_else(String::new, |d| format!(" (damage {d})"));
            let mut text = format!(
                "{}: {} wound to the {loc_key}{damage}",
                name(s, *who),
                sev(wound.severity)
            );
            if wound.landed != wound.severity {
                text.push_str(&format!(", row full: becomes {}", sev(wound.landed)));
            }
            let last = loc.map_or(usize::MAX, |l| l.cells.len().saturating_sub(1));
            if wound.landed == last {
                let vital = loc.is_some_and(|l| l.vital);
                text.push_str(if vital { ", DEATH" } else { ", LIMB DESTROYED" });
            }
            text
        }
        Event::WoundHealed {
            who,
            location,
            severity,
            boxes,
        } => {
            let locator = s.combatant(*who).and_then(|c| c.damage.locator());
            let loc = locator
                .and_then(|l| l.locations.get(*location))
                .map_or("?", |l| l.key.as_str());
            format!(
                "{}: {boxes} {} box(es) erased at the {loc}",
                name(s, *who),
                wounds::severity_label_en(*severity)
                    .unwrap_or("?")
                    .to_lowercase()
            )
        }
        Event::DamageIgnored { who, damage } => {
            format!("{}: damage {damage}, no wound", name(s, *who))
        }
        Event::FightEnded => "the fight ends".into(),
        Event::CommandUndone { seq } => format!("undone: {}", command_of(records, *seq)),
        Event::CommandRedone { seq } => format!("redone: {}", command_of(records, *seq)),
        Event::RedoDropped { .. } => return None,
        Event::RecordsSetAside {
            first,
            last,
            file,
            torn,
        } => set_aside(*first, *last, file, *torn),
        Event::TableDice { dice } => crate::engine::table_dice::describe(dice),
        other => return crate::systems::combat_pool::narrate::describe(other, s),
    })
}

/// One plain line for the store's set-aside record (its file name, from the save's, is
/// escaped where it is shown, like every narration).
pub fn set_aside(first: u64, last: u64, file: &str, torn: bool) -> String {
    let numbers = if first == last {
        format!("record #{first} was")
    } else {
        format!("records #{first}–#{last} were")
    };
    let why = if torn {
        "torn, never confirmed"
    } else {
        "damaged"
    };
    format!("{numbers} set aside in {file} ({why})")
}

fn command_of(records: &[Record], seq: u64) -> String {
    records
        .iter()
        .find(|r| r.seq == seq)
        .map_or_else(|| format!("#{seq}"), |r| format!("#{seq} {}", r.command))
}

/// What a test was of: the skill or attribute, or "a test" for a bare chance.
fn tested(test: &TestRecord) -> String {
    match &test.tested {
        Tested::Skill { name, .. } | Tested::Attribute { name, .. } => name.clone(),
        Tested::Chance => "a test".into(),
    }
}

/// A test's result in words.
fn result(test: &TestRecord) -> &'static str {
    let o = test.outcome;
    if o.automatic && test.dice.is_empty() {
        "automatic failure"
    } else if o.critical_success {
        "CRITICAL SUCCESS"
    } else if o.critical_failure {
        "CRITICAL FAILURE"
    } else if o.automatic {
        "automatic failure"
    } else if o.success {
        "success"
    } else {
        "failure"
    }
}

/// Describes one test: who, what, chance and its terms, the dice, the result.
pub fn describe_test(test: &TestRecord, s: &Encounter) -> String {
    let what = tested(test);
    let c = test.chance;
    let mut terms = vec![c.base.to_string()];
    if c.difficulty != 0 || c.hidden {
        let secret = if c.hidden { " secret" } else { "" };
        terms.push(format!("{}{secret}", signed(c.difficulty)));
    }
    for (value, label) in [
        (c.wounds, "wounds"),
        (c.opponents, "opponents"),
        (c.retry, "retry"),
        (c.other, "other"),
    ] {
        if value != 0 {
            terms.push(format!("{} {label}", signed(value)));
        }
    }
    let dice: Vec<String> = test.dice.iter().map(ToString::to_string).collect();
    let o = test.outcome;
    let result = result(test);
    let dice = if dice.is_empty() {
        String::new()
    } else {
        format!(", d20 {}", dice.join(" + "))
    };
    let catastrophe = if o.catastrophe {
        ", catastrophe possible"
    } else {
        ""
    };
    format!(
        "{} tests {what}: chance {} ({}){dice}: {result}, margin {}, {} ({}){catastrophe}",
        name(s, test.who),
        c.total(),
        terms.join(" "),
        o.margin,
        o.degree.label_en(),
        signed(o.modifier)
    )
}

/// Whether a record is an undo or a redo (it stays in effect: it is the history itself),
/// or the store's set-aside record (never undone either).
pub fn is_history(record: &Record) -> bool {
    record.events.iter().any(|e| {
        matches!(
            e,
            Event::CommandUndone { .. }
                | Event::CommandRedone { .. }
                | Event::RecordsSetAside { .. }
        )
    })
}
