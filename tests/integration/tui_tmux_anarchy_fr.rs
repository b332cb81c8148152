//! End to end in French under Shadowrun: Anarchy: the real binary in a tmux pane with
//! `FRAY_LANG=fr`, the players' `fray watch` in a second pane. Two PCs and a group of
//! gangers with their boss join with French words (`ajoute … pj comme mage-des-rues
//! place=1`); two Narration Turns are played from the keys and the `:` line: attacks from
//! the chained attack form on the seed's dice, their damage from the damage form, the
//! GM's Anarchy point (`dépense chef bien-disposé`), a player's from the spend form, a
//! combat spell from its form, an undo and a redo, and two refusals that name the French
//! command to type. At each step both panes are read: no English word (`common::english`),
//! no rule ID, no count that disagrees with its noun, and each result line checkable term
//! by term (« réserve : 6 (Agilité) + 5 (Armes à feu) = 11 dés »). Played at 80×24 and
//! at 160×48 panes.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use std::time::{Duration, Instant};

use common::english::Audit;
use common::tmux::{FRAY, Tmux};

/// Nouns whose plural after 0 or 1, or singular after 2 or more, is a wrong count.
const COUNTED: &[(&str, &str)] = &[
    ("dé", "dés"),
    ("case", "cases"),
    ("point", "points"),
    ("réussite", "réussites"),
    ("marque", "marques"),
    ("Narration", "Narrations"),
    ("combattant", "combattants"),
];

/// Both panes: the GM's fight and the players' watch.
struct Table {
    t: Tmux,
    gm: String,
    players: String,
    audit: Audit,
    /// Which size is played, for the failure messages.
    size: String,
}

impl Table {
    /// The screen of `pane`.
    fn screen_of(&mut self, pane: &str) -> String {
        self.t.pane = pane.to_string();
        self.t.screen()
    }

