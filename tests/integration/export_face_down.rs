//! The JSON export masks face-down defense tokens (their kind and value are secret until
//! revealed) at every step, in the state and in `defense_drawn` events, unless the GM asks
//! with `--reveal-face-down`; nothing else differs between the two.

use std::path::Path;
use std::process::Command;

use fray::export::{self, Format, JsonOptions, MarkdownOptions, Options};
use fray::store;
use serde_json::{Value, json};

const FIREFIGHT: &str = "saves/sr-firefight.fray.jsonl";

fn export_json(reveal_face_down: bool) -> Value {
    let loaded =
        store::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join(FIREFIGHT)).expect("loads");
    let options = Options {
        format: Format::Json,
        up_to: None,
        markdown: MarkdownOptions::default(),
        json: JsonOptions {
            reveal_face_down,
            states: true,
        },
    };
    let mut out = Vec::new();
    export::export(&loaded.header, loaded.records, &options, &mut out).expect("exports");
    serde_json::from_slice(&out).expect("valid JSON")
}

/// Every place in a revealed step where a token is face down: `(pointer, true token)`.
fn face_down_places(step: &Value) -> Vec<(String, Value)> {
    let mut places = Vec::new();
    for (e, event) in step["events"]
        .as_array()
        .expect("events")
        .iter()
        .enumerate()
    {
        if event["event"] == "defense_drawn" {
            for (t, token) in event["tokens"]
                .as_array()
                .expect("tokens")
                .iter()
                .enumerate()
            {
                places.push((format!("/events/{e}/tokens/{t}"), token.clone()));
            }
        }
    }
    let combatants = step["state"]["combatants"].as_array().expect("combatants");
    for (c, combatant) in combatants.iter().enumerate() {
        let pool = &combatant["tokens"];
        for (d, token) in pool["defense"].as_array().into_iter().flatten().enumerate() {
            if token["revealed"] == false {
                let at = format!("/state/combatants/{c}/tokens/defense/{d}/token");
                places.push((at, token["token"].clone()));
            }
        }
        for (d, token) in pool["discarded"]
            .as_array()
            .into_iter()
            .flatten()
            .enumerate()
        {
            if token["seen"] == false {
                let at = format!("/state/combatants/{c}/tokens/discarded/{d}/token");
                places.push((at, token["token"].clone()));
            }
        }
    }
    places
}

#[test]
fn face_down_values_are_masked_at_every_step_and_shown_only_when_asked() {
    let masked = export_json(false);
    let revealed = export_json(true);
    let masked_steps = masked["steps"].as_array().expect("steps");
    let revealed_steps = revealed["steps"].as_array().expect("steps");
    assert_eq!(masked_steps.len(), revealed_steps.len());
    let mut hidden = 0;
    for (m, r) in masked_steps.iter().zip(revealed_steps) {
        let mut expected = r.clone();
        for (at, token) in face_down_places(r) {
            assert!(
                token["value"].is_u64(),
                "revealed: a true token at {at}: {token}"
            );
            assert_eq!(
                m.pointer(&at),
                Some(&json!({"face_down": true})),
                "step {} {at}",
                r["seq"]
            );
            if let Some(place) = expected.pointer_mut(&at) {
                *place = json!({"face_down": true});
            }
            hidden += 1;
        }
        assert_eq!(
            m, &expected,
            "only face-down tokens differ, step {}",
            r["seq"]
        );
    }
    assert!(
        hidden > 20,
        "the firefight draws face-down tokens ({hidden})"
    );
    assert_eq!(masked["header"], revealed["header"]);
}

#[test]
fn the_command_line_masks_by_default_and_reveals_with_the_flag_in_json_only() {
    let save = Path::new(env!("CARGO_MANIFEST_DIR")).join(FIREFIGHT);
    let run = |extra: &[&str]| {
        let mut args = vec!["export", save.to_str().expect("utf-8"), "--gm", "-f"];
        args.extend_from_slice(extra);
        Command::new(env!("CARGO_BIN_EXE_fray"))
            .env("FRAY_LANG", "en")
            .args(&args)
            .output()
            .expect("runs")
    };
    let masked = String::from_utf8_lossy(&run(&["json"]).stdout).into_owned();
    assert!(masked.contains(r#"{"face_down":true}"#));
    let shown = run(&["json", "--reveal-face-down"]);
    assert!(shown.status.success());
    let shown = String::from_utf8_lossy(&shown.stdout).into_owned();
    assert!(!shown.contains("face_down\":true") && shown.contains("\"defense_drawn\""));
    let md = run(&["md", "--reveal-face-down"]);
    assert!(!md.status.success());
    assert!(
        String::from_utf8_lossy(&md.stderr).contains("--reveal-face-down is for --format json")
    );
}
