//! Corporates conditions as a French GM reads them, typed as a GM types them (dice given
//! at the table): each condition held on someone or holding a number says what it means in
//! its own sentence, in the log, in `fray show` and on the GM's screen, never the bare
//! « état sur cible nombre ».

use crate::common;

use common::cli::{fray_in, text};
use common::corporates_script::play;
use common::fight_app::{drawn, fight_after, flattened};
use fray::i18n::{Lang, with_lang};

/// Ana lays covering fire on Vlad at the turn's start (dice given at the table).
const COVER: &str = "\
option dice table
add Ana pc reaction=3 agility=4 firearms=6+0
add Vlad enemy reaction=2 agility=3 firearms=6+0
start reaction=6,6,6,1,1
cover ana skill 6 burst free metres 4 from 1 to 5 exposed vlad
";

/// Vlad takes three Wound levels from one bullet and the critical roll 6 + 6 + 3 = 15.
const HAND: &str = "\
option dice table
add Ana pc reaction=3 agility=3 strength=3 combat=2+0
add Vlad enemy reaction=2 agility=3 soak=3
start reaction=6,6,6,1,1
declare vlad 1
declare ana 1
hurt vlad kind bullet dice 4 damage=5,5,5,1 soak=1,1,1 critical=6,6
";

/// `fray show NAME` (text) in French after `script`, and the log of `fray run`.
fn shown_in_french(script: &str) -> (String, String) {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let (s, c) = (saves.path(), config.path());
    let new = ["new", "--rules", "corporates", "--no-open", "fight"];
    let made = fray_in(s, c, "fr", &new, "", 60);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = fray_in(s, c, "fr", &["run", "fight", "--script", "-"], script, 60);
    assert!(run.status.success(), "{}", text(&run.stderr));
    let show = fray_in(s, c, "fr", &["show", "fight"], "", 60);
    assert!(show.status.success(), "{}", text(&show.stderr));
    (text(&run.stdout), text(&show.stdout))
}

/// The GM's screen in French after `lines`.
fn gm_screen(lines: &[&str]) -> String {
    let (_dir, _save, app) = fight_after(fray::systems::corporates::ID, "roof", 5, lines);
    with_lang(Lang::Fr, || flattened(&drawn(&app, 160, 48)))
}

/// « Tous les adversaires situés à courte ou moyenne portée ont un malus égal à la
/// Puissance de feu pour toutes leurs actions nécessitant de se placer sous le feu »: the
/// one exposed is Vlad, under Ana's covering fire; the log and `fray show` say « exposé au
/// tir de couverture d’Ana » with its firepower, never « exposé au tir de couverture sur
/// Ana », which reads as if Ana were under it.
#[test]
fn the_one_exposed_reads_as_under_the_shooters_covering_fire() {
    let (log, show) = shown_in_french(COVER);
    assert!(
        log.contains("Vlad\u{a0}: exposé au tir de couverture d’Ana (puissance de feu 5)"),
        "{log}"
    );
    assert!(
        show.contains("[exposé au tir de couverture d’Ana (puissance de feu 5)]"),
        "{show}"
    );
    for text in [&log, &show] {
        assert!(!text.contains("couverture sur Ana"), "{text}");
    }
    let lines: Vec<&str> = COVER.lines().collect();
    let screen = gm_screen(&lines);
    // The roster's column may cut it (with its « … »), never into « sur ».
    assert!(
        screen.contains("exposé au tir de couverture d’A"),
        "{screen}"
    );
    assert!(!screen.contains("couverture sur Ana"), "{screen}");
}

/// « 15 Blessure à la main […] Dans tous les cas la main est inutilisable jusqu’à
/// récupération »: the hand stays unusable until Vlad is back to the Wound level he had
/// before the hit (0); `fray show` and the GM's screen say so in words, never the bare
/// « main inutilisable 0 ».
#[test]
fn an_unusable_hand_says_until_which_wound_level_not_a_bare_number() {
    let played = play("fr", HAND);
    played.says(&["main inutilisable"]);
    assert_eq!(played.condition("Vlad", "hand-unusable"), Some(Some(0)));
    let (_, show) = shown_in_french(HAND);
    let words = "main inutilisable (le temps de récupérer tous les niveaux de Blessure)";
    assert!(show.contains(words), "{show}");
    assert!(!show.contains("main inutilisable 0"), "{show}");
    let lines: Vec<&str> = HAND.lines().collect();
    let screen = gm_screen(&lines);
    assert!(!screen.contains("main inutilisable 0"), "{screen}");
    assert!(
        screen.contains("main inutilisable (le temps de"),
        "{screen}"
    );
}
