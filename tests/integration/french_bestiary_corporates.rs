//! Every template of the Corporates bestiary in French: each added to a fight with the
//! French line a GM types (`ajoute Pnj1 comme chef-d-equipe`), its sheet and the other
//! panes drawn at 80×24 and 160×48, each pane zoomed, then `fray show`: no English word
//! (weapon, armour, cyberware, skill or condition names), and no word cut without `…`.

use crate::common;

use std::path::Path;

use common::cut_marks::Vocabulary;
use common::english::Audit;
use common::french_screens::{Screens, assert_no_english, fight_on, panes, save_of, send_lines};
use fray::engine::Header;
use fray::i18n::{Lang, with_lang};

/// The French lines adding each template of the bestiary, one combatant each.
fn french_lines() -> Vec<String> {
    let bestiary = fray::rules::system(fray::systems::corporates::ID).bestiary();
    bestiary
        .templates
        .iter()
        .enumerate()
        .map(|(i, t)| format!("ajoute Pnj{} comme {}", i + 1, t.key_for(Lang::Fr)))
        .collect()
}

/// A fight holding every template, added in French on the `:` prompt, each one's screens
/// drawn as it joins (the one just added is selected).
fn every_template_drawn(path: &Path, dir: &Path) -> Screens {
    save_of(
        path,
        Header::new(fray::systems::corporates::ID, "Bestiaire", 7, 0),
        std::iter::empty(),
    );
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        let mut app = fight_on(path, dir);
        for line in french_lines() {
            send_lines(&mut screens, &mut app, "Bestiaire", &[&line]);
            panes(&mut screens, &mut app, &format!("after {line}"));
        }
    });
    screens
}

#[test]
fn every_corporates_template_added_in_french_reads_in_french_and_whole() {
    let dir = tempfile::tempdir().expect("a saves folder");
    let path = dir.path().join("bestiaire.fray.jsonl");
    let screens = every_template_drawn(&path, dir.path());
    let added = fray::store::load(&path)
        .expect("the save loads")
        .records
        .len();
    assert_eq!(added, french_lines().len(), "every line added a combatant");
    // Each template's French name reached a screen, its gear the sheet pane.
    let bestiary = fray::rules::system(fray::systems::corporates::ID).bestiary();
    for template in &bestiary.templates {
        let name = with_lang(Lang::Fr, || template.name_shown().to_string());
        assert!(
            screens.0.iter().any(|(_, screen)| screen.contains(&name)),
            "{name} on no screen"
        );
    }
    assert!(screens.0.iter().any(|(_, s)| s.contains("Fusil d’assaut")));
    assert_no_english(
        &screens
            .audit_for(
                &[fray::systems::corporates::ID],
                std::slice::from_ref(&path),
            )
            .without_typed_syntax(),
    );
    let vocabulary = Vocabulary::of(&[path.as_path()]);
    let cut: Vec<String> = screens
        .0
        .iter()
        .flat_map(|(name, screen)| {
            vocabulary
                .cuts(screen)
                .into_iter()
                .map(move |(word, row)| format!("{name}: {word:?} in {row}"))
        })
        .collect();
    assert!(cut.is_empty(), "cut without …:\n{}", cut.join("\n"));

    // `fray show` in French: every sheet, its gear and its skills.
    let mut show = common::cli::command(dir.path(), &["show", "bestiaire"]);
    show.env("FRAY_LANG", "fr");
    let out = common::cli::feed(show, "");
    assert!(out.status.success(), "{}", common::cli::text(&out.stderr));
    let text = common::cli::text(&out.stdout);
    assert!(
        text.contains("Pnj1") && text.contains("Gilet pare-balles"),
        "{text}"
    );
    let mut audit = Audit::for_systems(&[fray::systems::corporates::ID]);
    audit.own.save(&path);
    audit.scan_with_keys("fray show", &text, &["corporates"]);
    assert_no_english(&audit.without_typed_syntax());
}
