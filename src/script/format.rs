//! Commands back to text: the canonical line for a command, as the save log and the replay
//! show it. `parse_in(s, &format(c))` gives `c` back (combat pool: `combat_pool_format.rs`).

use crate::engine::{Assign, AssignValue, Command, Lasting};
use crate::model::Side;
use crate::systems::polaris::{
    Harm, PolarisCommand, Retry, Strike, Technique, TestAgainst, TestSpec, TestTerms,
};

use super::combat_pool_format;
use super::cursor::{Number, number};
use super::polaris::{KEYWORDS as POLARIS_KEYWORDS, difficulty, difficulty_word};

/// Keywords of the shared verbs that may follow a name.
const SHARED_KEYWORDS: [&str; 8] = [
    "from", "for", "round", "rounds", "until", "start", "end", "of",
];

/// The canonical text of a command.
pub fn format(command: &Command) -> String {
    let mut w = Words::default();
    match command {
        Command::Add {
            name,
            side,
            count,
            template,
            assigns,
        } => {
            w.bare("add");
            if *count != 1 {
                w.bare(count);
            }
            w.word(name);
            if let Some(side) = side {
                w.bare(side.word());
            }
            if let Some(template) = template {
                w.bare("from").word(template);
            }
            w.assigns(assigns);
        }
        Command::Remove { who } => {
            w.bare("remove").word(who);
        }
        Command::Rename { who, name } => {
            w.bare("rename").word(who).word(name);
        }
        Command::SetSide { who, side } => {
            w.bare("side").word(who).bare(side.word());
        }
        Command::Set { who, assigns } => {
            w.bare("set").word(who).assigns(assigns);
        }
        Command::Note { who, text } => {
            w.bare("note").word(who);
            if !text.is_empty() {
                w.text(text, None);
            }
        }
        Command::Condition {
            who,
            name,
            value,
            lasting,
        } => {
            w.bare("condition").word(who).word(name);
            if let Some(value) = value {
                w.bare(value);
            }
            match lasting {
                Lasting::Manual => {}
                Lasting::Rounds { rounds } => {
                    let unit = if *rounds == 1 { "round" } else { "rounds" };
                    w.bare("for").bare(rounds).bare(unit);
                }
                Lasting::StartOfAction { of } => {
                    w.bare("until start of").word(of);
                }
                Lasting::EndOfAction { of } => {
                    w.bare("until end of").word(of);
                }
            }
        }
        Command::Uncondition { who, name } => {
            w.bare("uncondition").word(who).word(name);
        }
        Command::Roll { notation, purpose } => {
            w.bare("roll").text(notation, Some("for"));
            if let Some(purpose) = purpose {
                w.bare("for").text(purpose, None);
            }
        }
        Command::Option { key, value } => {
            w.bare("option").word(key).text(value, None);
        }
        Command::Countdown { label, attempts } => {
            w.bare("countdown").word(label).bare(attempts);
        }
        Command::Tick { label, attempts } => {
            w.bare("tick").word(label);
            if *attempts != 1 {
                w.bare(attempts);
            }
        }
        Command::Start => {
            w.bare("start");
        }
        Command::Next => {
            w.bare("next");
        }
        Command::End => {
            w.bare("end");
        }
        Command::Rolled { given, inner } => {
            let mut line = format(inner);
            for word in super::given::words(given) {
                line.push(' ');
                line.push_str(&word);
            }
            return line;
        }
        Command::Undo => {
            w.bare("undo");
        }
        Command::Redo => {
            w.bare("redo");
        }
        Command::System(crate::systems::SystemCommand::Polaris(p)) => polaris(&mut w, p),
        Command::System(crate::systems::SystemCommand::CombatPool(p)) => {
            combat_pool_format::pool(&mut w, p)
        }
    }
    w.0.join(" ")
}

fn polaris(w: &mut Words, command: &PolarisCommand) {
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
                w.bare("at").word(location);
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
                w.word(location);
            }
            match harm {
                Harm::Severity { severity } => w.word(severity),
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
            w.bare("heal").word(who).word(location).word(severity);
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
        PolarisCommand::Declare { who, intent } => {
            w.bare("declare").word(who).text(intent, None);
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
    }
}

/// The words of a line being written.
#[derive(Default)]
pub(super) struct Words(Vec<String>);

impl Words {
    /// A word written as is (a keyword or a number).
    pub(super) fn bare(&mut self, word: impl ToString) -> &mut Self {
        self.0.push(word.to_string());
        self
    }

    /// A name: quoted when it could be misread.
    fn word(&mut self, name: &str) -> &mut Self {
        self.0.push(word(name));
        self
    }

    /// A text running to the end of the line (or to the keyword `stop`).
    pub(super) fn text(&mut self, text: &str, stop: Option<&str>) -> &mut Self {
        let bare = !text.is_empty()
            && text.trim() == text
            && !text.chars().any(|c| c.is_control() || c == '"' || c == '#')
            && stop.is_none_or(|stop| {
                !text
                    .split_whitespace()
                    .any(|w| w.eq_ignore_ascii_case(stop))
            });
        self.0
            .push(if bare { text.to_string() } else { quote(text) });
        self
    }

    pub(super) fn flag(&mut self, on: bool, word: &str) -> &mut Self {
        if on {
            self.0.push(word.to_string());
        }
        self
    }

    fn assigns(&mut self, assigns: &[Assign]) -> &mut Self {
        for Assign { key, value } in assigns {
            let value = match *value {
                AssignValue::Number { value } => value.to_string(),
                AssignValue::Skill { base, mastery } => format!("{base}{mastery:+}"),
                AssignValue::Reserved { base: 0 } => "X".to_string(),
                AssignValue::Reserved { base } => format!("{base}+X"),
                AssignValue::Remove => "-".to_string(),
            };
            self.0.push(format!("{key}={value}"));
        }
        self
    }

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
        self.flag(retry == Retry::Calm, "retry")
            .flag(retry == Retry::Pressured, "pressured")
            .flag(with_secret && hidden, "secret")
    }
}

/// A name as it must be typed: bare when it reads back as itself, else quoted.
pub fn word(name: &str) -> String {
    if needs_quotes(name) {
        quote(name)
    } else {
        name.to_string()
    }
}

/// Whether a name must be quoted to read back as the same name.
fn needs_quotes(name: &str) -> bool {
    name.is_empty()
        || name
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '"' | '#' | '='))
        || number(name, true) != Number::Word
        || is_keyword(name)
}

/// Whether a word is a keyword somewhere in the language.
fn is_keyword(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    Side::from_word(word).is_some()
        || difficulty(word).is_some()
        || SHARED_KEYWORDS.contains(&lower.as_str())
        || POLARIS_KEYWORDS.contains(&lower.as_str())
}

/// Puts a text in double quotes, escaping `"` and `\`.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

#[cfg(test)]
#[path = "format_tests.rs"]
mod tests;
