//! The fray binary: parses the command line and hands it to the front end.

use std::io::Write;
use std::process::ExitCode;

use clap::FromArgMatches;

#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

fn main() -> ExitCode {
    // A write past a file-size limit then fails (EFBIG) and takes the NOT SAVED path like a
    // full disk, instead of killing fray with a torn line and no word.
    fray::platform::signals::ignore_file_size_limit();
    fray::systems::install();
    // The language first, so that clap's help and errors come in it.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let flag = fray::cli::help::lang_flag(&args);
    // `fray.toml` is read (and the old files migrated) once, here; what it has to say is
    // written on stderr in the language it helped choose.
    let settings = fray::settings::loaded();
    fray::i18n::set(fray::i18n::choose(flag.as_deref(), settings.settings.lang));
    fray::settings::report_once();
    // The GM's library, merged with the shipped bestiaries before any command reads one.
    fray::library::install(fray::settings::dir().as_deref());
    let mut command = fray::cli::help::command();
    let matches = command
        .try_get_matches_from_mut(args)
        .unwrap_or_else(|error| fray::cli::usage::exit(error));
    let cli = match fray::cli::Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(error) => fray::cli::usage::exit(error.format(&mut command)),
    };
    let bestiary = matches!(cli.command, Some(fray::cli::Action::Bestiary { .. }));
    // `fray bestiary` says what the library's loading found itself (`check` on stdout).
    if !bestiary {
        fray::cli::bestiary::report_notes();
    }
    match fray::cli::run(cli) {
        Ok(code) => code,
        Err(error) => {
            // Not `eprintln!`: it panics when standard error is gone (a closed terminal).
            let _ = writeln!(
                std::io::stderr(),
                "{}",
                fray::cli::text::error_line(&fray::safe_text::escape(&fray::i18n::error_chain(
                    &error
                )))
            );
            ExitCode::from(fray::cli::exit::ERROR)
        }
    }
}
