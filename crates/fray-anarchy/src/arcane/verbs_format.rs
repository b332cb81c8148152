//! The canonical text of the magic and Matrix commands: reading [`format`]'s line gives
//! the command back.

use crate::script::{Words, quote, word};

use super::super::command::Extras;
use super::command::{Against, ArcaneCommand as C, SpellKind};

/// A name as it must be typed in an Anarchy line: quoted when it would read as a keyword.
fn name(text: &str) -> String {
    let reserved = crate::rules::system(super::super::ID)
        .verbs()
        .reserved(text);
    if reserved { quote(text) } else { word(text) }
}

/// The command's verb.
pub fn verb(command: &C) -> &'static str {
    match command {
        C::Sustain { .. } => "sustain",
        C::Dispel { .. } | C::Counter { .. } => "counterspell",
        C::Cast { .. } => "cast",
        C::Summon { .. } => "summon",
        C::Compile { .. } => "compile",
        C::Form { .. } => "form",
        C::Resist { .. } => "resist",
        C::Hack { .. } => "hack",
        C::Marks { .. } => "marks",
        C::Server { .. } => "server",
        C::Vr { .. } => "vr",
        C::Ic { .. } => "ic",
        C::Range { .. } => "range",
        C::Convergence { .. } => "convergence",
        C::Reboot { .. } => "reboot",
    }
}

/// Writes the command after its verb.
pub fn format(w: &mut Words, command: &C) {
    w.bare(verb(command));
    match command {
        C::Sustain { who, spell, off } => {
            w.bare(name(who)).bare(name(spell)).flag(*off, "off");
        }
        C::Dispel {
            who,
            spell,
            sustainer,
            dice,
            against,
            ..
        } => {
            w.bare(name(who))
                .bare(name(spell))
                .bare("of")
                .bare(name(sustainer))
                .bare(dice)
                .bare("vs")
                .bare(against);
        }
        C::Counter {
            who,
            target,
            dice,
            own,
            with,
            ..
        } => {
            w.bare(name(who))
                .bare("for")
                .bare(name(target))
                .bare(dice)
                .bare("own")
                .bare(own)
                .bare(with.word());
        }
        C::Cast {
            who,
            kind,
            spell,
            amp,
            dice,
            ..
        } => {
            let kind = match kind {
                SpellKind::Combat => "combat",
                SpellKind::Effect => "effect",
            };
            w.bare(name(who))
                .bare(kind)
                .bare(name(spell))
                .bare("amp")
                .bare(amp);
            if *dice > 0 {
                w.bare("dice").bare(dice);
            }
        }
        C::Summon {
            who,
            category,
            dice,
            ..
        } => {
            w.bare(name(who)).bare(category.word()).bare(dice);
        }
        C::Compile {
            who,
            category,
            dice,
            ..
        } => {
            w.bare(name(who));
            if let Some(k) = category {
                w.bare(k.word());
            }
            w.bare(dice);
        }
        C::Form {
            who,
            form,
            amp,
            dice,
            ..
        } => {
            w.bare(name(who)).bare(name(form)).bare("amp").bare(amp);
            if *dice > 0 {
                w.bare("dice").bare(dice);
            }
        }
        C::Resist {
            caster,
            effect,
            dice,
            targets,
            ..
        } => {
            w.bare(name(caster)).bare(effect.word()).bare(dice);
            for t in targets {
                w.bare(name(t));
            }
        }
        C::Hack {
            who,
            target,
            dice,
            against,
            method,
            noise,
            mark,
            ..
        } => {
            w.bare(name(who)).bare(name(target)).bare(dice).bare("vs");
            match against {
                Against::Dice(n) => w.bare(n),
                Against::Level(s) => w.bare(s.word()),
            };
            if let Some(m) = method {
                w.bare(m.word());
            }
            if *noise != 0 {
                w.bare("noise").bare(noise);
            }
            w.flag(*mark, "mark");
        }
        C::Marks { who, target, marks } => {
            w.bare(name(who)).bare(name(target)).bare(marks);
        }
        C::Server {
            who, server: None, ..
        } => {
            w.bare(name(who)).bare("leave");
        }
        C::Server {
            who,
            server: Some(s),
            needs,
        } => {
            w.bare(name(who)).bare(name(s)).bare("needs").bare(needs);
        }
        C::Vr { who, on } => {
            w.bare(name(who)).bare(if *on { "on" } else { "off" });
        }
        C::Ic { server, count } => {
            w.bare(name(server)).bare(count);
        }
        C::Range { who, target, range } => {
            w.bare(name(who)).bare(name(target)).bare(range.word());
        }
        C::Convergence { who } | C::Reboot { who } => {
            w.bare(name(who));
        }
    }
    if let Some(e) = command.extras() {
        extras(w, e);
    }
}

/// The words any test may end with: `glitch`, `complications N`, `chance` (ANA-02 to
/// ANA-04).
pub fn extras(w: &mut Words, e: Extras) {
    w.flag(e.glitch, "glitch");
    if e.complications > 0 {
        w.bare("complications").bare(e.complications);
    }
    w.flag(e.chance, "chance");
}
