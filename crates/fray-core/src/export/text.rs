//! The wording of an export that is not the transcript's own (which is `narrate.rs`):
//! headings, the document's first lines, the outcome, and dates. Public: the players' page says
//! where the fight stands and each sheet's lines in the same words.

use crate::i18n::tr_args;
use crate::model::Step;
use crate::report::TimeWords;
use crate::t;

/// The line naming the rule system, by its title (never its key).
pub fn rules_line(title: &str) -> String {
    t!("export-rules-line", title = title)
}

/// The line giving the creation date (the date itself stays ISO in every language).
pub fn created_line(date: &str) -> String {
    t!("export-created-line", date = date)
}

/// The line giving the number of rounds fought, in the system's words.
pub fn rounds_line(words: &TimeWords, rounds: u32) -> String {
    tr_args(words.rounds_line, &[("rounds", rounds.to_string().into())])
}

/// The line giving how many records the export covers.
pub fn records_line(exported: usize, total: usize) -> String {
    if exported == total {
        t!("export-records-all", total = total.to_string())
    } else {
        t!(
            "export-records-first",
            exported = exported.to_string(),
            total = total.to_string()
        )
    }
}

/// The line saying a players' version leaves things out.
pub fn players_line() -> String {
    t!("export-players-line")
}

/// The header line that says the transcript is the GM's complete one.
pub fn gm_line() -> String {
    t!("export-gm-line")
}

/// The heading of what happened before round 1.
pub fn setup() -> String {
    t!("export-heading-setup")
}

/// The heading of one round, in the system's words.
pub fn round(words: &TimeWords, round: u32) -> String {
    tr_args(words.round, &[("round", round.to_string().into())])
}

/// The heading of a fight without rounds, from its start to its end.
pub fn fight() -> String {
    t!("export-heading-fight")
}

/// The heading of what happened after the fight ended.
pub fn after() -> String {
    t!("export-heading-after")
}

/// The heading of the step before the actions, in the system's words.
pub fn declarations(words: &TimeWords) -> String {
    tr_args(words.declarations, &[])
}

/// The heading of the actions, in the system's words.
pub fn actions(words: &TimeWords) -> String {
    tr_args(words.actions, &[])
}

/// The heading of the end of a round, in the system's words.
pub fn round_end(words: &TimeWords) -> String {
    tr_args(words.round_end, &[])
}

/// The heading of one turn in the actions: its phase and who acts (already escaped), in
/// the system's words.
pub fn turn(words: &TimeWords, phase: i32, name: &str) -> String {
    tr_args(
        words.turn,
        &[("phase", phase.to_string().into()), ("name", name.into())],
    )
}

/// What starts the bullet of a round's initiative (its trailing space is the code's).
pub fn initiative() -> String {
    format!("{} ", t!("export-initiative"))
}

/// How a command that was undone later is marked (its text is struck through).
pub fn undone(text: &str) -> String {
    format!("~~{text}~~ ({})", t!("export-undone"))
}

/// How an undo or redo is shown.
pub fn history(text: &str) -> String {
    format!("*{text}*")
}

/// The heading of the outcome.
pub fn outcome() -> String {
    t!("export-heading-outcome")
}

/// Where the fight stands at the end of the export, in the system's words.
pub fn standing(words: &TimeWords, round: u32, step: Step, phase: Option<i32>) -> String {
    t!(
        "export-standing",
        step = standing_step(words, round, step, phase)
    )
}

/// Where the fight stands, in the system's words and without the export's framing
/// (`round 2, actions at phase 7`): the export's outcome and the players' page say it.
pub fn standing_step(words: &TimeWords, round: u32, step: Step, phase: Option<i32>) -> String {
    let r = round.to_string();
    match step {
        Step::Setup => t!("export-standing-not-started"),
        Step::Declaration => tr_args(words.standing_declarations, &[("round", r.as_str().into())]),
        Step::Resolution => match phase {
            Some(p) => tr_args(
                words.standing_at,
                &[
                    ("round", r.as_str().into()),
                    ("phase", p.to_string().into()),
                ],
            ),
            None => tr_args(words.standing_actions, &[("round", r.as_str().into())]),
        },
        Step::RoundEnd => tr_args(words.standing_round_end, &[("round", r.as_str().into())]),
        Step::Ended => tr_args(
            words.standing_over_after,
            &[("round", r.as_str().into()), ("n", round.into())],
        ),
    }
}

/// Where a fight without rounds stands at the end of the export.
pub fn standing_roundless(step: Step) -> String {
    t!("export-standing", step = standing_roundless_step(step))
}

/// Where a fight without rounds stands, without the export's framing (`the fight goes on`).
pub fn standing_roundless_step(step: Step) -> String {
    match step {
        Step::Setup => t!("export-standing-not-started"),
        Step::Ended => t!("export-standing-over"),
        Step::Declaration | Step::Resolution | Step::RoundEnd => t!("export-standing-goes-on"),
    }
}

/// Out of the fight by the monitors, bold: `**dying**`.
pub fn down(word: &str) -> String {
    format!("**{word}**")
}

