//! The canonical text of the Anarchy commands: `parse_in(ID, &format(c))` gives `c` back.

use crate::script::{Words, quote, word};

use super::super::command::{Against, AnarchyCommand as C, Place, Reorder};
use super::super::monitor::Kind;
use super::super::points::Spend;
use super::words::reserved;

/// A name as it must be typed in an Anarchy line.
fn name(text: &str) -> String {
    if reserved(text) {
        quote(text)
    } else {
        word(text)
    }
}

/// A weapon's key as it must be typed in this line: its French word in a French line.
fn gear(w: &Words, key: &str) -> String {
    name(&crate::rules::gear_labels::written(
        crate::ID,
        key,
        w.is_french(),
    ))
}

fn who_or_gm(w: &mut Words, who: Option<&String>) {
    match who {
        Some(who) => w.bare(name(who)),
        None => w.bare("gm"),
    };
}

fn pool_words(
    w: &mut Words,
    against: Option<Against>,
    glitch: bool,
    complications: u8,
    chance: bool,
) {
    match against {
        Some(Against::Defense(n)) => w.bare(format!("vs {n}")),
        Some(Against::Opposed(n)) => w.bare(format!("opposed {n}")),
        Some(Against::Threshold(n)) => w.bare(format!("threshold {n}")),
        None => w,
    };
    if glitch {
        w.bare("glitch");
    }
    if complications > 0 {
        w.bare(format!("complications {complications}"));
    }
    if chance {
        w.bare("chance");
    }
}

/// The word of a heal's or First aid's track (physical, the default, says nothing).
fn track(w: &mut Words, track: Option<Kind>) {
    match track {
        None => {
            w.bare("armor");
        }
        Some(Kind::Stun) => {
            w.bare("stun");
        }
        Some(Kind::Physical) => {}
    }
}

/// Writes a command's line: its verb, then its words.
pub(super) fn format(w: &mut Words, command: &C) {
    match command {
        C::Test {
            who,
            dice,
            against,
            glitch,
            complications,
            chance,
            target,
            weapon,
        }
        | C::Reroll {
            who,
            dice,
            against,
            glitch,
            complications,
            chance,
            target,
            weapon,
        } => {
            w.bare(if matches!(command, C::Test { .. }) {
                "test"
            } else {
                "reroll"
            });
            w.bare(name(who));
            w.bare(dice.to_string());
            if let Some(target) = target {
                w.bare("at");
                w.bare(name(target));
            }
            if let Some(weapon) = weapon {
                w.bare("with");
                w.bare(gear(w, weapon));
            }
            pool_words(w, *against, *glitch, *complications, *chance);
        }
        C::Arcane(c) => super::super::arcane::verbs_format::format(w, c),
        C::Initiative { who, anarchy } => {
            w.bare("initiative");
            w.bare(name(who));
            if *anarchy > 0 {
                w.bare(format!("anarchy {anarchy}"));
            }
        }
        C::Spend {
            who,
            what,
            on,
            track: t,
        } => {
            w.bare("spend");
            who_or_gm(w, who.as_ref());
            w.bare(what.word());
            if let Some(on) = on {
                w.bare("on");
                w.bare(name(on));
            }
            if *what == Spend::FirstAid {
                track(w, *t);
            }
        }
        C::Interpose {
            who,
            dice,
            target,
            attacker,
            extras,
        } => {
            w.bare("interpose");
            w.bare(name(who));
            w.bare(dice.to_string());
            w.bare("for");
            w.bare(name(target));
            w.bare(format!("vs {attacker}"));
            super::super::arcane::verbs_format::extras(w, *extras);
        }
        C::Rerolled { command } => {
            w.bare("reroll");
            format(w, command);
        }
        C::Reorder { how } => {
            w.bare("reorder");
            match how {
                Reorder::Reverse => {
                    w.bare("reverse");
                }
                Reorder::Random => {
                    w.bare("random");
                }
                Reorder::Given(names) => {
                    for n in names {
                        w.bare(name(n));
                    }
                }
            }
        }
        C::Shift { who, place } => {
            w.bare("shift");
            w.bare(name(who));
            match place {
                Place::First => {
                    w.bare("first");
                }
                Place::Last => {
                    w.bare("last");
                }
                Place::After(other) => {
                    w.bare("after");
                    w.bare(name(other));
                }
            }
        }
        C::Session => {
            w.bare("session");
        }
        C::Rest { rest, who } => {
            w.bare("rest");
            match rest {
                super::super::rest::Rest::Session => {
                    w.bare("session");
                }
                super::super::rest::Rest::Days(n) => {
                    w.bare("days");
                    w.bare(n.to_string());
                }
            }
            if let Some(who) = who {
                w.bare(name(who));
            }
        }
        C::Award { who, points } => {
            w.bare("award");
            who_or_gm(w, who.as_ref());
            w.bare(points.to_string());
        }
        C::Damage {
            who,
            boxes,
            kind,
            no_armor,
            by,
            weapon,
        } => {
            w.bare("damage");
            w.bare(name(who));
            w.bare(boxes.to_string());
            if *kind == Kind::Stun {
                w.bare("stun");
            }
            if *no_armor {
                w.bare("no-armor");
            }
            if let Some(by) = by {
                w.bare("by");
                w.bare(name(by));
            }
            if let Some(weapon) = weapon {
                w.bare("with");
                w.bare(gear(w, weapon));
            }
        }
        C::Heal {
            who,
            boxes,
            track: t,
        } => {
            w.bare("heal");
            w.bare(name(who));
            w.bare(boxes.to_string());
            track(w, *t);
        }
    }
}
