//! The canonical text of the Cyberpunk commands: `parse_in(ID, &format(c))` gives `c`
//! back.

use crate::script::{Words, quote, word};

use super::super::command::{Activity, CyberCommand as C, FireMode, SaveKind, Stance};
use super::super::skill_words;
use super::words::reserved;

/// A name as it must be typed in a Cyberpunk line.
fn name(text: &str) -> String {
    if reserved(text) {
        quote(text)
    } else {
        word(text)
    }
}

fn opt(w: &mut Words, text: Option<&String>) {
    if let Some(t) = text {
        w.bare(name(t));
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

/// An optional weapon's key.
fn opt_gear(w: &mut Words, key: Option<&String>) {
    if let Some(key) = key {
        let key = gear(w, key);
        w.bare(key);
    }
}

fn keyed(w: &mut Words, key: &str, value: Option<i32>) {
    if let Some(v) = value {
        w.bare(format!("{key}={v}"));
    }
}

/// The command's verb.
fn verb(command: &C) -> &'static str {
    match command {
        C::Initiative { .. } => "initiative",
        C::Actions { .. } => "actions",
        C::Delay { .. } => "delay",
        C::Weapon { .. } => "weapon",
        C::Draw { .. } => "draw",
        C::Shoot { .. } => "shoot",
        C::Chamber { .. } => "chamber",
        C::Reload { .. } => "reload",
        C::Unjam { .. } => "unjam",
        C::Aim { .. } => "aim",
        C::Unseen { .. } => "unseen",
        C::Run { .. } => "run",
        C::Stance { .. } => "stance",
        C::Act { .. } => "act",
        C::Support { .. } => "support",
        C::Check { .. } => "check",
        C::Fumble { .. } => "fumble",
        C::Damage { .. } => "damage",
        C::Heal { .. } => "heal",
        C::Save { .. } => "save",
        C::Rest { .. } => "rest",
    }
}

/// Writes a command's line: its verb, then its words.
pub(super) fn format(w: &mut Words, command: &C) {
    w.bare(verb(command));
    match command {
        C::Initiative { who, boost } => {
            w.bare(name(who));
            if *boost != 0 {
                w.bare(format!("{boost:+}"));
            }
        }
        C::Actions { who, count } => {
            w.bare(name(who)).bare(count);
        }
        C::Delay { who, to } => {
            w.bare(name(who)).bare(to);
        }
        C::Weapon { who, gear } => {
            let key = self::gear(w, &gear.key);
            w.bare(name(who)).bare(key);
            if !gear.name.is_empty() {
                w.bare("name").bare(name(&gear.name));
            }
            for (k, v) in &gear.values {
                w.bare(format!("{k}={v}"));
            }
            for (k, v) in &gear.words {
                // The weapon's skill by its sheet name in a French line (`armes-de-poing`).
                let v = if k == "skill" {
                    skill_words::written(v, w.is_french())
                } else if k == "kind" && super::words::FRENCH.iter().all(|(en, _)| en != v) {
                    // A damage family named as its weapon: `type=fusil-à-pompe`.
                    self::gear(w, v)
                } else {
                    v.clone()
                };
                w.bare(format!("{k}={v}"));
            }
            for f in &gear.flags {
                w.bare(f);
            }
        }
        C::Draw { who, weapon, stow } => {
            let weapon = gear(w, weapon);
            w.bare(name(who)).bare(weapon).flag(*stow, "stow");
        }
        C::Shoot {
            who,
            weapon,
            mode,
            target,
            skill,
            difficulty,
            modifier,
            running,
        } => {
            w.bare(name(who));
            opt_gear(w, weapon.as_ref());
            match mode {
                FireMode::Single => w.bare("single"),
                FireMode::Burst => w.bare("burst"),
                FireMode::Auto { bullets } => w.bare("auto").bare(bullets),
            };
            if let Some(t) = target {
                w.bare("at").bare(name(t));
            }
            w.flag(*running, "running");
            keyed(w, "skill", *skill);
            keyed(w, "vs", *difficulty);
            keyed(w, "mod", (*modifier != 0).then_some(*modifier));
        }
        C::Chamber {
            who,
            weapon,
            running,
        }
        | C::Reload {
            who,
            weapon,
            running,
        }
        | C::Unjam {
            who,
            weapon,
            running,
        } => {
            w.bare(name(who));
            opt_gear(w, weapon.as_ref());
            w.flag(*running, "running");
        }
        C::Aim { who, target } => {
            w.bare(name(who));
            if let Some(t) = target {
                w.bare(name(t));
            }
        }
        C::Unseen { target } => {
            w.bare(name(target));
        }
        C::Run { who, actions } => {
            w.bare(name(who));
            if *actions != 1 {
                w.bare(actions);
            }
        }
        C::Stance { who, stance } => {
            w.bare(name(who)).bare(match stance {
                Stance::Crouch => "crouch",
                Stance::Prone => "prone",
                Stance::Stand => "stand",
            });
        }
        C::Act {
            who,
            activity,
            running,
        } => {
            w.bare(name(who));
            match activity {
                Activity::Melee => w.bare("melee"),
                Activity::Jump { extra: 0 } => w.bare("jump"),
                Activity::Jump { extra } => w.bare("jump").bare(extra),
                Activity::Vehicle { fast, double } => w
                    .bare("vehicle")
                    .flag(*fast, "fast")
                    .flag(*fast && *double, "double"),
                Activity::Other { actions } => w.bare("other").bare(actions),
            };
            w.flag(*running, "running");
        }
        C::Support { who, support } => {
            w.bare(name(who))
                .bare(support.map_or("none", super::super::Support::word));
        }
        C::Check {
            who,
            stat,
            skill,
            difficulty,
            modifier,
        } => {
            w.bare(name(who)).bare(name(stat));
            let skill = skill
                .as_ref()
                .map(|s| skill_words::written(s, w.is_french()));
            opt(w, skill.as_ref());
            keyed(w, "vs", *difficulty);
            keyed(w, "mod", (*modifier != 0).then_some(*modifier));
        }
        C::Fumble { who, skill, weapon } => {
            w.bare(name(who)).bare(skill);
            opt_gear(w, weapon.as_ref());
        }
        C::Damage {
            who,
            dice: Some(notation),
            ..
        } => {
            w.bare(name(who)).bare(notation);
        }
        C::Damage { who, points, .. } | C::Heal { who, points } => {
            w.bare(name(who)).bare(points);
        }
        C::Rest { days, who } => {
            w.bare(days);
            if let Some(who) = who {
                w.bare(name(who));
            }
        }
        C::Save { who, kind } => {
            w.bare(name(who)).bare(match kind {
                SaveKind::Stun => "stun",
                SaveKind::Death => "death",
            });
        }
    }
}
