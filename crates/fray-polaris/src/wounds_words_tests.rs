//! Tests for the French place words the wound reader takes: every listed word reads as a
//! location or as its severity, and nothing else is taken.

use super::*;

#[test]
fn every_french_place_word_reads_as_a_location_or_a_severity() {
    for word in FRENCH_LOCATION_WORDS {
        assert!(canonical_location(word).is_some(), "{word}");
        assert!(severity_index(word).is_none(), "{word}");
    }
    for (severity, words) in FRENCH_SEVERITY_WORDS.iter().enumerate() {
        for word in *words {
            assert_eq!(severity_index(word), Some(severity), "{word}");
        }
    }
    let words = || {
        let severities = FRENCH_SEVERITY_WORDS.iter().flat_map(|w| w.iter());
        FRENCH_LOCATION_WORDS.iter().chain(severities)
    };
    assert_eq!(words().count(), 33);
    // A folded French word that is not listed is kept as typed by the reader.
    assert!(!words().any(|w| *w == "torse"));
}
