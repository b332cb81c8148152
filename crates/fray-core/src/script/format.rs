//! Commands back to text: the canonical line for a command, as the save log and the replay
//! show it. `parse_in(s, &format(c))` gives `c` back; a system's own command is written by
//! its system ([`SystemVerbs::format`](super::SystemVerbs::format)), with [`Words`].

use crate::engine::{Assign, AssignValue, Command, Lasting};

use super::format_quote::needs_quotes_as_word;
pub use super::format_quote::{quote, word};

/// Keywords of the shared verbs that may follow a name.
pub(super) const SHARED_KEYWORDS: [&str; 8] = [
    "from", "for", "round", "rounds", "until", "start", "end", "of",
];

/// The canonical text of a command.
pub fn format(command: &Command) -> String {
    write(command, Words::default())
}

/// The text of a command in `lang`: the canonical line in English, the French one (French
/// verbs and keywords, names, numbers and texts unchanged) in French; both read back as
/// `command` in its encounter's system.
pub fn format_in(lang: crate::i18n::Lang, command: &Command) -> String {
    format_written(lang, None, command)
}

/// The text of a command in `lang` in an encounter of `system`: as [`format_in`], the
/// sheet keys of a French line in `system`'s French words (`sens-du-combat=3`).
pub fn format_in_system(
    lang: crate::i18n::Lang,
    system: crate::model::SystemId,
    command: &Command,
) -> String {
    format_written(lang, Some(system), command)
}

/// [`format_in`], with the encounter's system when it is known.
fn format_written(
    lang: crate::i18n::Lang,
    sheet: Option<crate::model::SystemId>,
    command: &Command,
) -> String {
    match lang {
        crate::i18n::Lang::En => format(command),
        crate::i18n::Lang::Fr => {
            let system = match command {
                Command::System(own) => Some(own.system()),
                Command::Rolled { inner, .. } => match inner.as_ref() {
                    Command::System(own) => Some(own.system()),
                    _ => None,
                },
                _ => None,
            };
            write(command, Words::french(system, sheet))
        }
    }
}

/// A whole sheet's stats and skills as the `key=value` words of an `add` line.
fn sheet_assigns(sheet: &crate::rules::bestiary::Template) -> Vec<crate::engine::Assign> {
    use crate::engine::{Assign, AssignValue};
    let stats = sheet.stats.iter().map(|(key, value)| Assign {
        key: key.clone(),
        value: AssignValue::Number { value: *value },
    });
    let skills = sheet.skills.iter().map(|(key, skill)| Assign {
        key: key.clone(),
        value: if skill.reserved {
            AssignValue::Reserved { base: skill.base }
        } else {
            AssignValue::Skill {
                base: skill.base,
                mastery: skill.mastery,
            }
        },
    });
    stats.chain(skills).collect()
}

/// Writes `command` with `w`, in `w`'s language.
fn write(command: &Command, mut w: Words) -> String {
    match command {
        Command::Add {
            name,
            side,
            count,
            template,
            assigns,
            hidden,
        } => {
            w.bare("add");
            if *count != 1 {
                w.bare(count);
            }
            w.name(name);
            if let Some(side) = side {
                w.bare(side.word());
            }
            if let Some(template) = template {
                // A French line writes the template's French key (read back as this one).
                let template = if w.is_french() {
                    crate::rules::bestiary::key_in(crate::i18n::Lang::Fr, template)
                } else {
                    template.clone()
                };
                w.bare("from").word(&template);
            }
            w.assigns(assigns);
            if *hidden {
                w.bare("hidden");
            }
        }
        Command::AddSheet { sheet, side } => {
            let assigns = sheet_assigns(sheet);
            w.bare("add").name(&sheet.name).bare(side.word());
            w.assigns(&assigns);
        }
        Command::Hide { who } | Command::Reveal { who } => {
            w.bare(if matches!(command, Command::Hide { .. }) {
                "hide"
            } else {
                "reveal"
            });
            for who in who {
                w.name(who);
            }
        }
        Command::Remove { who } => {
            w.bare("remove").name(who);
        }
        Command::Party { campaign, .. } => {
            w.bare("party").name(campaign);
        }
        Command::Sync { fight, .. } => {
            w.bare("sync").name(fight);
        }
        Command::Rename { who, name } => {
            w.bare("rename").name(who).name(name);
        }
        Command::SetSide { who, side } => {
            w.bare("side").name(who).bare(side.word());
        }
        Command::Set { who, assigns } => {
            w.bare("set").name(who).assigns(assigns);
        }
        Command::Note { who, text } => {
            w.bare("note").name(who);
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
            w.bare("condition").name(who).condition(name);
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
                    w.bare("until start of").name(of);
                }
                Lasting::EndOfAction { of } => {
                    w.bare("until end of").name(of);
                }
            }
        }
        Command::Uncondition { who, name } => {
            w.bare("uncondition").name(who).condition(name);
        }
        Command::Roll { notation, purpose } => {
            w.bare("roll").text(notation, Some("for"));
            if let Some(purpose) = purpose {
                w.bare("for").text(purpose, None);
            }
        }
        Command::Option { key, value } => {
            w.bare("option").option(key, value);
        }
        Command::Countdown { label, attempts } => {
            w.bare("countdown").name(label).bare(attempts);
        }
        Command::Tick { label, attempts } => {
            w.bare("tick").name(label);
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
            let mut line = write(inner, w.empty());
            let (lang, system) = match &w.french {
                Some(french) => (crate::i18n::Lang::Fr, french.system()),
                None => (crate::i18n::Lang::En, None),
            };
            for word in super::given::words(given) {
                line.push(' ');
                line.push_str(&crate::engine::table_dice_words::given_word_in(
                    lang, system, &word,
                ));
            }
            return line;
        }
        Command::Undo => {
            w.bare("undo");
        }
        Command::Redo => {
            w.bare("redo");
        }
        Command::System(own) => crate::rules::system(own.system())
            .verbs()
            .format(own, &mut w),
    }
    w.line()
}

