//! The canonical text of the Polaris 3e commands: `parse_in(ID, &format(c))` gives `c` back.

use crate::script::Words;
use crate::{Harm, PolarisCommand, Retry, Strike, Technique, TestAgainst, TestSpec, TestTerms};

use super::parse::difficulty_word;

/// Writes the canonical words of a Polaris command.
pub(super) fn polaris(w: &mut Words, command: &PolarisCommand) {
    match command {
        PolarisCommand::Test { spec, opposed } => {
            w.bare("test").spec(spec, true);
            if *opposed {
                w.bare("opposed");
            }
        }
        PolarisCommand::NonRandom { who, what, success } => {
            let outcome = if *success { "success" } else { "failure" };
            w.bare("nonrandom").word(who).word(what).bare(outcome);
        }
        PolarisCommand::Oppose { attacker, defender } => {
            w.bare("oppose")
                .spec(attacker, true)
                .bare("vs")
                .spec(defender, true);
        }
        PolarisCommand::Attack { spec, strike } => {
            let Strike {
                target,
                damage,
                damage_dice,
                location,
                melee,
                charge,
                technique,
                bleeding,
                with,
                defence,
                aim,
                two_weapons,
                second_weapon,
            } = strike;
            w.bare("attack").word(&spec.who).word(target);
            w.against(&spec.against).terms(&spec.terms, false);
            if let Some(damage) = damage {
                w.bare(format!("damage={damage}"));
            }
            if let Some(dice) = damage_dice {
                w.bare(format!("damage={dice}"));
            }
            if let Some(location) = location {
                w.bare("at").term(location);
            }
            w.flag(*melee, "melee").flag(*charge, "charge");
            if let Some(technique) = technique {
                w.bare(match technique {
                    Technique::Powerful => "powerful",
                    Technique::Incapacitating => "incapacitating",
                    Technique::Precise => "precise",
                });
            }
            w.flag(*bleeding, "bleeding")
                .flag(spec.terms.hidden, "secret");
            if let Some(key) = with {
                w.bare("with").word(key);
            }
            if *aim != 0 {
                w.bare(format!("aim={aim}"));
            }
            w.flag(*two_weapons, "two-weapons")
                .flag(*second_weapon, "second-weapon");
            if let Some(defence) = defence {
                w.bare("vs")
                    .against(&defence.against)
                    .terms(&defence.terms, true);
            }
        }
        PolarisCommand::Combination {
            who,
            attacks,
            phases,
        } => {
            w.bare("combination").word(who).bare(attacks);
            for phase in phases {
                w.bare(phase);
            }
        }
        PolarisCommand::Weapon { who, key, profile } => {
            w.bare("weapon").word(who).word(key);
            match profile {
                None => {
                    w.bare("none");
                }
                Some(p) => {
                    if !p.name.is_empty() {
                        w.bare("name").word(&p.name);
                    }
                    if let Some(damage) = &p.damage {
                        w.bare(format!("damage={damage}"));
                    }
                    w.flag(p.melee, "melee");
                    if p.reach != 0 {
                        w.bare(format!("reach={}", p.reach));
                    }
                    if p.hands != 0 {
                        w.bare(format!("hands={}", p.hands));
                    }
                    if let Some(skill) = &p.skill {
                        w.bare(format!("skill={skill}"));
                    }
                }
            }
        }
        PolarisCommand::Armour {
            who,
            key,
            cover,
            name,
        } => {
            w.bare("armour").word(who).word(key);
            for (location, value) in cover {
                w.bare(format!("{location}={value}"));
            }
            if !name.is_empty() {
                w.bare("name").word(name);
            }
            if cover.is_empty() {
                w.bare("none");
            }
        }
        PolarisCommand::Wound {
            who,
            location,
            harm,
            bleeding,
            shock_malus,
        } => {
            w.bare("wound").word(who);
            if let Some(location) = location {
                w.term(location);
            }
            match harm {
                Harm::Severity { severity } => w.term(severity),
                Harm::Damage { damage } => w.bare(format!("damage={damage}")),
            };
            w.flag(*bleeding, "bleeding");
            if *shock_malus != 0 {
                w.bare(format!("shock={shock_malus}"));
            }
        }
        PolarisCommand::Heal {
            who,
            location,
            severity,
            boxes,
        } => {
            w.bare("heal").word(who).term(location).term(severity);
            if *boxes != 1 {
                w.bare(boxes);
            }
        }
        PolarisCommand::Surprise { who, modifier } => {
            w.bare("surprise");
            for name in who {
                w.word(name);
            }
            if *modifier != 0 {
                w.bare(format!("{modifier:+}"));
            }
        }
        PolarisCommand::Declare {
            who,
            intent,
            next,
            rush,
            secret,
        } => {
            w.bare("declare").word(who);
            if *next || *rush || secret.is_some() {
                w.bare(crate::script::quote(intent));
                if *rush {
                    w.bare("rush");
                }
                if *next {
                    w.bare("next");
                }
                match secret {
                    Some(true) => {
                        w.bare("secret");
                    }
                    Some(false) => {
                        w.bare("public");
                    }
                    None => {}
                }
            } else {
                w.text(intent, None);
            }
        }
        PolarisCommand::Rush { who } => {
            w.bare("rush").word(who);
        }
        PolarisCommand::Confused { who } => {
            w.bare("confused").word(who);
        }
        PolarisCommand::Delay { who, phase } => {
            w.bare("delay").word(who);
            if let Some(phase) = phase {
                w.bare(phase);
            }
        }
        PolarisCommand::Act { who } => {
            w.bare("act").word(who);
        }
        PolarisCommand::Slow { who, points, why } => match why.as_str() {
            "preparation" => {
                w.bare("prepare").word(who).bare(points);
            }
            "hesitation" => {
                w.bare("hesitate").word(who).bare(points);
            }
            _ => {
                w.bare("slow").word(who).bare(points);
                if !why.is_empty() {
                    w.text(why, None);
                }
            }
        },
        PolarisCommand::Initiative { who, value } => {
            w.bare("init").word(who).bare(value);
        }
        PolarisCommand::Marker { who, phase, malus } => {
            w.bare("marker").word(who).bare(phase);
            if *malus != 0 {
                w.bare(malus);
            }
        }
        PolarisCommand::Opponents { who, count } => {
            w.bare("opponents").word(who).bare(count);
        }
        PolarisCommand::Shock { who, chance } => {
            w.bare("shock").word(who).bare(chance);
        }
        PolarisCommand::Stabilise { who } => {
            w.bare("stabilise").word(who);
        }
        PolarisCommand::Rest { days, who } => {
            w.bare("rest").bare(days);
            if let Some(who) = who {
                w.word(who);
            }
        }
    }
}