/// A condition monitor's boxes: `physical 6/11`, `physical 10/10 +8 overflow`.
pub fn monitor(name: &str, filled: u16, boxes: u16, overflow: u16) -> String {
    if overflow > 0 {
        t!(
            "export-monitor-overflow",
            name = name,
            filled = filled.to_string(),
            boxes = boxes.to_string(),
            overflow = overflow.to_string()
        )
    } else {
        format!("{name} {filled}/{boxes}")
    }
}

/// The outcome when nobody is on the roster.
pub fn nobody() -> String {
    t!("export-nobody")
}

/// A combatant who is unhurt.
pub fn unhurt() -> String {
    t!("export-unhurt")
}

/// A combatant's worst wound.
pub fn worst_wound(severity: &str) -> String {
    t!("export-worst-wound", severity = severity)
}

/// A dead combatant.
pub fn dead() -> String {
    format!("**{}**", t!("export-dead"))
}

/// Destroyed limbs.
pub fn destroyed(limbs: &str) -> String {
    t!("export-destroyed", limbs = limbs)
}

/// One location's checked boxes, e.g. `body: light 3/3, medium 1/2`.
pub fn location_wounds(location: &str, rows: &str) -> String {
    t!("export-location-wounds", location = location, rows = rows)
}

/// One severity row's checked boxes.
pub fn wound_row(severity: &str, checked: u8, boxes: u8) -> String {
    format!("{severity} {checked}/{boxes}")
}

/// A sub-bullet listing the wounds.
pub fn wounds(list: &str) -> String {
    t!("export-wounds", list = list)
}

/// A sub-bullet listing the conditions.
pub fn conditions(list: &str) -> String {
    t!("export-conditions", list = list)
}

/// One condition, with its value and what ends it.
pub fn condition(name: &str, value: Option<i32>, until: &str) -> String {
    match value {
        Some(v) => format!("{name} {v:+} ({until})"),
        None => format!("{name} ({until})"),
    }
}

/// A sub-bullet with the GM's note.
pub fn note(text: &str) -> String {
    t!("export-note", text = text)
}

/// One countdown's line.
pub fn countdown(label: &str, left: i32, max: i32) -> String {
    t!(
        "export-countdown",
        label = label,
        left = left.to_string(),
        max = max.to_string(),
        n = left
    )
}

/// A Unix time (seconds) as a local date and time with its zone, e.g. `2026-11-19 09:21 CET
/// (+01:00)`: a transcript may be read in another zone.
pub fn created_at(seconds: u64) -> String {
    crate::calendar::stamp(i64::try_from(seconds).unwrap_or(i64::MAX))
}

#[cfg(test)]
mod french {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    #[test]
    fn headings_and_outcome_read_in_french() {
        with_lang(Lang::Fr, || {
            assert_eq!(rules_line("Jeu"), "- Règles\u{a0}: Jeu");
            assert_eq!(
                created_line("2026-11-19 08:21 UTC"),
                "- Créé le\u{a0}: 2026-11-19 08:21 UTC"
            );
            assert_eq!(
                records_line(3, 5),
                "- Commandes\u{a0}: les 3 premières sur 5"
            );
            assert_eq!(setup(), "## Préparation");
            assert_eq!(round(&TimeWords::ROUNDS, 2), "## Tour de combat 2");
            assert_eq!(fight(), "## Le combat");
            assert_eq!(after(), "## Après le combat");
            assert_eq!(round_end(&TimeWords::ROUNDS), "### Fin du tour");
            assert_eq!(
                turn(&TimeWords::ROUNDS, 13, "Lena"),
                "#### Phase 13\u{a0}: Lena"
            );
            assert_eq!(initiative(), "Initiative\u{a0}: ");
            assert_eq!(undone("next"), "~~next~~ (annulée)");
            assert_eq!(outcome(), "## Bilan");
            assert_eq!(
                standing(&TimeWords::ROUNDS, 1, Step::Ended, None),
                "À la fin de ce déroulé\u{a0}: le combat est terminé après 1 tour."
            );
            assert_eq!(
                standing(&TimeWords::ROUNDS, 2, Step::Resolution, Some(7)),
                "À la fin de ce déroulé\u{a0}: tour 2, actions à la phase 7."
            );
            assert_eq!(
                standing_roundless(Step::Resolution),
                "À la fin de ce déroulé\u{a0}: le combat continue."
            );
            assert_eq!(dead(), "**mort**");
            assert_eq!(
                countdown("alarme", 1, 3),
                "compte à rebours alarme\u{a0}: 1/3 tentative restante"
            );
            assert_eq!(
                monitor("physique", 10, 10, 8),
                "physique 10/10 +8 de dépassement"
            );
        });
        assert_eq!(initiative(), "Initiative: ");
        assert_eq!(round(&TimeWords::ROUNDS, 2), "## Round 2");
        assert_eq!(
            standing(&TimeWords::ROUNDS, 3, Step::Ended, None),
            "At the end of this transcript: the fight is over after 3 rounds."
        );
    }
}
