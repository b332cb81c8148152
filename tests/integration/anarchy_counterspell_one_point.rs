//! One Anarchy point, one spend in the log: a counterspell against a combat spell costs
//! its point once (ANA-13), said once in `fray run` and `fray log`, by whoever paid it (the
//! runner, or the GM's pool for an NPC).

use crate::common;

use common::anarchy_script::Scene;

/// Sable the runner and a mage on the other side, in a Turn under way.
const SCENE: &str = "add Kira pc str=5 wil=3 agi=4 log=3 chance=3 armor=6 seat=1
add Sable pc str=2 wil=5 agi=3 log=4 chance=2 armor=2 seat=2 sorcery=4
add Mage enemy str=2 wil=4 agi=3 log=4 chance=1 sorcery=4
add Ganger enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3
session
start";

/// How many times `text` says a point of Anarchy is spent.
fn spends(text: &str) -> usize {
    text.matches("dépense 1 point d’Anarchy").count()
}

/// « Les sorts de combat sont contrés en utilisant un point d'Anarchy pour s'interposer.
/// Si un personnage est touché par un sort de combat, dépensez un point d'Anarchy et faites
/// un test de Sorcellerie + Volonté. »: Sable's counterspell for Kira costs her one point,
/// and the log says one spend (it said « Sable dépense 1 point d’Anarchy pour S’interposer
/// sur Kira ; Sable dépense 1 point d’Anarchy pour un contresort… »).
#[test]
fn a_runners_counterspell_logs_its_one_point_once() {
    let scene = Scene::in_lang("fr");
    scene.play(SCENE);
    let before = scene.counter("Sable", "anarchy");
    let line = scene.play("counterspell sable for kira 6 own 2 pool=5,6,1,5,6,5");
    assert_eq!(scene.counter("Sable", "anarchy"), before - 1, "{line}");
    assert_eq!(spends(&line), 1, "{line}");
    assert!(line.contains("Sable dépense 1 point d’Anarchy"), "{line}");
    let log = scene.fray(&["log", "t"], "");
    let last = common::cli::text(&log.stdout);
    let last = last.lines().last().unwrap_or_default();
    assert_eq!(spends(last), 1, "{last}");
}

/// The same for an NPC: the GM's pool pays (« le MJ dépense »), and the mage is not said to
/// spend a point of their own as well.
#[test]
fn an_npcs_counterspell_is_paid_once_from_the_gms_pool() {
    let scene = Scene::in_lang("fr");
    scene.play(SCENE);
    let line = scene.play("counterspell mage for ganger 6 own 2 pool=5,6,1,5");
    assert_eq!(spends(&line), 1, "{line}");
    assert!(line.contains("le MJ dépense 1 point d’Anarchy"), "{line}");
    assert!(!line.contains("Mage dépense"), "{line}");
}
