//! A combat-pool attack read at the table: the line that meets the attack score with the
//! target's defense names who attacks whom and with what weapon, for the GM (`fray run`,
//! `fray log`, the GM's export), for the players (their export and `fray watch`), in
//! French and in English.

use crate::common;

use common::cli::{new_fight, run_script, stdout_of};
use common::fight_app::{drawn, flattened};
use common::gm_lines::said_to_the_gm;
use common::results_shown::played;
use fray::i18n::{Lang, with_lang};

/// Kestrel fires her Ares Alpha at a guard standing in the open; the guard fires back
/// and misses.
const SCRIPT: &str = "add Kestrel pc from street-samurai\n\
    add Nyx enemy from guard\n\
    start\n\
    attack kestrel at nyx hits=3 medium\n\
    attack nyx at kestrel hits=1 medium\n";

/// « Si S > D, l'attaque touche »: the line comparing S and D is the attack's own, so it
/// says who made it, on whom, and with which weapon of the sheet, not only « contre Nyx ».
#[test]
fn the_hit_line_names_the_attacker_the_target_and_the_weapon() {
    let shown = played("sr-combat-pool", "fr", SCRIPT);
    said_to_the_gm(
        &shown,
        "Kestrel attaque Nyx avec Ares Alpha\u{a0}: S 2 contre D 0\u{a0}: TOUCHÉ",
        "Kestrel attacks Nyx with Ares Alpha: S 2 vs D 0: HIT",
    );
    said_to_the_gm(
        &shown,
        "Nyx attaque Kestrel avec Colt Cobra TZ-120\u{a0}: S 0 contre D 0\u{a0}: loupé",
        "Nyx attacks Kestrel with Colt Cobra TZ-120: S 0 vs D 0: miss",
    );
    assert!(
        shown.players_export.contains(
            "Nyx attaque Kestrel avec Colt Cobra TZ-120\u{a0}: S 0 contre D 0\u{a0}: loupé"
        ),
        "{}",
        shown.players_export
    );
}

/// The players' watch shows the same line: they see who shot at them.
#[test]
fn the_players_watch_names_who_attacked() {
    let (saves, config) = new_fight("fr", "sr-combat-pool", "quai");
    let (s, c) = (saves.path(), config.path());
    run_script(s, c, "fr", "quai", SCRIPT);
    let log = stdout_of(s, c, "fr", &["log", "quai"]);
    assert!(log.contains("Kestrel attaque Nyx"), "{log}");
    let save = s.join("quai.fray.jsonl");
    let screen = with_lang(Lang::Fr, || {
        let watch = fray::tui::replay::watch(&save).expect("the players' watch opens");
        let app = common::replay_app::app_on(watch);
        drawn(&app, 160, 48)
    });
    let flat = flattened(&screen);
    assert!(
        flat.contains("Nyx attaque Kestrel avec Colt Cobra TZ-120"),
        "{screen}"
    );
}
