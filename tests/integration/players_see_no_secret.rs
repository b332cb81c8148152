//! No secret reaches the players, whatever the GM types: encounters of every system are
//! played through the session's line path (`Session::execute`, as `fray run` and the full
//! screen play them) from a pool of commands carrying every kind of secret, each with a
//! marker found nowhere else; after every record, every players' output is rendered and
//! searched for the markers:
//!
//! - the watch frame, as `fray watch` draws it (the save read back, the players' report);
//! - the players' Markdown export of the log so far (`fray export`'s default), undone
//!   commands included;
//! - the players' log lines, and the players' report as data;
//! - the players' page's data (`fray_serve::page::json`) in every language.
//!
//! The secrets: GM notes, countdown labels and free rolls' purposes (`zq7…` texts), hidden
//! combatants (`add Zq7lurker … hidden`: name and slug), secret declarations (`declare …
//! secret`, an NPC's by default, the combat pool's `intend`), secret tests (Polaris: the
//! record shows players nothing), face-down token values given at the table (`bag=`) and
//! drawn by fray (the combat pool), Anarchy's secret convergence die and surveillance
//! points (the GM's words for them), and the GM's pool of Anarchy points (started at 97,
//! a number players never read).

use crate::common;

use std::path::Path;

use common::fight_app::drawn;
use common::replay_app::app_on;
use common::secrets::{
    ANARCHY, ANARCHY_CAST, CORPORATES, CORPORATES_CAST, CYBERPUNK, CYBERPUNK_CAST, Move, POLARIS,
    POLARIS_CAST, POOL, POOL_CAST, SHARED, open, secret_in,
};
use fray::engine::Header;
use fray::export::{self, Format, JsonOptions, MarkdownOptions, Options};
use fray::model::SystemId;
use fray::player_view::{self, PlayerReport};
use fray::session::Session;
use fray::tui::replay;
use proptest::prelude::*;

/// Everything players may see now, as text: the watch frame, the players' export, their
/// log lines, their report and their page's data in each language.
fn players_outputs(path: &Path, session: &Session) -> Vec<(&'static str, String)> {
    let timeline = session.timeline();
    let app = app_on(replay::watch(path).expect("the watch opens"));
    let frame = drawn(&app, 160, 48);
    let options = Options {
        format: Format::Markdown,
        up_to: None,
        markdown: MarkdownOptions {
            with_undone: true,
            players: true,
        },
        json: JsonOptions::default(),
    };
    let mut markdown = Vec::new();
    export::export(
        timeline.header(),
        timeline.records().to_vec(),
        &options,
        &mut markdown,
    )
    .expect("the players' export");
    let lines: Vec<String> = player_view::lines(timeline)
        .into_iter()
        .map(|l| l.text)
        .collect();
    let report = serde_json::to_string(&PlayerReport::of(timeline.state())).expect("json");
    let page_en = common::players_page::json_of(timeline, fray::i18n::Lang::En);
    let page_fr = common::players_page::json_of(timeline, fray::i18n::Lang::Fr);
    vec![
        ("the watch frame", frame),
        (
            "the players' export",
            String::from_utf8_lossy(&markdown).into_owned(),
        ),
        ("the players' log", lines.join("\n")),
        ("the players' report", report),
        ("the players' page in English", page_en),
        ("the players' page in French", page_fr),
    ]
}

