//! The transcript: one readable line per record (who, what, every die, result, margin,
//! degree), in English. The shared events' wording lives here; each rule system words its
//! own facts (and any shared event it says its own way) through [`SystemNarration`].

use std::borrow::Cow;

use crate::engine::{EndReason, Event, Record, apply};
use crate::model::{CombatantId, Encounter, EntryStatus, Expiry, Step};
use crate::report::until;
use crate::rules::names::display;

/// How a rule system words events in the transcript (reached through
/// [`crate::rules::RuleSystem::narration`]).
pub trait SystemNarration: Sync {
    /// The system's words for `event`, given the state just before it (borrowed, never
    /// copied): one of its own facts, or a shared event it says its own way. `None` leaves
    /// the event to the shared narration, which says nothing of an event it does not know.
    fn describe(&self, event: &Event, before: &Encounter) -> Option<String>;
}

/// Describes one record's events, given the state just before it (borrowed: it is copied
/// only when a record's later events need the earlier ones applied).
pub fn describe(record: &Record, before: &Encounter, records: &[Record]) -> String {
    let mut state = Cow::Borrowed(before);
    let mut parts = Vec::new();
    for (i, event) in record.events.iter().enumerate() {
        if let Some(text) = describe_event(event, &state, records) {
            parts.push(text);
        }
        if i + 1 < record.events.len() {
            apply(state.to_mut(), event);
        }
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
    if let Some(words) = crate::rules::system(s.system)
        .narration()
        .describe(event, s)
    {
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
            Step::RoundEnd => "everyone has acted".into(),
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
        Event::OpponentsSet { who, count } => {
            format!("{} faces {count} opponent(s)", name(s, *who))
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
        _ => return None,
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

#[cfg(test)]
#[path = "narrate_tests.rs"]
mod tests;
