//! The `?` key help of a Cyberpunk fight, in both languages: it counts time in the text's
//! rounds (« round suivant », never the shared « tour »), names every key as its cap reads
//! (`↑`, `PgUp`) and never by a `keys.conf` word (`[up]`, `[page-up]`), and a line too
//! long for the screen ends in `…`.

use crate::common;

use common::fight_app::{chars, drawn, fight_of, flattened, new_session};
use fray::i18n::{Lang, with_lang};
use fray::tui::app::App;

/// A Cyberpunk fight of two, on the fight screen, with its key help open.
fn key_help(dir: &std::path::Path) -> App {
    let (mut session, warnings, _) = new_session(dir, fray::systems::cyberpunk::ID, "street", 9);
    for line in ["add Vic from solo", "add Kurt from booster", "start"] {
        session.execute(line).expect(line);
    }
    let mut app = fight_of(session, &warnings, dir);
    chars(&mut app, "?");
    app
}

/// Every `keys.conf` word the overlay could show in brackets.
fn bracketed_words() -> Vec<String> {
    [
        "up",
        "down",
        "page-up",
        "page-down",
        "pageup",
        "next",
        "undo",
        "help",
        "quit",
    ]
    .iter()
    .map(|w| format!("[{w}]"))
    .collect()
}

#[test]
fn the_cyberpunk_key_help_in_french_says_round_and_names_keys_by_their_caps() {
    with_lang(Lang::Fr, || {
        let dir = tempfile::tempdir().expect("tempdir");
        let app = key_help(dir.path());
        let wide = drawn(&app, 160, 48);
        let text = flattened(&wide);
        assert!(text.contains("Touches du combat"), "{wide}");
        assert!(text.contains("round suivant"), "{wide}");
        assert!(text.contains("phase ou round"), "{wide}");
        assert!(!text.contains("tour suivant"), "{wide}");
        assert!(text.contains("↑ k monter"), "{wide}");
        assert!(text.contains("PgUp Ctrl-u page précédente"), "{wide}");
        for word in bracketed_words() {
            assert!(!text.contains(&word), "{word}: {wide}");
        }
        insta::assert_snapshot!("cyberpunk_key_help_fr_160x48", wide);
        insta::assert_snapshot!("cyberpunk_key_help_fr_80x24", drawn(&app, 80, 24));
    });
}

#[test]
fn the_cyberpunk_key_help_in_english_names_keys_by_their_caps() {
    with_lang(Lang::En, || {
        let dir = tempfile::tempdir().expect("tempdir");
        let app = key_help(dir.path());
        let wide = drawn(&app, 160, 48);
        let text = flattened(&wide);
        assert!(text.contains("next round"), "{wide}");
        assert!(text.contains("↑ k move up"), "{wide}");
        for word in bracketed_words() {
            assert!(!text.contains(&word), "{word}: {wide}");
        }
        insta::assert_snapshot!("cyberpunk_key_help_en_160x48", wide);
        insta::assert_snapshot!("cyberpunk_key_help_en_80x24", drawn(&app, 80, 24));
    });
}
