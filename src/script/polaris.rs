//! The Polaris 3e verbs, and the difficulty words of POL-03.

use crate::rules::polaris::difficulty;
use crate::rules::polaris::{
    Harm, PolarisCommand, Retry, Technique, TestAgainst, TestSpec, TestTerms,
};

use super::error::{ErrorKind, Expected, ParseError, Part};
use super::help::Verb;
use super::lexer::Token;
use super::parse::{Cursor, Number, nearest, number};

/// The modifier of a difficulty word (POL-03): see [`difficulty::from_word`].
pub(crate) fn difficulty(word: &str) -> Option<i32> {
    difficulty::from_word(word)
}

/// The English key of a difficulty modifier, when it is a row of the table.
pub(crate) fn difficulty_word(modifier: i32) -> Option<&'static str> {
    difficulty::row_for(modifier).map(|r| r.key)
}

const ATTACK_FLAGS: [&str; 7] = [
    "at",
    "melee",
    "charge",
    "powerful",
    "incapacitating",
    "precise",
    "bleeding",
];

/// Every keyword the Polaris verbs read, for quoting names that look like one.
pub(crate) const KEYWORDS: [&str; 15] = [
    "secret",
    "retry",
    "pressured",
    "opposed",
    "vs",
    "versus",
    "at",
    "melee",
    "charge",
    "powerful",
    "incapacitating",
    "precise",
    "bleeding",
    "success",
    "failure",
];

