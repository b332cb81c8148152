//! `fray::export` in French: the Markdown transcript of the example fights follows the
//! current language (headings, outcome, the core's narration), the JSON export is data
//! and stays the same in every language.

use std::path::Path;

use fray::engine::{Header, Record};
use fray::export::{self, Format, MarkdownOptions, Options};
use fray::i18n::{self, Lang};
use fray::store;

fn example(name: &str) -> (Header, Vec<Record>) {
    let loaded = store::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
    )
    .expect("loads");
    (loaded.header, loaded.records)
}

fn run(lang: Lang, name: &str, format: Format, players: bool) -> String {
    let (header, records) = example(name);
    let options = Options {
        format,
        up_to: None,
        markdown: MarkdownOptions {
            players,
            ..MarkdownOptions::default()
        },
        json: fray::export::JsonOptions::default(),
    };
    let mut out = Vec::new();
    i18n::with_lang(lang, || {
        // The creation date in UTC, whatever the machine's zone.
        fray::calendar::with_utc(|| export::export(&header, records, &options, &mut out))
    })
    .expect("exports");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn markdown_transcript_of_the_demo_in_french() {
    let text = run(Lang::Fr, "polaris-demo.fray.jsonl", Format::Markdown, false);
    assert!(text.contains("## Préparation"), "{text}");
    assert!(text.contains("## Bilan"), "{text}");
    assert!(text.contains("À la fin de ce déroulé\u{a0}:"), "{text}");
    assert!(text.ends_with(&format!("{}\n", export::MARKDOWN_MARK)));
    insta::assert_snapshot!(text);
}

#[test]
fn markdown_transcript_of_the_three_round_fight_in_french() {
    let text = run(
        Lang::Fr,
        "polaris-three-rounds.fray.jsonl",
        Format::Markdown,
        false,
    );
    assert!(text.contains("## Tour de combat 1"), "{text}");
    assert!(text.contains("### Déclarations (du plus lent au plus rapide)"));
    insta::assert_snapshot!(text);
}

#[test]
fn markdown_transcript_of_the_firefight_in_french() {
    let text = run(Lang::Fr, "sr-firefight.fray.jsonl", Format::Markdown, false);
    assert!(text.contains("## Le combat"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn players_version_in_french_says_what_it_leaves_out() {
    let text = run(Lang::Fr, "polaris-demo.fray.jsonl", Format::Markdown, true);
    assert!(
        text.contains("- Version des joueurs\u{a0}: ni notes du MJ"),
        "{text}"
    );
}

#[test]
fn the_json_export_is_the_same_in_every_language() {
    for name in [
        "polaris-demo.fray.jsonl",
        "polaris-three-rounds.fray.jsonl",
        "sr-firefight.fray.jsonl",
    ] {
        assert_eq!(
            run(Lang::Fr, name, Format::Json, false),
            run(Lang::En, name, Format::Json, false),
            "{name}"
        );
    }
}

#[test]
fn english_markdown_is_unchanged_by_a_french_run_before_it() {
    let before = run(Lang::En, "polaris-demo.fray.jsonl", Format::Markdown, false);
    let _ = run(Lang::Fr, "polaris-demo.fray.jsonl", Format::Markdown, false);
    assert_eq!(
        run(Lang::En, "polaris-demo.fray.jsonl", Format::Markdown, false),
        before
    );
    assert!(before.contains("## Setup"));
}

#[test]
fn export_errors_read_in_french() {
    let options = Options {
        format: Format::Markdown,
        up_to: Some(9),
        markdown: MarkdownOptions::default(),
        json: fray::export::JsonOptions::default(),
    };
    let error = export::check(2, &options).expect_err("past the end");
    assert_eq!(
        i18n::with_lang(Lang::Fr, || error.to_string()),
        "la sauvegarde a 2 enregistrements\u{202f}; il n’y a pas d’enregistrement \
         n°\u{a0}9 jusqu’auquel exporter (voir `fray log`)"
    );
    assert_eq!(
        i18n::with_lang(Lang::En, || error.to_string()),
        "the save has 2 records; there is no record 9 to export up to (see `fray log`)"
    );
}
