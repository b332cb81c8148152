//! Writing a fight back into its campaign from the fight screen: when a fight whose party
//! came from a campaign ends, and on a key any time, an overlay shows what the write-back
//! changes PC by PC; on the GM's word (y or Enter) it is written into the campaign as a
//! `sync` record, through a session of the campaign (its lock, its checks). Esc or n
//! leaves it. Nothing to change, already written back, a campaign that cannot be read or
//! is locked by another fray: the overlay says so and nothing is written.

use std::path::{Path, PathBuf};

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::campaign::{self, Change};
use crate::engine::{Command, SyncSource};
use crate::model::PartyLink;
use crate::session::{Reply, Session};
use crate::tui::text;

use super::{Fight, Input, Level, Message};

/// What the overlay shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteBackState {
    /// These changes, PC by PC, wait for the GM's word.
    Ready(Vec<Change>),
    /// Writing back changes nothing.
    Nothing,
    /// The fight was already written back up to its last command.
    Already,
    /// The campaign cannot be read or written: why.
    Failed(String),
}

/// The write-back overlay of the fight screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteBack {
    /// The campaign's file.
    pub campaign_path: PathBuf,
    /// The campaign's name. Untrusted.
    pub campaign: String,
    /// The fight's name. Untrusted.
    pub fight: String,
    /// What it shows.
    pub state: WriteBackState,
    /// Lines scrolled.
    pub scroll: u16,
    /// The PCs' state read from the fight, to write.
    source: Option<Box<SyncSource>>,
}

impl WriteBack {
    /// What writing the fight saved at `fight_path` (whose party came from `party`) back
    /// into its campaign, found in the saves folder `saves`, would change.
    pub fn prepare(fight_path: &Path, fight: &str, saves: &Path, party: &PartyLink) -> WriteBack {
        let mut shown = WriteBack {
            campaign_path: campaign_file(saves, &party.campaign).unwrap_or_default(),
            campaign: party.name.clone(),
            fight: fight.to_string(),
            state: WriteBackState::Nothing,
            scroll: 0,
            source: None,
        };
        shown.state = match shown.read(fight_path, &party.campaign) {
            Ok((state, source)) => {
                shown.source = Some(Box::new(source));
                state
            }
            Err(why) => WriteBackState::Failed(why),
        };
        shown
    }

    /// Reads the campaign and the fight: what the write-back changes, and what it writes.
    fn read(
        &mut self,
        fight_path: &Path,
        key: &str,
    ) -> Result<(WriteBackState, SyncSource), String> {
        if self.campaign_path.as_os_str().is_empty() {
            return Err(crate::t!(
                "campaign-not-found",
                name = crate::safe_text::escape(key)
            ));
        }
        let entry = campaign::find::read(&self.campaign_path)?;
        self.campaign = entry.name.clone();
        let source = campaign::sync_source(fight_path, key)?;
        self.fight = source.name.clone();
        let already = entry
            .fights()
            .iter()
            .find(|f| f.file == source.file)
            .and_then(|f| f.synced)
            .is_some_and(|at| at >= source.through);
        let state = if already {
            WriteBackState::Already
        } else {
            let changes = campaign::changes(&entry.state, &source.members);
            if changes.is_empty() {
                WriteBackState::Nothing
            } else {
                WriteBackState::Ready(changes)
            }
        };
        Ok((state, source))
    }

    /// Whether the GM's word would write something.
    pub fn writable(&self) -> bool {
        matches!(self.state, WriteBackState::Ready(_)) && self.source.is_some()
    }

