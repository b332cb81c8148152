//! The keywords of the combat-pool verbs: each table pairs a word with its value, for the
//! parser and the formatter alike.

use crate::{
    DamageKind, IntentCost, MeleeEffect, Range, Readiness, Recharge, Risk, Stress, Track, Trigger,
};

use crate::script::lexer::Token;

/// The readiness words (SRP-03).
pub(crate) const READINESS: [(&str, Readiness); 3] = [
    ("none", Readiness::None),
    ("ready", Readiness::Ready),
    ("position", Readiness::Position),
];

/// The stress words (SRP-04); `0`, `1` and `2` are read too.
pub(crate) const STRESS: [(&str, Stress); 3] = [
    ("low", Stress::Low),
    ("moderate", Stress::Moderate),
    ("high", Stress::High),
];

/// The recharge words (SRP-02).
pub(crate) const RECHARGES: [(&str, Recharge); 3] = [
    ("fast", Recharge::Fast),
    ("slow", Recharge::Slow),
    ("both", Recharge::Both),
];

/// The costs of a change of intention (SRP-05).
pub(crate) const COSTS: [(&str, IntentCost); 3] = [
    ("free", IntentCost::Free),
    ("token", IntentCost::Token),
    ("action", IntentCost::Action),
];

/// The range bands (SRP-13).
pub(crate) const RANGES: [(&str, Range); 4] = [
    ("short", Range::Short),
    ("medium", Range::Medium),
    ("long", Range::Long),
    ("extreme", Range::Extreme),
];

/// The weapon triggers (SRP-14).
pub(crate) const TRIGGERS: [(&str, Trigger); 3] = [
    ("semi", Trigger::Semi),
    ("virtual", Trigger::Virtual),
    ("auto", Trigger::Auto),
];

/// The kinds of damage (SRP-19 to SRP-21).
pub(crate) const KINDS: [(&str, DamageKind); 3] = [
    ("physical", DamageKind::Physical),
    ("stun", DamageKind::Stun),
    ("electrical", DamageKind::Electrical),
];

/// The reduced-lethality risks (SRP-19).
pub(crate) const RISKS: [(&str, Risk); 3] = [
    ("none", Risk::None),
    ("low", Risk::Low),
    ("high", Risk::High),
];

/// What the melee winner may take (SRP-18).
pub(crate) const EFFECTS: [(&str, MeleeEffect); 4] = [
    ("damage", MeleeEffect::Damage),
    ("ground", MeleeEffect::Ground),
    ("hold", MeleeEffect::Hold),
    ("advantage", MeleeEffect::Advantage),
];

/// The condition monitors (SRP-21).
pub(crate) const TRACKS: [(&str, Track); 2] =
    [("physical", Track::Physical), ("stun", Track::Stun)];

/// Every bare keyword the combat-pool verbs read, for quoting names that look like one.
pub(crate) const KEYWORDS: [&str; 34] = [
    "none",
    "ready",
    "position",
    "low",
    "moderate",
    "high",
    "fast",
    "slow",
    "both",
    "free",
    "token",
    "action",
    "short",
    "medium",
    "long",
    "extreme",
    "semi",
    "virtual",
    "auto",
    "physical",
    "stun",
    "electrical",
    "single",
    "spray",
    "spent",
    "at",
    "by",
    "defy",
    "dodge",
    "ranged",
    "other",
    "for",
    "all",
    "with",
];

