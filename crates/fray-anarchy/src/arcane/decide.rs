//! Deciding the magic and Matrix commands (ANA-12 to ANA-20): the facts, every die in
//! them, and the shared events that change the state. Pure.

use crate::engine::{Dice, Event, RuleError};
use crate::model::Encounter;
use crate::rules::names::resolve;

use super::super::text::{refuse, typed};
use super::command::{ArcaneCommand as C, SpellKind};
use super::decide_costs::{drain, interpose, magic_drain};
use super::decide_state::*;
use super::decide_watch::converge;
pub use super::decide_watch::narration_ended;
use super::fact::{ArcaneFact, Defense};
use super::magic::{self, Category, Source, counterspelled};
use super::matrix::{self, Entering, Hacked, Range};
use super::options;
use super::slots::*;
use super::{convergence, magic::defense_pool};

/// Decides one command; `wrap` turns a fact into the event the plug-in logs.
pub fn decide(
    state: &Encounter,
    command: &C,
    dice: &mut dyn Dice,
    wrap: &dyn Fn(ArcaneFact) -> Event,
) -> Result<Vec<Event>, RuleError> {
    let mut out = Vec::new();
    match command {
        C::Sustain { who, spell, off } => {
            let id = resolve(state, who)?;
            let name = sustaining(spell);
            out.push(if *off {
                ended(id, &name, None)
            } else {
                added(id, &name, None, None)
            });
        }
        C::Dispel {
            who,
            spell,
            sustainer,
            dice: n,
            against,
            extras,
        } => {
            let (id, by) = (resolve(state, who)?, resolve(state, sustainer)?);
            let name = sustaining(spell);
            if !holds(state, by, &name, None) {
                return Err(refuse(
                    "ana-refuse-not-sustained",
                    &[("spell", spell.as_str().into())],
                ));
            }
            let (roll, wounds, bought) = own_pool(state, id, *n, *extras, dice, &mut out)?;
            let against = opposed(state, by, *against, dice);
            let dispelled = magic::dispels(roll.successes(), against.successes());
            let complications = roll.complications();
            out.push(wrap(ArcaneFact::Dispel {
                who: id,
                sustainer: by,
                spell: spell.trim().to_string(),
                roll,
                against,
                dispelled,
                wounds,
                bought,
            }));
            if dispelled {
                out.push(ended(by, &name, None));
            }
            magic_drain(state, id, complications, wrap, &mut out);
        }
        C::Counter {
            who,
            target,
            dice: n,
            own,
            with,
            extras,
        } => {
            let (id, on) = (resolve(state, who)?, resolve(state, target)?);
            if !extras.paid {
                out.extend(interpose(state, id, on)?);
            }
            let (roll, wounds, bought) = own_pool(state, id, *n, *extras, dice, &mut out)?;
            let resists = counterspelled(*own, roll.successes(), *with);
            let complications = roll.complications();
            out.push(wrap(ArcaneFact::Counter {
                who: id,
                target: on,
                roll,
                own: *own,
                with: *with,
                resists,
                wounds,
                bought,
            }));
            magic_drain(state, id, complications, wrap, &mut out);
        }
        C::Cast {
            who,
            kind,
            spell,
            amp,
            dice: n,
            extras,
        } => {
            // A combat spell is a test (ANA-14): without its pool it would roll nothing.
            if *kind == SpellKind::Combat && *n == 0 {
                return Err(refuse(
                    "ana-refuse-cast-dice",
                    &[("dice", typed("dice").into())],
                ));
            }
            let source = match kind {
                SpellKind::Combat => Source::CombatSpell { amp: *amp },
                SpellKind::Effect => Source::EffectSpell { amp: *amp },
            };
            let id = resolve(state, who)?;
            drain(
                state,
                id,
                (source, *extras),
                spell,
                *n,
                dice,
                wrap,
                &mut out,
            )?;
            if *kind == SpellKind::Effect {
                out.push(added(id, &sustaining(spell), None, None));
            }
        }
        C::Summon {
            who,
            category,
            dice: n,
            extras,
        } => {
            let source = Source::Summon {
                category: *category,
            };
            drain(
                state,
                resolve(state, who)?,
                (source, *extras),
                "",
                *n,
                dice,
                wrap,
                &mut out,
            )?;
        }
        C::Compile {
            who,
            category,
            dice: n,
            extras,
        } => {
            let source = Source::Compile {
                category: category.unwrap_or(Category::Normal),
            };
            drain(
                state,
                resolve(state, who)?,
                (source, *extras),
                "",
                *n,
                dice,
                wrap,
                &mut out,
            )?;
        }
        C::Form {
            who,
            form,
            amp,
            dice: n,
            extras,
        } => {
            let source = Source::ComplexForm { amp: *amp };
            drain(
                state,
                resolve(state, who)?,
                (source, *extras),
                form,
                *n,
                dice,
                wrap,
                &mut out,
            )?;
        }
        C::Resist {
            caster,
            effect,
            dice: n,
            targets,
            extras,
        } => {
            let by = resolve(state, caster)?;
            let (roll, wounds, bought) = own_pool(state, by, *n, *extras, dice, &mut out)?;
            let complications = roll.complications();
            let mut defenses = Vec::new();
            for t in targets {
                let on = resolve(state, t)?;
                let c = state.combatant(on);
                let d = defense_pool(*effect, |s| {
                    c.map_or(0, |c| c.stat(&super::super::canonical(s)))
                });
                let (r, hurt) = defended(state, on, d, dice, &mut out);
                let affected = magic::affected(roll.successes(), &[r.successes()])[0];
                defenses.push(Defense {
                    who: on,
                    roll: r,
                    affected,
                    wounds: hurt,
                });
            }
            out.push(wrap(ArcaneFact::Resist {
                caster: by,
                effect: *effect,
                roll,
                defenses,
                wounds,
                bought,
            }));
            magic_drain(state, by, complications, wrap, &mut out);
        }
        C::Hack {
            who,
            target,
            dice: n,
            against,
            method,
            noise,
            mark,
            extras,
        } => {
            let (id, on) = (resolve(state, who)?, resolve(state, target)?);
            check_matrix(state, id)?;
            matrix::check_method(*method, options::brute_force(state))?;
            let range = held(state, id, RANGE, Some(on)).and_then(Range::from_modifier);
            let range = range.unwrap_or(Range::Short);
            let rolled = matrix::noisy_pool(*n, range, *noise);
            let removed = i32::from(rolled) - i32::from(*n);
            let (roll, wounds, bought) = own_pool(state, id, rolled, *extras, dice, &mut out)?;
            let security = match against {
                super::command::Against::Level(level) => Some(*level),
                super::command::Against::Dice(_) => None,
            };
            let against = opposed(state, on, against.dice(), dice);
            let ties = super::super::options::ties_to_actor(state);
            let outcome = matrix::hack(roll.successes(), against.successes(), *method, ties);
            let marks = (*mark && outcome == Hacked::Success && options::marks(state)).then(|| {
                let have = held(state, id, MARKS, Some(on)).unwrap_or(0);
                matrix::add_marks(u8::try_from(have.clamp(0, 3)).unwrap_or(0), 1)
            });
            out.push(wrap(ArcaneFact::Hack {
                who: id,
                target: on,
                method: *method,
                noise: removed,
                roll,
                against,
                outcome,
                marks,
                wounds,
                bought,
                security,
            }));
            if let Some(m) = marks {
                out.push(added(id, MARKS, Some(on), Some(i32::from(m))));
            }
            match outcome {
                Hacked::Stunned { boxes } => out.push(stun(id, boxes)),
                Hacked::Detected => out.push(added(id, DETECTED, Some(on), None)),
                Hacked::Success | Hacked::Failed => {}
            }
            // The secret die is the GM's, not the test's: a re-roll does not roll it again.
            if !extras.paid {
                converge(state, id, dice, wrap, &mut out);
            }
        }
        C::Marks { who, target, marks } => {
            let (id, on) = (resolve(state, who)?, resolve(state, target)?);
            out.push(if *marks == 0 {
                ended(id, MARKS, Some(on))
            } else {
                matrix::check_needed(*marks)?;
                added(id, MARKS, Some(on), Some(i32::from(*marks)))
            });
        }
        C::Server { who, server, needs } => {
            let id = resolve(state, who)?;
            let current = state
                .combatant(id)
                .and_then(|c| c.conditions.iter().find(|k| k.name == SERVER))
                .and_then(|k| k.target);
            match server {
                None => match current {
                    Some(s) => out.push(ended(id, SERVER, Some(s))),
                    None => return Err(refuse("ana-refuse-no-server", &[])),
                },
                Some(name) => {
                    let on = resolve(state, name)?;
                    check_matrix(state, id)?;
                    matrix::check_needed(*needs)?;
                    let have = held(state, id, MARKS, Some(on)).unwrap_or(0);
                    matrix::enter_server(Entering {
                        vr: holds(state, id, VR, None),
                        held: u8::try_from(have.clamp(0, 3)).unwrap_or(0),
                        needed: *needs,
                        elsewhere: current.is_some_and(|s| s != on),
                    })?;
                    out.push(added(id, SERVER, Some(on), None));
                }
            }
        }
        C::Vr { who, on } => {
            let id = resolve(state, who)?;
            out.push(if *on {
                added(id, VR, None, None)
            } else {
                ended(id, VR, None)
            });
        }
        C::Ic { server, count } => out.push(Event::CounterSet {
            who: resolve(state, server)?,
            name: IC.into(),
            value: i32::from(*count),
        }),
        C::Range { who, target, range } => {
            let (id, on) = (resolve(state, who)?, resolve(state, target)?);
            out.push(if *range == Range::Short {
                ended(id, RANGE, Some(on))
            } else {
                added(id, RANGE, Some(on), Some(range.modifier()))
            });
        }
        C::Convergence { who } => {
            let id = resolve(state, who)?;
            let points = state.combatant(id).map_or(0, |c| c.counter(SURVEILLANCE));
            out.push(wrap(ArcaneFact::Checked { who: id, points }));
        }
        C::Reboot { who } => {
            let id = resolve(state, who)?;
            out.push(wrap(ArcaneFact::Reboot { who: id }));
            out.push(added(
                id,
                REBOOTING,
                None,
                Some(convergence::REBOOT_NARRATIONS),
            ));
        }
    }
    Ok(out)
}
