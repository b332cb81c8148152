//! A Corporates fight played in French end to end: the real binary in a tmux pane with
//! `FRAY_LANG=fr`, a corporate team leader, a rooftop sniper and a ganger from the
//! bestiary added with French words (`ajoute … pj comme chef-d-equipe`), two turns played
//! with French lines and the declaration form: a burst whose dice are given at the table,
//! its damage against soak, an undo and a redo, a trip whose fall is soaked, survival
//! mode, then the next turn's announcements. A second pane runs `fray watch` on the same
//! save, as the players' screen. At each step both screens are read: no English word, no
//! rule ID, no count that disagrees with its noun, and the shot's result term by term.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use common::english::Audit;
use common::tmux::{FRAY, Tmux};

/// The French nouns a Corporates screen counts, singular and plural.
const COUNTED: &[(&str, &str)] = &[
    ("action", "actions"),
    ("balle", "balles"),
    ("niveau", "niveaux"),
    ("segment", "segments"),
    ("tour", "tours"),
    ("coup", "coups"),
    ("point", "points"),
];

/// The counts of `screen` that disagree with their noun: « 1 actions », « 2 action »
/// (French writes 0 and 1 in the singular).
fn wrong_counts(screen: &str) -> Vec<String> {
    let words: Vec<&str> = screen
        .split(|c: char| c.is_whitespace() || "│─┌┐└┘()".contains(c))
        .filter(|w| !w.is_empty())
        .collect();
    let mut wrong = Vec::new();
    for pair in words.windows(2) {
        let Ok(n) = pair[0].parse::<u32>() else {
            continue;
        };
        for (one, many) in COUNTED {
            if (n <= 1 && pair[1] == *many) || (n > 1 && pair[1] == *one) {
                wrong.push(format!("{} {}", pair[0], pair[1]));
            }
        }
    }
    wrong
}

