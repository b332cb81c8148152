//! The command-line front end: `fray new`, `run`, `show`, `check`, `upgrade`, `rules`,
//! `list`, the shell's completions and manual page, and a line mode for playing without the
//! full-screen interface.

/// `println!` that hands a write error back (`?`) instead of panicking: `fray rules | head
/// -1` closes the pipe, and `main` then ends fray quietly (see [`reader_gone`]).
macro_rules! outln {
    ($($arg:tt)*) => {
        writeln!(std::io::stdout().lock(), $($arg)*)?
    };
}

/// `print!` that hands a write error back, as [`outln`].
macro_rules! out {
    ($($arg:tt)*) => {
        write!(std::io::stdout().lock(), $($arg)*)?
    };
}

/// `eprintln!` that never panics: with standard error gone there is no one to tell.
macro_rules! errln {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stderr().lock(), $($arg)*);
    }};
}

mod acks;
mod args;
pub mod bestiary;
mod campaign;
mod check;
pub use crate::exit;
mod export;
mod export_target;
pub mod help;
mod input_lines;
mod list;
mod repl;
mod rules;
mod script_run;
mod serve;
mod shell;
pub(crate) use crate::report::show_text as show;
mod batched_read;
pub mod export_read;
#[cfg(test)]
mod shipped_saves;
mod system_arg;
pub mod text;
pub mod transcript;
pub mod transcript_read;

use system_arg::system_of;
pub mod usage;

use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};

pub use args::{Action, BestiaryAction, CampaignAction, Cli, ExportArgs, ExportFormat};
use input_lines::Input;
use script_run::{read_script, run_script};
pub use show::render;

use crate::engine::Timeline;
use crate::report::Report;
use crate::session::Session;
use crate::setup;
use crate::store::{self, paths};

pub use crate::setup::demo;

/// Runs the command line. When the reader of standard output goes away (`fray show x |
/// head -1`), fray stops quietly: with status 0 once what was asked is only to print, with
/// [`exit::READER_GONE`] while commands were still to be carried out (`fray run`, line
/// mode), every one acknowledged being saved.
pub fn run(cli: Cli) -> Result<ExitCode> {
    let plays = matches!(
        cli.command,
        None | Some(
            Action::New { .. }
                | Action::Open { .. }
                | Action::Run { .. }
                | Action::Campaign {
                    action: CampaignAction::Run { .. }
                        | CampaignAction::Do { .. }
                        | CampaignAction::Undo { .. }
                        | CampaignAction::Rest { .. }
                        | CampaignAction::Sync { .. }
                }
        )
    );
    match run_action(cli) {
        Err(error) if reader_gone(&error) => Ok(if plays {
            ExitCode::from(exit::READER_GONE)
        } else {
            ExitCode::SUCCESS
        }),
        other => other,
    }
}

/// Runs one subcommand (see [`run`]).
fn run_action(cli: Cli) -> Result<ExitCode> {
    let from_settings = crate::settings::loaded().settings.lang;
    crate::i18n::set(crate::i18n::choose(cli.lang.as_deref(), from_settings));
    // The shell's files need no saves folder: none is created for them.
    match cli.command {
        Some(Action::Completions { shell }) => return shell::completions(shell),
        Some(Action::Man) => return shell::man(),
        _ => {}
    }
    let saves = paths::saves_dir(cli.saves_dir.clone())?;
    match cli.command {
        None if full_screen() => crate::tui::run(crate::tui::Launch::Start, saves),
        None => open_demo(&saves),
        Some(Action::New {
            rules: key,
            seed,
            no_open,
            name,
            campaign,
        }) => new(
            &saves,
            key.as_deref(),
            seed,
            no_open,
            &name,
            campaign.as_deref(),
        ),
        Some(Action::Campaign { action }) => campaign::run(&saves, action),
        Some(Action::Open { save }) => {
            let path = paths::resolve_save(&saves, &save)?;
            let screen = full_screen();
            // Only the fight screen shows the save's last lines; the line prompt says
            // only what is typed now.
            let open = if screen {
                Session::open_to_show
            } else {
                Session::open
            };
            let (session, warnings) =
                open(&path).with_context(|| text::opening(&path.display().to_string()))?;
            if screen {
                return crate::tui::run(
                    crate::tui::Launch::Fight(Box::new(session), warnings),
                    saves,
                );
            }
            print_warnings(&warnings);
            repl::run(session, &mut io::stdin().lock(), io::stdin().is_terminal())
        }
        Some(Action::Run {
            save,
            script,
            keep_going,
        }) => {
            let path = paths::resolve_save(&saves, &save)?;
            let (session, warnings) =
                Session::open(&path).with_context(|| text::opening(&path.display().to_string()))?;
            print_warnings(&warnings);
            match script.as_deref() {
                Some("-") => run_script(
                    session,
                    Input::Stream(io::stdin().lock()),
                    "stdin",
                    keep_going,
                ),
                Some(file) => {
                    let bytes = read_script(Path::new(file))?;
                    run_script(session, Input::Whole(&bytes), file, keep_going)
                }
                None => repl::run(session, &mut io::stdin().lock(), io::stdin().is_terminal()),
            }
        }
        Some(Action::Replay { save, at }) => {
            let path = paths::resolve_save(&saves, &save)?;
            if !full_screen() {
                bail!(text::replay_needs_terminal());
            }
            let mut screen = crate::tui::replay::load(&path, crate::tui::replay::Audience::Gm)
                .with_context(|| text::reading(&path.display().to_string()))?;
            if let Some(at) = at {
                screen.seek(at);
            }
            crate::tui::run(crate::tui::Launch::Replay(Box::new(screen)), saves)
        }
        Some(Action::Watch { save }) => {
            let path = paths::resolve_save(&saves, &save)?;
            if !full_screen() {
                bail!(text::watch_needs_terminal());
            }
            let screen = crate::tui::replay::watch(&path)
                .with_context(|| text::reading(&path.display().to_string()))?;
            crate::tui::run(crate::tui::Launch::Replay(Box::new(screen)), saves)
        }
        Some(Action::Serve { save, lan, port }) => {
            let path = paths::resolve_save(&saves, &save)?;
            serve::serve(&path, lan, port.unwrap_or(0))
        }
        Some(Action::Show { save, json }) => {
            let timeline = load(&paths::resolve_save(&saves, &save)?)?;
            if json {
                // The JSON is data, the same in every language (as the JSON export).
                let report =
                    crate::i18n::with_lang(crate::i18n::Lang::En, || Report::of(timeline.state()));
                outln!("{}", crate::safe_text::json::to_string_pretty(&report)?);
                return Ok(ExitCode::SUCCESS);
            }
            let report = Report::of(timeline.state());
            out!("{}", crate::safe_text::escape_lines(&render(&report)));
            Ok(ExitCode::SUCCESS)
        }
        Some(Action::Log { save }) => {
            let path = paths::resolve_save(&saves, &save)?;
            let (timeline, written, warnings) = transcript_read::load_and_write(&path)
                .with_context(|| text::reading(&path.display().to_string()))?;
            print_warnings(&warnings);
            store::check_folded(&path, &timeline)
                .with_context(|| text::reading(&path.display().to_string()))?;
            // Each field is escaped already.
            out!("{}", written);
            Ok(ExitCode::SUCCESS)
        }
        Some(Action::Export(args)) => export::run(&saves, args),
        Some(Action::Check { save, salvage }) => {
            check::check(&paths::resolve_save(&saves, &save)?, salvage)
        }
        Some(Action::Upgrade { save }) => check::upgrade(&paths::resolve_save(&saves, &save)?),
        Some(Action::Rules { system, json }) => rules::rules_list(system.as_deref(), json),
        Some(Action::Bestiary { rules, action }) => bestiary::run(rules.as_deref(), action),
        Some(Action::List { json, paths, null }) => list::run(
            &saves,
            match (json, paths) {
                (true, _) => list::Form::Json,
                (_, true) => list::Form::Paths { null },
                _ => list::Form::Table,
            },
        ),
        Some(Action::Completions { .. } | Action::Man) => Ok(ExitCode::SUCCESS),
    }
}

