//! `aide VERB` in French, for every verb of every system: each example the page shows is
//! the English example written back in French, it reads back as the same command (or the
//! same help page), and it names the game's data (skills, weapons, spells, conditions) in
//! the French words the reader takes, never in English. The GM's own texts (notes,
//! declarations, names, labels) are the GM's and left out.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::script::{Line, format_in_system, help_in, parse_in, verbs_in};

/// The fields of a command that hold the GM's own text or a name the GM chose, whose words
/// are not the game's: left out of the search for English words.
const OWN_TEXT: &[&str] = &[
    "who",
    "whom",
    "target",
    "targets",
    "new_name",
    "text",
    "note",
    "label",
    "why",
    "reason",
    "what",
    "intent",
    "from",
    "by",
    "attacker",
    "defender",
    "shooter",
    "caster",
    "for_whom",
    "server",
    "device",
    "host",
    "order",
    "after",
    "under",
    "sustainer",
    "exposed",
    "action",
    "purpose",
];

/// Words an English catalog has that a French GM types as French, each with why.
const FRENCH_TOO: &[(&str, &str)] = &[
    (
        "stabilise",
        "« stabilise », the French verb as the Polaris text writes it",
    ),
    ("range", "« range » : the French for putting a weapon away"),
];

/// The English words of the game's data a French example must not hold: the catalogs'
/// and each system's data words ([`common::english::english_words_of`]), the English
/// skill names Polaris's reader takes for its French sheet keys, and the names the
/// examples give in English where a French sheet names them otherwise.
fn english_words(system: SystemId) -> BTreeMap<String, &'static str> {
    let mut words = common::english::english_words_of(&[system]);
    if system == fray::systems::polaris::ID {
        for (alias, _) in fray::systems::polaris::skill_words::SKILL_ALIASES {
            words.insert((*alias).to_string(), "a Polaris skill's English name");
        }
    }
    for (en, _) in fray::rules::system(system).verbs().example_names_fr() {
        words.insert(en.to_lowercase(), "a name an English sheet gives");
    }
    words.retain(|w, _| !FRENCH_TOO.iter().any(|(f, _)| f == w));
    words
}

/// Every string of a command's JSON under one of [`OWN_TEXT`]'s fields.
fn own_strings(value: &serde_json::Value, own: bool, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(text) if own => out.push(text.clone()),
        serde_json::Value::Array(items) => {
            for item in items {
                own_strings(item, own, out);
            }
        }
        serde_json::Value::Object(fields) => {
            for (name, item) in fields {
                own_strings(item, own || OWN_TEXT.contains(&name.as_str()), out);
            }
        }
        _ => {}
    }
}

