//! The command line's `--help` in the current language.
//!
//! clap writes help from the doc comments of [`Cli`]; for a language other than English,
//! [`command`] rebuilds that `Command` with the catalog's texts for each subcommand,
//! option and argument, and for clap's own words (`Usage:`, `Commands:`, `Print help`).
//! English is the derive's `Command` untouched, so its help stays exactly as it was; the
//! English catalog holds the same texts (a test keeps them equal).

use clap::{Arg, Command, CommandFactory};

use super::args::Cli;
use crate::i18n::{self, Lang};
use crate::t;

/// The `--lang` value on a command line, read before clap parses it (so that clap's help
/// and errors can be built in that language): `--lang fr` or `--lang=fr`, before `--`.
pub fn lang_flag<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Option<String> {
    let mut args = args.iter().skip(1).map(|a| a.as_ref().to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            return None;
        }
        if arg == "--lang" {
            return args.next().map(|v| v.into_owned());
        }
        if let Some(value) = arg.strip_prefix("--lang=") {
            return Some(value.to_string());
        }
    }
    None
}

/// The clap `Command` of fray, its help in the current language.
pub fn command() -> Command {
    let cmd = Cli::command();
    if i18n::current() == Lang::En {
        return cmd;
    }
    localize(cmd)
}

/// The catalog's text for an option or argument of a subcommand (`""`: the top level; a
/// nested one by its path: `campaign new`).
fn arg_help(command: &str, arg: &str) -> Option<String> {
    Some(match (command, arg) {
        (_, "saves_dir") => t!("cli-arg-saves-dir"),
        (_, "lang") => t!("cli-arg-lang"),
        (_, "save") => t!("cli-arg-save"),
        ("new", "rules") => t!("cli-arg-new-rules"),
        ("new", "seed") => t!("cli-arg-new-seed"),
        ("new", "no_open") => t!("cli-arg-new-no-open"),
        ("new", "name") => t!("cli-arg-new-name"),
        ("new", "campaign") => t!("cli-arg-new-campaign"),
        ("campaign new", "name") => t!("cli-arg-campaign-new-name"),
        ("campaign new", "rules") => t!("cli-arg-campaign-new-rules"),
        (_, "campaign") => t!("cli-arg-campaign"),
        ("campaign show", "json") => t!("cli-arg-show-json"),
        ("campaign run", "script") => t!("cli-arg-run-script"),
        ("campaign run", "keep_going") => t!("cli-arg-run-keep-going"),
        ("campaign do", "lines") => t!("cli-arg-campaign-do-lines"),
        ("campaign rest", "words") => t!("cli-arg-campaign-rest-words"),
        ("campaign sync", "yes") => t!("cli-arg-campaign-sync-yes"),
        ("campaign import", "file") => t!("cli-arg-campaign-import-file"),
        ("run", "script") => t!("cli-arg-run-script"),
        ("run", "keep_going") => t!("cli-arg-run-keep-going"),
        ("replay", "at") => t!("cli-arg-replay-at"),
        ("show", "json") => t!("cli-arg-show-json"),
        ("serve", "lan") => t!("cli-arg-serve-lan"),
        ("serve", "port") => t!("cli-arg-serve-port"),
        ("check", "salvage") => t!("cli-arg-check-salvage"),
        ("rules", "system") => t!("cli-arg-rules-system"),
        ("rules", "json") => t!("cli-arg-rules-json"),
        (c, "rules") if c.starts_with("bestiary") => t!("cli-arg-bestiary-rules"),
        ("bestiary show", "name") => t!("cli-arg-bestiary-show-name"),
        ("bestiary import", "file") => t!("cli-arg-bestiary-import-file"),
        ("bestiary import", "replace") => t!("cli-arg-bestiary-import-replace"),
        ("list", "json") => t!("cli-arg-list-json"),
        ("list", "paths") => t!("cli-arg-list-paths"),
        ("list", "null") => t!("cli-arg-list-null"),
        ("completions", "shell") => t!("cli-arg-completions-shell"),
        ("export", "format") => t!("cli-arg-export-format"),
        ("export", "up_to") => t!("cli-arg-export-up-to"),
        ("export", "output") => t!("cli-arg-export-output"),
        ("export", "force") => t!("cli-arg-export-force"),
        ("export", "with_undone") => t!("cli-arg-export-with-undone"),
        ("export", "players") => t!("cli-arg-export-players"),
        ("export", "gm") => t!("cli-arg-export-gm"),
        ("export", "states") => t!("cli-arg-export-states"),
        ("export", "reveal_face_down") => {
            t!(
                "cli-arg-export-reveal-face-down",
                json = r#"{"face_down": true}"#
            )
        }
        _ => return None,
    })
}

