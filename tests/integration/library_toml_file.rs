//! A library file read: a good file, a syntax error's line, a bad template named with its
//! line and field while the others load, hostile text.

use fray::i18n::{Lang, with_lang};
use fray::library::problem::{Kind, Problem, Why};
use fray::library::toml_file::{MAX_TEMPLATES, read};
use fray::model::{Side, Skill};
use fray::systems::{anarchy, polaris};

const GOOD: &str = r#"# My threats
[[template]]
key = "kurt-guard"
name = "Kurt's guard"
side = "ennemi"
note = """Loyal,
armed"""
group = true

[template.fr]
name = "Garde de Kurt"
key = "garde-de-kurt"

[template.stats]
for = 14
reaction = 12

[template.skills]
fusils = "4+9"
furtivite = "X"
camouflage = "2+X"
observation = 3

[[template]]
key = "medic"
name = "Medic"
side = "pc"
"#;

#[test]
fn a_good_file_gives_every_template_with_its_line() {
    let (read, problems) = read(polaris::ID, GOOD);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(read.len(), 2);
    assert_eq!((read[0].line, read[1].line), (2, 24));
    let t = &read[0].template;
    assert_eq!(t.key, "kurt-guard");
    assert_eq!(t.side, Side::Enemy);
    assert_eq!(t.note, "Loyal, armed", "one line on the sheet");
    assert!(t.group);
    assert_eq!(t.names.get("fr").map(String::as_str), Some("Garde de Kurt"));
    assert_eq!(t.keys.get("fr").map(String::as_str), Some("garde-de-kurt"));
    assert_eq!(t.stats.get("for"), Some(&14));
    let skill = |base, mastery, reserved| Skill {
        base,
        mastery,
        reserved,
    };
    assert_eq!(t.skills.get("fusils"), Some(&skill(4, 9, false)));
    assert_eq!(t.skills.get("furtivite"), Some(&skill(0, 0, true)));
    assert_eq!(t.skills.get("camouflage"), Some(&skill(2, 0, true)));
    assert_eq!(t.skills.get("observation"), Some(&skill(3, 0, false)));
    assert_eq!(read[1].template.side, Side::Pc);
}

#[test]
fn a_syntax_error_is_named_by_its_line_and_the_rest_loads() {
    let text = format!("{GOOD}\n[[template]]\nkey = \"broken\nname = \"X\"\n");
    let (read, problems) = read(polaris::ID, &text);
    assert!(read.iter().any(|r| r.template.key == "medic"), "{read:?}");
    assert!(
        problems
            .iter()
            .any(|p| p.line == 30 && matches!(p.why, Why::Syntax(_))),
        "{problems:?}"
    );
}

#[test]
fn a_bad_template_is_named_by_its_line_and_field_and_the_others_load() {
    let text = "[[template]]\nkey = \"a\"\nname = \"A\"\n\n\
                [[template]]\nkey = \"b\"\nname = \"B\"\nside = \"sideways\"\n\n\
                [[template]]\nkey = \"c\"\nname = \"C\"\n[template.skills]\nfusils = \"4+Y\"\n\n\
                [[template]]\nname = \"No key\"\n\n\
                [[template]]\nkey = \"e\"\nname = \"E\"\ncolour = \"red\"\n\n\
                [[template]]\nkey = \"Bad Key\"\nname = \"F\"\n\n\
                [[template]]\nkey = \"a\"\nname = \"Again\"\n\n\
                [[template]]\nkey = \"g\"\nname = \"G\"\n[template.stats]\nfor = \"high\"\n\n\
                [[template]]\nkey = \"z\"\nname = \"Z\"\n";
    let (read, problems) = read(polaris::ID, text);
    let keys: Vec<_> = read.iter().map(|r| r.template.key.as_str()).collect();
    assert_eq!(keys, vec!["a", "z"]);
    let at = |line: usize, field: &str| {
        problems
            .iter()
            .find(|p| p.line == line && p.field.as_deref() == Some(field))
            .map(|p| p.why.clone())
            .unwrap_or_else(|| panic!("nothing at {line} {field}: {problems:?}"))
    };
    assert_eq!(at(5, "side"), Why::Side("sideways".into()));
    assert_eq!(at(10, "skills.fusils"), Why::Value("4+Y".into()));
    assert_eq!(at(16, "key"), Why::Missing);
    assert!(matches!(at(19, "colour"), Why::UnknownField { .. }));
    assert_eq!(at(24, "key"), Why::Key("Bad Key".into()));
    assert_eq!(at(28, "key"), Why::Duplicate("a".into()));
    assert_eq!(at(32, "stats.for"), Why::Expected(Kind::Number));
    assert_eq!(problems.len(), 7, "{problems:?}");
    let said = with_lang(Lang::En, || {
        Problem::new(5, Some("side"), Why::Side("sideways".into()))
            .render_in(std::path::Path::new("lib/polaris-3e.toml"))
    });
    assert_eq!(
        said,
        "lib/polaris-3e.toml, line 5, field “side”: “sideways” is no side: pc, ally, enemy or neutral"
    );
    let dit = with_lang(Lang::Fr, || {
        Problem::new(5, Some("camp"), Why::Missing).render_row()
    });
    assert_eq!(
        dit,
        "ligne 5, colonne «\u{a0}camp\u{a0}»\u{a0}: manquant, et nécessaire"
    );
}

