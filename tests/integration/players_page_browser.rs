//! The players' page in a real browser (headless Chromium through chromedriver): a GM
//! plays a Polaris fight through the session while fray shares it, and two phones
//! (two browser sessions at 360×640) follow it. Each shows who acts, a PC's wound, every
//! command as it is saved, three rounds; the hidden sniper never appears until the GM
//! reveals him; the language switch gives French; when the GM's fray quits, then when
//! sharing stops, both pages say the GM's fray stopped. Screenshots (phone, TV, dark and
//! light) are kept under `target/tmp/players-page/`. No browser process is left behind.
//!
//! Needs Chromium and ChromeDriver: skipped with a message without them, unless
//! `FRAY_REQUIRE_BROWSER=1` (`.ci/run` sets it).

use crate::common;

use std::path::{Path, PathBuf};

use serde_json::json;

use common::webdriver::{Browser, Driver};
use fray::engine::Header;
use fray::i18n::Lang;
use fray::session::Session;
use fray_serve::page::{self, PageData};
use fray_serve::serve::{self, ServeOptions};

/// How long the page may take to show a change (generous: this is not a timing test).
const WAIT: u64 = 60;

/// The hidden combatant's name; no other text on the page holds it.
const SNIPER: &str = "Sniper";

/// Where the screenshots are kept.
fn shots() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("players-page")
}

/// The page's data for the GM's fight now, in `lang`.
fn expected(gm: &Session, lang: Lang) -> PageData {
    let lines = fray::i18n::with_lang(lang, || fray::player_view::lines(gm.timeline()));
    page::data(gm.timeline(), &lines, lang)
}

/// A fixed text of the page in `lang`, from the page's own data.
fn label(data: &PageData, key: &str) -> String {
    data.labels
        .get(key)
        .unwrap_or_else(|| panic!("no label {key}"))
        .clone()
}

/// Waits until `browser` shows `data`: its record, who acts now, where the fight stands,
/// and the last line of its log, on top (the newest line first).
fn shows(browser: &Browser, data: &PageData, what: &str) {
    let seq = data.seq.to_string();
    let current = data.current.clone().unwrap_or_else(|| "\u{2014}".into());
    let standing = if data.started {
        data.standing.clone()
    } else {
        label(data, "not-started")
    };
    let last = data.log.last().map(|l| l.text.clone()).unwrap_or_default();
    browser.wait_for(WAIT, what, |b| {
        let now = b.execute(
            "return [document.body.getAttribute('data-seq'), document.documentElement.lang,
                     document.getElementById('current').innerText,
                     document.getElementById('standing').innerText,
                     document.getElementById('log').firstElementChild.textContent];",
            &[],
        );
        let field = |i: usize| now[i].as_str().unwrap_or_default().to_string();
        (field(0) == seq
            && field(1) == data.lang
            && field(2) == current
            && field(3) == standing
            && field(4).contains(&last))
        .then_some(())
    });
}

/// Every text of the page, hidden parts and attributes included, with no sniper in it.
fn assert_no_sniper(browser: &Browser, when: &str) {
    let all = browser.execute(
        "return document.documentElement.outerHTML + document.title;",
        &[],
    );
    let all = all.as_str().unwrap_or_default();
    assert!(!all.is_empty(), "{when}: the page");
    assert!(
        !all.contains(SNIPER),
        "{when}: the hidden sniper shows:\n{all}"
    );
}

/// Plays `line` as the GM types it, then waits until both pages show its record.
fn play(gm: &mut Session, line: &str, phones: &[(&Browser, Lang)]) {
    gm.execute(line).unwrap_or_else(|e| panic!("{line}: {e:?}"));
    for (phone, lang) in phones {
        shows(phone, &expected(gm, *lang), &format!("after {line:?}"));
    }
}

/// Waits until the page's stopped banner is shown, with `title` in it.
fn stopped_banner(browser: &Browser, title: &str, what: &str) {
    browser.wait_for(WAIT, what, |b| {
        let shown = b.execute(
            "var s = document.getElementById('stopped');
             return s.hidden ? null : s.innerText;",
            &[],
        );
        shown.as_str().filter(|t| t.contains(title)).map(|_| ())
    });
}

