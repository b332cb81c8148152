//! The players' page server over HTTP on 127.0.0.1, with a plain `TcpStream` client: the
//! token, the routes, the refusals and their bare 404s, the security headers on every
//! response, the caps, and the event stream following the save (first state at once, a
//! record pushed, catch-up on reconnection, `stopped` when the GM's fray goes and when
//! sharing stops). Each test stops its server: no thread is left behind.

use crate::common;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use common::http::{Events, get, request, send, split_url};
use fray::engine::Header;
use fray::i18n::Lang;
use fray::session::Session;
use fray_serve::serve::{self, SECURITY_HEADERS, ServeOptions, Sharing};

/// A short Polaris fight in `dir`, its session still open (the GM's fray is there).
fn fight(dir: &Path) -> (PathBuf, Session) {
    let path = dir.join("docks.fray.jsonl");
    let mut session = Session::create(
        &path,
        Header::new(fray::systems::polaris::ID, "Docks", 11, 0),
    )
    .expect("the save");
    for line in [
        "add Kurt pc from mercenary",
        "add Ganger enemy from ganger",
        "start",
    ] {
        session.execute(line).expect(line);
    }
    (path, session)
}

/// Shares `path` on 127.0.0.1, any port; its address and base path (`/TOKEN/`).
fn share(path: &Path) -> (Sharing, SocketAddr, String) {
    let options = ServeOptions {
        lan: false,
        port: 0,
        lang: Lang::En,
    };
    let sharing = serve::start(path, options).expect("sharing starts");
    let (addr, base) = split_url(sharing.url());
    assert!(addr.ip().is_loopback(), "{addr}");
    (sharing, addr, base)
}

/// Every security header is on `head` (a response's head, or its parsed headers).
fn assert_secured(headers: &[(String, String)], what: &str) {
    for (name, value) in SECURITY_HEADERS {
        let found = headers
            .iter()
            .find(|(n, _)| *n == name.to_lowercase())
            .map(|(_, v)| v.as_str());
        assert_eq!(found, Some(*value), "{what}: {name}");
    }
}

#[test]
fn only_the_exact_token_opens_the_page() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _gm) = fight(dir.path());
    let (sharing, addr, base) = share(&path);
    let token = base.trim_matches('/').to_string();
    assert_eq!(token.len(), 32);
    let mut off = token.clone().into_bytes();
    off[17] = if off[17] == b'0' { b'1' } else { b'0' };
    let off = String::from_utf8(off).expect("ascii");
    for wrong in [
        "/".to_string(),
        "/state".to_string(),
        "/app.js".to_string(),
        format!("/{token}"),
        format!("/{off}/"),
        format!("/{off}/state"),
        format!("/{}/", &token[..31]),
        format!("/{token}0/"),
        format!("/{}/", token.to_uppercase()),
    ] {
        let response = get(addr, &wrong);
        assert_eq!(response.status, 404, "{wrong}");
        assert!(response.body.is_empty(), "{wrong}");
        assert_eq!(response.header("content-type"), None, "{wrong}");
        assert_secured(&response.headers, &wrong);
    }
    let page = get(addr, &base);
    assert_eq!(page.status, 200);
    assert_eq!(
        page.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert!(!page.body.is_empty());
    assert_secured(&page.headers, "the page");
    sharing.stop();
}

#[test]
fn fixed_routes_get_only_no_body_short_requests() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _gm) = fight(dir.path());
    let (sharing, addr, base) = share(&path);
    for (file, kind) in [("app.js", "javascript"), ("app.css", "text/css")] {
        let response = get(addr, &format!("{base}{file}"));
        assert_eq!(response.status, 200, "{file}");
        assert!(
            response
                .header("content-type")
                .is_some_and(|t| t.contains(kind)),
            "{file}"
        );
    }
    for lang in ["en", "fr"] {
        let state = get(addr, &format!("{base}state?lang={lang}"));
        assert_eq!(state.status, 200);
        assert_eq!(
            state.header("content-type"),
            Some("application/json; charset=utf-8")
        );
        let json: serde_json::Value = serde_json::from_slice(&state.body).expect("JSON");
        assert!(json.is_object());
        assert!(state.text().contains("Kurt"), "{}", state.text());
        assert_secured(&state.headers, "the state");
    }
    let mut answers = Vec::new();
    for unknown in [
        "index.html",
        "nothing",
        "state/",
        "../Cargo.toml",
        "%2e%2e/x",
        "app.js/x",
    ] {
        answers.push((
            unknown.to_string(),
            get(addr, &format!("{base}{unknown}")),
            404,
        ));
    }
    for method in ["POST", "PUT", "DELETE", "HEAD"] {
        let raw = request(method, &format!("{base}state"), "");
        answers.push((method.to_string(), send(addr, raw.as_bytes()), 405));
    }
    let with_body = format!(
        "{}hello",
        request("GET", &format!("{base}state"), "Content-Length: 5\r\n")
    );
    answers.push(("a body".into(), send(addr, with_body.as_bytes()), 413));
    let chunked = format!(
        "{}5\r\nhello\r\n0\r\n\r\n",
        request("POST", &base, "Transfer-Encoding: chunked\r\n")
    );
    answers.push(("a chunked body".into(), send(addr, chunked.as_bytes()), 413));
    let long = format!("{base}state?lang=en&pad={}", "x".repeat(3000));
    answers.push(("a long URL".into(), get(addr, &long), 414));
    answers.push(("junk".into(), send(addr, b"HELLO\r\n\r\n"), 400));
    for (what, response, status) in answers {
        assert_eq!(response.status, status, "{what}");
        assert!(response.body.is_empty(), "{what}: {:?}", response.text());
        assert_secured(&response.headers, &what);
    }
    sharing.stop();
}

