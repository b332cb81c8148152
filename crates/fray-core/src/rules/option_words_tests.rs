use super::*;
use crate::i18n::with_lang;

/// Every system's rows, shared ones included.
fn every_system() -> Vec<(SystemId, Vec<&'static OptionWords>)> {
    SystemId::all()
        .into_iter()
        .map(|id| (id, rows(Some(id)).collect()))
        .collect()
}

#[test]
fn every_french_key_and_value_reads_back_as_the_stored_option() {
    for (id, rows) in every_system() {
        for row in rows {
            let (key, fr) = match (cut(row.key), cut(row.fr)) {
                ((en, Some("SIDE")), (fr, _)) => (format!("{en}.pc"), format!("{fr}.pj")),
                ((en, Some(_)), (fr, _)) => (format!("{en}.rapide"), format!("{fr}.rapide")),
                _ => (row.key.to_string(), row.fr.to_string()),
            };
            assert_eq!(canonical(id, &fr, "7"), (key.clone(), "7".into()), "{id:?}");
            for (en, french) in row.values {
                assert_eq!(
                    canonical(id, &fr, french),
                    (key.clone(), (*en).to_string()),
                    "{id:?} {fr} {french}"
                );
                // The English words read in any case, the French ones without accents.
                assert_eq!(canonical(id, &key, &en.to_uppercase()).1, *en);
                let bare_key = if fr.contains('.') {
                    fr.clone()
                } else {
                    fold(&fr)
                };
                assert_eq!(
                    canonical(id, &bare_key, &fold(french)),
                    (key.clone(), (*en).into())
                );
                assert_eq!(
                    written_french(Some(id), &key, en),
                    Some((fr.clone(), (*french).to_string())),
                    "{id:?} {key} {en}"
                );
            }
        }
    }
}

#[test]
fn no_french_word_reads_as_another_option_or_value() {
    for (id, rows) in every_system() {
        for row in &rows {
            let taken = rows.iter().filter(|other| {
                let head = fold(cut(row.fr).0);
                other.key != row.key
                    && cut(other.key).1 == cut(row.key).1
                    && (fold(cut(other.key).0) == head || fold(cut(other.fr).0) == head)
            });
            assert_eq!(taken.count(), 0, "{id:?}: {} names two options", row.fr);
            for (en, fr) in row.values {
                let others = row.values.iter().filter(|(e, f)| {
                    e != en && (fold(e) == fold(fr) || fold(f) == fold(fr) || fold(f) == fold(en))
                });
                assert_eq!(
                    others.count(),
                    0,
                    "{id:?} {}: {fr} names two values",
                    row.key
                );
            }
        }
    }
}

#[test]
fn every_listed_word_of_every_option_has_its_french_word() {
    with_lang(Lang::En, || {
        for (id, rows) in every_system() {
            let system = crate::rules::system(id);
            let shared = crate::engine::table_dice::shared_options();
            for (key, values, _) in system.options().iter().chain(shared) {
                let row = rows.iter().find(|r| r.key == *key);
                let row = row.unwrap_or_else(|| panic!("{id:?}: no French words for {key}"));
                if row.key.ends_with(".KEY") {
                    continue;
                }
                for part in values.split('|').map(str::trim) {
                    let word = part.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                        || part.starts_with('d') && part[1..].chars().all(|c| c.is_ascii_digit());
                    if word && !part.is_empty() {
                        assert!(
                            row.values.iter().any(|(en, _)| *en == part),
                            "{id:?} {key}: no French word for {part}"
                        );
                    }
                }
            }
        }
    });
}