/// The catalog's text for a subcommand (a nested one by its path: `campaign new`).
fn command_about(command: &str) -> Option<String> {
    Some(match command {
        "new" => t!("cli-cmd-new"),
        "open" => t!("cli-cmd-open"),
        "run" => t!("cli-cmd-run"),
        "replay" => t!("cli-cmd-replay"),
        "watch" => t!("cli-cmd-watch"),
        "serve" => t!("cli-cmd-serve"),
        "show" => t!("cli-cmd-show"),
        "log" => t!("cli-cmd-log"),
        "export" => t!("cli-cmd-export"),
        "check" => t!("cli-cmd-check"),
        "upgrade" => t!("cli-cmd-upgrade"),
        "rules" => t!("cli-cmd-rules"),
        "bestiary" => t!("cli-cmd-bestiary"),
        "bestiary list" => t!("cli-cmd-bestiary-list"),
        "bestiary show" => t!("cli-cmd-bestiary-show"),
        "bestiary check" => t!("cli-cmd-bestiary-check"),
        "bestiary import" => t!("cli-cmd-bestiary-import"),
        "bestiary help" => t!("cli-cmd-help"),
        "list" => t!("cli-cmd-list"),
        "completions" => t!("cli-cmd-completions"),
        "man" => t!("cli-cmd-man"),
        "campaign" => t!("cli-cmd-campaign"),
        "campaign new" => t!("cli-cmd-campaign-new"),
        "campaign list" => t!("cli-cmd-campaign-list"),
        "campaign show" => t!("cli-cmd-campaign-show"),
        "campaign run" => t!("cli-cmd-campaign-run"),
        "campaign do" => t!("cli-cmd-campaign-do"),
        "campaign undo" => t!("cli-cmd-campaign-undo"),
        "campaign rest" => t!("cli-cmd-campaign-rest"),
        "campaign sync" => t!("cli-cmd-campaign-sync"),
        "campaign import" => t!("cli-cmd-campaign-import"),
        "help" | "campaign help" => t!("cli-cmd-help"),
        _ => return None,
    })
}

/// `Cli::command()` with every text from the catalog. Built first, so that clap's own
/// `--help`, `--version` and `help` exist to be translated too.
fn localize(cmd: Command) -> Command {
    let mut cmd = cmd.about(t!("cli-about"));
    cmd.build();
    localize_one(cmd, "")
}