/// Whether `error` is only that the reader of standard output went away (`fray show x |
/// head -1`, a broken pipe): not an error to report (see [`run`]).
fn reader_gone(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}

/// Whether the full-screen interface can run: both ends are a terminal.
fn full_screen() -> bool {
    io::stdin().is_terminal() && io::stdout().is_terminal()
}

fn print_warnings(warnings: &[String]) {
    for w in warnings {
        errln!("{}", text::warning_line(&crate::safe_text::escape(w)));
    }
}

/// Loads a save read-only (a torn tail is reported, not cut).
fn load(path: &Path) -> Result<Timeline> {
    Ok(load_narrating(path, 0)?.0)
}

/// Reads and folds a save, narrating its last `tail` records on the way (one pass).
fn load_narrating(path: &Path, tail: usize) -> Result<(Timeline, Vec<String>)> {
    let loaded = store::load(path).with_context(|| text::reading(&path.display().to_string()))?;
    print_warnings(&loaded.warnings);
    let (timeline, narrations) = crate::narrate::fold(loaded.header, loaded.records, tail);
    store::check_folded(path, &timeline)
        .with_context(|| text::reading(&path.display().to_string()))?;
    Ok((timeline, narrations))
}

/// `fray new`: a new fight's save, with the party of `campaign` brought in when one is
/// named (its system the fight's; the campaign is read first and not written), then
/// opened unless `no_open`.
fn new(
    saves: &Path,
    key: Option<&str>,
    seed: Option<u64>,
    no_open: bool,
    name: &str,
    campaign: Option<&str>,
) -> Result<ExitCode> {
    let (party, system) = match (campaign, key) {
        (Some(word), key) => {
            let (party, system) = campaign::fight_with_party(saves, word, key)?;
            (Some(party), system)
        }
        (None, Some(key)) => (None, system_of(key)?),
        // clap asks for one or the other.
        (None, None) => bail!(text::unknown_system("", &known_systems())),
    };
    let options = crate::settings::loaded().settings.options_for(system);
    let mut session = setup::create(saves, system, name, seed, options)?;
    outln!("{}", text::created(&session.path().display().to_string()));
    if let Some(party) = party
        && !campaign::bring_party(&mut session, &party)?
    {
        return Ok(ExitCode::from(exit::NOT_SAVED));
    }
    if no_open {
        return Ok(ExitCode::SUCCESS);
    }
    if full_screen() {
        return crate::tui::run(
            crate::tui::Launch::Fight(Box::new(session), Vec::new()),
            saves.to_path_buf(),
        );
    }
    repl::run(session, &mut io::stdin().lock(), io::stdin().is_terminal())
}

/// The keys of every rule system, for a message naming them.
fn known_systems() -> String {
    let known: Vec<_> = crate::model::SystemId::all()
        .iter()
        .map(|s| s.key())
        .collect();
    known.join(", ")
}

/// Copies the demo into the saves folder under a fresh name and opens the copy.
fn open_demo(saves: &Path) -> Result<ExitCode> {
    let path = setup::copy_demo(saves)?;
    outln!("{}", text::demo_copied(&path.display().to_string()));
    let (session, warnings) = Session::open(&path)?;
    print_warnings(&warnings);
    repl::run(session, &mut io::stdin().lock(), io::stdin().is_terminal())
}
