//! TEMPORARY STAND-IN for `crate::page::{json, files}`, which are being written beside
//! this server: the same signatures, the plainest content, so that the server can be
//! built and tested before the real page lands. Replace every `page_stand_in::` use by
//! `crate::page::` and remove this file then.

use fray_core::engine::Timeline;
use fray_core::i18n::{Lang, with_lang};
use fray_core::player_view::PlayerReport;

/// The page's data for players at the end of `timeline`, in `lang`: one line of JSON,
/// built from the players' projection only.
pub fn json(timeline: &Timeline, lang: Lang) -> String {
    let seq = timeline.next_seq().saturating_sub(1);
    let report = with_lang(lang, || PlayerReport::of(timeline.state()));
    let value = serde_json::json!({ "seq": seq, "report": report });
    fray_core::safe_text::json::to_string(&value).unwrap_or_else(|_| "{}".to_string())
}

/// The page's embedded files: (file name, content type, body).
pub fn files() -> &'static [(&'static str, &'static str, &'static str)] {
    &[
        (
            "index.html",
            "text/html; charset=utf-8",
            "<!doctype html><meta charset=utf-8><link rel=stylesheet href=app.css>\
             <script src=app.js></script>",
        ),
        (
            "app.js",
            "text/javascript; charset=utf-8",
            "\"use strict\";\n",
        ),
        ("app.css", "text/css; charset=utf-8", "body{margin:0}\n"),
    ]
}
