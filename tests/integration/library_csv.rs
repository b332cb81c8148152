//! A spreadsheet's rows read as templates: English and French headers, `;` and `,`,
//! quotes, byte-order mark, CRLF, and refusals naming the line and the column.

use fray::i18n::{Lang, with_lang};
use fray::library::csv::read_templates;
use fray::library::problem::Why;
use fray::model::{Side, Skill};
use fray::systems::{anarchy, cyberpunk, polaris};

#[test]
fn english_headers_with_commas() {
    let csv = "name,key,side,for,reaction,fusils,note\n\
               Kurt's guard,kurt-guard,enemy,14,12,4+9,\"Loyal, armed\"\n\
               Doc,,pc,10,9,2+X,\n";
    let (templates, refusals) = read_templates(polaris::ID, csv);
    assert!(refusals.is_empty(), "{refusals:?}");
    assert_eq!(templates.len(), 2);
    let t = &templates[0];
    assert_eq!(
        (t.key.as_str(), t.name.as_str()),
        ("kurt-guard", "Kurt's guard")
    );
    assert_eq!(t.stats.get("for"), Some(&14));
    assert_eq!(
        t.skills.get("fusils"),
        Some(&Skill {
            base: 4,
            mastery: 9,
            reserved: false
        })
    );
    assert_eq!(t.note, "Loyal, armed");
    assert_eq!(templates[1].key, "doc", "the key drawn from the name");
    assert_eq!(templates[1].side, Side::Pc);
    assert!(templates[1].skills["fusils"].reserved);
}

#[test]
fn french_headers_with_semicolons_a_bom_and_crlf() {
    let csv = "\u{feff}Nom;Clé;Camp;Réserve;Groupe;Nom_FR;Note\r\n\
               Booster;booster-x;Ennemi;;oui;Booster FR;\"Dit \"\"salut\"\"; part\"\r\n";
    let (templates, refusals) = read_templates(cyberpunk::ID, csv);
    assert!(refusals.is_empty(), "{refusals:?}");
    let t = &templates[0];
    assert_eq!(t.key, "booster-x");
    assert_eq!(t.side, Side::Enemy);
    assert!(t.group);
    assert_eq!(t.names.get("fr").map(String::as_str), Some("Booster FR"));
    assert_eq!(t.note, "Dit \"salut\"; part");
}

#[test]
fn a_plain_number_under_a_skill_the_system_knows_is_its_level_and_weapons_are_shipped_gear() {
    let csv = "name;agi;firearms;weapons\nSam;6;5;ares-predator; katana\n";
    // The weapons cell holds the delimiter: unquoted, it spills into an extra cell.
    let (_, refusals) = read_templates(anarchy::ID, csv);
    assert_eq!(refusals[0].why, Why::ExtraCells, "{refusals:?}");
    let csv = "name;agi;firearms;weapons\nSam;6;5;\"ares-predator; katana\"\n";
    let (templates, refusals) = read_templates(anarchy::ID, csv);
    assert!(refusals.is_empty(), "{refusals:?}");
    let t = &templates[0];
    assert_eq!(t.stats.get("agi"), Some(&6));
    assert_eq!(t.skills.get("firearms").map(|s| s.base), Some(5));
    let gear: Vec<_> = t.gear.iter().map(|g| g.key.as_str()).collect();
    assert_eq!(gear, vec!["ares-predator", "katana"]);
}

#[test]
fn each_refusal_names_its_line_and_column_and_the_good_rows_come_in() {
    let csv = "nom,camp,réaction,fusils,armes\n\
               Bon,ennemi,12,4+9,\n\
               Mauvais camp,sideways,12,4+9,\n\
               Mauvaise valeur,ennemi,douze,4+9,\n\
               ,ennemi,1,1+1,\n\
               Arme,ennemi,1,1+1,laser\n\
               Bon,ennemi,1,1+1,\n\
               \"Pas fermé,ennemi\n";
    let (templates, refusals) = read_templates(polaris::ID, csv);
    assert_eq!(templates.len(), 1, "{refusals:?}");
    let said: Vec<(usize, Option<&str>, &Why)> = refusals
        .iter()
        .map(|r| (r.line, r.field.as_deref(), &r.why))
        .collect();
    assert_eq!(
        said,
        vec![
            (3, Some("camp"), &Why::Side("sideways".into())),
            (4, Some("réaction"), &Why::Value("douze".into())),
            (5, Some("nom"), &Why::Missing),
            (6, Some("armes"), &Why::Gear("laser".into())),
            (7, Some("nom"), &Why::Duplicate("bon".into())),
            (8, None, &Why::UnclosedQuote),
        ]
    );
    let fr = with_lang(Lang::Fr, || refusals[1].render_row());
    assert_eq!(
        fr,
        "ligne 4, colonne «\u{a0}réaction\u{a0}»\u{a0}: «\u{a0}douze\u{a0}» n’est pas une valeur de fiche\u{a0}: un nombre, 4+9, X ou 2+X, de -999 à 999"
    );
    let en = with_lang(Lang::En, || refusals[0].render_row());
    assert!(
        en.starts_with("line 3, column “camp”: “sideways” is no side"),
        "{en}"
    );
}

#[test]
fn an_empty_file_has_no_header() {
    let (templates, refusals) = read_templates(polaris::ID, "\u{feff}\r\n");
    assert!(templates.is_empty());
    assert_eq!(refusals[0].why, Why::NoHeader);
}

proptest::proptest! {
    /// Whatever the bytes, reading a spreadsheet or a library file never panics, and
    /// every template that comes in holds no hidden character.
    #[test]
    fn any_text_reads_without_panicking(text in "(?s).{0,400}") {
        let (mut templates, _) = read_templates(polaris::ID, &text);
        templates.extend(read_templates(polaris::ID, &format!("name;note;for\n{text}")).0);
        let (read, _) = fray::library::toml_file::read(polaris::ID, &text);
        let names = templates.iter().chain(read.iter().map(|r| &r.template));
        for t in names {
            proptest::prop_assert!(!t.name.chars().any(fray::safe_text::is_unsafe));
            proptest::prop_assert!(!t.note.chars().any(fray::safe_text::is_unsafe));
        }
    }
}
