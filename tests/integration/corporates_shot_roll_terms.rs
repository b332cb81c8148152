//! A Corporates shot's roll a GM can check at the table: the dice, then each term added
//! to them by name (the Firearms level, the aim, any other bonus), never a bare `+ 5`.

use crate::common;

use common::results_shown::played;

/// Ana (Firearms 5) shoots at Vlad with the two dice the table rolled.
const SCRIPT: &str = "add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0 \
                      body-feint=2+0 athletics=3+0 confidence=2\n\
                      add Vlad enemy reaction=2 agility=3 firearms=4+0 body-feint=1+0\n\
                      option dice table\n\
                      start reaction=6,6,6,1,1\n\
                      declare vlad 1\n\
                      declare ana 3\n\
                      shoot ana at vlad range medium size torso check=6,5\n";

/// « Quand il le souhaite, le personnage peut tirer, il effectue alors un jet de tir
/// standard auquel il ajoute les bonus lié à l’acquisition et aux dommages » : the roll's
/// bonus is the Firearms level (and the aim when there is one), named, in every place
/// the GM reads the shot.
#[test]
fn corporates_shot_roll_names_the_firearms_level() {
    let shown = played("corporates", "fr", SCRIPT);
    // The Markdown export writes the brackets escaped: the terms after them.
    shown.everywhere_for_the_gm("] + 5 (Armes à feu) = 16 contre 20");
    shown.in_the_json_export("roll [6, 5] + 5 (Firearms) = 16");
}
