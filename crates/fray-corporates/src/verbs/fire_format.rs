//! The canonical text of the movement and shooting commands: reading [`format`]'s line
//! gives the command back.

use crate::script::{Words, quote, word};

use super::super::command::fire::{Answer, Cover, FireCommand as C, Pace, Pool, Reach, Shot, Term};
use super::fire_words::*;

/// A name as it must be typed in a Corporates line: quoted when it would read as a keyword.
fn name(text: &str) -> String {
    if super::fire::reserved(text) {
        quote(text)
    } else {
        word(text)
    }
}

fn pool(w: &mut Words, p: &Pool) {
    if let Some(d) = p.dice {
        w.bare("dice").bare(d);
    }
    if let Some(b) = p.bonus {
        w.bare("bonus").bare(b);
    }
    if p.confidence > 0 {
        w.bare("confidence").bare(p.confidence);
    }
}

/// Writes the command, verb first.
pub fn format(w: &mut Words, command: &C) {
    w.bare(command.verb());
    match command {
        C::Move { who, terrain, fast } => {
            w.bare(name(who)).bare(word_of(TERRAINS, *terrain));
            if let Some(p) = fast {
                w.bare("fast");
                pool(w, p);
            }
        }
        C::CombatMove { who, on } => {
            w.bare(name(who)).bare(if *on { "on" } else { "off" });
        }
        C::Posture {
            who, acrobatics, ..
        } => {
            w.bare(name(who));
            if let Some(p) = acrobatics {
                w.bare("acrobatics");
                pool(w, p);
            }
        }
        C::Fall { who, segments } => {
            w.bare(name(who));
            if *segments == 0 {
                w.bare("off");
            } else {
                w.bare(segments);
            }
        }
        C::Shoot(shot) => shot_words(w, shot, None),
        C::Aim { shot, stance } => shot_words(w, shot, Some(word_of(STANCES, *stance))),
        C::Cover(cover) => cover_words(w, cover),
        C::Cross {
            who,
            shooter,
            protection,
            answer,
        } => {
            w.bare(name(who)).bare("through").bare(name(shooter));
            if *protection != 0 {
                w.bare("protection").bare(protection);
            }
            match answer {
                Answer::Unsaid => {}
                Answer::Dodge(roll) => {
                    w.bare("dodge").bare(roll);
                }
                Answer::Fumble => {
                    w.bare("fumble");
                }
                Answer::Refuse => {
                    w.bare("refuse");
                }
            }
        }
    }
}

fn shot_words(w: &mut Words, s: &Shot, stance: Option<&str>) {
    w.bare(name(&s.who)).bare("at").bare(name(&s.target));
    if let Some(weapon) = &s.weapon {
        let weapon = name(&super::gear_word(w, weapon));
        w.bare("with").bare(weapon);
    }
    match s.reach {
        Reach::Band(r) => w.bare("range").bare(word_of(RANGES, r)),
        Reach::Metres(m) => w.bare("distance").bare(m),
    };
    if let Some(stance) = stance {
        w.bare(stance);
    } else {
        if s.mode != Default::default() {
            w.bare(word_of(MODES, s.mode));
        }
        if let Some(b) = s.burst {
            w.bare("burst").bare(word_of(BURSTS, b));
        }
        w.flag(s.point_blank, "pointblank");
    }
    for t in &s.terms {
        term_words(w, t);
    }
    pool(w, &s.pool);
    w.flag(s.double, "double");
}

fn term_words(w: &mut Words, t: &Term) {
    match t {
        Term::Size { size } => {
            w.bare("size").bare(word_of(SIZES, *size));
        }
        Term::Moving { pace, axis } => {
            w.bare("moving");
            match pace {
                Pace::Current => {}
                Pace::Walk => {
                    w.bare("walk");
                }
                Pace::Run => {
                    w.bare("run");
                }
                Pace::Sprint => {
                    w.bare("sprint");
                }
                Pace::Speed(v) => {
                    w.bare(v);
                }
            }
            w.flag(*axis, "axis");
        }
        Term::Falling { segment } => {
            w.bare("falling");
            if *segment > 0 {
                w.bare(segment);
            }
        }
        Term::Cover { protection } => {
            w.bare("cover").bare(protection_word(*protection));
            if let super::super::target::Protection::Car(a)
            | super::super::target::Protection::CarDoor(a) = protection
                && *a != 0
            {
                w.bare(a);
            }
        }
        Term::Engaged { participants } => {
            w.bare("engaged").bare(participants);
        }
        Term::Crowd { density } => {
            w.bare("crowd").bare(density);
        }
        Term::Unshouldered => {
            w.bare("unshouldered");
        }
        Term::Visibility {
            light,
            metres,
            night,
        } => {
            w.bare("visibility")
                .bare(word_of(LIGHTS, *light))
                .bare(metres);
            if let Some(n) = night {
                w.bare(word_of(NIGHTS, *n));
            }
        }
        Term::Reflex { reflex } => {
            w.bare("reflex")
                .bare(if reflex.front { "front" } else { "side" });
            w.flag(reflex.improbable, "improbable")
                .flag(reflex.aiming, "aiming")
                .flag(reflex.guard, "guard");
        }
        Term::Mod { value } => {
            w.bare("mod").bare(value);
        }
    }
}

fn cover_words(w: &mut Words, c: &Cover) {
    w.bare(name(&c.who));
    if !c.weapons.is_empty() {
        w.bare("with");
        for weapon in &c.weapons {
            let weapon = name(&super::gear_word(w, weapon));
            w.bare(weapon);
        }
    }
    if let Some(s) = c.skill {
        w.bare("skill").bare(s);
    }
    w.bare("burst");
    for (i, u) in c.uses.iter().enumerate() {
        if i > 0 {
            w.bare("second");
        }
        w.bare(word_of(USES, *u));
    }
    w.bare("metres")
        .bare(c.metres)
        .bare("from")
        .bare(c.from)
        .bare("to")
        .bare(c.to)
        .flag(c.under_fire, "under-fire");
    if !c.exposed.is_empty() {
        w.bare("exposed");
        for e in &c.exposed {
            w.bare(name(e));
        }
    }
}
