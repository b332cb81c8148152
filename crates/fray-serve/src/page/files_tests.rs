//! The page's files are what the server's Content-Security-Policy allows (no inline script
//! or style, nothing from another origin), the script inserts text only and stores
//! nothing, and every label it asks for is in both catalogs.

use super::files;
use super::labels::KEYS;
use fray_core::i18n::Lang;

fn file(name: &str) -> &'static str {
    files()
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, _, body)| *body)
        .unwrap_or_else(|| panic!("no file {name}"))
}

/// Every value of `attribute` in `html` (`src="…"`).
fn attributes<'a>(html: &'a str, attribute: &str) -> Vec<&'a str> {
    let open = format!("{attribute}=\"");
    html.match_indices(&open)
        .filter_map(|(at, _)| html[at + open.len()..].split('"').next())
        .collect()
}

#[test]
fn there_are_exactly_the_three_files_with_their_types() {
    let names: Vec<(&str, &str)> = files().iter().map(|(n, t, _)| (*n, *t)).collect();
    assert_eq!(
        names,
        [
            ("index.html", "text/html; charset=utf-8"),
            ("app.js", "text/javascript; charset=utf-8"),
            ("app.css", "text/css; charset=utf-8"),
        ]
    );
    assert!(files().iter().all(|(_, _, body)| !body.trim().is_empty()));
}

#[test]
fn the_page_links_its_script_and_style_only() {
    let html = file("index.html");
    assert_eq!(attributes(html, "src"), ["app.js"]);
    assert_eq!(attributes(html, "href"), ["app.css"]);
    assert_eq!(html.matches("<script").count(), 1, "one script element");
    assert!(
        html.contains("<script src=\"app.js\" defer></script>"),
        "no inline script body"
    );
    assert!(!html.contains("<style"), "no style element");
    assert!(!html.contains(" style="), "no style attribute");
    assert!(
        !html.to_lowercase().contains(" on"),
        "no inline event handler"
    );
    assert!(
        html.contains("aria-live=\"polite\""),
        "the current actor is announced"
    );
}

#[test]
fn no_file_names_another_origin() {
    for (name, _, body) in files() {
        for scheme in ["http:", "https:", "//cdn", "url(", "@import"] {
            assert!(!body.contains(scheme), "{name} holds {scheme}");
        }
    }
}

#[test]
fn the_script_inserts_text_only_and_stores_nothing() {
    let js = file("app.js");
    for word in [
        "innerHTML",
        "outerHTML",
        "insertAdjacentHTML",
        "document.write",
        "eval(",
        "new Function",
        "localStorage",
        "sessionStorage",
        "indexedDB",
        "document.cookie",
        "history.pushState",
        "history.replaceState",
    ] {
        assert!(!js.contains(word), "app.js uses {word}");
    }
    assert!(js.contains("textContent"));
    assert!(js.contains("new EventSource(BASE + \"events\""));
    assert!(js.contains("BASE + \"state\""));
}

/// Every key `app.js` reads: each `L("key")`.
fn script_keys() -> Vec<&'static str> {
    let js = file("app.js");
    js.match_indices("L(\"")
        .filter_map(|(at, _)| js[at + 3..].split('"').next())
        .collect()
}

/// Whether the catalog text `ftl` defines `key`.
fn defines(ftl: &str, key: &str) -> bool {
    ftl.lines().any(|line| {
        line.strip_prefix(key)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    })
}

#[test]
fn every_label_the_script_reads_is_sent_and_in_both_catalogs() {
    let read = script_keys();
    assert!(read.len() >= 15, "{read:?}");
    for key in &read {
        assert!(
            KEYS.iter().any(|(k, _)| k == key),
            "app.js reads {key:?}, which labels.rs does not send"
        );
    }
    for (key, message) in KEYS {
        assert!(
            read.contains(key),
            "labels.rs sends {key:?}, which app.js never reads"
        );
        for lang in Lang::ALL {
            assert!(
                defines(crate::CATALOG.text(lang), message),
                "{message} missing in {lang:?}"
            );
        }
    }
}

#[test]
fn the_page_itself_holds_no_words_of_any_language() {
    let html = file("index.html");
    // Between tags there is only white space (and the proper name in <title>).
    let mut rest = html;
    while let Some(close) = rest.find('>') {
        rest = &rest[close + 1..];
        let between = rest.split('<').next().unwrap_or_default().trim();
        assert!(
            between.is_empty() || between == "fray",
            "words in index.html: {between:?}"
        );
    }
}
