//! The transcript: one readable line per record (who, what, every die, result, margin,
//! degree), in English. The shared events' wording lives here; each rule system words its
//! own facts (and any shared event it says its own way) through [`SystemNarration`].

mod pass;
pub mod terms;
mod whole;

pub use pass::{commit, describe_applying, fold, narrate_all, undone_later};
pub use whole::{KEPT, WholeFold, fold_whole};

use std::borrow::Cow;

use crate::engine::{EndReason, Event, Record, apply};
use crate::model::{CombatantId, Encounter, EntryStatus, Expiry, Side, Step, SystemId};
use crate::report::until;
use crate::rules::condition_words;
use crate::rules::names::display;
use crate::t;

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
    let secret = crate::script::masked::face_down_slots(before.system, &record.command);
    for (i, event) in record.events.iter().enumerate() {
        if let Some(text) = describe_secret(event, &secret, &state, records) {
            parts.push(text);
        }
        if i + 1 < record.events.len() {
            apply(state.to_mut(), event);
        }
    }
    joined(parts, record, before.system)
}

/// The parts of a record's narration as one line; the command itself when nothing was
/// worth a word.
pub(crate) fn joined(mut parts: Vec<String>, record: &Record, system: SystemId) -> String {
    if parts.is_empty() {
        parts.push(crate::script::shown(system, &record.command));
    }
    crate::i18n::typography::join_list(&parts)
}

/// [`describe_event`] for an event of a record whose draws of the `secret` slots were made
/// face down ([`crate::script::masked::face_down_slots`]): their values are masked.
pub fn describe_secret(
    event: &Event,
    secret: &[&str],
    s: &Encounter,
    records: &[Record],
) -> Option<String> {
    describe_event(
        &crate::script::masked::masked_event(event, secret),
        s,
        records,
    )
}

/// A condition's label, with its target's name when it is held on someone (in its
/// system's own sentence when it has one without a value).
fn on_target(state: &Encounter, condition: &str, target: Option<CombatantId>) -> String {
    let held_on = target.map(|t| name(state, t));
    if let Some(sentence) = condition_words::sentence(condition, None, held_on.as_deref()) {
        return sentence;
    }
    let label = condition_words::label(condition);
    match target {
        Some(t) => t!(
            "log-condition-on",
            condition = label,
            target = name(state, t)
        ),
        None => label,
    }
}