#[test]
fn at_most_64_pages_follow_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _gm) = fight(dir.path());
    let (sharing, addr, base) = share(&path);
    let events = format!("{base}events");
    let mut open: Vec<Events> = (0..serve::MAX_LISTENERS)
        .map(|_| Events::open(addr, &events, ""))
        .collect();
    for stream in &mut open {
        assert!(stream.head.starts_with("HTTP/1.1 200"), "{}", stream.head);
        assert_eq!(stream.next().map(|e| e.name), Some("state".to_string()));
    }
    assert_eq!(sharing.clients(), serve::MAX_LISTENERS);
    let refused = Events::open(addr, &events, "");
    assert!(refused.head.starts_with("HTTP/1.1 503"), "{}", refused.head);
    assert_eq!(refused.rest(), "");
    // The page and its data are still served.
    assert_eq!(get(addr, &base).status, 200);
    sharing.stop();
    for stream in open {
        assert!(stream.rest().contains("event: stopped"));
    }
}

#[test]
fn the_stream_follows_the_save_and_says_when_the_gm_stops() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, mut gm) = fight(dir.path());
    let (sharing, addr, base) = share(&path);
    let mut events = Events::open(addr, &format!("{base}events?lang=en"), "");
    assert!(events.head.starts_with("HTTP/1.1 200"), "{}", events.head);
    assert!(events.head.contains("Content-Type: text/event-stream"));
    assert!(events.head.contains("Referrer-Policy: no-referrer"));
    let first = events.next().expect("the first event at once");
    assert_eq!(first.name, "state");
    assert_eq!(first.id.as_deref(), Some("3"));
    assert!(first.data.contains("Kurt"));

    // A record appended to the save reaches the stream (generous: not a timing test).
    gm.execute("add Zeke pc from mercenary").expect("a command");
    let seen = events.until(20, |e| e.id.as_deref() == Some("4"));
    let last = seen.last().expect("an event");
    assert_eq!(last.name, "state");
    assert!(last.data.contains("Zeke"));
    assert!(seen.iter().all(|e| e.name == "state"), "{seen:?}");

    // A page reconnecting gets the current state at once.
    let mut again = Events::open(
        addr,
        &format!("{base}events?lang=fr"),
        "Last-Event-ID: 3\r\n",
    );
    let caught_up = again.next().expect("the catch-up");
    assert_eq!(
        (caught_up.name.as_str(), caught_up.id.as_deref()),
        ("state", Some("4"))
    );
    assert!(caught_up.data.contains("Zeke"));

    // The GM's fray goes: `stopped`; it comes back: the state again.
    drop(gm);
    let away = events.until(20, |e| e.name == "stopped");
    again.until(20, |e| e.name == "stopped");
    // Only away: the page picks up again when the GM is back.
    assert_eq!(away.last().map(|e| e.data.as_str()), Some("{}"));
    let (gm, _) = Session::open(&path).expect("the GM comes back");
    let back = events.until(20, |e| e.name == "state");
    assert_eq!(back.last().and_then(|e| e.id.as_deref()), Some("4"));

    // Sharing stops: every page is told, and the streams end.
    sharing.stop();
    // Sharing ended: the page stops listening (a new share has a new address).
    assert!(
        events
            .rest()
            .contains("event: stopped\ndata: {\"ended\":true}")
    );
    assert!(
        again
            .rest()
            .contains("event: stopped\ndata: {\"ended\":true}")
    );
    drop(gm);
}

#[test]
fn a_page_opened_while_the_gm_is_away_is_told_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, gm) = fight(dir.path());
    drop(gm);
    let (sharing, addr, base) = share(&path);
    let mut events = Events::open(addr, &format!("{base}events"), "");
    assert_eq!(events.next().map(|e| e.name), Some("state".to_string()));
    assert_eq!(events.next().map(|e| e.name), Some("stopped".to_string()));
    drop(sharing);
    assert!(events.rest().contains("event: stopped"));
}
