//! Typed lines carried out on a campaign, between fights: `fray campaign run` (a script,
//! standard input, or line mode) and `fray campaign do`, `undo` and `rest` (lines given as
//! arguments). They go through the same path as `fray run` and line mode: each line parsed
//! in the system's language, decided (the campaign takes only what has a place between
//! fights), saved, then acknowledged.

use std::io::{self, IsTerminal};
use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;

use super::super::input_lines::Input;
use super::which;

/// `fray campaign run CAMPAIGN [--script FILE]`: as `fray run` on a fight.
pub(super) fn run(
    saves: &Path,
    word: &str,
    script: Option<&str>,
    keep_going: bool,
) -> Result<ExitCode> {
    let (session, warnings) = which::open(saves, word)?;
    super::super::print_warnings(&warnings);
    match script {
        Some("-") => super::super::run_script(
            session,
            Input::Stream(io::stdin().lock()),
            "stdin",
            keep_going,
        ),
        Some(file) => {
            let bytes = super::super::read_script(Path::new(file))?;
            super::super::run_script(session, Input::Whole(&bytes), file, keep_going)
        }
        None => {
            super::super::repl::run(session, &mut io::stdin().lock(), io::stdin().is_terminal())
        }
    }
}

/// `fray campaign do CAMPAIGN LINE…`: each argument one line, in order, stopping at the
/// first refused (the lines before it are saved); the status is `fray run`'s.
pub(super) fn each(saves: &Path, word: &str, lines: &[String]) -> Result<ExitCode> {
    let (session, warnings) = which::open(saves, word)?;
    super::super::print_warnings(&warnings);
    let script = script_of(lines);
    super::super::run_script(
        session,
        Input::Whole(script.as_bytes()),
        &super::text::arguments_source(),
        false,
    )
}

/// The lines given as arguments, as one script: an argument holding a line break is
/// several lines, as it would be typed.
fn script_of(lines: &[String]) -> String {
    let mut script = lines.join("\n");
    script.push('\n');
    script
}

/// The line `fray campaign rest CAMPAIGN WORDS…` carries out: `rest`, then the words as
/// given (one holding a space is quoted, as typed at the prompt). What a rest does is the
/// rule system's: a system without one refuses the line as any unknown command.
pub(super) fn rest_line(words: &[String]) -> String {
    let mut line = String::from("rest");
    for word in words {
        line.push(' ');
        if word.chars().any(char::is_whitespace) && !word.contains('"') {
            line.push('"');
            line.push_str(word);
            line.push('"');
        } else {
            line.push_str(word);
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rest_words_make_one_line() {
        assert_eq!(rest_line(&[]), "rest");
        assert_eq!(
            rest_line(&["short".into(), "Baral Faadhi".into()]),
            r#"rest short "Baral Faadhi""#
        );
    }

    #[test]
    fn each_argument_is_a_line() {
        assert_eq!(
            script_of(&["add Baral pc".into(), "undo".into()]),
            "add Baral pc\nundo\n"
        );
    }
}