/// The French words the reader takes for a canonical keyword: `rapide` reads as `fast`,
/// with and without accents. The save keeps the canonical English word; the French
/// formatter writes the first French word of each.
pub(crate) const FRENCH: &[(&str, &[&str])] = &[
    ("none", &["aucun", "aucune"]),
    ("ready", &["prêt", "pret"]),
    ("low", &["faible"]),
    ("moderate", &["modéré", "modere"]),
    ("high", &["élevé", "eleve", "important"]),
    ("fast", &["rapide"]),
    ("slow", &["lente"]),
    ("both", &["les-deux"]),
    ("free", &["gratuit", "gratuite"]),
    ("token", &["jeton"]),
    ("short", &["courte"]),
    ("medium", &["moyenne"]),
    ("long", &["longue"]),
    ("extreme", &["extrême"]),
    ("virtual", &["virtuelle"]),
    ("physical", &["physique"]),
    ("stun", &["étourdissant", "etourdissant"]),
    ("electrical", &["électrique", "electrique"]),
    ("single", &["unique"]),
    ("spray", &["dans-le-tas"]),
    ("spent", &["dépensé", "depense"]),
    ("at", &["sur"]),
    ("all", &["tout", "tous"]),
    ("damage", &["dégâts", "degats"]),
    ("ground", &["sol"]),
    ("hold", &["prise"]),
    ("advantage", &["avantage"]),
    ("for", &["pour"]),
    ("other", &["autre"]),
    ("with", &["avec"]),
    ("magazine", &["chargeur"]),
    ("position", &["en-position"]),
    ("tactics", &["tactique"]),
    ("by", &["par"]),
    ("defy", &["défie", "defie"]),
    ("dodge", &["esquive"]),
    ("back", &["riposte"]),
    ("backdice", &["riposte-dés", "riposte-des"]),
    ("ranged", &["à-distance", "a-distance"]),
    ("hits", &["succès", "succes"]),
    ("dice", &["dés", "des"]),
    ("threshold", &["seuil"]),
    ("spend", &["dépense"]),
    ("rc", &["cr"]),
    ("skill", &["compétence", "competence"]),
    ("adjust", &["ajuste"]),
    ("risk", &["risque"]),
    ("care", &["précaution", "precaution"]),
    ("soak", &["encaisse"]),
    ("their-damage", &["dégâts-adverses", "degats-adverses"]),
    ("effect", &["effet"]),
];

/// The canonical keyword of `word` when it is one of the French words of [`FRENCH`]
/// (ASCII case-insensitive), else `word` itself.
pub(crate) fn canonical(word: &str) -> &str {
    FRENCH
        .iter()
        .find(|(_, fr)| fr.iter().any(|f| f.eq_ignore_ascii_case(word)))
        .map_or(word, |(en, _)| en)
}

/// Whether `t` is the keyword `word`, in English or one of its French words.
pub(super) fn is_word(t: &Token, word: &str) -> bool {
    t.is(word) || (!t.quoted && canonical(&t.text) == word)
}

/// The word of `value` in `table`.
pub(crate) fn word_of<T: PartialEq + Copy>(table: &[(&'static str, T)], value: T) -> &'static str {
    table
        .iter()
        .find(|(_, v)| *v == value)
        .map_or("", |(w, _)| w)
}

/// The value of the keyword `t` in `table`, if it is one.
pub(super) fn lookup<T: Copy>(table: &[(&'static str, T)], t: &Token) -> Option<T> {
    // [`is_word`] for each entry, the French word read once for the whole table.
    let english = (!t.quoted).then(|| canonical(&t.text));
    table
        .iter()
        .find(|(w, _)| t.is(w) || english == Some(*w))
        .map(|(_, v)| *v)
}

/// The words of `table`, for suggestions.
pub(super) fn words<T>(table: &[(&'static str, T)]) -> Vec<&'static str> {
    table.iter().map(|(w, _)| *w).collect()
}

/// The word of `table` nearest to the mistyped `text`, in English or French, named in the
/// GM's language (`hihg` or `élvé`: `élevé` in French, `high` in English).
pub(super) fn suggest<T>(table: &[(&'static str, T)], text: &str) -> Option<&'static str> {
    let mut spellings = words(table);
    spellings.extend(
        FRENCH
            .iter()
            .filter(|(en, _)| table.iter().any(|(w, _)| w == en))
            .flat_map(|(_, fr)| fr.iter().copied()),
    );
    let found = crate::script::cursor::nearest(text, &spellings)?;
    let english = canonical(found);
    let english = table.iter().find(|(w, _)| *w == english).map(|(w, _)| *w)?;
    if crate::i18n::current() == crate::i18n::Lang::Fr {
        let french = FRENCH.iter().find(|(en, _)| *en == english);
        if let Some(fr) = french.and_then(|(_, fr)| fr.first()) {
            return Some(fr);
        }
    }
    Some(english)
}