/// The round's end, naming who still holds an action (it can still act; the next round
/// would lose it).
fn round_end(state: &Encounter) -> String {
    let mut held: Vec<String> = Vec::new();
    for e in state.ladder.descending() {
        let who = name(state, e.at.owner);
        if e.status == EntryStatus::Delayed && !held.contains(&who) {
            held.push(who);
        }
    }
    if held.is_empty() {
        t!("log-step-round-end")
    } else {
        t!(
            "log-step-round-end-held",
            count = held.len(),
            names = held.join(", ")
        )
    }
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
        // An empty text: the system says the event is not worth a word of its own.
        return (!words.is_empty()).then_some(words);
    }
    Some(match event {
        Event::CombatantAdded { combatant } => {
            let side = side_word(combatant.side);
            let joins = match &combatant.template {
                Some(t) => t!(
                    "log-joins-from",
                    who = &combatant.name,
                    side = side,
                    template = crate::rules::system(s.system).bestiary().label(t)
                ),
                None => t!("log-joins", who = &combatant.name, side = side),
            };
            if combatant.hidden {
                t!("log-joins-hidden", joins = joins)
            } else {
                joins
            }
        }
        Event::CombatantReplaced { combatant } => {
            t!("log-carried-back", who = name(s, combatant.id))
        }
        Event::PartyJoined { party } => t!(
            "log-party-joined",
            campaign = &party.name,
            count = party.members.len()
        ),
        Event::FightLinked { fight } => t!("log-fight-linked", fight = &fight.name),
        Event::FightSynced { name, through, .. } => t!(
            "log-fight-synced",
            fight = name,
            through = through.to_string()
        ),
        Event::CombatantHidden { who } => t!("log-hidden", who = name(s, *who)),
        Event::CombatantRevealed { who } => t!("log-revealed", who = name(s, *who)),
        Event::CombatantRemoved { who } => t!("log-leaves", who = name(s, *who)),
        Event::CombatantRenamed { who, name: new } => {
            t!("log-renamed", who = name(s, *who), name = new)
        }
        Event::SideChanged { who, side } => {
            t!(
                "log-side-changed",
                who = name(s, *who),
                side = side_word(*side)
            )
        }
        Event::StatSet { who, stat, value } => match value {
            Some(v) => t!(
                "log-stat-set",
                who = name(s, *who),
                stat = stat,
                value = v.to_string()
            ),
            None => t!("log-stat-removed", who = name(s, *who), stat = stat),
        },
        Event::SkillSet { who, skill, value } => match value {
            Some(k) if k.reserved => t!("log-skill-reserved", who = name(s, *who), skill = skill),
            Some(k) => t!(
                "log-skill-set",
                who = name(s, *who),
                skill = skill,
                base = k.base.to_string(),
                mastery = k.mastery.to_string(),
                total = k.total().to_string()
            ),
            None => t!("log-skill-removed", who = name(s, *who), skill = skill),
        },
        Event::NoteSet { who, text } if text.is_empty() => {
            t!("log-note-cleared", who = name(s, *who))
        }
        Event::NoteSet { who, text } => t!("log-note-set", who = name(s, *who), text = text),
        Event::ConditionAdded { who, condition } => {
            let value = condition
                .value
                .filter(|v| *v != 0)
                .map_or_else(String::new, |v| format!(" {}", signed(v)));
            let until = match condition.expiry {
                Expiry::Manual => String::new(),
                e => format!(" ({})", until(s, e)),
            };
            let target = condition.target.map(|t| name(s, t));
            let (condition, value) = match condition_words::sentence(
                &condition.name,
                condition.value,
                target.as_deref(),
            ) {
                Some(sentence) => (sentence, String::new()),
                None => (on_target(s, &condition.name, condition.target), value),
            };
            t!(
                "log-condition-added",
                who = name(s, *who),
                condition = condition,
                extra = format!("{value}{until}")
            )
        }
        Event::ConditionEnded {
            who,
            name: n,
            reason: EndReason::Expired,
            target,
        } => t!(
            "log-condition-ends",
            who = name(s, *who),
            condition = on_target(s, n, *target)
        ),
        Event::ConditionEnded {
            who,
            name: n,
            reason: EndReason::Removed,
            target,
        } => t!(
            "log-condition-cleared",
            who = name(s, *who),
            condition = on_target(s, n, *target)
        ),
        // One die and nothing added: "[7] = 7" says the same number twice.
        Event::DiceRolled { roll }
            if roll.dice.len() == 1 && i64::from(roll.dice[0].value) == roll.total =>
        {
            let total = roll.total.to_string();
            match &roll.purpose {
                Some(p) => t!(
                    "screen-rolled-one-for",
                    notation = &roll.notation,
                    purpose = crate::rules::purpose_words::label(p),
                    total = total
                ),
                None => t!(
                    "screen-rolled-one",
                    notation = &roll.notation,
                    total = total
                ),
            }
        }
        Event::DiceRolled { roll } => {
            let dice: Vec<String> = roll.dice.iter().map(|d| d.value.to_string()).collect();
            let dice = dice.join(", ");
            let total = roll.total.to_string();
            match &roll.purpose {
                Some(p) => t!(
                    "log-rolled-for",
                    notation = &roll.notation,
                    purpose = crate::rules::purpose_words::label(p),
                    dice = dice,
                    total = total
                ),
                None => t!(
                    "log-rolled",
                    notation = &roll.notation,
                    dice = dice,
                    total = total
                ),
            }
        }
        Event::OptionSet { key, value } => {
            let lang = crate::i18n::current();
            t!(
                "log-option-set",
                key = crate::rules::option_words::key_in(lang, s.system, key),
                value = crate::rules::option_words::value_in(lang, s.system, key, value)
            )
        }
        Event::TableCounterSet { name, value } => {
            t!("log-table-counter-set", name = name, value = *value)
        }
        Event::CountdownStarted { label, attempts } => t!(
            "log-countdown-started",
            label = label,
            attempts = attempts.to_string(),
            n = *attempts
        ),
        Event::CountdownTicked { label, used, left } if *left == 0 => t!(
            "log-countdown-run-out",
            label = label,
            used = used.to_string(),
            n = *used
        ),
        Event::CountdownTicked { label, used, left } => t!(
            "log-countdown-ticked",
            label = label,
            used = used.to_string(),
            left = left.to_string(),
            n = *used,
            m = *left
        ),
        Event::RoundStarted { round } => crate::i18n::tr_args(
            crate::report::TimeWords::of(s.system.key()).round_begins,
            &[("round", round.to_string().into())],
        ),
        Event::StepChanged { step } => match step {
            Step::Setup => return None,
            Step::Declaration => t!("log-step-declaration"),
            Step::Resolution => t!("log-step-resolution"),
            Step::RoundEnd => round_end(s),
            Step::Ended => return None,
        },
        Event::TurnPassed { to: None } => return None,
        Event::TurnPassed { to: Some(at) } => {
            let phase = s.ladder.get(*at).map_or(0, |e| e.position).to_string();
            if s.step == Step::Declaration {
                t!("log-turn-declares", who = name(s, at.owner), phase = phase)
            } else {
                t!("log-turn-acts", who = name(s, at.owner), phase = phase)
            }
        }
        Event::MarkerPlaced { entry } if entry.at.marker > 0 => t!(
            "log-extra-attack",
            who = name(s, entry.at.owner),
            phase = entry.position.to_string(),
            malus = signed(entry.malus)
        ),
        Event::MarkerPlaced { entry } if entry.status == EntryStatus::Skipped => {
            t!("log-cannot-act", who = name(s, entry.at.owner))
        }
        Event::MarkerPlaced { entry } => format!("{} {}", name(s, entry.at.owner), entry.position),
        Event::MarkerMoved { at, position } => t!(
            "log-marker-moved",
            who = name(s, at.owner),
            phase = position.to_string()
        ),
        Event::MarkerStatus {
            at,
            status: EntryStatus::Delayed,
        } => t!("log-holds", who = name(s, at.owner)),
        Event::MarkerStatus {
            at,
            status: EntryStatus::Lost,
        } => t!("log-held-lost", who = name(s, at.owner)),
        Event::MarkerStatus { .. } => return None,
        Event::MarkerRushed { at, malus } => t!(
            "log-rushes",
            who = name(s, at.owner),
            malus = signed(*malus)
        ),
        Event::MarkerRemoved { at } => t!("log-leaves-ladder", who = name(s, at.owner)),
        Event::Declared { who, intent, .. } if intent.is_empty() => {
            t!("log-declares-nothing", who = name(s, *who))
        }
        Event::Declared {
            who,
            intent,
            secret: true,
        } => t!("log-declares-secret", who = name(s, *who), intent = intent),
        Event::Declared { who, intent, .. } => {
            t!("log-declares", who = name(s, *who), intent = intent)
        }
        Event::OpponentsSet { who, count } => t!(
            "log-opponents",
            who = name(s, *who),
            count = count.to_string(),
            n = *count
        ),
        Event::FightEnded => t!("log-fight-ends"),
        Event::CommandUndone { seq } => {
            t!("log-undone", command = command_of(records, *seq, s.system))
        }
        Event::CommandRedone { seq } => {
            t!("log-redone", command = command_of(records, *seq, s.system))
        }
        Event::RedoDropped { .. } => return None,
        Event::RecordsSetAside {
            first,
            last,
            file,
            torn,
        } => set_aside(*first, *last, file, *torn),
        Event::TableDice { dice } => {
            crate::engine::table_dice::describe_in(dice, crate::rules::system(s.system).rolls())
        }
        _ => return None,
    })
}