#[test]
fn hidden_characters_are_refused_never_kept() {
    // TOML escapes: a right-to-left override, a bell, a zero-width space, an isolate.
    for (field, value) in [
        ("name", r"Evil\u202Etxt"),
        ("name", r"Bell\u0007"),
        ("note", r"zero\u200Bwidth"),
        ("key", r"a\u2066b"),
    ] {
        let mut fields = vec![("key", "k"), ("name", "N")];
        fields.retain(|(f, _)| *f != field);
        fields.push((field, value));
        let mut text = String::from("[[template]]\n");
        for (f, v) in fields {
            text.push_str(&format!("{f} = \"{v}\"\n"));
        }
        text.push_str("[[template]]\nkey = \"ok\"\nname = \"Ok\"\n");
        let (read, problems) = read(polaris::ID, &text);
        let keys: Vec<_> = read.iter().map(|r| r.template.key.as_str()).collect();
        assert_eq!(keys, vec!["ok"], "{field}={value}: {problems:?}");
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].why, Why::Unsafe, "{field}");
        assert_eq!(problems[0].line, 1);
    }
}

#[test]
fn no_more_than_the_cap_of_templates_is_read() {
    let mut text = String::new();
    for i in 0..MAX_TEMPLATES + 3 {
        text.push_str(&format!("[[template]]\nkey = \"t{i}\"\nname = \"T{i}\"\n"));
    }
    let (read, problems) = read(polaris::ID, &text);
    assert_eq!(read.len(), MAX_TEMPLATES);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].why, Why::TooMany { max: MAX_TEMPLATES });
}

#[test]
fn gear_is_a_table_as_in_the_json_bestiaries_or_a_shipped_key() {
    let text = "[[template]]\nkey = \"runner\"\nname = \"Runner\"\n\
                gear = [\"katana\", { key = \"zap\", name = \"Zapper\", values = { damage = 4 }, words = { skill = \"firearms\" }, flags = [\"in-hand\"] }]\n\
                [[template]]\nkey = \"bad\"\nname = \"Bad\"\ngear = [\"no-such-thing\"]\n";
    let (read, problems) = read(anarchy::ID, text);
    assert_eq!(read.len(), 1, "{problems:?}");
    let gear = &read[0].template.gear;
    assert_eq!(gear[0].key, "katana");
    assert!(
        gear[0].value("damage").is_some(),
        "the shipped katana: {gear:?}"
    );
    assert_eq!(gear[1].value("damage"), Some(4));
    assert!(gear[1].flag("in-hand"));
    assert_eq!(problems[0].field.as_deref(), Some("gear.key"));
    assert_eq!(problems[0].why, Why::Gear("no-such-thing".into()));
}
