//! Shell conventions: `fray completions SHELL` (clap_complete) and `fray man`
//! (clap_mangen), both written to standard output from the same `Command` as `--help`, in
//! the current language.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;
use clap_complete::Shell;

/// Writes the completion script for `shell`.
pub fn completions(shell: Shell) -> Result<ExitCode> {
    // Built in memory first: clap_complete panics when its writer fails (a closed pipe).
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut super::help::command(), "fray", &mut script);
    std::io::stdout().lock().write_all(&script)?;
    Ok(ExitCode::SUCCESS)
}

/// Writes the manual page, section 1, in roff.
pub fn man() -> Result<ExitCode> {
    let mut page = Vec::new();
    clap_mangen::Man::new(super::help::command()).render(&mut page)?;
    std::io::stdout().lock().write_all(&page)?;
    Ok(ExitCode::SUCCESS)
}
