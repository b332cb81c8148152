//! Polaris in French (issue 15): the narration, the refusals and the wound locator in the
//! book's words, French verbs and keywords read as the English ones and written back in
//! canonical English, and the English text unchanged.

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::engine::{Command, Header, Record, ScriptedDice, Timeline};
use crate::i18n::{Lang, with_lang};
use crate::narrate;
use crate::script::{self, Line};
use crate::tui::theme::Theme;

use super::ID;
use super::screens::wounds::render_locator;

pub(super) fn command(line: &str) -> Command {
    match script::parse_in(ID, line) {
        Ok(Line::Command(command)) => command,
        other => panic!("'{line}' is not a command: {other:?}"),
    }
}

/// Runs `line` with `dice` first and returns the GM's transcript line for it.
pub(super) fn play(t: &mut Timeline, line: &str, dice: &[u32]) -> String {
    let mut scripted = ScriptedDice::new(dice.iter().copied());
    let events = t
        .decide(&command(line), &mut scripted)
        .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
    let record = Record {
        seq: t.next_seq(),
        command: line.into(),
        at: None,
        events,
    };
    let before = t.state().clone();
    let text = narrate::describe(&record, &before, t.records());
    t.commit(record);
    text
}

/// A Polaris fight under way, for the tests that play in it.
pub(super) fn fight() -> Timeline {
    let mut t = Timeline::new(Header::new(ID, "t", 7, 0));
    for line in [
        "add Aria pc reaction=12 for=13",
        "set aria tir=5+6 observation=4+4",
        "add Goblin enemy reaction=10",
        "set goblin tir=4+5",
    ] {
        play(&mut t, line, &[]);
    }
    t
}

#[test]
fn a_test_is_narrated_in_french_and_unchanged_in_english() {
    let english = play(&mut fight(), "test aria observation hard", &[3]);
    assert_eq!(
        english,
        "Aria tests Observation: chance 3 = 8 (base) − 5 (difficulty), d20 3: CRITICAL SUCCESS, \
         margin 7, Good (+3)"
    );
    let french = with_lang(Lang::Fr, || {
        play(&mut fight(), "test aria observation hard", &[3])
    });
    assert_eq!(
        french,
        "Aria teste Observation\u{a0}: chances 3 = 8 (base) − 5 (difficulté), d20 3\u{a0}: \
         RÉUSSITE CRITIQUE, marge 7, Bon (+3)"
    );
    // The same record, the same numbers: only the words differ.
    let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
    assert_eq!(digits(&english), digits(&french));
}

#[test]
fn an_attack_and_its_wound_are_narrated_in_french() {
    let line = "attack aria goblin tir damage=12 at left-arm";
    let english = play(&mut fight(), line, &[3]);
    assert!(
        english.contains("wound to the left-arm (damage "),
        "{english}"
    );
    let french = with_lang(Lang::Fr, || play(&mut fight(), line, &[3]));
    assert!(french.contains("Goblin\u{a0}: blessure "), "{french}");
    assert!(french.contains(" au bras gauche (dommages "), "{french}");
    assert!(!french.contains("wound to the"), "{french}");
}

#[test]
fn wounds_healed_and_ignored_damage_in_french() {
    let mut t = fight();
    play(&mut t, "wound goblin head serious", &[]);
    let french = with_lang(Lang::Fr, || play(&mut t, "heal goblin tête grave", &[]));
    assert_eq!(
        french,
        "Goblin\u{a0}: 1 case de blessure grave effacée à la tête"
    );
    let english = play(&mut t, "wound goblin body light", &[]);
    assert_eq!(
        english,
        "Goblin: light wound to the body, risks: overexertion"
    );
    let french = with_lang(Lang::Fr, || play(&mut t, "wound goblin corps légère", &[]));
    assert_eq!(
        french,
        "Goblin\u{a0}: blessure légère au corps, risques\u{a0}: suractivité"
    );
}

#[test]
fn refusals_are_in_french() {
    let t = fight();
    let refusal = |line: &str| {
        t.decide(&command(line), &mut ScriptedDice::new([]))
            .expect_err("refused")
            .to_string()
    };
    assert!(refusal("delay aria").contains("has not started"));
    let french = with_lang(Lang::Fr, || refusal("delay aria"));
    assert!(french.contains("le combat n’a pas commencé"), "{french}");
    let french = with_lang(Lang::Fr, || refusal("heal aria tete grave"));
    assert!(french.contains("aucune case n’est cochée"), "{french}");
}

