//! Option words (`rules::option_words`) of the default real rule system. These are the
//! tests that need real systems; the module's other tests stay beside it in its crate.

use crate::i18n::{Lang, with_lang};
use crate::model::SystemId;
use crate::rules::option_words::{
    canonical, key_in, key_shown, keys_shown, value_in, values_in, word_shown, words_shown,
    written_french,
};

#[test]
fn a_key_or_value_no_table_knows_is_kept_as_typed() {
    let id = SystemId::default_system();
    assert_eq!(
        canonical(id, "no-such", "Pire"),
        ("no-such".into(), "Pire".into())
    );
    assert_eq!(canonical(id, "dés", "12"), ("dice".into(), "12".into()));
    assert_eq!(
        canonical(id, "DICE", "Table"),
        ("dice".into(), "table".into())
    );
    assert_eq!(
        written_french(None, "dice", "table"),
        Some(("dés".into(), "table".into()))
    );
    assert_eq!(written_french(None, "no-such", "table"), None);
}

#[test]
fn the_words_show_in_the_gm_s_language() {
    let id = SystemId::default_system();
    assert_eq!(key_in(Lang::En, id, "reveal-on-act"), "reveal-on-act");
    assert_eq!(key_in(Lang::Fr, id, "reveal-on-act"), "révéler-en-agissant");
    assert_eq!(value_in(Lang::Fr, id, "reveal-on-act", "off"), "non");
    assert_eq!(
        values_in(Lang::Fr, id, "npc-declarations", "secret|public"),
        "secrètes | publiques"
    );
    assert_eq!(
        values_in(Lang::En, id, "dice", "fray|table"),
        "fray | table"
    );
    with_lang(Lang::Fr, || {
        assert_eq!(word_shown(&[], "reveal-on-act", "on"), "oui");
        assert_eq!(key_shown(&[], "dice"), "dés");
        assert_eq!(
            words_shown(&[], "dice", &["fray", "table"], " ou "),
            "fray ou table"
        );
    });
    with_lang(Lang::En, || assert_eq!(keys_shown(&[], &["dice"]), "dice"));
}
