//! Corporates played as the French text says, through the real command line: each test
//! types the commands a GM types (`fray run --script`, every die given at the table) and
//! reads the outcome from the log or `fray show --json`. Each doc comment quotes the
//! sentence of `/work/shared/rules/corporates.fr.txt` it rests on.

use crate::common;

use common::cli::{fray_within, text};

/// How long one `fray` run may take before it counts as a hang.
const DEADLINE_SECS: u64 = 60;

/// What a script printed (the log) and what the refused line said, with the fight's state.
struct Played {
    /// The log, `#seq` lines.
    log: String,
    /// The refusals, if any.
    refused: String,
    /// `fray show --json` after the script.
    state: serde_json::Value,
}

/// Makes a Corporates fight and plays `script` on it in `lang`, stopping at the first
/// refusal (`fray run` stops there).
fn play(script: &str, lang: &str) -> Played {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let made = fray_within(
        dir.path(),
        &["--lang", lang, "new", "--rules", "corporates", "fight"],
        "",
        DEADLINE_SECS,
    );
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = fray_within(
        dir.path(),
        &["--lang", lang, "run", "fight", "--script", "-"],
        script,
        DEADLINE_SECS,
    );
    let shown = fray_within(dir.path(), &["show", "fight", "--json"], "", DEADLINE_SECS);
    assert!(shown.status.success(), "{}", text(&shown.stderr));
    Played {
        log: text(&run.stdout),
        refused: text(&run.stderr),
        state: serde_json::from_slice(&shown.stdout).expect("show --json parses"),
    }
}

/// `show --json`'s sheet of `name`.
fn sheet<'a>(state: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    state["combatants"]
        .as_array()
        .and_then(|all| all.iter().find(|c| c["name"] == name))
        .unwrap_or_else(|| panic!("{name} in {state}"))
}

/// `name`'s conditions in `show --json`, as JSON text.
fn conditions(state: &serde_json::Value, name: &str) -> String {
    sheet(state, name)["conditions"].to_string()
}

/// The value of `name`'s condition `condition` (the first one so named), if held.
fn condition_value(state: &serde_json::Value, name: &str, condition: &str) -> Option<i64> {
    sheet(state, name)["conditions"]
        .as_array()?
        .iter()
        .find(|k| k["name"] == condition)
        .and_then(|k| k["value"].as_i64())
}

