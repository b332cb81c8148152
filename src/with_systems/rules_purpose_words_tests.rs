//! Roll purposes (`rules::purpose_words`) as the real rule systems word them. These are the
//! tests that need real systems: all of the module's tests do, so it keeps none in its
//! crate.

use crate::i18n::{Lang, with_lang};
use crate::rules::purpose_words::label;

#[test]
fn french_reads_the_rules_purposes_and_keeps_the_gms() {
    with_lang(Lang::Fr, || {
        assert_eq!(label("damage"), "dommages");
        assert_eq!(label("hit location"), "localisation");
        assert_eq!(label("chance"), "chance");
    });
    with_lang(Lang::En, || {
        assert_eq!(label("damage"), "damage");
        assert_eq!(label("hit location"), "hit location");
    });
}