/// Difficulty words and `extra` keywords, for suggestions.
fn words_with(extra: &[&'static str]) -> Vec<&'static str> {
    difficulty::SCALE
        .iter()
        .flat_map(|r| [r.key, r.label_fr])
        .chain(extra.iter().copied())
        .collect()
}

/// Parses a Polaris verb; `None` when the verb is not one.
pub(crate) fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<PolarisCommand>, ParseError> {
    let command = match verb.name {
        "test" => test(c),
        "nonrandom" => nonrandom(c),
        "oppose" => oppose(c),
        "attack" => attack(c),
        "wound" => wound(c),
        "heal" => {
            let who = c.name(Expected::Combatant)?;
            let location = c.name(Expected::Location)?;
            let severity = c.name(Expected::Severity)?;
            let boxes = match c.peek() {
                Some(t) if !t.quoted && number(&t.text, true) != Number::Word => {
                    u8::try_from(c.int(Expected::Boxes, 1, 255)?).unwrap_or(1)
                }
                _ => 1,
            };
            Ok(PolarisCommand::Heal {
                who,
                location,
                severity,
                boxes,
            })
        }
        "surprise" => surprise(c),
        "declare" => {
            let who = c.name(Expected::Combatant)?;
            let intent = c.rest_or(Expected::Intent)?;
            Ok(PolarisCommand::Declare { who, intent })
        }
        "rush" => Ok(PolarisCommand::Rush {
            who: c.name(Expected::Combatant)?,
        }),
        "delay" => {
            let who = c.name(Expected::Combatant)?;
            let phase = c.opt_int32()?;
            Ok(PolarisCommand::Delay { who, phase })
        }
        "act" => Ok(PolarisCommand::Act {
            who: c.name(Expected::Combatant)?,
        }),
        "slow" | "prepare" | "hesitate" => {
            let who = c.name(Expected::Combatant)?;
            let points = c.int32(Expected::Points)?;
            let why = match verb.name {
                "prepare" => "preparation".to_string(),
                "hesitate" => "hesitation".to_string(),
                _ => c.rest().unwrap_or_default(),
            };
            Ok(PolarisCommand::Slow { who, points, why })
        }
        "init" => {
            let who = c.name(Expected::Combatant)?;
            let value = c.int32(Expected::Initiative)?;
            Ok(PolarisCommand::Initiative { who, value })
        }
        "marker" => {
            let who = c.name(Expected::Combatant)?;
            let phase = c.int32(Expected::Phase)?;
            let malus = c.opt_int32()?.unwrap_or(0);
            Ok(PolarisCommand::Marker { who, phase, malus })
        }
        "opponents" => {
            let who = c.name(Expected::Combatant)?;
            let count = u8::try_from(c.int(Expected::Opponents, 0, 255)?).unwrap_or_default();
            Ok(PolarisCommand::Opponents { who, count })
        }
        "shock" => {
            let who = c.name(Expected::Combatant)?;
            let chance = c.int32(Expected::Chance)?;
            Ok(PolarisCommand::Shock { who, chance })
        }
        "stabilise" => Ok(PolarisCommand::Stabilise {
            who: c.name(Expected::Combatant)?,
        }),
        _ => return Ok(None),
    };
    command.map(Some)
}

/// Difficulty, modifiers and `secret`, read in any order.
#[derive(Default)]
struct Terms {
    difficulty: Option<i32>,
    modifier: i32,
    hidden: bool,
    retry: Retry,
}

impl Terms {
    /// Takes `t` when it is a difficulty, a modifier or `secret`.
    fn take(&mut self, c: &Cursor, t: &Token) -> Result<bool, ParseError> {
        if t.quoted {
            return Ok(false);
        }
        if let Some(d) = difficulty(&t.text) {
            if self.difficulty.is_some() {
                return Err(c.error_at(t, ErrorKind::Twice(Part::Difficulty)));
            }
            self.difficulty = Some(d);
            return Ok(true);
        }
        if number(&t.text, true) != Number::Word {
            let v = int32_of(c, t)?;
            match self.difficulty {
                None => self.difficulty = Some(v),
                Some(_) => {
                    self.modifier = self.modifier.checked_add(v).ok_or_else(|| {
                        c.error_at(
                            t,
                            ErrorKind::OutOfRange {
                                min: i64::from(i32::MIN),
                                max: i64::from(i32::MAX),
                            },
                        )
                    })?;
                }
            }
            return Ok(true);
        }
        if t.is("secret") {
            self.hidden = true;
            return Ok(true);
        }
        if t.is("retry") {
            if self.retry == Retry::No {
                self.retry = Retry::Calm;
            }
            return Ok(true);
        }
        if t.is("pressured") {
            self.retry = Retry::Pressured;
            return Ok(true);
        }
        Ok(false)
    }

    fn done(self) -> TestTerms {
        TestTerms {
            difficulty: self.difficulty.unwrap_or(0),
            hidden: self.hidden,
            modifier: self.modifier,
            retry: self.retry,
        }
    }
}

fn int32_of(c: &Cursor, t: &Token) -> Result<i32, ParseError> {
    let v = c.int_of(
        t,
        Expected::Number,
        i64::from(i32::MIN),
        i64::from(i32::MAX),
    )?;
    Ok(i32::try_from(v).unwrap_or_default())
}

/// What a test is made against: a chance (a number without sign) or a sheet name.
fn read_against(c: &mut Cursor) -> Result<TestAgainst, ParseError> {
    let t = c.expect(Expected::Skill)?;
    if t.quoted {
        return Ok(TestAgainst::Sheet { name: t.text });
    }
    match number(&t.text, false) {
        Number::Value(_) | Number::TooLarge => {
            let chance = c.int_of(&t, Expected::Chance, 0, i64::from(i32::MAX))?;
            Ok(TestAgainst::Chance {
                chance: i32::try_from(chance).unwrap_or_default(),
            })
        }
        Number::Word if number(&t.text, true) != Number::Word => {
            Err(c.expected_at(&t, Expected::Skill, None))
        }
        Number::Word => Ok(TestAgainst::Sheet { name: t.text }),
    }
}

fn test(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let against = read_against(c)?;
    let mut terms = Terms::default();
    let mut opposed = false;
    while let Some(t) = c.next() {
        if terms.take(c, &t)? {
            continue;
        }
        if t.is("opposed") {
            opposed = true;
            continue;
        }
        let suggestion = nearest(
            &t.text,
            &words_with(&["secret", "opposed", "retry", "pressured"]),
        );
        return Err(c.expected_at(&t, Expected::TestPart, suggestion));
    }
    Ok(PolarisCommand::Test {
        spec: TestSpec {
            who,
            against,
            terms: terms.done(),
        },
        opposed,
    })
}

fn nonrandom(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let what = c.name(Expected::SkillName)?;
    let t = c.expect(Expected::Outcome)?;
    let success = if t.is("success") {
        true
    } else if t.is("failure") {
        false
    } else {
        let suggestion = nearest(&t.text, &["success", "failure"]);
        return Err(c.expected_at(&t, Expected::Outcome, suggestion));
    };
    Ok(PolarisCommand::NonRandom { who, what, success })
}

fn oppose(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let against = read_against(c)?;
    let mut terms = Terms::default();
    loop {
        let Some(t) = c.next() else {
            return Err(c.expected_at_end(Expected::Vs));
        };
        if t.is("vs") || t.is("versus") {
            break;
        }
        if terms.take(c, &t)? {
            continue;
        }
        let suggestion = nearest(&t.text, &words_with(&["secret", "vs"]));
        return Err(c.expected_at(&t, Expected::OpposeFirstPart, suggestion));
    }
    let attacker = TestSpec {
        who,
        against,
        terms: terms.done(),
    };
    let who = c.name(Expected::Combatant)?;
    let against = read_against(c)?;
    let mut terms = Terms::default();
    while let Some(t) = c.next() {
        if terms.take(c, &t)? {
            continue;
        }
        let suggestion = nearest(&t.text, &words_with(&["secret"]));
        return Err(c.expected_at(&t, Expected::OpposeSecondPart, suggestion));
    }
    let defender = TestSpec {
        who,
        against,
        terms: terms.done(),
    };
    Ok(PolarisCommand::Oppose { attacker, defender })
}

/// The number after `key=` in `t`, with errors pointing at the number.
fn number_after_equals(c: &Cursor, t: &Token) -> Result<i32, ParseError> {
    let (key, value) = t.text.split_once('=').unwrap_or((&t.text, ""));
    let value_token = Token {
        text: value.to_string(),
        quoted: false,
        column: t.column + key.chars().count() + 1,
        end_column: t.end_column,
        span: t.span.clone(),
    };
    if value.is_empty() {
        return Err(ParseError::new(
            ErrorKind::Expected {
                expected: Expected::Number,
                after: String::new(),
                suggestion: None,
            },
            Some(t.text.clone()),
            t.end_column,
        ));
    }
    int32_of(c, &value_token)
}

fn attack(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let target = c.name(Expected::Target)?;
    let against = read_against(c)?;
    let mut terms = Terms::default();
    let mut damage = None;
    let mut location = None;
    let (mut melee, mut charge, mut bleeding) = (false, false, false);
    let mut technique = None;
    while let Some(t) = c.next() {
        if terms.take(c, &t)? {
            continue;
        }
        let word = t.keyword().unwrap_or_default();
        let set_technique = |technique: &mut Option<Technique>, chosen| {
            if technique.is_some() {
                return Err(c.error_at(&t, ErrorKind::Twice(Part::Technique)));
            }
            *technique = Some(chosen);
            Ok(())
        };
        match word.as_str() {
            "melee" => melee = true,
            "charge" => charge = true,
            "bleeding" => bleeding = true,
            "powerful" => set_technique(&mut technique, Technique::Powerful)?,
            "incapacitating" => set_technique(&mut technique, Technique::Incapacitating)?,
            "precise" => set_technique(&mut technique, Technique::Precise)?,
            "at" => {
                if location.is_some() {
                    return Err(c.error_at(&t, ErrorKind::Twice(Part::Location)));
                }
                location = Some(c.name(Expected::Location)?);
            }
            w if w.split_once('=').is_some_and(|(k, _)| k == "damage") => {
                if damage.is_some() {
                    return Err(c.error_at(&t, ErrorKind::Twice(Part::Damage)));
                }
                damage = Some(number_after_equals(c, &t)?);
            }
            _ => {
                let suggestion = nearest(
                    &t.text,
                    &words_with(&[&ATTACK_FLAGS[..], &["secret"]].concat()),
                );
                return Err(c.expected_at(&t, Expected::AttackPart, suggestion));
            }
        }
    }
    Ok(PolarisCommand::Attack {
        spec: TestSpec {
            who,
            against,
            terms: terms.done(),
        },
        target,
        damage,
        location,
        melee,
        charge,
        technique,
        bleeding,
    })
}

fn wound(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let mut plain: Vec<Token> = Vec::new();
    let mut damage = None;
    let mut shock = None;
    let mut bleeding = false;
    while let Some(t) = c.next() {
        if !t.quoted {
            if let Some((key, _)) = t.text.split_once('=') {
                let key = key.to_ascii_lowercase();
                let (slot, part) = match key.as_str() {
                    "damage" => (&mut damage, Part::Damage),
                    "shock" => (&mut shock, Part::Shock),
                    _ => {
                        let suggestion = nearest(&key, &["damage", "shock"]);
                        return Err(c.expected_at(&t, Expected::WoundPart, suggestion));
                    }
                };
                if slot.is_some() {
                    return Err(c.error_at(&t, ErrorKind::Twice(part)));
                }
                *slot = Some(number_after_equals(c, &t)?);
                continue;
            }
            if t.is("bleeding") {
                bleeding = true;
                continue;
            }
            if number(&t.text, true) != Number::Word {
                return Err(c.expected_at(&t, Expected::SeverityOrDamage, None));
            }
        }
        plain.push(t);
    }
    let (location, harm) = match (damage, plain.as_slice()) {
        (Some(_), [_, second, ..]) => {
            return Err(c.error_at(second, ErrorKind::Twice(Part::Harm)));
        }
        (Some(damage), words) => (
            words.first().map(|t| t.text.clone()),
            Harm::Damage { damage },
        ),
        (None, []) => return Err(c.expected_at_end(Expected::SeverityOrDamage)),
        (None, [severity]) => (
            None,
            Harm::Severity {
                severity: severity.text.clone(),
            },
        ),
        (None, [location, severity]) => (
            Some(location.text.clone()),
            Harm::Severity {
                severity: severity.text.clone(),
            },
        ),
        (None, [_, _, third, ..]) => return Err(c.unexpected_at(third)),
    };
    Ok(PolarisCommand::Wound {
        who,
        location,
        harm,
        bleeding,
        shock_malus: shock.unwrap_or(0),
    })
}

fn surprise(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let mut who = Vec::new();
    let mut modifier: i32 = 0;
    while let Some(t) = c.next() {
        if !t.quoted && number(&t.text, true) != Number::Word {
            let v = int32_of(c, &t)?;
            modifier = modifier.checked_add(v).ok_or_else(|| {
                c.error_at(
                    &t,
                    ErrorKind::OutOfRange {
                        min: i64::from(i32::MIN),
                        max: i64::from(i32::MAX),
                    },
                )
            })?;
        } else {
            who.push(t.text);
        }
    }
    if who.is_empty() {
        return Err(c.expected_at_end(Expected::Combatant));
    }
    Ok(PolarisCommand::Surprise { who, modifier })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Command;
    use crate::script::{Line, parse as parse_line};

    fn polaris(line: &str) -> PolarisCommand {
        match parse_line(line) {
            Ok(Line::Command(Command::Polaris(p))) => p,
            other => panic!("{line}: {other:?}"),
        }
    }

    fn message(line: &str) -> String {
        match parse_line(line) {
            Err(e) => e.to_string(),
            other => panic!("{line}: expected an error, got {other:?}"),
        }
    }

    fn sheet(who: &str, name: &str, difficulty: i32, modifier: i32, hidden: bool) -> TestSpec {
        TestSpec {
            who: who.into(),
            against: TestAgainst::Sheet { name: name.into() },
            terms: TestTerms {
                difficulty,
                hidden,
                modifier,
                retry: Retry::No,
            },
        }
    }

    #[test]
    fn difficulty_words_in_both_languages() {
        assert_eq!(difficulty("hard"), Some(-5));
        assert_eq!(difficulty("HARD"), Some(-5));
        assert_eq!(difficulty("difficile"), Some(-5));
        assert_eq!(difficulty("très-difficile"), Some(-7));
        assert_eq!(difficulty("Tres_Difficile"), Some(-7));
        assert_eq!(difficulty("TRÈS-DIFFICILE"), Some(-7));
        assert_eq!(difficulty("héroïque"), Some(-20));
        assert_eq!(difficulty("extrêmement-facile"), Some(10));
        assert_eq!(difficulty("moyen"), Some(0));
        assert_eq!(difficulty("tough"), None);
        for r in difficulty::SCALE {
            assert_eq!(difficulty(r.key), Some(r.modifier));
            assert_eq!(difficulty(r.label_fr), Some(r.modifier));
            assert_eq!(difficulty_word(r.modifier), Some(r.key));
        }
        assert_eq!(difficulty_word(2), None);
    }

    #[test]
    fn tests_against_a_skill_or_a_chance() {
        assert_eq!(
            polaris("test baral firearms"),
            PolarisCommand::Test {
                spec: sheet("baral", "firearms", 0, 0, false),
                opposed: false
            }
        );
        assert_eq!(
            polaris("test baral firearms difficile +2 -1 secret opposed"),
            PolarisCommand::Test {
                spec: sheet("baral", "firearms", -5, 1, true),
                opposed: true
            }
        );
        assert_eq!(
            polaris("test baral firearms -3 +2"),
            PolarisCommand::Test {
                spec: sheet("baral", "firearms", -3, 2, false),
                opposed: false
            }
        );
        assert_eq!(
            polaris("test baral 12 hard"),
            PolarisCommand::Test {
                spec: TestSpec {
                    who: "baral".into(),
                    against: TestAgainst::Chance { chance: 12 },
                    terms: TestTerms {
                        difficulty: -5,
                        hidden: false,
                        modifier: 0,
                        retry: Retry::No,
                    },
                },
                opposed: false
            }
        );
        assert!(matches!(
            polaris(r#"test baral "12""#),
            PolarisCommand::Test {
                spec: TestSpec {
                    against: TestAgainst::Sheet { .. },
                    ..
                },
                ..
            }
        ));
    }

    #[test]
    fn test_errors_name_the_word() {
        assert_eq!(
            message("test baral"),
            "after 'test baral': expected a skill, an attribute or a chance (e.g. firearms, 12), \
             found end of line"
        );
        assert_eq!(
            message("test baral +12"),
            "'+12': expected a skill, an attribute or a chance (e.g. firearms, 12)"
        );
        assert_eq!(
            message("test baral firearms hrad"),
            "'hrad': expected a difficulty (e.g. hard, difficile, -5), a modifier (e.g. +2), \
             secret or opposed; did you mean 'hard'?"
        );
        assert_eq!(
            message("test baral firearms -2 hard"),
            "'hard': the difficulty is already given"
        );
        assert_eq!(
            message("test baral firearms hard 2147483647 1"),
            "'1': expected a number from -2147483648 to 2147483647"
        );
        assert_eq!(
            message("test baral 3000000000"),
            "'3000000000': expected a number from 0 to 2147483647"
        );
    }

    #[test]
    fn nonrandom_tests() {
        assert_eq!(
            polaris("nonrandom baral climbing SUCCESS"),
            PolarisCommand::NonRandom {
                who: "baral".into(),
                what: "climbing".into(),
                success: true
            }
        );
        assert_eq!(
            message("nonrandom baral climbing sucess"),
            "'sucess': expected success or failure; did you mean 'success'?"
        );
    }

    #[test]
    fn opposed_tests() {
        assert_eq!(
            polaris("oppose baral stealth +2 vs kurt perception hard secret"),
            PolarisCommand::Oppose {
                attacker: sheet("baral", "stealth", 2, 0, false),
                defender: sheet("kurt", "perception", -5, 0, true),
            }
        );
        assert_eq!(
            message("oppose baral stealth kurt perception"),
            "'kurt': expected a difficulty, a modifier, secret, or vs and the other side"
        );
        assert_eq!(
            message("oppose baral stealth"),
            "after 'oppose baral stealth': expected vs and the other side (vs WHO WHAT), \
             found end of line"
        );
        assert_eq!(
            message("oppose baral stealth vs kurt perception opposed"),
            "'opposed': expected a difficulty, a modifier or secret"
        );
    }

    #[test]
    fn attacks() {
        assert_eq!(
            polaris(
                "attack baral ganger-1 melee-weapons hard +1 damage=8 at left-arm melee charge \
                 POWERFUL bleeding secret"
            ),
            PolarisCommand::Attack {
                spec: sheet("baral", "melee-weapons", -5, 1, true),
                target: "ganger-1".into(),
                damage: Some(8),
                location: Some("left-arm".into()),
                melee: true,
                charge: true,
                technique: Some(Technique::Powerful),
                bleeding: true,
            }
        );
        assert_eq!(
            polaris("attack baral kurt firearms"),
            PolarisCommand::Attack {
                spec: sheet("baral", "firearms", 0, 0, false),
                target: "kurt".into(),
                damage: None,
                location: None,
                melee: false,
                charge: false,
                technique: None,
                bleeding: false,
            }
        );
        assert_eq!(
            message("attack baral kurt firearms precise powerful"),
            "'powerful': a technique (powerful, incapacitating or precise) is already given"
        );
        assert_eq!(
            message("attack baral kurt firearms damage=8 damage=9"),
            "'damage=9': the damage is already given"
        );
        let e = parse_line("attack baral kurt firearms damage=x").unwrap_err();
        assert_eq!(e.to_string(), "'x': expected a number");
        assert_eq!(e.column, 34);
        assert_eq!(
            message("attack baral kurt firearms damage="),
            "'damage=': expected a number"
        );
        assert_eq!(
            message("attack baral kurt firearms at"),
            "after 'attack baral kurt firearms at': expected a hit location (e.g. left-arm), \
             found end of line"
        );
        assert!(message("attack baral kurt firearms chrage").contains("did you mean 'charge'"));
        assert_eq!(
            message("attack baral"),
            "after 'attack baral': expected the target's name, found end of line"
        );
    }

    #[test]
    fn wounds() {
        assert_eq!(
            polaris("wound ganger-2 serious"),
            PolarisCommand::Wound {
                who: "ganger-2".into(),
                location: None,
                harm: Harm::Severity {
                    severity: "serious".into()
                },
                bleeding: false,
                shock_malus: 0
            }
        );
        assert_eq!(
            polaris("wound ganger-2 left-arm critical bleeding shock=-5"),
            PolarisCommand::Wound {
                who: "ganger-2".into(),
                location: Some("left-arm".into()),
                harm: Harm::Severity {
                    severity: "critical".into()
                },
                bleeding: true,
                shock_malus: -5
            }
        );
        assert_eq!(
            polaris("wound ganger-2 damage=12 torso"),
            PolarisCommand::Wound {
                who: "ganger-2".into(),
                location: Some("torso".into()),
                harm: Harm::Damage { damage: 12 },
                bleeding: false,
                shock_malus: 0
            }
        );
        assert_eq!(
            message("wound ganger-2"),
            "after 'wound ganger-2': expected a severity or damage=N, found end of line"
        );
        assert_eq!(
            message("wound ganger-2 12"),
            "'12': expected a severity or damage=N"
        );
        assert_eq!(
            message("wound ganger-2 torso light damage=3"),
            "'light': the severity (or damage=N) is already given"
        );
        assert_eq!(
            message("wound ganger-2 left arm light"),
            "'light': nothing more was expected after 'wound ganger-2 left arm'"
        );
        assert_eq!(
            message("wound ganger-2 light shok=-3"),
            "'shok=-3': expected a location, a severity (e.g. serious), damage=N, bleeding or \
             shock=N; did you mean 'shock'?"
        );
        assert_eq!(
            message("wound ganger-2 light shock=-3 shock=-2"),
            "'shock=-2': the shock malus is already given"
        );
    }

    #[test]
    fn heals() {
        assert_eq!(
            polaris("heal baral torso light"),
            PolarisCommand::Heal {
                who: "baral".into(),
                location: "torso".into(),
                severity: "light".into(),
                boxes: 1
            }
        );
        assert_eq!(
            polaris("heal baral torso light 3"),
            PolarisCommand::Heal {
                who: "baral".into(),
                location: "torso".into(),
                severity: "light".into(),
                boxes: 3
            }
        );
        assert_eq!(
            message("heal baral torso light 0"),
            "'0': expected a number from 1 to 255"
        );
        assert_eq!(
            message("heal baral torso light 256"),
            "'256': expected a number from 1 to 255"
        );
        assert_eq!(
            message("heal baral torso"),
            "after 'heal baral torso': expected a severity (e.g. light, serious), found end of line"
        );
    }

    #[test]
    fn surprise_and_declarations() {
        assert_eq!(
            polaris(r#"surprise baral "Big Kurt" -2 +1"#),
            PolarisCommand::Surprise {
                who: vec!["baral".into(), "Big Kurt".into()],
                modifier: -1
            }
        );
        assert_eq!(
            message("surprise -2"),
            "after 'surprise -2': expected a combatant's name, found end of line"
        );
        assert_eq!(
            polaris("declare kurt runs for the door"),
            PolarisCommand::Declare {
                who: "kurt".into(),
                intent: "runs for the door".into()
            }
        );
        assert_eq!(
            message("declare kurt"),
            "after 'declare kurt': expected what they intend to do, found end of line"
        );
    }

    #[test]
    fn initiative_verbs() {
        assert_eq!(
            polaris("rush kurt"),
            PolarisCommand::Rush { who: "kurt".into() }
        );
        assert_eq!(
            polaris("act kurt"),
            PolarisCommand::Act { who: "kurt".into() }
        );
        assert_eq!(
            polaris("delay kurt"),
            PolarisCommand::Delay {
                who: "kurt".into(),
                phase: None
            }
        );
        assert_eq!(
            polaris("delay kurt 4"),
            PolarisCommand::Delay {
                who: "kurt".into(),
                phase: Some(4)
            }
        );
        assert_eq!(
            polaris("slow kurt 3 stunned by the flash"),
            PolarisCommand::Slow {
                who: "kurt".into(),
                points: 3,
                why: "stunned by the flash".into()
            }
        );
        assert_eq!(
            polaris("slow kurt 3"),
            PolarisCommand::Slow {
                who: "kurt".into(),
                points: 3,
                why: String::new()
            }
        );
        assert_eq!(
            polaris("prepare kurt 2"),
            PolarisCommand::Slow {
                who: "kurt".into(),
                points: 2,
                why: "preparation".into()
            }
        );
        assert_eq!(
            polaris("hesitate kurt 1"),
            PolarisCommand::Slow {
                who: "kurt".into(),
                points: 1,
                why: "hesitation".into()
            }
        );
        assert_eq!(
            message("prepare kurt 2 aiming"),
            "'aiming': nothing more was expected after 'prepare kurt 2'"
        );
        assert_eq!(
            polaris("init kurt 12"),
            PolarisCommand::Initiative {
                who: "kurt".into(),
                value: 12
            }
        );
        assert_eq!(
            polaris("marker kurt 6 -3"),
            PolarisCommand::Marker {
                who: "kurt".into(),
                phase: 6,
                malus: -3
            }
        );
        assert_eq!(
            polaris("marker kurt 6"),
            PolarisCommand::Marker {
                who: "kurt".into(),
                phase: 6,
                malus: 0
            }
        );
        assert_eq!(
            polaris("opponents kurt 2"),
            PolarisCommand::Opponents {
                who: "kurt".into(),
                count: 2
            }
        );
        assert_eq!(
            message("opponents kurt 300"),
            "'300': expected a number from 0 to 255"
        );
        assert_eq!(
            polaris("shock kurt 9"),
            PolarisCommand::Shock {
                who: "kurt".into(),
                chance: 9
            }
        );
        assert_eq!(
            polaris("stabilize kurt"),
            PolarisCommand::Stabilise { who: "kurt".into() }
        );
        assert_eq!(
            message("init kurt fast"),
            "'fast': expected an initiative value"
        );
        assert_eq!(
            message("slow kurt"),
            "after 'slow kurt': expected a number of initiative points, found end of line"
        );
        assert_eq!(message("shock kurt x"), "'x': expected a chance (e.g. 12)");
        assert_eq!(
            message("marker kurt"),
            "after 'marker kurt': expected a phase number, found end of line"
        );
    }
}