/// `text` with every run of white space (the wrapping of `fray rules`, no-break spaces
/// included) as one space.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The statuses of `name`'s markers in `show --json`, by segment.
fn markers(state: &serde_json::Value, name: &str) -> Vec<(i64, String)> {
    let mut out: Vec<(i64, String)> = state["ladder"]
        .as_array()
        .map(|all| {
            all.iter()
                .filter(|e| e["name"] == name && e["rushed"] == false)
                .map(|e| {
                    (
                        e["phase"].as_i64().unwrap_or(0),
                        e["status"].as_str().unwrap_or("").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// Asserts each of `shown` is in `out`.
fn says(out: &str, shown: &[&str]) {
    for s in shown {
        assert!(out.contains(s), "{s:?} missing in:\n{out}");
    }
}

const TWO: &str = "\
option dice table
add Ana pc reaction=3 agility=4 strength=3 combat=3+0 dodge=2+0 firearms=5+0 soak=1
add Vlad enemy reaction=2 agility=3 strength=3 combat=2+0 dodge=1+0 firearms=4+0 soak=1
start reaction=6,6,6,1,1
";

/// COR-36: « Lorsqu'un défenseur chute il effectue un jet d'encaissement difficulté 15, et
/// aura un malus de 5 à toutes ses actions jusqu'à ce qu'il se relève. » An action, a shot
/// and a blow all lose the 5, said in the log.
#[test]
fn a_fallen_combatant_takes_minus_five_on_every_action_not_only_dodges() {
    let script = format!(
        "{TWO}declare vlad 3
declare ana 1
condition vlad fallen 5
act vlad what kick dice 3 vs 10 check=6
next
next
shoot vlad at ana range medium check=6
next
next
strike vlad at ana check=5
"
    );
    let en = play(&script, "en");
    says(
        &en.log,
        &[
            "declared action kick · −2d declared → 1d · −5 fallen · 6 − 5 (on the ground) = 1 vs 10: failure by 9",
            "−5 fallen; Vlad shoots at Ana: difficulty 15 = medium 15; roll [6] + 4 (Firearms) − 5 (on the ground) = 5 against 15: missed by 10",
            "−5 fallen; Vlad strikes Ana: 5 + 2 (Combat) − 5 (on the ground) = 2, against defense -10",
        ],
    );
    let fr = play(&script, "fr");
    says(&fr.log, &["−5 à terre"]);
}

/// COR-12: « Au segment 1 on regarde toujours le jet de réaction du tour … On fera de même
/// pour les autres segments, sauf si le MJ considère que sur un segment donné, l'ordre de
/// résolution est particulièrement important ». Under `option dice table`, `priority`
/// asks for no die when the turn's rolls decide, or when only one side has a declared
/// action; `reroll` rolls anew.
#[test]
fn priority_after_segment_one_keeps_the_turns_reaction_roll_unless_the_gm_asks() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=4
add Vlad enemy reaction=2 agility=3
start reaction=6,6,6,1,1
declare vlad 5
declare ana 3
next
priority ana vlad
next
priority ana vlad
priority ana vlad reroll reaction=1,1,1,6,6
";
    let en = play(script, "en");
    assert_eq!(en.refused, "", "no die asked where none is needed");
    says(
        &en.log,
        &[
            "#8 Segment 2: Vlad organises it",
            "#10 Segment 3: Ana organises it",
            "Ana’s reaction roll in segment 3: 1, 1, 1 = 3; Vlad’s reaction roll in segment 3: 6, 6 = 12; Segment 3: Vlad organises it",
        ],
    );
}

/// COR-41, line 9: « Blessure à la jambe : les esquives enlèvent 1d de plus aux actions
/// restantes ». The dodge itself keeps its dice; the actions after it lose one more.
#[test]
fn a_leg_wound_makes_each_dodge_cost_the_remaining_actions_one_more_die() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=4 dodge=2+0
add Vlad enemy reaction=2 agility=3
start reaction=6,6,6,1,1
declare vlad 1
declare ana 1
condition ana leg-wound 1
dodge ana check=6,6,6,6
next
next
act ana what kick dice 4 check=6,6
";
    let en = play(script, "en");
    assert_eq!(en.refused, "");
    says(
        &en.log,
        &[
            "Ana, segment 1: undeclared action dodge · no malus → 4d",
            "Ana, segment 3: declared action kick · −1d undeclared; −1d situational → 2d",
        ],
    );
}

/// COR-21: « Le tir de couverture doit être annoncé en début de tour ». Covering fire
/// announced in segment 2 is refused.
#[test]
fn covering_fire_is_announced_at_the_turns_start_only() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=4 firearms=6+0
add Vlad enemy reaction=2 agility=3 firearms=6+0
start reaction=6,6,6,1,1
declare vlad 3
declare ana 3
next
cover ana skill 6 burst free metres 4 from 2 to 5 exposed vlad
";
    let en = play(script, "en");
    says(
        &en.refused,
        &[
            "Ana cannot start covering fire in segment 2: covering fire is announced at the turn’s start",
        ],
    );
    assert!(!conditions(&en.state, "Ana").contains("covering"));
    let fr = play(script, "fr");
    says(
        &fr.refused,
        &[
            "Ana ne peut pas commencer un tir de couverture au segment 2\u{a0}: un tir de couverture s’annonce en début de tour",
        ],
    );
}

/// COR-21: « Un tir de barrage est considéré comme une action longue … Pour arrêter un tir
/// de couverture et effectuer une action déclarée, il n'y a qu'une possibilité : le mode
/// Survie. » and « Un personnage effectuant un tir de couverture alors qu'il est lui-même
/// sous le feu durant le tour (tir ou tir de barrage), voit sa puissance de feu divisée par
/// 2. » Two barrages on each other are both halved; a declared action under way is refused.
#[test]
fn covering_fire_is_a_long_action_and_mutual_barrages_are_halved() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=4 firearms=6+0
add Vlad enemy reaction=2 agility=3 firearms=6+0
start reaction=6,6,6,1,1
cover ana skill 6 burst free metres 4 from 1 to 5 exposed vlad
cover vlad skill 6 burst free metres 4 from 1 to 5 exposed ana
declare vlad 3
declare ana 3
act ana what kick dice 2 check=6
";
    let en = play(script, "en");
    says(
        &en.log,
        &[
            "Vlad lays covering fire, segments 1 to 5: firepower 2",
            "Ana: covering +2",
        ],
    );
    says(
        &en.refused,
        &[
            "Ana is laying covering fire, a long action: only survival mode stops it for a declared action",
        ],
    );
    for who in ["Ana", "Vlad"] {
        assert_eq!(
            condition_value(&en.state, who, "covering"),
            Some(2),
            "{who}"
        );
    }
}

/// COR-33: « Si son adversaire dispose aussi d'une action à ce segment, alors il peut
/// tenter une action offensive à +5 ». Two segments later the blow has no +5.
#[test]
fn disengaging_gives_the_plus_five_only_in_its_own_segment() {
    let script = format!(
        "{TWO}declare vlad 3
declare ana 1
engage ana vlad
disengage ana check=1,1,1,1
next
next
strike vlad at ana check=5
"
    );
    let en = play(&script, "en");
    assert_eq!(en.refused, "");
    says(
        &en.log,
        &["Vlad strikes Ana: 5 + 2 (Combat) = 7, against defense -10: lands by 17"],
    );
    assert!(!en.log.contains("situation 5"), "{}", en.log);
}

/// COR-17, COR-18: the standard shot needs « Le tireur voit sa cible depuis plus d'1s »,
/// else « on considère qu'il effectue un tir au jugé, la difficulté pour toucher est
/// augmentée du malus de 'tir au jugé' de son arme ». A reflex shot at a target appearing
/// now is a snap shot: the pistol's 4 is in the difficulty without `snap` typed.
#[test]
fn a_reflex_shot_at_a_target_appearing_this_segment_is_a_snap_shot() {
    let script = "\
option dice table
add Rook pc from ganger
add Vlad enemy reaction=2 agility=3
start reaction=6,6,1,1
declare vlad 1
declare rook 1
next
next
shoot rook at vlad with pistol range short reflex front check=6,6,6 reaction=6,6
";
    let en = play(script, "en");
    assert_eq!(en.refused, "");
    says(
        &en.log,
        &[
            "Rook shoots at Vlad with Cheap pistol: difficulty 10 = short 5 + 4 snap shot + 1 reflex reaction",
        ],
    );
}

/// COR-38 and COR-41 line 8: a bull rush of 3 levels leaves the defender « projeté en
/// arrière et sonné », and « sonné » is « le personnage est sonné et perd ses 2 prochaines
/// actions »: segments 3 and 4 are lost, segment 5 is still his.
#[test]
fn a_bull_rush_that_stuns_costs_the_next_two_actions_not_the_turn() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=4 strength=4 combat=3+0 dodge=2+0
add Vlad enemy reaction=2 agility=3 strength=2 combat=2+0 dodge=1+0 soak=1
start reaction=6,6,6,1,1
declare vlad 5
declare ana 1
next
next
bullrush ana vlad check=6,6,6,6 damage=2,2,2,2,2,2,2 soak=1
next
next
act vlad what get-up dice 3 check=6
";
    let en = play(script, "en");
    assert_eq!(en.refused, "", "Vlad acts in segment 5");
    says(
        &en.log,
        &["thrown back and stunned, loses the next 2 actions"],
    );
    assert!(!conditions(&en.state, "Vlad").contains("stunned"));
    let vlad = markers(&en.state, "Vlad");
    assert_eq!(
        vlad.iter()
            .filter(|(s, _)| *s >= 3)
            .cloned()
            .collect::<Vec<_>>(),
        [(3, "lost".into()), (4, "lost".into()), (5, "acted".into())]
    );
    let fr = play(script, "fr");
    says(
        &fr.log,
        &["projeté en arrière et sonné, perd ses 2 prochaines actions"],
    );
}

/// COR-41: « Il lance 2d6 + Niveaux de blessures »: a blunt hit of 4 levels (2 Wound, 2
/// Fatigue) adds its 2 Wound levels to the critical roll; `critical-levels hit` adds 4.
#[test]
fn the_critical_roll_adds_the_wound_levels_by_default() {
    let hit = "hurt vlad by ana kind blunt dice 4 damage=6,6,6,3 soak=1 critical=1,1\n";
    let en = play(&format!("{TWO}{hit}"), "en");
    says(&en.log, &["Critical damage for Vlad: 1 + 1 + 2 levels = 4"]);
    let whole = play(&format!("option critical-levels hit\n{TWO}{hit}"), "en");
    says(
        &whole.log,
        &["Critical damage for Vlad: 1 + 1 + 4 levels = 6"],
    );
}

/// COR-08: « Un personnage garde toujours un minimum de 1d + 1d par point de confiance
/// utilisé »: a point raises the floor only; `confidence add` adds a die too.
#[test]
fn a_confidence_point_raises_the_floor_and_adds_no_die_by_default() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=2 confidence=2
add Vlad enemy reaction=1 agility=3
start reaction=6,6,6,1
declare vlad 0
declare ana 1
next
next
act ana what climb dice 3 confidence 1 check=6,6,6
";
    let en = play(script, "en");
    assert_eq!(en.refused, "");
    says(
        &en.log,
        &["climb · no malus → 3d · 1 confidence point spent"],
    );
    let adds = play(&format!("option confidence add\n{script}"), "en");
    says(
        &adds.refused,
        &["4 dice to roll at the table for Ana (3 given, 1 missing)"],
    );
}

