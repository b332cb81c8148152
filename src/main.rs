//! The fray binary: parses the command line and hands it to the front end.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = fray::cli::Cli::parse();
    match fray::cli::run(cli) {
        Ok(code) => code,
        Err(error) => {
            eprintln!(
                "{}: {}",
                fray::cli::text::ERROR,
                fray::cli::text::escape(&format!("{error:#}"))
            );
            ExitCode::from(fray::cli::exit::ERROR)
        }
    }
}