fn screen(grid: &crate::report::LocatorGrid, width: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(width, 7)).expect("terminal");
    term.draw(|f| render_locator(grid, &Theme::colored(), f.area(), f.buffer_mut()))
        .expect("draw");
    let buf = term.backend().buffer().clone();
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_locator_reads_in_french() {
    let mut t = fight();
    play(&mut t, "wound goblin left-arm serious", &[]);
    let report = crate::report::Report::of(t.state());
    let sheet = report.combatants.iter().find(|s| s.name == "Goblin");
    let grid = sheet.and_then(|s| s.locator.clone()).expect("a locator");
    let english = screen(&grid, 60);
    assert!(
        english.contains("Head") && english.contains("L.arm"),
        "{english}"
    );
    assert!(
        english.contains("Serious") && english.contains("Death/Destr."),
        "{english}"
    );
    let french = with_lang(Lang::Fr, || screen(&grid, 60));
    for word in [
        "Tête", "Corps", "B.dr.", "B.g.", "J.dr.", "J.g.", "Légère", "Grave",
    ] {
        assert!(french.contains(word), "{word} in\n{french}");
    }
    assert!(french.contains("Mort/Détr."), "{french}");
    let narrow = with_lang(Lang::Fr, || screen(&grid, 24));
    assert!(narrow.contains("Gra") && narrow.contains("BG"), "{narrow}");
}

#[test]
fn the_sheet_reads_in_french_in_french_only() {
    let mut t = fight();
    play(&mut t, "wound goblin left-leg serious", &[]);
    let goblin = |report: crate::report::Report| {
        let sheet = report.combatants.into_iter().find(|s| s.name == "Goblin");
        sheet.expect("Goblin")
    };
    let english = goblin(crate::report::Report::of(t.state()));
    let french = with_lang(Lang::Fr, || goblin(crate::report::Report::of(t.state())));
    assert!(!english.pace.contains("allure"), "{}", english.pace);
    assert!(french.pace.starts_with("allure"), "{}", french.pace);
    let labels = |s: &crate::report::Sheet| {
        let grid = s.locator.clone().expect("a locator");
        let rows: Vec<String> = grid.rows.into_iter().map(|r| r.label).collect();
        let locations: Vec<String> = grid.locations.into_iter().map(|l| l.label).collect();
        (rows, locations)
    };
    let (rows, locations) = labels(&english);
    assert_eq!(rows[2], "Serious");
    assert_eq!(locations[5], "Left leg");
    let (rows, locations) = labels(&french);
    assert_eq!(
        rows,
        [
            "Légère",
            "Moyenne",
            "Grave",
            "Critique",
            "Mortelle",
            "Mort / Membre détruit"
        ]
    );
    assert_eq!(
        locations,
        [
            "Tête",
            "Corps",
            "Bras droit",
            "Bras gauche",
            "Jambe droite",
            "Jambe gauche"
        ]
    );
}

#[test]
fn a_polaris_form_in_french_has_french_labels_and_hints_and_writes_the_english_line() {
    use crate::tui::form::test_support::{form_for, table_of};
    use crate::tui::keymap::Action;
    use crate::tui::text::shown;
    let t = table_of(
        ID,
        &[
            "add \"Baral Faadhi\" pc from mercenary",
            "add 2 Ganger enemy from ganger",
        ],
    );
    let (en, en_line) = with_lang(Lang::En, || {
        let form = form_for(&t, Action::Wound, 1);
        let labels: Vec<String> = form.fields.iter().map(|f| shown(f.label)).collect();
        (
            (form.title.clone(), labels, form.fields[3].hint),
            form.line(),
        )
    });
    assert_eq!(en.0, "Wound");
    assert_eq!(
        en.1,
        ["Who", "Location", "Severity", "Damage roll", "Bleeding"]
    );
    assert_eq!(en.2, "final damage, instead of a severity");
    let (fr, fr_line) = with_lang(Lang::Fr, || {
        let form = form_for(&t, Action::Wound, 1);
        let labels: Vec<String> = form.fields.iter().map(|f| shown(f.label)).collect();
        (
            (form.title.clone(), labels, form.fields[3].hint),
            form.line(),
        )
    });
    assert_eq!(fr.0, "Blessure");
    assert_eq!(fr.1[1..3], ["Localisation", "Gravité"]);
    assert_eq!(fr.1[4], "Hémorragie");
    assert_eq!(fr.2, "dommages finaux, au lieu d’une gravité");
    assert_eq!(fr_line, en_line, "the line stays in the command language");
    let attack = with_lang(Lang::Fr, || form_for(&t, Action::Attack, 0));
    assert_eq!(attack.title, "Attaque");
    assert!(
        attack
            .fields
            .iter()
            .any(|f| shown(f.label) == "Corps à corps")
    );
    assert!(attack.line().starts_with("attack "), "{}", attack.line());
}