/// COR-28: « En cas d'échec, si la marge est inférieure à ce nombre l'un des autres
/// protagonistes est touché »: a miss by exactly the 9 an engaged target adds hits no one.
#[test]
fn a_stray_bullet_needs_a_miss_strictly_below_the_engaged_difficulty() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=2 firearms=3+0
add Vlad enemy reaction=1 agility=3
add Bo enemy reaction=1 agility=3
start reaction=6,6,6,1,1
declare vlad 0
declare bo 0
declare ana 1
engage vlad bo
next
next
shoot ana at vlad range short engaged 3 check=1,1
";
    let en = play(script, "en");
    assert_eq!(en.refused, "", "no d100 to pick a participant");
    says(
        &en.log,
        &["roll [1, 1] + 3 (Firearms) = 5 against 14: missed by 9"],
    );
    let at_most = play(&format!("option stray at-most\n{script}"), "en");
    says(&at_most.refused, &["add pick=N"]);
}

/// COR-11: « S'il réussit son jet, il entrera en mode survie dès le segment en cours »:
/// the text does not say whether equal succeeds (COR-OP-23): by default 15 against 15
/// does; `ties fail` makes it the next segment.
#[test]
fn a_roll_equal_to_its_difficulty_succeeds_unless_option_ties_fail() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=2
add Vlad enemy reaction=1 agility=3
start reaction=6,6,6,1
declare vlad 0
declare ana 1
survival ana reaction=5,5,5
";
    let equal = play(script, "en");
    says(
        &equal.log,
        &["5, 5, 5 = 15 vs 15, success: from segment 1 of turn 1"],
    );
    let strict = play(&format!("option ties fail\n{script}"), "en");
    says(
        &strict.log,
        &["5, 5, 5 = 15 vs 15, failure: from segment 2 of turn 1"],
    );
}