/// The words of a line being written: the writer a system's
/// [`SystemVerbs::format`](super::SystemVerbs::format) writes its canonical line with. A
/// French writer ([`format_in`]) writes the verb and the keywords in their French words.
#[derive(Default)]
pub struct Words {
    words: Vec<String>,
    french: Option<super::format_fr::French>,
}

impl Words {
    /// A writer of French lines for a command of `system` (`None`: a shared verb).
    fn french(
        system: Option<crate::model::SystemId>,
        sheet: Option<crate::model::SystemId>,
    ) -> Self {
        Words {
            words: Vec::new(),
            french: Some(super::format_fr::French::new(system).with_sheet(sheet)),
        }
    }

    /// A new writer in the same language, with nothing written.
    fn empty(&self) -> Self {
        Words {
            words: Vec::new(),
            french: self.french.as_ref().map(super::format_fr::French::again),
        }
    }

    /// The words written so far, as one line.
    pub fn line(&self) -> String {
        self.words.join(" ")
    }

    /// A word written as is (a keyword or a number); a French line writes a keyword's
    /// French word.
    pub fn bare(&mut self, word: impl ToString) -> &mut Self {
        let word = word.to_string();
        let word = match &mut self.french {
            // Several words written at once: a phrase of its own (`until end of`), else
            // each keyword in its French word (`vs 12`: `contre 12`).
            Some(french) if word.contains(' ') && !word.starts_with('"') => {
                let whole = french.bare(word.clone());
                if whole == word {
                    word.split(' ')
                        .map(|part| french.bare(part.to_string()))
                        .collect::<Vec<_>>()
                        .join(" ")
                } else {
                    whole
                }
            }
            Some(french) => french.bare(word),
            None => word,
        };
        self.words.push(word);
        self
    }

    /// Whether this line is written in French (a system writes its own data words in it).
    pub fn is_french(&self) -> bool {
        self.french.is_some()
    }

    /// A name: quoted when it could be misread.
    pub fn word(&mut self, name: &str) -> &mut Self {
        self.words.push(word(name));
        self
    }

    /// A name where the shared parser reads any word as a name (`add NAME`, `option KEY`,
    /// `remove WHO`...): quoted only when it could not be read as one word (spaces, `=`,
    /// a number...), never because some system reads it as a keyword elsewhere
    /// (`ajoute Glitch`, `option dice table`).
    pub(super) fn name(&mut self, name: &str) -> &mut Self {
        self.words.push(if needs_quotes_as_word(name) {
            quote(name)
        } else {
            name.to_string()
        });
        self
    }

    /// A word of the system's vocabulary that stands where a name may (a location, a
    /// severity): written as a name, or as its French word in a French line.
    pub fn term(&mut self, term: &str) -> &mut Self {
        let french = self.french.as_ref().and_then(|f| f.term(term));
        self.words.push(french.unwrap_or_else(|| word(term)));
        self
    }

    /// A condition's name: as stored, or its French word in a French line when the reader
    /// takes that word back as the stored name.
    fn condition(&mut self, name: &str) -> &mut Self {
        let french = self
            .french
            .as_ref()
            .and_then(|_| super::format_fr::condition(name));
        self.words.push(word(french.as_deref().unwrap_or(name)));
        self
    }

    /// An option's key and value: as stored, or in French words in a French line when
    /// the reader takes them back as this option (`malus-blessures pire`).
    fn option(&mut self, key: &str, value: &str) -> &mut Self {
        let french = self.french.as_ref().and_then(|f| f.option(key, value));
        let (key, value) = french.unwrap_or_else(|| (key.to_string(), value.to_string()));
        self.name(&key).text(&value, None)
    }

    /// A text running to the end of the line (or to the keyword `stop`).
    pub fn text(&mut self, text: &str, stop: Option<&str>) -> &mut Self {
        let bare = !text.is_empty()
            && text.trim() == text
            && !text.chars().any(|c| c.is_control() || c == '"' || c == '#')
            && stop.is_none_or(|stop| {
                !text
                    .split_whitespace()
                    .any(|w| w.eq_ignore_ascii_case(stop))
            });
        self.words
            .push(if bare { text.to_string() } else { quote(text) });
        self
    }

    /// `word`, when `on`.
    pub fn flag(&mut self, on: bool, word: &str) -> &mut Self {
        if on {
            self.bare(word);
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
            let key = match &self.french {
                Some(french) => french.sheet_key(key),
                None => key.clone(),
            };
            self.words.push(format!("{key}={value}"));
        }
        self
    }
}

#[cfg(test)]
#[path = "format_tests.rs"]
mod tests;