/// The Polaris parts of a line: a test's skill or chance, its side, its terms.
trait PolarisWords {
    /// A skill or attribute name, or a chance.
    fn against(&mut self, against: &TestAgainst) -> &mut Self;
    /// `WHO WHAT` and the terms of one side of a test.
    fn spec(&mut self, spec: &TestSpec, with_secret: bool) -> &mut Self;
    /// A test's difficulty, modifier, retry and (when asked) secrecy.
    fn terms(&mut self, terms: &TestTerms, with_secret: bool) -> &mut Self;
}

impl PolarisWords for Words {
    fn against(&mut self, against: &TestAgainst) -> &mut Self {
        match against {
            TestAgainst::Sheet { name } => self.word(name),
            TestAgainst::Chance { chance } => self.bare(chance),
        }
    }

    fn spec(&mut self, spec: &TestSpec, with_secret: bool) -> &mut Self {
        self.word(&spec.who)
            .against(&spec.against)
            .terms(&spec.terms, with_secret)
    }

    fn terms(&mut self, terms: &TestTerms, with_secret: bool) -> &mut Self {
        let TestTerms {
            difficulty,
            hidden,
            modifier,
            retry,
            harder,
        } = *terms;
        if difficulty != 0 || modifier != 0 {
            match difficulty_word(difficulty) {
                Some(word) => self.bare(word),
                None => self.bare(format!("{difficulty:+}")),
            };
        }
        if modifier != 0 {
            self.bare(format!("{modifier:+}"));
        }
        if harder != 0 {
            self.bare(format!("harder={harder}"));
        }
        self.flag(retry == Retry::Calm, "retry")
            .flag(retry == Retry::Pressured, "pressured")
            .flag(retry == Retry::Social, "social")
            .flag(with_secret && hidden, "secret")
    }
}

#[cfg(test)]
#[path = "format_tests.rs"]
mod tests;