/// COR-29: « demander un jet de réaction (avec des bonus ou des malus en fonction de la
/// vigilance de celui-ci) pour tenter d'agir avant son adversaire (réussite de 5 ou plus) »
/// gives no difficulty (COR-OP-24): 15 + the captor's vigilance by default, the GM's base
/// with `gunpoint-base`.
#[test]
fn the_reaction_roll_to_act_before_a_captor_has_a_base_the_gm_sets() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=2 stress=3 vigilance=1+0
add Vlad enemy reaction=1 agility=3 vigilance=2+0
start reaction=6,6,6,1
declare vlad 0
declare ana 1
gunpoint ana by vlad
break ana level 2 first check=6,6,6 reaction=6,6,6
";
    let default = play(script, "en");
    says(
        &default.log,
        &["reaction roll to act first 6, 6, 6 + 1 (Vigilance) = 19 against 22"],
    );
    let set = play(&format!("option gunpoint-base 10\n{script}"), "en");
    says(
        &set.log,
        &["reaction roll to act first 6, 6, 6 + 1 (Vigilance) = 19 against 17: success"],
    );
}

/// COR-30: the duel's « en prenant en compte les malus éventuels liés aux blessures »
/// speaks of wound maluses the text never tables (COR-OP-25): none by default,
/// `wound-malus N` takes N points per Wound level off every action.
#[test]
fn wound_maluses_are_the_gms_to_set_per_wound_level() {
    let script = "\
option dice table
add Ana pc reaction=3 agility=2 soak=1
add Vlad enemy reaction=1 agility=3
start reaction=6,6,6,1
declare vlad 0
declare ana 1
hurt ana by vlad kind bullet dice 2 damage=6,1,1 soak=1
next
next
act ana what climb dice 3 vs 10 check=6,6,6
";
    let none = play(script, "en");
    says(&none.log, &["6, 6, 6 = 18 vs 10: success by 8"]);
    let set = play(&format!("option wound-malus 2\n{script}"), "en");
    says(
        &set.log,
        &["· −4 wounds · 6, 6, 6 − 4 (wounds) = 14 vs 10: success by 4"],
    );
    let fr = play(&format!("option wound-malus 2\n{script}"), "fr");
    says(&fr.log, &["−4 de blessures"]);
}