    /// The overlay's text: what happens, then each PC's lines before and after.
    pub fn body(&self) -> Vec<String> {
        let campaign = &self.campaign;
        match &self.state {
            WriteBackState::Ready(changes) => {
                let mut lines = vec![text::writeback_intro(&self.fight, campaign, changes.len())];
                for change in changes {
                    lines.push(String::new());
                    lines.push(change.name.clone());
                    lines.extend(change.was.iter().map(|l| text::writeback_was(l.trim())));
                    lines.extend(change.now.iter().map(|l| text::writeback_now(l.trim())));
                }
                lines
            }
            WriteBackState::Nothing => vec![text::writeback_nothing(campaign)],
            WriteBackState::Already => vec![text::writeback_already(campaign)],
            WriteBackState::Failed(why) => text::writeback_failed(campaign, why)
                .lines()
                .map(str::to_string)
                .collect(),
        }
    }

    /// Writes the changes into the campaign: a session of the campaign (refused while
    /// another fray holds it), one `sync` record. How many PCs changed, or why not.
    fn write(&self) -> Result<usize, String> {
        let (Some(source), WriteBackState::Ready(changes)) = (&self.source, &self.state) else {
            return Ok(0);
        };
        let (mut session, _) = Session::open(&self.campaign_path).map_err(|e| e.to_string())?;
        let command = Command::Sync {
            fight: source.file.clone(),
            source: Some(source.clone()),
        };
        match session.execute_command(&command) {
            Ok(Reply::Done { saved: true, .. }) => Ok(changes.len()),
            Ok(_) => Err(session
                .save_error()
                .map_or_else(String::new, ToString::to_string)),
            Err(e) => Err(e.to_string()),
        }
    }
}

/// The file of the campaign `key` in the saves folder `saves`; `None` when the key, read
/// from a save, is no file name (a path, a hidden name).
fn campaign_file(saves: &Path, key: &str) -> Option<PathBuf> {
    let plain = !key.is_empty()
        && !key.starts_with('.')
        && !key.contains(['/', '\\'])
        && !key.chars().any(char::is_control);
    plain.then(|| {
        campaign::campaigns_dir(saves).join(format!("{key}{}", crate::store::SAVE_EXTENSION))
    })
}

impl Fight {
    /// Opens the write-back overlay for this fight; says so when its party came from no
    /// campaign.
    pub fn open_writeback(&mut self) {
        let state = self.session.timeline().state();
        let Some(party) = state.party.clone() else {
            self.message = Some(Message {
                text: text::writeback_no_campaign().to_string(),
                level: Level::Error,
            });
            return;
        };
        let name = state.name.clone();
        let saves = self.session.saves_dir();
        let shown = WriteBack::prepare(self.session.path(), &name, &saves, &party);
        self.input = Input::WriteBack(Box::new(shown));
    }

    /// Whether the command just carried out ended a fight whose party came from a
    /// campaign (the overlay then opens by itself).
    pub(super) fn just_ended_with_party(&self, was_over: bool) -> bool {
        let state = self.session.timeline().state();
        !was_over && state.step == crate::model::Step::Ended && state.party.is_some()
    }

    /// A key on the write-back overlay: y (o, the French « oui ») or Enter writes (when
    /// there is something to write), ↑/↓ scroll, any other key leaves it.
    pub(super) fn writeback_key(&mut self, key: KeyEvent) {
        let Input::WriteBack(shown) = &mut self.input else {
            return;
        };
        match key.code {
            KeyCode::Down | KeyCode::Char('j') => shown.scroll = shown.scroll.saturating_add(1),
            KeyCode::Up | KeyCode::Char('k') => shown.scroll = shown.scroll.saturating_sub(1),
            KeyCode::Char('y' | 'Y' | 'o' | 'O') | KeyCode::Enter if shown.writable() => {
                match shown.write() {
                    Ok(pcs) => {
                        self.message = Some(Message {
                            text: text::writeback_done(&shown.campaign, pcs),
                            level: Level::Info,
                        });
                        self.input = Input::Normal;
                    }
                    Err(why) => {
                        shown.state = WriteBackState::Failed(why);
                        shown.scroll = 0;
                    }
                }
            }
            _ => self.input = Input::Normal,
        }
    }
}