#[test]
fn two_phones_follow_three_rounds_never_see_the_hidden_sniper_and_see_fray_stop() {
    let Some(mut driver) = Driver::start() else {
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let save = dir.path().join("docks.fray.jsonl");
    let mut gm = Session::create(
        &save,
        Header::new(fray::systems::polaris::ID, "Docks", 11, 0),
    )
    .expect("the save");
    for line in [
        "add Kurt pc from mercenary",
        "add Lena pc from mercenary",
        "add Ganger enemy from ganger",
        "add Sniper enemy from ganger hidden",
        "option reveal-on-act off",
    ] {
        gm.execute(line).unwrap_or_else(|e| panic!("{line}: {e:?}"));
    }
    let options = ServeOptions {
        lan: false,
        port: 0,
        lang: Lang::En,
    };
    let sharing = serve::start(&save, options).expect("sharing starts");
    assert!(
        sharing.url().starts_with("http://127.0.0.1:"),
        "{}",
        sharing.url()
    );

    let one = driver.browser(360, 640, 2.0);
    let two = driver.browser(360, 640, 2.0);
    for phone in [&one, &two] {
        phone.navigate(sharing.url());
        let width = phone.execute("return window.innerWidth;", &[]);
        assert_eq!(width, json!(360), "a phone's width");
        shows(phone, &expected(&gm, Lang::En), "the page before the fight");
        assert_no_sniper(phone, "before the fight");
    }
    let phones = [(&one, Lang::En), (&two, Lang::En)];

    play(&mut gm, "start", &phones);
    // The round opens on declarations (no one acts yet, the order fills up) until someone's turn.
    let mut steps = 0;
    let actor = loop {
        if let Some(actor) = expected(&gm, Lang::En).current {
            break actor;
        }
        steps += 1;
        assert!(steps <= 20, "someone acts within 20 steps");
        play(&mut gm, "next", &phones);
    };
    for phone in [&one, &two] {
        let current = phone.text_of("current").expect("the current actor");
        assert_eq!(current, actor);
        assert!(phone.page_text().contains(&actor));
        assert_no_sniper(phone, "at the start");
    }

    play(&mut gm, "wound kurt body light", &phones);
    let kurt = expected(&gm, Lang::En)
        .combatants
        .into_iter()
        .find(|c| c.name == "Kurt")
        .expect("Kurt's card");
    let wound = kurt
        .lines
        .iter()
        .find(|l| l.contains("light"))
        .unwrap_or_else(|| panic!("a light wound on Kurt's card: {:?}", kurt.lines))
        .clone();
    for phone in [&one, &two] {
        let cards = phone.text_of("cards").expect("the cards");
        assert!(cards.contains(&wound), "{wound:?} not in:\n{cards}");
        assert_no_sniper(phone, "after the wound");
    }
    one.screenshot(&shots().join("phone-dark.png"));

    // Three whole rounds, every step seen on both phones, the sniper never.
    let mut steps = 0;
    while gm.timeline().state().round < 4 {
        steps += 1;
        assert!(steps <= 100, "three rounds within 100 steps");
        play(&mut gm, "next", &phones);
        for phone in [&one, &two] {
            assert_no_sniper(phone, &format!("round {}", gm.timeline().state().round));
        }
    }

    play(&mut gm, "reveal sniper", &phones);
    for phone in [&one, &two] {
        phone.wait_for(WAIT, "the revealed sniper", |b| {
            b.text_of("cards").filter(|c| c.contains(SNIPER))
        });
    }

    // The second phone reads French; the first stays in English.
    two.execute("document.getElementById('lang-fr').click();", &[]);
    let french = expected(&gm, Lang::Fr);
    shows(&two, &french, "the page in French");
    assert_eq!(two.text_of("now-heading"), Some(label(&french, "now")));
    assert_ne!(
        label(&french, "now"),
        label(&expected(&gm, Lang::En), "now")
    );
    let phones = [(&one, Lang::En), (&two, Lang::Fr)];
    play(&mut gm, "wound lena body light", &phones);
    two.screenshot(&shots().join("phone-french.png"));

    one.execute("document.getElementById('theme').click();", &[]);
    one.wait_for(WAIT, "the light theme", |b| {
        b.execute("return document.body.className;", &[])
            .as_str()
            .filter(|c| c.contains("theme-light"))
            .map(|_| ())
    });
    one.screenshot(&shots().join("phone-light.png"));
    one.resize(1920, 1080, 1.0);
    assert_eq!(one.execute("return window.innerWidth;", &[]), json!(1920));
    one.screenshot(&shots().join("tv-light.png"));
    one.execute("document.getElementById('theme').click();", &[]);
    one.screenshot(&shots().join("tv-dark.png"));
    one.resize(360, 640, 2.0);

    // The GM quits fray: both pages say so, each in its language; fray back, they follow again.
    let english = label(&expected(&gm, Lang::En), "stopped");
    let french = label(&expected(&gm, Lang::Fr), "stopped");
    let away_hint = label(&expected(&gm, Lang::En), "stopped-hint");
    drop(gm);
    stopped_banner(&one, &english, "the banner once the GM quits");
    stopped_banner(&one, &away_hint, "the hint that the page picks up again");
    stopped_banner(&two, &french, "the French banner once the GM quits");
    one.screenshot(&shots().join("phone-stopped.png"));
    let (mut gm, _) = Session::open(&save).expect("the GM opens the fight again");
    play(&mut gm, "wound kurt body light", &phones);
    for phone in [&one, &two] {
        let hidden = phone.execute("return document.getElementById('stopped').hidden;", &[]);
        assert_eq!(hidden, json!(true), "the banner goes when fray is back");
    }

    // Sharing stops: both pages say so too, and that sharing ended (not that fray will
    // be back: a new share has a new address).
    let ended_en = label(&expected(&gm, Lang::En), "ended-hint");
    let ended_fr = label(&expected(&gm, Lang::Fr), "ended-hint");
    sharing.stop();
    stopped_banner(&one, &ended_en, "the ended banner once sharing stops");
    stopped_banner(
        &two,
        &ended_fr,
        "the French ended banner once sharing stops",
    );
    drop(gm);

    let browsers = driver.browsers().len();
    assert!(browsers >= 2, "browser processes were found: {browsers}");
    let left = driver.shut_down();
    assert!(left.is_empty(), "browser processes left behind: {left:?}");
}
