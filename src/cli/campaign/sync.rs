//! `fray campaign sync SAVE`: a fight's party written back into its campaign. The fight
//! names its campaign (its party link); what changes is shown PC by PC, in the system's
//! words, and written only on the GM's word (`--yes`, or `y` at the question on a
//! terminal).

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, anyhow, bail};

use super::{text, which};
use crate::campaign::Change;
use crate::engine::Command;
use crate::session::Reply;

/// Writes the party of the fight `save` back into its campaign.
pub(super) fn run(saves: &Path, save: &str, yes: bool) -> Result<ExitCode> {
    let fight = crate::store::paths::resolve_save(saves, save)?;
    let timeline = super::super::load(&fight)?;
    let Some(party) = timeline.state().party.clone() else {
        bail!(text::fight_without_party(&timeline.header().name));
    };
    let folder = fight.parent().unwrap_or(saves);
    let campaign_file = crate::campaign::campaigns_dir(folder).join(format!(
        "{}{}",
        party.campaign,
        crate::store::SAVE_EXTENSION
    ));
    if !campaign_file.is_file() {
        bail!(text::campaign_gone(&party.name, &campaign_file));
    }
    let entry = which::read(folder, &campaign_file.display().to_string())?;
    let source =
        crate::campaign::sync_source(&fight, &entry.key).map_err(|problem| anyhow!(problem))?;
    let fight_name = source.name.clone();
    let known = entry.fights().iter().find(|f| f.file == source.file);
    if known
        .and_then(|f| f.synced)
        .is_some_and(|through| through >= source.through)
    {
        outln!("{}", text::already_written_back(&fight_name, &entry.name));
        return Ok(ExitCode::SUCCESS);
    }
    let changes = crate::campaign::changes(&entry.state, &source.members);
    // Locked before the question: no other fray writes it while the GM reads.
    let (mut session, warnings) = which::open_entry(&entry)?;
    super::super::print_warnings(&warnings);
    if changes.is_empty() {
        // Nothing to ask: the fight is only noted as written back, so that the campaign
        // lists it and a second write-back knows it.
        outln!("{}", text::nothing_changes(&fight_name, &entry.name));
    } else {
        outln!("{}", text::changes_heading(&fight_name, &entry.name));
        print_changes(&changes)?;
        if !yes && !confirmed()? {
            outln!("{}", text::nothing_written());
            return Ok(ExitCode::SUCCESS);
        }
    }
    let command = Command::Sync {
        fight: crate::campaign::key_of(&fight),
        source: Some(Box::new(source)),
    };
    let line = crate::script::format(&command);
    let (mut out, mut err) = (io::stdout().lock(), io::stderr().lock());
    let mut acks = super::super::acks::Acks::new();
    if let Reply::Done { seq, narration, .. } = session.execute_command(&command)? {
        acks.done(&session, &line, seq, narration, &mut out, &mut err)?;
    }
    Ok(ExitCode::from(
        if acks.finish(&mut session, &mut out, &mut err)? {
            crate::exit::OK
        } else {
            crate::exit::NOT_SAVED
        },
    ))
}

/// Each PC's changed sheet lines: as the campaign has them, then as the fight left them.
fn print_changes(changes: &[Change]) -> Result<()> {
    let escape = crate::safe_text::escape;
    for change in changes {
        outln!("{}", escape(&change.name));
        for line in &change.was {
            outln!("{}", escape(&text::before_line(line.trim())));
        }
        for line in &change.now {
            outln!("{}", escape(&text::after_line(line.trim())));
        }
    }
    Ok(())
}

/// The GM's word: `--yes` was not given, so the question is asked on a terminal; without
/// one, fray refuses rather than guess.
fn confirmed() -> Result<bool> {
    let stdin = io::stdin();
    if !stdin.is_terminal() {
        bail!(text::needs_yes());
    }
    out!("{} ", text::question());
    io::stdout().flush()?;
    let mut answer = String::new();
    stdin.lock().read_line(&mut answer)?;
    Ok(text::is_yes(answer.trim()))
}