/// A side as the GM reads it (the command word stays `pc`, `ally`, ... in every language).
pub fn side_word(side: Side) -> String {
    match side {
        Side::Pc => t!("log-side-pc"),
        Side::Ally => t!("log-side-ally"),
        Side::Enemy => t!("log-side-enemy"),
        Side::Neutral => t!("log-side-neutral"),
    }
}

/// One plain line for the store's set-aside record (its file name, from the save's, is
/// escaped where it is shown, like every narration).
pub fn set_aside(first: u64, last: u64, file: &str, torn: bool) -> String {
    let (first_s, last_s) = (first.to_string(), last.to_string());
    match (first == last, torn) {
        (true, true) => t!("log-set-aside-one-torn", first = first_s, file = file),
        (true, false) => t!("log-set-aside-one-damaged", first = first_s, file = file),
        (false, true) => t!(
            "log-set-aside-many-torn",
            first = first_s,
            last = last_s,
            file = file
        ),
        (false, false) => t!(
            "log-set-aside-many-damaged",
            first = first_s,
            last = last_s,
            file = file
        ),
    }
}

fn command_of(records: &[Record], seq: u64, system: SystemId) -> String {
    crate::engine::timeline::record_of(records, seq).map_or_else(
        || format!("#{seq}"),
        |r| format!("#{seq} {}", crate::script::shown(system, &r.command)),
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

#[cfg(test)]
mod tests;