/// `fray rules corporates` lists the changed defaults and the new open points with the
/// French sentence each rests on, in both languages.
#[test]
fn the_rules_list_every_changed_default_and_new_open_point_with_its_french_sentence() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let en = fray_within(
        dir.path(),
        &["--lang", "en", "rules", "corporates"],
        "",
        DEADLINE_SECS,
    );
    assert!(en.status.success(), "{}", text(&en.stderr));
    // Open points are numbered for the GM, their IDs kept for the docs and the tests.
    let op = |id: &str| {
        format!(
            "{} ",
            common::cli::open_point_label(fray::systems::corporates::ID, id)
        )
    };
    let (op_23, op_24, op_25) = (op("COR-OP-23"), op("COR-OP-24"), op("COR-OP-25"));
    says(
        &flat(&text(&en.stdout)),
        &[
            "« si la marge est inférieure à ce nombre »",
            "« Il lance 2d6 + Niveaux de blessures »",
            "« un minimum de 1d + 1d par point de confiance utilisé »",
            &op_23,
            "« Si le jet est supérieur à la difficulté »",
            "option ties fail",
            &op_24,
            "option gunpoint-base 20",
            &op_25,
            "« les malus éventuels liés aux blessures »",
            "option wound-malus 1",
        ],
    );
    let fr = fray_within(
        dir.path(),
        &["--lang", "fr", "rules", "corporates"],
        "",
        DEADLINE_SECS,
    );
    let fr = text(&fr.stdout);
    assert!(fr.contains("«\u{a0}Il"), "French quotes: {fr}");
    says(
        &flat(&fr),
        &[
            "« Il lance 2d6 + Niveaux de blessures »",
            "« des malus éventuels liés aux blessures »",
        ],
    );
}

/// COR-10: long actions « ne peuvent être interrompues qu'en début de tour ou par un
/// passage en "mode survie" »: a declared action during one is refused; survival mode
/// stops it and the action goes.
#[test]
fn a_long_action_stops_only_through_survival_mode_within_the_turn() {
    let start = "\
option dice table
add Ana pc reaction=3 agility=4
add Vlad enemy reaction=2 agility=3
start reaction=6,6,6,1,1
declare vlad 0
declare ana 5
long ana first-aid
";
    let busy = play(&format!("{start}act ana what kick dice 2 check=6\n"), "en");
    assert!(
        !busy.refused.is_empty(),
        "refused while the long action lasts"
    );
    assert!(conditions(&busy.state, "Ana").contains("\"long\""));
    let survival = play(
        &format!("{start}survival ana reaction=6,6,6\nact ana what kick dice 2 check=6\n"),
        "en",
    );
    assert_eq!(survival.refused, "");
    says(
        &survival.log,
        &["Ana: long cleared", "Ana, segment 1: declared action kick"],
    );
}
