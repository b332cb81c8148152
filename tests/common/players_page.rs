//! The players' page's data for a test that has only a timeline: the players' transcript
//! said from the whole save (`player_view::lines`, a refold), then the page's JSON, as the
//! server writes it from the lines it keeps record by record.

use fray::engine::Timeline;
use fray::i18n::{Lang, with_lang};

/// `fray_serve::page::json` at the end of `timeline`, in `lang`.
pub fn json_of(timeline: &Timeline, lang: Lang) -> String {
    let lines = with_lang(lang, || fray::player_view::lines(timeline));
    fray_serve::page::json(timeline, &lines, lang)
}
