//! The legend under a Polaris body figure read whole on the fight screen: at 160×48 in
//! French it wraps between words under the figure instead of being cut mid-word.

use crate::common;

use common::fight_app::{drawn, fight_after};
use fray::i18n::{Lang, with_lang};

/// A wounded mercenary selected on a French fight screen of `w`×`h`.
fn screen(w: u16, h: u16) -> String {
    let lines = [
        "add Baral pc from mercenary",
        "add Ganger enemy from ganger",
        "wound baral left-arm serious",
        "wound baral right-leg death",
        "start",
    ];
    with_lang(Lang::Fr, || {
        let (_dir, _path, app) = fight_after(fray::systems::polaris::ID, "baie", 7, &lines);
        drawn(&app, w, h)
    })
}

/// « 1 à 5 » severity rows and « x » a lost part: the figure's key reads « 1-5, x perdu »
/// whole at 160×48 (« x perdu » on the row under « 1-5, »), never « x per… ».
#[test]
fn the_body_legend_reads_whole_at_160_by_48_in_french() {
    let shown = screen(160, 48);
    assert!(shown.contains("x perdu"), "{shown}");
    assert!(!shown.contains("x per…"), "{shown}");
}

/// At 80×24 the legend may not fit under the figure: whatever part is shown is whole or
/// ends with `…`, never cut mid-word silently.
#[test]
fn the_body_legend_is_never_cut_silently_at_80_by_24() {
    let shown = screen(80, 24);
    for cut in ["x per ", "x perd ", "x pe ", "x p "] {
        assert!(!shown.contains(&format!("{cut}│")), "{shown}");
    }
}
