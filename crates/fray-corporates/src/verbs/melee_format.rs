//! The canonical text of the special situations, melee and damage commands: reading
//! [`format`]'s line gives the command back.

use crate::script::{Words, quote, word};

use super::super::command::melee::{MeleeCommand as C, Roll, StrikeKind, Terms};
use super::super::melee::{Charge, Trip};
use super::super::situations::Against;
use super::melee_table::reserved;

/// A name as typed: quoted when it would read as a keyword.
fn name(text: &str) -> String {
    if reserved(text) {
        quote(text)
    } else {
        word(text)
    }
}

/// The command's verb.
pub fn verb(command: &C) -> &'static str {
    match command {
        C::Hurt { .. } => "hurt",
        C::Heal { .. } => "heal",
        C::Repair { .. } => "repair",
        C::Gunpoint { .. } => "gunpoint",
        C::Break { .. } => "break",
        C::Duel { .. } => "duel",
        C::Draw { used: false, .. } => "draw",
        C::Draw { used: true, .. } => "draw-use",
        C::Dodge { .. } => "dodge",
        C::Engage { .. } => "engage",
        C::Disengage { .. } => "disengage",
        C::Follow { .. } => "follow",
        C::Strike { .. } => "strike",
        C::Trip { .. } => "trip",
        C::Grapple { .. } => "grapple",
        C::Throw { .. } => "throw",
        C::Bullrush { .. } => "bullrush",
    }
}

fn number(w: &mut Words, key: &str, n: i32) {
    if n != 0 {
        w.bare(key).bare(n);
    }
}

fn roll(w: &mut Words, r: Roll) {
    if let Some(d) = r.dice {
        w.bare("dice").bare(d);
    }
    number(w, "bonus", r.bonus);
    number(w, "confidence", i32::from(r.confidence));
}

fn terms(w: &mut Words, t: Terms) {
    w.flag(t.back, "back")
        .flag(t.higher, "higher")
        .flag(t.lower, "lower");
    number(w, "attackers", i32::from(t.attackers));
    if let Some(charge) = t.charge {
        w.bare("charge").bare(match charge {
            Charge::OnFoot => "foot",
            Charge::Mounted => "mounted",
            Charge::Both => "both",
        });
    }
    w.flag(t.run, "run");
}

/// Writes the command, its verb first.
pub fn format(w: &mut Words, command: &C) {
    w.bare(verb(command));
    match command {
        C::Hurt {
            who,
            by,
            with,
            kind,
            roll: r,
            margin,
            protection,
        } => {
            w.bare(name(who));
            if let Some(by) = by {
                w.bare("by").bare(name(by));
            }
            if let Some(with) = with {
                let with = name(&super::gear_word(w, with));
                w.bare("with").bare(with);
            }
            if let Some(kind) = kind {
                w.bare("kind").bare(kind.word());
            }
            roll(w, *r);
            number(w, "margin", *margin);
            number(w, "protection", *protection);
        }
        C::Heal { who, track, levels } => {
            w.bare(name(who)).bare(track.word()).bare(levels);
        }
        C::Repair {
            who,
            gear,
            by,
            roll: r,
        } => {
            let gear = name(&super::gear_word(w, gear));
            w.bare(name(who)).bare(gear);
            if let Some(by) = by {
                w.bare("by").bare(name(by));
            }
            roll(w, *r);
        }
        C::Gunpoint { who, captor } => {
            w.bare(name(who));
            match captor {
                Some(captor) => w.bare("by").bare(name(captor)),
                None => w.bare("off"),
            };
        }
        C::Break {
            who,
            level,
            adjust,
            first,
        } => {
            w.bare(name(who));
            number(w, "level", *level);
            number(w, "adjust", *adjust);
            w.flag(*first, "first");
        }
        C::Duel { a, b, broken } => {
            w.bare(name(a)).bare(name(b)).flag(*broken, "break");
        }
        C::Draw { who, gear, .. } => {
            let gear = name(&super::gear_word(w, gear));
            w.bare(name(who)).bare(gear);
        }
        C::Dodge {
            who,
            acrobatic,
            directed,
            fumble,
            against,
            roll: r,
        } => {
            w.bare(name(who))
                .flag(*acrobatic, "acrobatic")
                .flag(*directed, "directed");
            if *against == Against::Shot {
                w.bare("against").bare("shot");
            }
            w.flag(*fumble, "fumble");
            roll(w, *r);
        }
        C::Engage { who, opponent } => {
            w.bare(name(who));
            w.bare(opponent.as_deref().map_or_else(|| "off".to_string(), name));
        }
        C::Disengage {
            who,
            acrobatic,
            roll: r,
        } => {
            w.bare(name(who)).flag(*acrobatic, "acrobatic");
            roll(w, *r);
        }
        C::Follow {
            who,
            target,
            roll: r,
        } => {
            w.bare(name(who)).bare(name(target));
            roll(w, *r);
        }
        C::Strike {
            attacker,
            defender,
            with,
            special,
            terms: t,
            draw,
            roll: r,
            distance,
        } => {
            w.bare(name(attacker)).bare("at").bare(name(defender));
            if let Some(with) = with {
                let with = name(&super::gear_word(w, with));
                w.bare("with").bare(with);
            }
            match special {
                Some(StrikeKind::Power) => w.bare("power"),
                Some(StrikeKind::Acrobatic) => w.bare("acrobatic"),
                None => w,
            };
            if let Some(m) = distance {
                w.bare("distance").bare(m.to_string());
            }
            terms(w, *t);
            w.flag(*draw, "draw");
            roll(w, *r);
        }
        C::Trip {
            attacker,
            defender,
            kind,
            terms: t,
            roll: r,
        } => {
            w.bare(name(attacker))
                .bare(name(defender))
                .bare(match kind {
                    Trip::Agility => "agility",
                    Trip::Strength => "strength",
                });
            terms(w, *t);
            roll(w, *r);
        }
        C::Grapple {
            attacker,
            defender,
            terms: t,
            roll: r,
        }
        | C::Bullrush {
            attacker,
            defender,
            terms: t,
            roll: r,
        } => {
            w.bare(name(attacker)).bare(name(defender));
            terms(w, *t);
            roll(w, *r);
        }
        C::Throw { attacker, defender } => {
            w.bare(name(attacker)).bare(name(defender));
        }
    }
}
