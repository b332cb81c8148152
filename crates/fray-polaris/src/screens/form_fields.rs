//! The Polaris form fields several forms share: difficulty, modifiers, location, retry,
//! severity, yes/no words, `harder`, and the attacker's weapons, each shown in the GM's
//! language while the line keeps the canonical words.

use crate::i18n::fixed;
use crate::model::Combatant;
use crate::tui::form::{Field, Piece};
use crate::tui::text;
use crate::{difficulty, wounds};

pub(super) fn difficulty_field() -> Field {
    let mut words = vec![String::new()];
    words.extend(difficulty::SCALE.iter().map(|r| r.key.to_string()));
    // The book's word, one word as the reader takes it (`très-difficile`).
    let labels = french_labels(&words, |k| {
        difficulty::SCALE
            .iter()
            .find(|r| r.key == k)
            .map(|r| r.label_fr)
    })
    .into_iter()
    .map(|label| label.replace(' ', "-"))
    .collect();
    Field::text(fixed("pol-field-difficulty"), "")
        .suggest(words)
        .labels(labels)
        .piece(Piece::Words)
        .hint(fixed("pol-hint-difficulty"))
}

pub(super) fn modifiers() -> Field {
    Field::text(fixed("pol-field-modifiers"), "")
        .piece(Piece::Words)
        .hint(fixed("pol-hint-modifiers"))
}

pub(super) fn location() -> Field {
    let mut keys = vec![String::new()];
    keys.extend(wounds::LOCATION_KEYS.iter().map(|k| k.to_string()));
    let labels = french_labels(&keys, wounds::location_label_fr);
    Field::choice(fixed("pol-field-location"), keys, "")
        .labels(labels)
        .piece(Piece::Keyword)
        .hint(fixed("pol-hint-location"))
}

/// In French, how each key is shown (`tête`, `grave`): the book's word in lower case; the
/// line still gets the key. Nothing in English, where the keys are the words.
/// A test's retry: none, a calm or a pressured new attempt, or a social test;
/// each shown in the GM's language, the line getting the keyword.
pub(super) fn retry_field() -> Field {
    let keys: Vec<String> = ["", "retry", "pressured", "social"]
        .iter()
        .map(|k| k.to_string())
        .collect();
    let labels = french_labels(&keys, |k| match k {
        "retry" => Some(fixed("pol-choice-retry")),
        "pressured" => Some(fixed("pol-choice-pressured")),
        "social" => Some(fixed("pol-choice-social")),
        _ => None,
    });
    Field::choice(fixed("pol-field-retry"), keys, "")
        .labels(labels)
        .piece(Piece::Flag)
}

pub(super) fn french_labels(
    keys: &[String],
    word: impl Fn(&str) -> Option<&'static str>,
) -> Vec<String> {
    if crate::i18n::current() != crate::i18n::Lang::Fr {
        return Vec::new();
    }
    keys.iter()
        .map(|k| match word(k) {
            Some(shown) => shown.to_lowercase(),
            // A yes/no field's "no" reads « non ».
            None if k == text::NO => fixed("form-flag-no").to_string(),
            None => k.clone(),
        })
        .collect()
}

pub(super) fn severity(required: bool) -> Field {
    let mut keys: Vec<String> = if required {
        Vec::new()
    } else {
        vec![String::new()]
    };
    keys.extend(wounds::SEVERITY_KEYS.iter().map(|k| k.to_string()));
    let first = if required { "light" } else { "" };
    let labels = french_labels(&keys, |k| {
        wounds::SEVERITY_KEYS
            .iter()
            .position(|s| *s == k)
            .and_then(wounds::severity_label_fr)
    });
    let field = Field::choice(fixed("pol-field-severity"), keys, first)
        .labels(labels)
        .piece(Piece::Keyword)
        .hint(fixed("pol-hint-severity"));
    if required { field.required() } else { field }
}

/// A yes/no field writing `word` or nothing; in French its choices read « non » and the
/// keyword's French word (`saignement` for `bleeding`), the line still gets the keyword.
pub(super) fn yes_no(label: &'static str, word: &'static str) -> Field {
    let keys = vec![text::NO.to_string(), word.to_string()];
    let labels = if crate::i18n::current() == crate::i18n::Lang::Fr {
        let verbs = crate::rules::system(crate::ID).verbs();
        vec![
            fixed("form-flag-no").to_string(),
            verbs
                .french_of("", word)
                .unwrap_or_else(|| word.to_string()),
        ]
    } else {
        Vec::new()
    };
    Field::choice(label, keys, text::NO)
        .labels(labels)
        .piece(Piece::Flag)
}

/// Who attacks: during resolution the one acting now (the selection may have moved to
/// look at someone), else the selected one.
/// Degrees of extra difficulty taken on (POL-12).
pub(super) fn harder() -> Field {
    Field::number(fixed("pol-field-harder"), "")
        .piece(Piece::Keyed("harder"))
        .hint(fixed("pol-hint-harder"))
}

/// The attacker's weapons to choose from (none: the damage field or the skill's weapon).
/// Offered by their keys (what the line writes), shown by their names in the GM's language.
pub(super) fn weapon(c: Option<&Combatant>) -> Field {
    let (keys, labels): (Vec<String>, Vec<String>) =
        std::iter::once((String::new(), String::new()))
            .chain(c.into_iter().flat_map(|c| {
                crate::arms::weapons(c)
                    .map(|w| (w.gear.key.clone(), crate::gear_words::shown(w.gear)))
            }))
            .unzip();
    Field::choice(fixed("pol-field-weapon"), keys, "")
        .labels(labels)
        .piece(Piece::Framed("with", ""))
        .hint(fixed("pol-hint-weapon"))
}