/// One (built) command and its subcommands.
fn localize_one(cmd: Command, name: &str) -> Command {
    // Text after a heading is the catalog's; clap adds the ':' right after it, so a
    // French heading ends with a no-break space.
    let colon_space = if i18n::current() == Lang::Fr {
        "\u{a0}"
    } else {
        ""
    };
    let arguments = leak(format!("{}{colon_space}", t!("cli-help-arguments")));
    let options = leak(format!("{}{colon_space}", t!("cli-help-options")));
    let usage = cmd.get_styles().get_usage();
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{usage}{}{usage:#} {{usage}}\n\n{{all-args}}{{after-help}}",
        t!("cli-help-usage")
    );
    let mut cmd = cmd
        .help_template(template)
        .subcommand_value_name(i18n::fixed("frcli-value-command"))
        .subcommand_help_heading(leak(format!("{}{colon_space}", t!("cli-help-commands"))))
        .mut_args(|arg| localize_arg(arg, name));
    if name.is_empty() {
        cmd = cmd.about(t!("cli-about"));
    } else if let Some(about) = command_about(name) {
        cmd = cmd.about(about);
    }
    // A heading of one's own for every argument, as clap's default sections would have
    // them. Changed in place: the built command finds its arguments by their position,
    // so none may move. A custom heading comes where its first argument is: positional
    // arguments are declared first in `Cli` (see `Action::New`), so "Arguments" comes
    // before "Options" as in English.
    cmd = cmd.mut_args(|arg| {
        if arg.is_positional() {
            arg.help_heading(arguments)
        } else {
            arg.help_heading(options)
        }
    });
    cmd.mut_subcommands(|sub| {
        let path = if name.is_empty() {
            sub.get_name().to_string()
        } else {
            format!("{name} {}", sub.get_name())
        };
        localize_one(sub, &path)
    })
}

/// A heading as clap keeps it (without its `string` feature, a `&'static str`): the
/// command is built once per process, so the few headings leaked are bounded.
fn leak(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// The catalog's placeholder for an option's value or an argument (clap's value name:
/// `<DIR>`, `<SAVE>`), by the English one the derive gave it.
fn value_name(english: &str) -> Option<&'static str> {
    Some(match english {
        "DIR" => i18n::fixed("frcli-value-dir"),
        "LANG" => i18n::fixed("frcli-value-lang"),
        "SYSTEM" => i18n::fixed("frcli-value-system"),
        "SEED" => i18n::fixed("frcli-value-seed"),
        "NAME" => i18n::fixed("frcli-value-name"),
        "SAVE" => i18n::fixed("frcli-value-save"),
        "FILE" => i18n::fixed("frcli-value-file"),
        "N" => i18n::fixed("frcli-value-n"),
        "FORMAT" => i18n::fixed("frcli-value-format"),
        "COMMAND" => i18n::fixed("frcli-value-command"),
        "CAMPAIGN" => i18n::fixed("frcli-value-campaign"),
        "LINE" => i18n::fixed("frcli-value-line"),
        "WORDS" => i18n::fixed("frcli-value-words"),
        "SHELL" => i18n::fixed("frcli-value-shell"),
        _ => return None,
    })
}

/// One option or argument: the catalog's help, and clap's own `--help` and `--version`.
fn localize_arg(arg: Arg, command: &str) -> Arg {
    let named = arg
        .get_value_names()
        .and_then(|names| names.first())
        .and_then(|name| value_name(name.as_str()));
    let arg = match named {
        Some(name) => arg.value_name(name),
        None => arg,
    };
    match arg.get_id().as_str() {
        "help" => {
            if arg.get_long_help().is_some() {
                arg.help(t!("cli-help-help-more"))
                    .long_help(t!("cli-help-help-summary"))
            } else {
                arg.help(t!("cli-help-help"))
            }
        }
        "version" => arg.help(t!("cli-help-version")),
        "subcommand" if command == "help" || command == "campaign help" => {
            arg.help(t!("cli-help-help-subcommand"))
        }
        // clap writes `[possible values: ...]` and `[default: ...]` in English: said in
        // the text instead.
        "lang" => arg
            .help(t!("cli-arg-lang"))
            .long_help(None::<&str>)
            .hide_possible_values(true),
        "format" if command == "export" => arg
            .help(format!(
                "{} [{}]",
                t!("cli-arg-export-format"),
                t!("cli-arg-export-format-values")
            ))
            .long_help(None::<&str>)
            .hide_possible_values(true)
            .hide_default_value(true),
        "shell" if command == "completions" => arg
            .help(format!(
                "{} [{}]",
                t!("cli-arg-completions-shell"),
                t!("cli-arg-completions-shell-values")
            ))
            .hide_possible_values(true),
        id => match arg_help(command, id) {
            Some(help) => arg.help(help),
            None => arg,
        },
    }
}

#[cfg(test)]
#[path = "help_tests.rs"]
mod tests;