/// The lines below the panes (the result strip and the status bar), as one line: what a
/// wrapped result says whole.
fn strip(screen: &str) -> String {
    let rows: Vec<&str> = screen.lines().collect();
    let last_frame = rows.iter().rposition(|r| r.contains('└')).unwrap_or(0);
    rows[last_frame + 1..]
        .join(" ")
        .replace('\u{a0}', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The GM's pane and the players' pane, read after each step.
struct Table {
    t: Tmux,
    gm: String,
    players: String,
    audit: Audit,
}

impl Table {
    /// The screen of `pane`.
    fn screen_of(&mut self, pane: &str) -> String {
        self.t.pane = pane.to_string();
        self.t.screen()
    }

    /// Waits until `pane` shows `text`; returns its screen.
    fn wait(&mut self, pane: &str, text: &str) -> String {
        self.t.pane = pane.to_string();
        self.t.wait_for(text)
    }

    /// The record number the GM's status bar shows (`enregistré #14`).
    fn records(&mut self) -> u32 {
        let gm = self.gm.clone();
        self.screen_of(&gm)
            .rsplit_once("enregistré #")
            .and_then(|(_, n)| n.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    }

    /// Types `line` at the GM's `:` prompt, waits for its record on both screens, checks
    /// them; returns the GM's screen then the players'.
    fn line(&mut self, line: &str, step: &str) -> (String, String) {
        let n = self.records();
        self.audit.own.text(line);
        let gm = self.gm.clone();
        self.t.pane = gm;
        self.t.keys(&[":"]);
        self.t.type_text(line);
        self.t.keys(&["Enter"]);
        self.saved(n + 1, step)
    }

    /// Waits for record `n` on the GM's screen and the players', then checks both.
    fn saved(&mut self, n: u32, step: &str) -> (String, String) {
        let (gm, players) = (self.gm.clone(), self.players.clone());
        self.wait(&gm, &format!("enregistré #{n}"));
        self.wait(&players, &format!("enregistrement {n}/{n}"));
        self.check(step)
    }

    /// Reads both screens: no English word, no rule ID, every count agreeing with its noun.
    fn check(&mut self, step: &str) -> (String, String) {
        let (gm, players) = (self.gm.clone(), self.players.clone());
        let gm = self.screen_of(&gm);
        let players = self.screen_of(&players);
        for (who, screen) in [("GM", &gm), ("players", &players)] {
            assert!(
                !screen.contains("COR-"),
                "{step}, {who}: a rule ID\n{screen}"
            );
            let wrong = wrong_counts(screen);
            assert!(wrong.is_empty(), "{step}, {who}: {wrong:?}\n{screen}");
            self.audit.scan_screen(&format!("{step} ({who})"), screen);
        }
        (gm, players)
    }

    /// The declaration form, chained from one announcer to the next: each count typed
    /// over the one the form offers, then sent.
    fn announce(&mut self, counts: &[(&str, &str)], step: &str) -> (String, String) {
        let gm = self.gm.clone();
        self.t.pane = gm.clone();
        self.t.keys(&["d"]);
        let mut shown = (String::new(), String::new());
        for (who, count) in counts {
            self.wait(&gm, &format!("qui\u{a0}: {who}"));
            let n = self.records();
            self.t.pane = gm.clone();
            self.t.keys(&["BSpace"]);
            self.t.type_text(count);
            self.t.keys(&["Enter"]);
            shown = self.saved(n + 1, &format!("{step}: {who} announces {count}"));
            let announced = format!("{who} annonce {count} action");
            assert!(
                strip(&shown.0).contains(&announced),
                "{announced}\n{}",
                shown.0
            );
        }
        shown
    }
}

#[test]
fn a_corporates_fight_in_french_reads_french_on_the_gm_and_players_screens() {
    let Some(mut t) = Tmux::start() else { return };
    t.tmux(&["resize-window", "-t", "e2e", "-x", "160", "-y", "64"]);
    t.pane = "e2e.0".into();
    t.shell(&format!(
        "FRAY_LANG=fr {FRAY} new -r corporates --seed 18 Toit"
    ));
    t.wait_for("Personne pour l’instant");
    let players = t.split();
    let mut table = Table {
        t,
        gm: "e2e.0".into(),
        players,
        audit: Audit::for_systems(&[fray::systems::corporates::ID]),
    };
    for name in ["Toit", "Kane", "Roofer", "Tag"] {
        table.audit.own.name(name);
    }
    let players = table.players.clone();
    table.t.pane = players.clone();
    table.t.shell(&format!("FRAY_LANG=fr {FRAY} watch toit"));
    table.wait(&players, "SUIVI");

    // The team, from the bestiary in French words.
    table.line("ajoute Kane pj comme chef-d-equipe", "Kane");
    table.line("ajoute Roofer ennemi comme tireur", "Roofer");
    let (gm, _) = table.line("ajoute Tag ennemi comme voyou", "Tag");
    assert!(gm.contains("Tireur embusqué"), "{gm}");

    // Turn 1: the reaction rolls, then the counts from the declaration form.
    let (gm, _) = table.line("commence", "turn 1");
    assert!(strip(&gm).contains("Kane annonce ensuite"), "{gm}");
    let (gm, players) = table.announce(&[("Kane", "3"), ("Tag", "2"), ("Roofer", "2")], "turn 1");
    assert!(gm.contains("Segment 1 sur 5"), "{gm}");
    assert!(
        strip(&players).contains("Le segment 1 commence"),
        "the players see the segment begin:\n{players}"
    );
    assert!(
        !players.contains("phase"),
        "no other game's phase:\n{players}"
    );

    // Segment 1: Kane's burst, its dice given at the table, read term by term.
    let (gm, players) = table.line(
        "tire kane sur roofer avec fusil portée moyenne rafale 3 jet=6,5",
        "the shot",
    );
    for screen in [&gm, &players] {
        let shot = strip(screen);
        for term in [
            "difficulté 15 = moyenne 15",
            "jet [6, 5] + 6 (Armes à feu) = 17",
            "rafale de 3 balles",
            "1 balle touche, marge 5",
        ] {
            assert!(shot.contains(term), "{term:?} missing in:\n{screen}");
        }
    }
    let (gm, _) = table.line("blesse roofer par kane avec fusil marge 5", "the damage");
    let hurt = strip(&gm);
    assert!(
        hurt.contains("dégâts 5d de l’arme") && hurt.contains("contre encaissement 3d"),
        "{gm}"
    );
    assert!(hurt.contains("+2 Blessure"), "{gm}");
    let (gm, _) = table.line("annule", "undo");
    assert!(strip(&gm).contains("annulé"), "{gm}");
    let (gm, _) = table.line("rétablis", "redo");
    assert!(strip(&gm).contains("rétabli"), "{gm}");

    // Segment 2: Tag trips Kane, Strength against Strength; Kane's fall is soaked.
    let (gm, _) = table.line("suivant", "segment 2");
    assert!(gm.contains("Segment 2 sur 5"), "{gm}");
    let (gm, _) = table.line(
        "fait-tomber tag kane force-contre-force jet=6,6,6,6,6,1,1,1,1",
        "the trip",
    );
    let trip = strip(&gm);
    assert!(trip.contains("Tag tente de faire tomber Kane"), "{gm}");
    assert!(trip.contains("Kane tombe"), "{gm}");
    assert!(
        trip.contains("jet d’encaissement de la chute") && trip.contains("(protection)"),
        "{gm}"
    );
    table.line("agit roofer", "Roofer acts");

    // Segment 3: Kane switches to survival mode; the turn runs to its end.
    table.line("suivant", "segment 3");
    let (gm, _) = table.line("survie kane", "survival");
    assert!(strip(&gm).contains("mode Survie"), "{gm}");
    for step in ["segment 4", "segment 5", "turn 1 over"] {
        table.line("suivant", step);
    }

    // Turn 2: the reaction rolls again, the counts announced from the form.
    let (gm, _) = table.line("suivant", "turn 2");
    assert!(strip(&gm).contains("Le tour 2 commence"), "{gm}");
    let (gm, _) = table.announce(&[("Tag", "1"), ("Kane", "2"), ("Roofer", "1")], "turn 2");
    assert!(gm.contains("Tour 2 · Segment"), "{gm}");

    let audit = std::mem::replace(&mut table.audit, Audit::new()).without_typed_syntax();
    assert!(audit.hits.is_empty(), "{}", audit.report());

    // Quit both screens.
    let (gm, players) = (table.gm.clone(), table.players.clone());
    table.t.pane = players;
    table.t.keys(&["q"]);
    table.t.assert_cooked("COOKED-AFTER-FRENCH-WATCH");
    table.t.pane = gm;
    table.t.keys(&["q"]);
    table.t.assert_cooked("COOKED-AFTER-FRENCH-CORPORATES");

    // The save holds the canonical English lines.
    let commands: Vec<String> = fray::store::load(&table.t.saves.join("toit.fray.jsonl"))
        .expect("the save loads")
        .records
        .iter()
        .map(|r| r.command.clone())
        .collect();
    for wanted in [
        "add Kane pc from team-leader",
        "undo",
        "redo",
        "survival kane",
    ] {
        assert!(
            commands.iter().any(|c| c == wanted),
            "{wanted}: {commands:#?}"
        );
    }
    assert!(
        commands
            .iter()
            .any(|c| c.starts_with("trip tag kane strength")),
        "{commands:#?}"
    );
}