/// The words of `text`, lower case, three letters or more: each whole word (`melee-weapons`,
/// between spaces, `=` and quotes) and each run of letters in it (`melee`, `weapons`).
fn words_of(text: &str) -> BTreeSet<String> {
    let whole = text.split(|c: char| c.is_whitespace() || matches!(c, '=' | '"'));
    let letters = text.split(|c: char| !c.is_alphabetic());
    whole
        .chain(letters)
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// The words of the French line `french` that are the game's, not the GM's: its words but
/// those of the texts and names its command holds ([`OWN_TEXT`]), of a quoted text of
/// several words (a gear's own name: `"Arasaka Rapid Assault"`) and of an option's name and
/// value (the setting's identifiers, typed alike in both languages as the catalogs write
/// them: `option wound-malus worst`).
fn data_words(french: &str, line: &Line) -> BTreeSet<String> {
    let mut own: Vec<String> = french
        .split('"')
        .skip(1)
        .step_by(2)
        .filter(|quoted| quoted.contains(' '))
        .map(str::to_string)
        .collect();
    if let Line::Command(fray::engine::Command::Option { key, value }) = line {
        own.extend([key.clone(), value.clone()]);
    }
    if let Line::Command(command) = line {
        let json = serde_json::to_value(command).expect("a command is JSON");
        own_strings(&json, false, &mut own);
    }
    let own: BTreeSet<String> = own.iter().flat_map(|s| words_of(s)).collect();
    words_of(french).difference(&own).cloned().collect()
}

/// A line's command as the rules read it: its JSON with every text as the system's
/// canonical key for it (`firearms` and `armes-de-poing` are one skill, `réaction` is
/// `reaction`), so a French word the reader takes for a sheet's key reads the same.
fn canonical(system: SystemId, line: &Line) -> Option<serde_json::Value> {
    fn walk(value: &mut serde_json::Value, system: SystemId) {
        match value {
            serde_json::Value::String(text) => {
                *text = fray::rules::system(system).canonical_stat(text);
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(|i| walk(i, system)),
            serde_json::Value::Object(fields) => {
                fields.values_mut().for_each(|i| walk(i, system));
            }
            _ => {}
        }
    }
    let Line::Command(command) = line else {
        return None;
    };
    let mut json = serde_json::to_value(command).ok()?;
    walk(&mut json, system);
    Some(json)
}

/// The examples shown on `verb`'s French help page in `system`.
fn french_page_examples(system: SystemId, verb: &str) -> Vec<String> {
    let page = with_lang(Lang::Fr, || help_in(system, Some(verb))).expect("a help page");
    page.lines()
        .skip_while(|l| !l.starts_with("Exemples"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.trim().to_string())
        .collect()
}

/// The English example written in French as help writes it.
fn in_french(system: SystemId, verb_system: SystemId, example: &str) -> String {
    let example = fray::script::help::with_french_names(verb_system, example);
    with_lang(Lang::Fr, || match parse_in(verb_system, &example) {
        Ok(Line::Command(command)) => format_in_system(Lang::Fr, verb_system, &command),
        Ok(Line::Help(topic)) => fray::script::help::example_of_help(system, topic.as_deref()),
        other => panic!("{example}: {other:?}"),
    })
}

#[test]
fn french_help_examples_read_back_as_their_english_ones_in_french_words() {
    let mut wrong = Vec::new();
    for system in SystemId::all() {
        let english = english_words(system);
        for verb in verbs_in(system) {
            let verb_system = verb.system.and_then(SystemId::from_key).unwrap_or(system);
            let shown = french_page_examples(system, verb.name);
            for example in verb.examples {
                let french = in_french(system, verb_system, example);
                let at = format!("{}: {}: `{example}` → `{french}`", system.key(), verb.name);
                if !shown.contains(&french) {
                    wrong.push(format!("{at}: not on the help page {shown:?}"));
                }
                let named = fray::script::help::with_french_names(verb_system, example);
                let en = parse_in(verb_system, &named).expect("the English example reads");
                let fr = match with_lang(Lang::Fr, || parse_in(verb_system, &french)) {
                    Ok(line) => line,
                    Err(e) => {
                        wrong.push(format!("{at}: does not read: {e:?}"));
                        continue;
                    }
                };
                let same = match (&en, &fr) {
                    (Line::Help(a), Line::Help(b)) => {
                        let page = |t: &Option<String>| {
                            with_lang(Lang::Fr, || help_in(system, t.as_deref())).ok()
                        };
                        page(a) == page(b)
                    }
                    _ => canonical(verb_system, &en) == canonical(verb_system, &fr),
                };
                if !same {
                    wrong.push(format!("{at}: reads as another command: {fr:?}"));
                }
                let json = match &fr {
                    Line::Command(c) => serde_json::to_string(c).unwrap_or_default(),
                    _ => String::new(),
                };
                for word in data_words(&french, &fr) {
                    if let Some(from) = english.get(&word) {
                        wrong.push(format!("{at}: English `{word}` ({from}) in {json}"));
                    }
                }
                if french.split_whitespace().next() == Some("help") {
                    wrong.push(format!("{at}: English `help`"));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{}\n{} wrong",
        wrong.join("\n"),
        wrong.len()
    );
}
