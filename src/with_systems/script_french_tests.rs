//! Typing in French (`script`), read by a real rule system. These are the tests that need
//! real systems; the module's other tests stay beside it in its crate.

use crate::i18n::{Lang, with_lang};
use crate::model::SystemId;
use crate::script::{Line, format, help_in, parse, summary, verbs_in};

use super::script_parse_tests::{command, message as error};

/// Pairs of lines, French then English, that must read as the same command.
const PAIRS: &[(&str, &str)] = &[
    (
        "ajoute Kurt ennemi comme ganger",
        "add Kurt enemy from ganger",
    ),
    ("ajouter 3 voyous pj", "add 3 voyous pc"),
    (
        "AJOUTE Baral allié reaction=14",
        "add Baral ally reaction=14",
    ),
    ("ajoute Zed neutre", "add Zed neutral"),
    ("retire ganger-2", "remove ganger-2"),
    (
        r#"renomme ganger-1 "Gros Kurt""#,
        r#"rename ganger-1 "Gros Kurt""#,
    ),
    ("camp kurt allie", "side kurt ally"),
    (
        "fixe baral reaction=14 firearms=4+9",
        "set baral reaction=14 firearms=4+9",
    ),
    ("note baral doit une faveur", "note baral doit une faveur"),
    ("état baral à-terre", "condition baral à-terre"),
    (
        "État baral sonne -5 pendant 2 tours",
        "condition baral sonne -5 for 2 rounds",
    ),
    (
        "etat kurt visée jusqu’à la fin de kurt",
        "condition kurt visée until end of kurt",
    ),
    (
        "état kurt visée jusqu’au début de baral",
        "condition kurt visée until start of baral",
    ),
    (
        "état kurt visée jusqu’au debut de baral",
        "condition kurt visée until start of baral",
    ),
    ("retire-état baral à-terre", "uncondition baral à-terre"),
    ("lance 2d6+3 pour dégâts", "roll 2d6+3 for dégâts"),
    ("lancer d20", "roll d20"),
    ("option wound-malus worst", "option wound-malus worst"),
    ("compte-à-rebours alarme 4", "countdown alarme 4"),
    ("compte-a-rebours alarme 4", "countdown alarme 4"),
    ("coche alarme 2", "tick alarme 2"),
    ("début", "start"),
    ("commence", "start"),
    ("suivant", "next"),
    ("fin", "end"),
    ("annule", "undo"),
    ("rétablis", "redo"),
    ("refais", "redo"),
];

#[test]
fn each_french_line_is_its_english_line() {
    for lang in Lang::ALL {
        with_lang(lang, || {
            for (fr, en) in PAIRS {
                assert_eq!(command(fr), command(en), "{fr} / {en}");
                assert_eq!(format(&command(fr)), format(&command(en)), "{fr}");
            }
        });
    }
}

