//! No secret reaches the players' page: a fight of every system is played through the
//! session's line path with every kind of secret (the pool of `common::secrets`, as
//! `players_see_no_secret.rs` plays it) while a server follows the save; after every
//! record, once the event stream has carried it, everything a page can get is searched
//! for the markers: the events of both languages, the state in both languages, and the
//! page's files.

use crate::common;

use common::http::{Events, get, split_url};
use common::secrets::{SHARED, fights, open, secret_in};
use fray::engine::Header;
use fray::i18n::Lang;
use fray::session::Session;
use fray_serve::serve::{self, ServeOptions};

#[test]
fn the_players_page_shows_no_secret_of_any_system() {
    for (name, system, cast, own) in fights() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("secrets.fray.jsonl");
        let mut session =
            Session::create(&path, Header::new(system, "Secrets", 29, 0)).expect("the save");
        let options = ServeOptions {
            lan: false,
            port: 0,
            lang: Lang::Fr,
        };
        let sharing = serve::start(&path, options).expect("sharing starts");
        let (addr, base) = split_url(sharing.url());
        let mut streams = [
            Events::open(addr, &format!("{base}events?lang=en"), ""),
            Events::open(addr, &format!("{base}events?lang=fr"), ""),
        ];
        for file in ["", "app.js", "app.css"] {
            let response = get(addr, &format!("{base}{file}"));
            assert_eq!(response.status, 200, "{name}: {file:?}");
            let state = session.timeline().state();
            if let Some(why) = secret_in(&response.text(), state, false) {
                panic!("{name}: the page's file {file:?} shows {why}");
            }
        }
        let lines = cast
            .iter()
            .map(|l| open(l))
            .chain(own.iter().chain(SHARED).copied());
        let mut checked = 0;
        for (n, step) in lines.enumerate() {
            let line = step.line.replace("{n}", &n.to_string());
            let records = session.timeline().records().len();
            if session.execute(&line).is_err() || session.timeline().records().len() == records {
                continue;
            }
            checked += 1;
            let seq = (session.timeline().next_seq() - 1).to_string();
            let state = session.timeline().state();
            let mut shown = Vec::new();
            for stream in &mut streams {
                let events = stream.until(20, |e| e.id.as_deref() == Some(seq.as_str()));
                shown.extend(events.into_iter().map(|e| ("an event", e.data)));
            }
            for lang in ["en", "fr", "xx"] {
                let response = get(addr, &format!("{base}state?lang={lang}"));
                assert_eq!(response.status, 200);
                shown.push(("the state", response.text()));
            }
            for (what, text) in shown {
                if let Some(why) = secret_in(&text, state, true) {
                    panic!("{name}: after {line:?}, {what} shows {why}:\n{text}");
                }
            }
        }
        assert!(checked > cast.len(), "{name}: secrets were recorded");
        println!("{name}: the players' page checked after {checked} records");
        sharing.stop();
        for stream in streams {
            let rest = stream.rest();
            assert!(rest.contains("event: stopped"), "{name}");
            let state = session.timeline().state();
            assert_eq!(secret_in(&rest, state, false), None, "{name}");
        }
    }
}