/// Plays `cast`, then the moves picked, checking every players' output after each record;
/// the commands recorded.
fn play(
    system: SystemId,
    cast: &[&'static str],
    own: &[Move],
    picks: &[usize],
) -> Result<Vec<String>, String> {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("secrets.fray.jsonl");
    let mut session =
        Session::create(&path, Header::new(system, "Secrets", 29, 0)).expect("the save");
    let moves: Vec<Move> = own.iter().chain(SHARED).copied().collect();
    let lines = cast
        .iter()
        .map(|l| open(l))
        .chain(picks.iter().map(|&i| moves[i % moves.len()]));
    let mut checked = Vec::new();
    for (n, step) in lines.enumerate() {
        let line = step.line.replace("{n}", &n.to_string());
        let records = session.timeline().records().len();
        let shown_before = player_view::lines(session.timeline()).len();
        if session.execute(&line).is_err() || session.timeline().records().len() == records {
            continue;
        }
        checked.push(line.clone());
        let state = session.timeline().state();
        for (what, text) in players_outputs(&path, &session) {
            if let Some(why) = secret_in(&text, state, true) {
                return Err(format!("after {line:?}, {what} shows {why}:\n{text}"));
            }
        }
        if step.secret_test && player_view::lines(session.timeline()).len() != shown_before {
            return Err(format!("{line:?}: a secret test shows players a line"));
        }
    }
    Ok(checked)
}

/// Move picks: indices into a system's moves followed by the shared ones.
fn picks() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(0..64usize, 4..14)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 5, ..ProptestConfig::default() })]

    #[test]
    fn polaris_players_see_no_secret_at_any_record(picks in picks()) {
        let checked = play(fray::systems::polaris::ID, POLARIS_CAST, POLARIS, &picks);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }

    #[test]
    fn combat_pool_players_see_no_secret_at_any_record(picks in picks()) {
        let checked = play(fray::systems::combat_pool::ID, POOL_CAST, POOL, &picks);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }

    #[test]
    fn anarchy_players_see_no_secret_at_any_record(picks in picks()) {
        let checked = play(fray::systems::anarchy::ID, ANARCHY_CAST, ANARCHY, &picks);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }

    #[test]
    fn cyberpunk_players_see_no_secret_at_any_record(picks in picks()) {
        let checked = play(fray::systems::cyberpunk::ID, CYBERPUNK_CAST, CYBERPUNK, &picks);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }

    #[test]
    fn corporates_players_see_no_secret_at_any_record(picks in picks()) {
        let checked = play(fray::systems::corporates::ID, CORPORATES_CAST, CORPORATES, &picks);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }
}

/// Every kind of secret is typed and recorded at least once by a walk through each
/// system's moves in order (so the property above is never checked on refusals alone);
/// the counts of records checked are printed.
#[test]
fn every_kind_of_secret_is_recorded_and_checked() {
    let shared = [
        "note zq7lurker",
        "countdown zq7clock",
        "roll 2d6 for zq7roll",
        "condition zq7lurker",
    ];
    for (name, system, cast, own, kinds) in [
        (
            "polaris",
            fray::systems::polaris::ID,
            POLARIS_CAST,
            POLARIS,
            &[
                "declare ganger",
                "declare kurt",
                "declare zq7lurker",
                "test kurt perception secret",
            ][..],
        ),
        (
            "combat pool",
            fray::systems::combat_pool::ID,
            POOL_CAST,
            POOL,
            &[
                "allocate kestrel 2 bag=",
                "allocate guard 2 bag=",
                "allocate guard 2",
                "intend guard",
                "intend kestrel",
            ][..],
        ),
        (
            "anarchy",
            fray::systems::anarchy::ID,
            ANARCHY_CAST,
            ANARCHY,
            &["hack kira", "award gm", "spend gm"][..],
        ),
        (
            "cyberpunk",
            fray::systems::cyberpunk::ID,
            CYBERPUNK_CAST,
            CYBERPUNK,
            &[][..],
        ),
        (
            "corporates",
            fray::systems::corporates::ID,
            CORPORATES_CAST,
            CORPORATES,
            &[][..],
        ),
    ] {
        let walk: Vec<usize> = (0..own.len() + SHARED.len()).collect();
        let recorded = play(system, cast, own, &walk).unwrap_or_else(|e| panic!("{name}: {e}"));
        println!(
            "{name}: players' outputs checked after {} records",
            recorded.len()
        );
        for kind in kinds.iter().chain(&shared) {
            assert!(
                recorded.iter().any(|l| l.starts_with(kind)),
                "{name}: no {kind:?} recorded: {recorded:?}"
            );
        }
    }
}