    /// Waits until `pane` shows `text` (whitespace folded, so a line the pane wraps is
    /// still found) on a screen drawn whole (the same on two reads in a row); that screen.
    fn wait_in(&mut self, pane: &str, text: &str) -> String {
        let start = Instant::now();
        let wanted = folded(text);
        let mut last = String::new();
        loop {
            let screen = self.screen_of(pane);
            if screen == last && folded(&screen).contains(&wanted) {
                return screen;
            }
            last = screen.clone();
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "{}: timed out waiting for {text:?}; the screen shows:\n{screen}",
                self.size
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Presses keys in the GM's pane.
    fn keys(&mut self, keys: &[&str]) {
        self.t.pane = self.gm.clone();
        self.t.keys(keys);
    }

    /// Types text in the GM's pane.
    fn type_text(&mut self, text: &str) {
        self.t.pane = self.gm.clone();
        self.t.type_text(text);
    }

    /// Types a line at the GM's `:` prompt.
    fn line(&mut self, line: &str) {
        self.keys(&[":"]);
        self.type_text(line);
        self.keys(&["Enter"]);
    }

    /// Waits for `gm` in the GM's pane and `players` in the watch, then reads both.
    fn step(&mut self, name: &str, gm: &str, players: Option<&str>) -> (String, String) {
        let gm_pane = self.gm.clone();
        let players_pane = self.players.clone();
        let gm_screen = self.wait_in(&gm_pane, gm);
        let players_screen = match players {
            Some(text) => self.wait_in(&players_pane, text),
            None => self.wait_in(&players_pane, ""),
        };
        self.read(&format!("{name} (MJ)"), &gm_screen);
        self.read(&format!("{name} (joueurs)"), &players_screen);
        (gm_screen, players_screen)
    }

    /// Scans a screen: English words, rule IDs, counts.
    fn read(&mut self, name: &str, screen: &str) {
        self.audit.scan_screen(name, screen);
        assert!(
            !screen.contains("ANA-"),
            "{}: a rule ID on {name}:\n{screen}",
            self.size
        );
        let wrong = wrong_counts(screen);
        assert!(
            wrong.is_empty(),
            "{}: {wrong:?} on {name}:\n{screen}",
            self.size
        );
    }
}

/// The text with every run of white space (line ends, no-break spaces) and pane borders
/// made one space.
fn folded(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || ('\u{2500}'..='\u{257f}').contains(&c))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The text under the panes: the result strip and the status bar, folded.
fn strip(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().collect();
    let last_frame = lines.iter().rposition(|l| l.contains('┘')).unwrap_or(0);
    folded(&lines[last_frame + 1..].join("\n"))
}

/// The counts that disagree with their noun: « 1 dés », « 0 points », « 3 case ».
fn wrong_counts(screen: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    for line in screen.lines() {
        let words: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || ('\u{2500}'..='\u{257f}').contains(&c))
            .filter(|w| !w.is_empty())
            .collect();
        for pair in words.windows(2) {
            let Ok(n) = pair[0].trim_start_matches('(').parse::<u32>() else {
                continue;
            };
            let noun = pair[1];
            let bad = COUNTED
                .iter()
                .any(|(one, many)| (n <= 1 && noun == *many) || (n >= 2 && noun == *one));
            if bad {
                wrong.push(format!("{} {}", pair[0], noun));
            }
        }
    }
    wrong
}

/// The size of a tmux pane: `WIDTHxHEIGHT`.
fn pane_size(t: &Tmux, pane: &str) -> String {
    let out = t.tmux(&[
        "display-message",
        "-p",
        "-t",
        pane,
        "#{pane_width}x#{pane_height}",
    ]);
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// Two Narration Turns in French, each pane `width` × `height`.
fn two_turns_in_french(width: u16, height: u16) {
    let Some(t) = Tmux::start() else { return };
    // Two panes of the size asked, one above the other (a border row between them).
    let (w, h) = (width.to_string(), (2 * height + 1).to_string());
    let resized = t.tmux(&["resize-window", "-t", "e2e", "-x", &w, "-y", &h]);
    assert!(resized.status.success(), "tmux resize-window failed");
    t.shell(&format!(
        "FRAY_LANG=fr {FRAY} new -r sr-anarchy --seed 11 Quais"
    ));
    t.wait_for("Ordre de Narration");
    let players = t.split();
    let gm = "e2e.0".to_string();
    let size = format!("{width}×{height}");
    assert_eq!(pane_size(&t, &gm), format!("{width}x{height}"));
    assert_eq!(pane_size(&t, &players), format!("{width}x{height}"));
    let mut table = Table {
        t,
        gm,
        players: players.clone(),
        audit: Audit::for_systems(&[fray::systems::anarchy::ID]),
        size,
    };
    table.t.pane = players;
    table.t.shell(&format!("FRAY_LANG=fr {FRAY} watch quais"));
    table.step("le début", "« suivant »", Some("SUIVI"));

    // The cast, in French words: the seats at the table (`place=`), the bestiary's keys.
    table.line("ajoute Mara pj comme mage-des-rues place=1");
    table.line("ajoute Jax pj comme samourai-des-rues place=2");
    table.line("ajoute 2 voyous");
    table.line("ajoute Chef comme chef-de-gang");
    table.step(
        "les combattants",
        "enregistré #4",
        Some("Chef rejoint le combat"),
    );

    // Turn 1. Jax (13, Chance 3) narrates first: the attack form opens on his gun, the
    // GM gives the defense's successes; the hit opens the damage form.
    table.line("suivant");
    table.step(
        "le Tour 1",
        "Narration de Jax (1 sur 4)",
        Some("Début du Tour 1"),
    );
    table.keys(&["a"]);
    table.step("l’attaque de Jax", "Attaque (un test)", None);
    table.type_text("1");
    table.keys(&["Enter"]);
    let pool = "réserve : 6 (Agilité) + 5 (Armes à feu) = 11 dés";
    let (gm, _) = table.step("le coup de Jax", pool, Some("attaque Voyou 1"));
    assert!(strip(&gm).contains(pool), "{gm}");
    table.step("les dégâts à donner", "Dégâts", None);
    table.keys(&["Enter"]);
    table.step(
        "les dégâts de Jax",
        "Voyou 1 subit 6 cases de dommages physiques",
        Some("Voyou 1 encaisse un coup"),
    );

    // The gangers' Narration: the chained attack form, the wound die taken off their pool.
    table.keys(&["n"]);
    table.step(
        "la Narration des voyous",
        "Attaque (un test)",
        Some("Narration de Voyou 1"),
    );
    table.type_text("2");
    table.keys(&["Enter"]);
    let pool = "réserve : 3 (Agilité) + 2 (Armes à feu) − 1 (dés de blessure) = 4 dés";
    let (gm, _) = table.step("l’attaque des voyous", pool, None);
    assert!(strip(&gm).contains(pool), "{gm}");
    assert!(strip(&gm).contains("manque contre 2 succès"), "{gm}");

    // The boss: the GM's Anarchy point on the `:` line, Bien disposé in his pool.
    table.keys(&["n"]);
    table.step(
        "la Narration du chef",
        "Attaque (un test)",
        Some("Narration de Chef"),
    );
    table.keys(&["Escape"]);
    table.line("dépense chef bien-disposé");
    table.step("le point du MJ", "pour Bien disposé sur Chef", None);
    table.keys(&["a"]);
    table.step("l’attaque du chef", "Attaque (un test)", None);
    table.type_text("1");
    table.keys(&["Enter"]);
    let pool = "réserve : 4 (Agilité) + 3 (Armes à feu) + 3 (Bien disposé) = 10 dés";
    let (gm, _) = table.step("le coup du chef", pool, None);
    assert!(strip(&gm).contains(pool), "{gm}");
    table.step("les dégâts à donner", "Dégâts", None);
    table.keys(&["Enter"]);
    table.step(
        "les dégâts du chef",
        "Mara subit 8 cases de dommages physiques",
        Some("Mara subit 8 cases"),
    );

    // Mara casts from the spell form: Sorcery + Willpower, named.
    table.keys(&["n"]);
    table.step(
        "la Narration de Mara",
        "Narration de Mara (4 sur 4)",
        Some("Narration de Mara"),
    );
    table.keys(&["Escape", "M-c"]);
    table.step("le sort", "Lancer un sort", None);
    table.type_text("Éclair étourdissant");
    table.keys(&["Tab"]);
    table.type_text("2");
    table.keys(&["Tab"]);
    table.type_text("10");
    table.keys(&["Enter"]);
    let (gm, players) = table.step(
        "le sort lancé",
        "réserve : 5 (Sorcellerie) + 5 (Volonté) = 10 dés",
        Some("réserve : 5 (Sorcellerie) + 5 (Volonté) = 10 dés"),
    );
    assert!(
        strip(&gm).contains("drain [2, 4] : 0 case étourdissante"),
        "{gm}"
    );
    assert!(
        folded(&players).contains("Éclair étourdissant"),
        "{players}"
    );

    // Undone and redone: both panes name the command as the French GM types it.
    table.keys(&["u"]);
    let (_, players) = table.step(
        "l’annulation",
        "annulé : #15 lance-sort Mara combat",
        Some("annulé : #15 lance-sort Mara combat"),
    );
    assert!(!folded(&players).contains(" cast "), "{players}");
    table.keys(&["C-r"]);
    table.step(
        "le rétablissement",
        "rétabli : #15 lance-sort Mara",
        Some("rétabli : #15 lance-sort Mara"),
    );

    // Turn 2.
    table.keys(&["n"]);
    table.step(
        "la fin du Tour 1",
        "toutes les Narrations du Tour sont faites",
        None,
    );
    table.keys(&["n"]);
    table.step("le Tour 2", "Début du Tour 2", Some("Début du Tour 2"));
    table.keys(&["Escape"]);

    // Two refusals name the command to type, in French.
    table.line("début");
    table.step(
        "un Tour en cours",
        "« suivant » passe à la Narration suivante",
        None,
    );
    table.keys(&["Escape"]);
    table.line("accorde voyou-1 1");
    table.step("les points d’un PNJ", "(« accorde mj N »)", None);
    table.keys(&["Escape"]);

    // Jax's own point from the spend form (Bien disposé, his first choice), then his
    // attack with the three dice it bought.
    table.keys(&["$"]);
    table.step(
        "la dépense de Jax",
        "Dépenser un point d’Anarchy (Jax en a 3)",
        None,
    );
    table.keys(&["Enter"]);
    table.step(
        "le point de Jax",
        "Jax dépense 1 point d’Anarchy pour Bien disposé",
        None,
    );
    table.keys(&["a"]);
    table.step("la seconde attaque de Jax", "Attaque (un test)", None);
    table.type_text("1");
    table.keys(&["Enter"]);
    let pool = "réserve : 6 (Agilité) + 5 (Armes à feu) + 3 (Bien disposé) = 14 dés";
    let (gm, players) = table.step("la seconde attaque", pool, Some("14 dés"));
    assert!(strip(&gm).contains(pool), "{gm}");
    assert!(
        folded(&players).contains("+ 3 (Bien disposé) = 14 dés"),
        "{players}"
    );
    table.keys(&["Escape"]);

    // The rest of Turn 2 passes.
    for narration in ["Voyou 1 (2 sur 4)", "Chef (3 sur 4)", "Mara (4 sur 4)"] {
        table.keys(&["n"]);
        table.step(
            "une Narration du Tour 2",
            &format!("Narration de {narration}"),
            None,
        );
        table.keys(&["Escape"]);
    }
    table.keys(&["n"]);
    table.step(
        "la fin du Tour 2",
        "toutes les Narrations du Tour sont faites",
        None,
    );

    // The key overlay in French, then quit both.
    table.keys(&["?"]);
    table.step("les touches", "Touches", None);
    table.keys(&["Escape", "q"]);
    table.t.pane = table.gm.clone();
    table.t.assert_cooked("COOKED-AFTER-FRENCH-ANARCHY");
    table.t.pane = table.players.clone();
    table.t.keys(&["q"]);
    table.t.assert_cooked("COOKED-AFTER-FRENCH-WATCH");

    // No English word on any screen: the names and keys of the fight are its own.
    let save = table.t.saves.join("quais.fray.jsonl");
    let loaded = fray::store::load(&save).expect("the save loads");
    let mut timeline = fray::engine::Timeline::new(loaded.header.clone());
    for record in &loaded.records {
        timeline.commit(record.clone());
    }
    let mut audit = std::mem::replace(&mut table.audit, Audit::new());
    audit.own.state(timeline.state());
    let audit = audit.without_typed_syntax();
    assert!(audit.screens >= 40, "{} screens", audit.screens);
    assert!(audit.hits.is_empty(), "{}: {}", table.size, audit.report());

    // The save keeps the canonical English lines; `fray log` in French writes them back.
    let commands: Vec<&str> = loaded.records.iter().map(|r| r.command.as_str()).collect();
    for expected in [
        "add Mara pc from street-mage seat=1",
        "add Jax pc from street-samurai seat=2",
        "spend chef well-disposed",
        "undo",
        "redo",
    ] {
        assert!(commands.contains(&expected), "{expected}: {commands:?}");
    }
    let mut log = common::cli::command(&table.t.saves, &["log", "quais"]);
    log.env("FRAY_LANG", "fr");
    let log = common::cli::text(&common::cli::feed(log, "").stdout);
    assert!(
        log.contains("ajoute Mara pj comme mage-des-rues place=1"),
        "{log}"
    );
    assert!(!log.contains("seat"), "{log}");
}

#[test]
fn two_anarchy_turns_in_french_at_80_by_24() {
    two_turns_in_french(80, 24);
}

#[test]
fn two_anarchy_turns_in_french_at_160_by_48() {
    two_turns_in_french(160, 48);
}
