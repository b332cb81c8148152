//! A French table in tmux: the GM's fight in one pane and the players' `fray watch` of the
//! same save in a second, both with `FRAY_LANG=fr`. At each step both screens are read as
//! a new French-speaking GM and the players read them: no English word (the list of
//! `common::english`, the save's own names and lines left out), no rule ID, no count at
//! odds with its noun (`common::french_reading`). What is found is gathered and reported
//! at the end, each with its step and pane.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fray::model::SystemId;

use super::french_reading::Reader;
use super::tmux::{FRAY, Tmux};

/// Both panes of a French table and what their screens showed wrong so far.
pub struct FrenchTable {
    /// The tmux server; its `pane` is the one keys go to.
    pub t: Tmux,
    /// The GM's pane.
    pub gm: String,
    /// The players' pane (`fray watch`).
    pub players: String,
    /// The save both panes read.
    pub save: PathBuf,
    /// What the screens showed wrong so far.
    pub reader: Reader,
}

impl FrenchTable {
    /// A new fight (`fray new -r RULES --seed SEED NAME`, its save `SLUG`) in French in the
    /// GM's pane once it shows `gm_shows`, then the players' watch of it below.
    pub fn start(
        rules: &str,
        system: SystemId,
        rule_id: &'static str,
        name: &str,
        slug: &str,
        gm_shows: &str,
    ) -> Option<FrenchTable> {
        let mut t = Tmux::start()?;
        // Two panes of 160 × 31: room for the log's lines whole.
        t.tmux(&["resize-window", "-t", "e2e", "-x", "160", "-y", "64"]);
        t.pane = "e2e.0".into();
        t.shell(&format!(
            "FRAY_LANG=fr {FRAY} new -r {rules} --seed 5 {name}"
        ));
        t.wait_for(gm_shows);
        let players = t.split();
        t.pane = players.clone();
        t.shell(&format!("FRAY_LANG=fr {FRAY} watch {slug}"));
        t.wait_for("SUIVI");
        t.pane = "e2e.0".into();
        let save = t.saves.join(format!("{slug}.fray.jsonl"));
        Some(FrenchTable {
            t,
            gm: "e2e.0".into(),
            players,
            reader: Reader::new(system, rule_id, Some(save.clone())),
            save,
        })
    }

    /// How many records the save holds now.
    pub fn records(&self) -> usize {
        fray::store::load(&self.save).map_or(0, |l| l.records.len())
    }

    /// Waits until the save holds `n` records: a command was accepted and written.
    pub fn saved(&self, n: usize) {
        let start = Instant::now();
        loop {
            let have = self.records();
            if have >= n {
                return;
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "the save holds {have} records, not {n}; the GM's screen shows:\n{}",
                self.t.screen()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until the pane `pane` shows `text`; its screen.
    pub fn wait_on(&mut self, pane: &str, text: &str) -> String {
        let keep = std::mem::replace(&mut self.t.pane, pane.to_string());
        let screen = self.t.wait_for(text);
        self.t.pane = keep;
        screen
    }

    /// Types `line` at the GM's `:` prompt; once it is saved, waits for `gm_shows` on the
    /// GM's screen and `players_show` on the players', then reads both as step `step`.
    /// Returns the GM's screen.
    pub fn command(
        &mut self,
        step: &str,
        line: &str,
        gm_shows: &str,
        players_show: &str,
    ) -> String {
        let n = self.records();
        self.t.pane = self.gm.clone();
        self.t.keys(&[":"]);
        self.t.type_text(line);
        self.t.keys(&["Enter"]);
        self.saved(n + 1);
        self.settled(n + 1);
        let gm = self.wait_on(&self.gm.clone(), gm_shows);
        self.wait_on(&self.players.clone(), players_show);
        self.read_both(step);
        gm
    }

    /// Waits until both panes show the save's `n`th record: the GM's status bar
    /// (« enregistré #N ») and the watch's position (« enregistrement N/N »).
    pub fn settled(&mut self, n: usize) {
        self.wait_on(&self.gm.clone(), &format!("enregistré #{n} "));
        self.wait_on(&self.players.clone(), &format!("enregistrement {n}/{n} "));
    }

    /// Presses `keys` in the GM's pane; once the save holds `records` records, waits for
    /// `gm_shows` and `players_show` and reads both screens as step `step`.
    pub fn keys(
        &mut self,
        step: &str,
        keys: &[&str],
        records: usize,
        gm_shows: &str,
        players_show: &str,
    ) -> String {
        self.t.pane = self.gm.clone();
        self.t.keys(keys);
        self.saved(records);
        self.settled(records);
        let gm = self.wait_on(&self.gm.clone(), gm_shows);
        self.wait_on(&self.players.clone(), players_show);
        self.read_both(step);
        gm
    }

    /// Reads both panes' screens as step `step`.
    pub fn read_both(&mut self, step: &str) {
        for pane in [self.gm.clone(), self.players.clone()] {
            let screen = self.screen_of(&pane);
            let who = if pane == self.gm { "GM" } else { "players" };
            self.read(&format!("{step} ({who})"), &screen);
        }
    }

    /// The screen of `pane` now.
    pub fn screen_of(&mut self, pane: &str) -> String {
        let keep = std::mem::replace(&mut self.t.pane, pane.to_string());
        let screen = self.t.screen();
        self.t.pane = keep;
        screen
    }

    /// Reads one screen (see [`Reader::read`]).
    pub fn read(&mut self, name: &str, screen: &str) {
        self.reader.read(name, screen);
    }

    /// Opens the key help (`?`) on both screens and reads it, then quits both.
    pub fn key_help_then_quit(&mut self) {
        for pane in [self.gm.clone(), self.players.clone()] {
            self.t.pane = pane.clone();
            self.t.keys(&["?"]);
            let help = self.t.wait_for("Touches");
            let who = if pane == self.gm { "GM" } else { "players" };
            self.read(&format!("key help ({who})"), &help);
            self.t.keys(&["Escape", "q"]);
            self.t
                .assert_cooked(&format!("COOKED-AFTER-{}", who.to_uppercase()));
        }
        self.t.pane = self.gm.clone();
    }

    /// `fray replay SLUG` in French in the GM's pane: every record read from the first to
    /// the last, then the replay's key help; quits.
    pub fn replay(&mut self, slug: &str) {
        let len = self.records();
        self.t.pane = self.gm.clone();
        self.t.shell(&format!("FRAY_LANG=fr {FRAY} replay {slug}"));
        self.t.wait_for("RELECTURE");
        self.t.wait_for(&format!("enregistrement {len}/{len}"));
        self.t.keys(&["Home"]);
        self.t.wait_for(&format!("enregistrement 0/{len}"));
        for i in 1..=len {
            self.t.keys(&["Right"]);
            let screen = self.t.wait_for(&format!("enregistrement {i}/{len}"));
            self.read(&format!("replay, record {i}"), &screen);
        }
        self.t.keys(&["?"]);
        let help = self.t.wait_for("Touches");
        self.read("replay key help", &help);
        self.t.keys(&["Escape", "q"]);
        self.t.assert_cooked("COOKED-AFTER-FRENCH-REPLAY");
    }

    /// Fails with everything found on either screen, if anything was.
    pub fn assert_nothing_found(&self) {
        self.reader.assert_nothing_found();
    }
}