#[test]
fn the_line_written_back_is_english() {
    // A condition the systems know is saved by its English name (`sonné` → `stunned`); the
    // GM's own stays as typed.
    let line = format(&command("état baral sonne -5 pendant 2 tours"));
    assert_eq!(line, r#"condition baral stunned -5 for 2 rounds"#);
    let line = format(&command("état baral ébloui pendant 2 tours"));
    assert_eq!(line, r#"condition baral ébloui for 2 rounds"#);
    assert_eq!(
        format(&command("ajoute Kurt ennemi comme ganger")),
        "add Kurt enemy from ganger"
    );
}

#[test]
fn aide_asks_for_help() {
    assert_eq!(parse("aide"), Ok(Line::Help(None)));
    assert_eq!(parse("aide suivant"), Ok(Line::Help(Some("next".into()))));
}

#[test]
fn errors_read_in_french_and_stay_english_in_english() {
    let cases = [
        (
            "suivan",
            "«\u{a0}suivan\u{a0}» n’est pas une commande\u{202f}; vouliez-vous dire «\u{a0}suivant\u{a0}»\u{202f}? (essayez\u{a0}: aide)",
            "'suivan' is not a command (try: help)",
        ),
        (
            "retire",
            "après «\u{a0}retire\u{a0}»\u{a0}: on attendait le nom d’un combattant, mais la ligne s’arrête là",
            "after 'retire': expected a combatant's name, found end of line",
        ),
        (
            "camp kurt ami",
            "«\u{a0}ami\u{a0}»\u{a0}: on attendait un camp (pj, allié, ennemi ou neutre)",
            "'ami': expected a side (pc, ally, enemy or neutral)",
        ),
        (
            "ajoute Kurt pj ennemi",
            "«\u{a0}ennemi\u{a0}»\u{a0}: on ne peut donner le camp qu’une fois",
            "'ennemi': the side is already given",
        ),
        (
            "coche alarme 0",
            "«\u{a0}0\u{a0}»\u{a0}: on attendait un nombre de 1 à 100",
            "'0': expected a number from 1 to 100",
        ),
        (
            "fin maintenant",
            "«\u{a0}maintenant\u{a0}»\u{a0}: rien d’autre n’était attendu après «\u{a0}fin\u{a0}»",
            "'maintenant': nothing more was expected after 'fin'",
        ),
        (
            r#"note "baral"x"#,
            "«\u{a0}\"baral\"x\u{a0}»\u{a0}: mettez une espace après les guillemets fermants",
            "'\"baral\"x': put a space after the closing quote",
        ),
    ];
    for (line, fr, en) in cases {
        assert_eq!(with_lang(Lang::Fr, || error(line)), fr, "{line}");
        assert_eq!(with_lang(Lang::En, || error(line)), en, "{line}");
    }
}

#[test]
fn help_reads_in_french() {
    let system = SystemId::default_system();
    let text = with_lang(Lang::Fr, || help_in(system, None).unwrap());
    assert!(text.starts_with("Commandes communes\u{a0}:\n"), "{text}");
    assert!(text.contains("  ajoute (add)"), "{text}");
    assert!(text.contains("Termine le combat."), "{text}");
    assert!(
        text.contains("aide VERBE montre son usage et ses exemples"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "Mettez entre guillemets les noms avec des espaces (\"Baral Faadhi\")\u{202f}; # commence un commentaire.\n"
        ),
        "{text}"
    );
    let next = with_lang(Lang::Fr, || help_in(system, Some("suivant")).unwrap());
    assert_eq!(
        next,
        "suivant\n  Passe à l’acteur, l’étape ou le tour suivant.\nAussi\u{a0}: next, n\nExemples\u{a0}:\n  suivant\n"
    );
    let english = with_lang(Lang::En, || help_in(system, Some("suivant")).unwrap());
    assert_eq!(
        english,
        "next\n  Moves on to the next actor, step or round.\nAlso: n\nExamples:\n  next\n  n\n"
    );
}

#[test]
fn shared_summaries_match_the_verb_table_in_english() {
    for verb in verbs_in(SystemId::default_system()) {
        let en = with_lang(Lang::En, || summary(verb));
        assert_eq!(en, verb.summary, "{}", verb.name);
        if verb.system.is_none() {
            let fr = with_lang(Lang::Fr, || summary(verb));
            assert_ne!(fr, verb.summary, "{}", verb.name);
        }
    }
}

#[test]
fn keyword_suggestions_are_french_in_french() {
    let fr = with_lang(Lang::Fr, || error("ajoute Kurt enemi"));
    assert!(
        fr.ends_with("vouliez-vous dire «\u{a0}ennemi\u{a0}»\u{202f}?"),
        "{fr}"
    );
    let en = with_lang(Lang::En, || error("ajoute Kurt enemi"));
    assert!(en.ends_with("did you mean 'enemy'?"), "{en}");
    let fr = with_lang(Lang::Fr, || error("état kurt visée pendat 2 tours"));
    assert!(fr.ends_with("«\u{a0}pendant\u{a0}»\u{202f}?"), "{fr}");
}
