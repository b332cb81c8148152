//! Reading the Cyberpunk verbs' words into commands.

use crate::model::Gear;
use crate::rules::limits::{self, Limit};
use crate::script::cursor::Cursor;
use crate::script::lexer::Token;
use crate::script::{ErrorKind, Expected, ParseError, Part, Verb};

use super::super::command::{Activity, CyberCommand as C, FireMode, Support};
use super::super::skill_words;
use super::words::{
    ACTIVITIES, FLAGS, MODES, SAVES, STANCES, canonical, is_word, keyword, support,
};

/// Actions in a round, running, jumping: 1 to 10.
const ACTIONS: Limit = Limit::new(1, 10);
/// Extra actions for a hard jump: 0 to 10.
const EXTRA: Limit = Limit::new(0, 10);

/// The keyword of `words` nearest to a mistyped `text` (English or French), named in the
/// GM's language (`accroupii`: « accroupi » to a French GM, 'crouch' to an English one).
fn suggest(text: &str, words: &[&'static str]) -> Option<&'static str> {
    crate::rules::suggested_words::suggest(text, words, super::words::FRENCH)
}

/// A keyword expected, named in the GM's language (`stow`: « range » in French).
fn own(keyword: &'static str) -> Expected {
    Expected::Own(crate::rules::suggested_words::shown(
        keyword,
        super::words::FRENCH,
    ))
}

fn phrase(key: &'static str) -> Expected {
    Expected::Own(crate::i18n::fixed(key))
}

fn number(c: &mut Cursor, expected: Expected, limit: Limit) -> Result<i32, ParseError> {
    c.limited(expected, limit)
}

fn small(c: &mut Cursor, expected: Expected, limit: Limit) -> Result<u8, ParseError> {
    Ok(u8::try_from(number(c, expected, limit)?).unwrap_or(1))
}

/// A `key=value` word's key (lower case) and value text, unquoted words only.
fn key_value(t: &Token) -> Option<(String, String)> {
    if t.quoted {
        return None;
    }
    let (k, v) = t.text.split_once('=')?;
    // A French key (`contre=15`) reads as its English one.
    Some((canonical(k), v.to_string()))
}

/// A `key=N` value in `limit`.
fn value(c: &Cursor, t: &Token, text: &str, limit: Limit) -> Result<i32, ParseError> {
    let mut v = t.clone();
    v.text = text.to_string();
    c.limited_of(&v, Expected::Number, limit)
}

/// An optional weapon key: the next word unless it is one of `stops`.
fn weapon_before(c: &mut Cursor, stops: &[&str]) -> Option<String> {
    match c.peek() {
        Some(t) if t.quoted || !stops.iter().any(|s| is_word(t, s)) => {
            c.next().map(|t| weapon_key(t.text))
        }
        _ => None,
    }
}

/// A weapon's damage family (`kind=`) as typed: its keyword (`lance-grenades`: `grenade`),
/// or a weapon's name standing for it (`fusil-à-pompe`: `shotgun`).
fn kind_word(typed: &str) -> String {
    const KINDS: [&str; 4] = ["shotgun", "grenade", "d10", "d6"];
    let read = canonical(typed);
    let weapon = weapon_key(typed.to_string());
    if read == typed.to_lowercase() && KINDS.contains(&weapon.as_str()) {
        weapon
    } else {
        read
    }
}

/// The weapon key a typed word stands for: the key, or its French word (`fusil` reads as
/// `rifle`).
fn weapon_key(typed: String) -> String {
    crate::rules::gear_labels::read(crate::ID, typed)
}

/// Parses a Cyberpunk verb.
pub(super) fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<C>, ParseError> {
    if verb.name == "rest" {
        let days = number(c, phrase("cpi-expected-days"), Limit::new(1, 365))?;
        let who = match c.peek() {
            Some(_) => Some(c.name(Expected::Combatant)?),
            None => None,
        };
        return Ok(Some(C::Rest {
            days: u32::try_from(days).unwrap_or(1),
            who,
        }));
    }
    let who = c.name(Expected::Combatant)?;
    let command = match verb.name {
        "initiative" => C::Initiative {
            who,
            boost: c.opt_limited(limits::MODIFIER)?.unwrap_or(0),
        },
        "actions" => C::Actions {
            who,
            count: small(c, phrase("cpi-expected-count"), ACTIONS)?,
        },
        "delay" => C::Delay {
            who,
            to: number(c, phrase("cpi-expected-score"), limits::PHASE)?,
        },
        "weapon" => C::Weapon {
            who,
            gear: gear(c)?,
        },
        "draw" => {
            let weapon = weapon_key(c.name(phrase("cpi-expected-weapon"))?);
            let stow = match c.next() {
                None => false,
                Some(t) if is_word(&t, "stow") => true,
                Some(t) => return Err(c.expected_at(&t, own("stow"), None)),
            };
            C::Draw { who, weapon, stow }
        }
        "shoot" => shoot(c, who)?,
        "chamber" | "reload" | "unjam" => {
            let weapon = weapon_before(c, &["running"]);
            let running = running(c)?;
            match verb.name {
                "chamber" => C::Chamber {
                    who,
                    weapon,
                    running,
                },
                "reload" => C::Reload {
                    who,
                    weapon,
                    running,
                },
                _ => C::Unjam {
                    who,
                    weapon,
                    running,
                },
            }
        }
        "aim" => C::Aim {
            who,
            target: c.next().map(|t| t.text),
        },
        "unseen" => C::Unseen { target: who },
        "run" => C::Run {
            who,
            actions: match c.opt_limited(ACTIONS)? {
                Some(n) => u8::try_from(n).unwrap_or(1),
                None => 1,
            },
        },
        "stance" => {
            let t = c.expect(phrase("cpi-expected-stance"))?;
            let words: Vec<&'static str> = STANCES.iter().map(|s| s.0).collect();
            let found = STANCES.iter().find(|s| is_word(&t, s.0)).map(|s| s.1);
            C::Stance {
                who,
                stance: found.ok_or_else(|| {
                    c.expected_at(&t, phrase("cpi-expected-stance"), suggest(&t.text, &words))
                })?,
            }
        }
        "act" => {
            let activity = activity(c)?;
            C::Act {
                who,
                activity,
                running: running(c)?,
            }
        }
        "support" => {
            let t = c.expect(phrase("cpi-expected-support"))?;
            let chosen = if is_word(&t, "none") {
                None
            } else {
                let found = keyword(&t).and_then(|w| support(&w));
                Some(found.ok_or_else(|| {
                    // The nearest word, only for a word that is not one (a costly search).
                    let words: Vec<&'static str> = Support::ALL
                        .into_iter()
                        .map(Support::word)
                        .chain(["none"])
                        .collect();
                    c.expected_at(&t, phrase("cpi-expected-support"), suggest(&t.text, &words))
                })?)
            };
            C::Support {
                who,
                support: chosen,
            }
        }
        "check" => check(c, who)?,
        "fumble" => C::Fumble {
            who,
            skill: number(c, phrase("cpi-expected-skill-level"), limits::SHEET)?,
            weapon: c.next().map(|t| weapon_key(t.text)),
        },
        "damage" => damage(c, who)?,
        "heal" => {
            let points = number(c, phrase("cpi-expected-points"), Limit::new(1, 999))?;
            C::Heal {
                who,
                points: u16::try_from(points).unwrap_or(1),
            }
        }
        "save" => {
            let t = c.expect(phrase("cpi-expected-save"))?;
            let found = SAVES.iter().find(|s| is_word(&t, s.0)).map(|s| s.1);
            C::Save {
                who,
                kind: found.ok_or_else(|| {
                    c.expected_at(
                        &t,
                        phrase("cpi-expected-save"),
                        suggest(&t.text, &["stun", "death"]),
                    )
                })?,
            }
        }
        _ => return Ok(None),
    };
    Ok(Some(command))
}

/// `damage WHO N`, or `damage WHO DICE`: the damage dice to roll (`2d6+3`), the table's
/// values after a colon (`2d6+3:4,5`), checked against the dice here.
fn damage(c: &mut Cursor, who: String) -> Result<C, ParseError> {
    let dice = c
        .peek()
        .filter(|t| !t.quoted && t.text.contains(['d', 'D']))
        .cloned();
    let Some(t) = dice else {
        let points = number(c, phrase("cpi-expected-points"), Limit::new(1, 999))?;
        return Ok(C::Damage {
            who,
            points: u16::try_from(points).unwrap_or(1),
            dice: None,
        });
    };
    c.next();
    match crate::engine::notation::parse_given(&t.text) {
        Ok(roll) => Ok(C::Damage {
            who,
            points: 0,
            dice: Some(roll.to_string()),
        }),
        Err(e) => Err(ParseError::new(
            ErrorKind::GivenDice(e.to_string()),
            Some(t.text.clone()),
            t.column,
        )),
    }
}

fn gear(c: &mut Cursor) -> Result<Gear, ParseError> {
    let key = c.name(phrase("cpi-expected-weapon"))?;
    let mut g = Gear {
        key: weapon_key(crate::rules::fold_key(&key)),
        ..Gear::default()
    };
    while let Some(t) = c.next() {
        if is_word(&t, "name") {
            g.name = c.name(phrase("cpi-expected-weapon-name"))?;
        } else if let Some((k, v)) = key_value(&t) {
            let k = crate::rules::fold_key(&k);
            if k.is_empty() || v.is_empty() || k == "name" {
                return Err(c.expected_at(&t, phrase("cpi-expected-weapon-part"), None));
            }
            match crate::script::cursor::number(&v, true) {
                crate::script::cursor::Number::Word => {
                    // A French value (`mains=une`) reads as its English word, a skill
                    // by its sheet name (`compétence=armes-de-poing`) as its key.
                    // A damage family named as its weapon (`type=fusil-à-pompe`) reads
                    // as the weapon's key (`shotgun`).
                    let v = match skill_words::read(&v) {
                        Some(key) if k == "skill" => key.to_string(),
                        _ if k == "kind" => kind_word(&v),
                        _ => canonical(&v),
                    };
                    g.words.insert(k, v);
                }
                _ => {
                    g.values.insert(k, value(c, &t, &v, limits::SHEET)?);
                }
            }
        } else if let Some(flag) = FLAGS.iter().find(|f| is_word(&t, f)) {
            g.flags.insert((*flag).to_string());
        } else {
            return Err(c.expected_at(&t, phrase("cpi-expected-weapon-part"), None));
        }
    }
    Ok(g)
}

fn shoot(c: &mut Cursor, who: String) -> Result<C, ParseError> {
    let weapon = weapon_before(c, &MODES);
    let t = c.expect(phrase("cpi-expected-mode"))?;
    let mode = match keyword(&t).as_deref() {
        Some("single" | "semi") => FireMode::Single,
        Some("burst") => FireMode::Burst,
        Some("auto") => FireMode::Auto {
            bullets: u32::try_from(number(
                c,
                phrase("cpi-expected-bullets"),
                Limit::new(1, 999),
            )?)
            .unwrap_or(1),
        },
        _ => return Err(c.expected_at(&t, phrase("cpi-expected-mode"), suggest(&t.text, &MODES))),
    };
    let target = match c.peek() {
        Some(t) if is_word(t, "at") => {
            c.next();
            Some(c.name(Expected::Combatant)?)
        }
        _ => None,
    };
    let running = match c.peek() {
        Some(t) if is_word(t, "running") => {
            c.next();
            true
        }
        _ => false,
    };
    let (skill, difficulty, modifier) = terms(c, true)?;
    Ok(C::Shoot {
        who,
        weapon,
        mode,
        target,
        skill,
        difficulty,
        modifier,
        running,
    })
}

fn check(c: &mut Cursor, who: String) -> Result<C, ParseError> {
    let stat = c.name(phrase("cpi-expected-stat"))?;
    // A skill by its key or its sheet name (`armes-de-poing` reads as `handgun`).
    let skill = match c.peek() {
        Some(t) if t.quoted => c.next().map(|t| t.text),
        Some(t) if !t.text.contains('=') => c
            .next()
            .map(|t| skill_words::read(&t.text).map_or(t.text, str::to_string)),
        _ => None,
    };
    let (_, difficulty, modifier) = terms(c, false)?;
    Ok(C::Check {
        who,
        stat,
        skill,
        difficulty,
        modifier,
    })
}

/// `skill=N vs=N mod=N`, each at most once.
fn terms(c: &mut Cursor, with_skill: bool) -> Result<(Option<i32>, Option<i32>, i32), ParseError> {
    let (mut skill, mut vs, mut modifier) = (None, None, None);
    while let Some(t) = c.next() {
        let expected = phrase(if with_skill {
            "cpi-expected-shot-part"
        } else {
            "cpi-expected-check-part"
        });
        let Some((k, v)) = key_value(&t) else {
            return Err(c.expected_at(&t, expected, None));
        };
        let slot = match k.as_str() {
            "skill" if with_skill => &mut skill,
            "vs" => &mut vs,
            "mod" => &mut modifier,
            _ => return Err(c.expected_at(&t, expected, None)),
        };
        if slot.is_some() {
            return Err(c.error_at(
                &t,
                ErrorKind::Twice(Part::Own(crate::i18n::fixed("cpi-part-term"))),
            ));
        }
        let limit = if k == "mod" {
            limits::MODIFIER
        } else {
            limits::SHEET
        };
        *slot = Some(value(c, &t, &v, limit)?);
    }
    Ok((skill, vs, modifier.unwrap_or(0)))
}

/// The optional last word `running`: the action is done while running (CPI-11).
fn running(c: &mut Cursor) -> Result<bool, ParseError> {
    match c.next() {
        None => Ok(false),
        Some(t) if is_word(&t, "running") => Ok(true),
        Some(t) => Err(c.expected_at(&t, own("running"), None)),
    }
}

fn activity(c: &mut Cursor) -> Result<Activity, ParseError> {
    let t = c.expect(phrase("cpi-expected-activity"))?;
    Ok(match keyword(&t).as_deref() {
        Some("melee") => Activity::Melee,
        Some("jump") => Activity::Jump {
            extra: match c.opt_limited(EXTRA)? {
                Some(n) => u8::try_from(n).unwrap_or(0),
                None => 0,
            },
        },
        Some("vehicle") => {
            let fast = match c.peek() {
                Some(f) if is_word(f, "fast") => {
                    c.next();
                    true
                }
                _ => false,
            };
            let double = match c.peek() {
                Some(d) if fast && is_word(d, "double") => {
                    c.next();
                    true
                }
                _ => false,
            };
            Activity::Vehicle { fast, double }
        }
        Some("other") => Activity::Other {
            actions: small(c, phrase("cpi-expected-count"), ACTIONS)?,
        },
        _ => {
            return Err(c.expected_at(
                &t,
                phrase("cpi-expected-activity"),
                suggest(&t.text, &ACTIVITIES),
            ));
        }
    })
}
