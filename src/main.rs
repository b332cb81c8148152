//! The fray binary: parses the command line and hands it to the front end.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = fray::cli::Cli::parse();
    match fray::cli::run(cli) {
        Ok(code) => code,
        Err(error) => {
            // Not `eprintln!`: it panics when standard error is gone (a closed terminal).
            let _ = writeln!(
                std::io::stderr(),
                "{}: {}",
                fray::cli::text::ERROR,
                fray::safe_text::escape(&format!("{error:#}"))
            );
            ExitCode::from(fray::cli::exit::ERROR)
        }
    }
}