#[test]
fn the_options_are_described_in_french_and_english_unchanged() {
    let polaris = crate::rules::system(ID);
    let en = with_lang(Lang::En, || polaris.options());
    assert_eq!(
        en[0],
        (
            "wound-malus",
            "sum | worst",
            "how wound maluses combine (default sum)"
        )
    );
    let fr = with_lang(Lang::Fr, || polaris.options());
    assert_eq!(fr.len(), en.len());
    for (fr, en) in fr.iter().zip(en) {
        assert_eq!(
            (fr.0, fr.1),
            (en.0, en.1),
            "keys and values stay the typed words"
        );
        assert_ne!(fr.2, en.2, "{}: no French description", fr.0);
    }
    assert_eq!(fr[2].2, "table de localisation au d20");
}

#[test]
fn the_dice_given_at_the_table_are_named_in_french_and_english_unchanged() {
    let polaris = crate::rules::system(ID);
    let en = with_lang(Lang::En, || polaris.rolls());
    let fr = with_lang(Lang::Fr, || polaris.rolls());
    let named = |slots: &[crate::engine::RollSlot]| -> Vec<(&str, &str, &str)> {
        slots.iter().map(|s| (s.key, s.what, s.give)).collect()
    };
    assert_eq!(
        named(en),
        [
            ("d20", "the test's d20", "d20=N"),
            ("location", "the hit location die", "location=N"),
            (
                "damage",
                "the damage dice",
                "damage=2d6+3:N,N (the values after a colon)"
            ),
        ]
    );
    assert_eq!(
        named(fr),
        [
            ("d20", "le d20 du test", "d20=N"),
            ("location", "le dé de localisation", "localisation=N"),
            (
                "damage",
                "les dés de dommages",
                "dommages=2d6+3:N,N (les valeurs après le deux-points)"
            ),
        ]
    );
    for (fr, en) in fr.iter().zip(en) {
        assert_eq!(
            (fr.key, fr.sides, fr.verbs, fr.own_word),
            (en.key, en.sides, en.verbs, en.own_word)
        );
    }
}

#[test]
fn pol_31_a_second_blow_to_a_destroyed_limb_is_not_announced_again() {
    let mut t = fight();
    // The arm's one mortal box is checked; a second mortal wound climbs to the last row:
    // the limb is destroyed (and the rows it climbed through are erased).
    play(&mut t, "wound goblin right-arm mortal", &[]);
    let first = play(&mut t, "wound goblin right-arm mortal", &[]);
    assert!(first.contains("LIMB DESTROYED"), "{first}");
    // The mortal and critical rows fill again; the next critical wound climbs to the last
    // row, already checked.
    for line in [
        "wound goblin right-arm mortal",
        "wound goblin right-arm critical",
        "wound goblin right-arm critical",
    ] {
        play(&mut t, line, &[]);
    }
    let again = play(&mut t, "wound goblin right-arm critical", &[]);
    assert!(!again.contains("LIMB DESTROYED"), "{again}");
    assert!(again.contains("limb already destroyed"), "{again}");
    let french = with_lang(Lang::Fr, || {
        play(&mut t, "wound goblin bras-droit critique", &[])
    });
    assert!(french.contains("membre déjà détruit"), "{french}");
}

#[test]
fn a_combatant_out_of_the_fight_who_tests_is_warned_not_refused() {
    let mut t = fight();
    let fit = play(&mut t, "test aria tir", &[5]);
    assert!(!fit.contains("warning"), "{fit}");
    play(&mut t, "condition goblin unconscious", &[]);
    let out = play(&mut t, "attack goblin aria tir", &[5]);
    assert!(
        out.contains("warning: Goblin is out of the fight (unconscious)"),
        "{out}"
    );
    play(&mut t, "uncondition goblin unconscious", &[]);
    play(&mut t, "wound goblin head mortal", &[]);
    play(&mut t, "wound goblin head mortal", &[]);
    let dead = with_lang(Lang::Fr, || play(&mut t, "teste goblin tir", &[5]));
    assert!(
        dead.contains("attention\u{a0}: Goblin est hors de combat"),
        "{dead}"
    );
}
