//! The command line, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

/// fray: a keyboard-driven combat tracker for tabletop role-playing games.
#[derive(Debug, Parser)]
#[command(name = "fray", version, about, long_about = None)]
pub struct Cli {
    /// Folder holding the saves (default: the platform data folder; env FRAY_SAVES_DIR);
    /// their summaries are cached in the platform cache folder (env FRAY_CACHE_DIR).
    #[arg(long, global = true, value_name = "DIR")]
    pub saves_dir: Option<PathBuf>,
    /// Language of the screens and messages: en or fr (default: env FRAY_LANG, then
    /// `lang =` in fray.toml, then the system locale, then English).
    #[arg(long, global = true, value_name = "LANG", value_parser = ["en", "fr"])]
    pub lang: Option<String>,
    /// What to do; with none, fray shows its start screen (on a terminal) or plays a copy of
    /// the demo in line mode (when piped).
    #[command(subcommand)]
    pub command: Option<Action>,
}

/// A subcommand.
#[derive(Debug, Subcommand)]
pub enum Action {
    /// Creates a new encounter and opens it.
    New {
        /// The encounter's name (also its file name in the saves folder).
        // Positional arguments come first in every subcommand: the French help's
        // "Arguments" heading comes where its first argument is (see `help.rs`).
        name: String,
        /// Rule system: its key, or a part of the key naming one system (see `fray rules`).
        #[arg(
            long,
            short = 'r',
            value_name = "SYSTEM",
            required_unless_present = "campaign"
        )]
        rules: Option<String>,
        /// Fixes the dice seed (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
        /// Creates the save without opening it.
        #[arg(long)]
        no_open: bool,
        /// Brings this campaign's party into the fight (its system is the fight's).
        #[arg(long, value_name = "NAME")]
        campaign: Option<String>,
    },
    /// Opens an encounter: full screen on a terminal, line mode when piped.
    Open {
        /// A save file, or the name of one in the saves folder.
        save: String,
    },
    /// Runs commands on a save: from a script file, from standard input (`-`), or typed.
    Run {
        /// A save file, or the name of one in the saves folder.
        save: String,
        /// A file of commands, one per line; `-` reads standard input.
        #[arg(long, short = 's', value_name = "FILE")]
        script: Option<String>,
        /// Goes on after a refused command instead of stopping.
        #[arg(long)]
        keep_going: bool,
    },
    /// Replays an encounter step by step, read-only (full screen).
    Replay {
        /// A save file, or the name of one in the saves folder.
        save: String,
        /// Starts at this record (default: the end, where the fight stands).
        #[arg(long, value_name = "N")]
        at: Option<u64>,
    },
    /// Follows a save while the GM plays it, for the players (a second screen, or over
    /// ssh): enemies show only how hurt they look; their rolls and the GM's notes are hidden.
    Watch {
        /// A save file, or the name of one in the saves folder.
        save: String,
    },
    /// Shares a fight with the players' phones: a live page served by fray on this machine,
    /// showing only what fray watch shows, at a secret address (printed, and drawn as a QR
    /// code); Ctrl-C stops sharing.
    Serve {
        /// A save file, or the name of one in the saves folder.
        save: String,
        /// Lets the whole local network open the page (default: this machine only).
        #[arg(long)]
        lan: bool,
        /// The port to listen on (default: any free one).
        #[arg(long, value_name = "N")]
        port: Option<u16>,
    },
    /// Prints the state of an encounter: round, phase, ladder, wounds, penalties, conditions.
    Show {
        /// A save file, or the name of one in the saves folder.
        save: String,
        /// Prints JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Prints the transcript of an encounter: one line per command.
    Log {
        /// A save file, or the name of one in the saves folder.
        save: String,
    },
    /// Exports an encounter: the players' Markdown transcript (--gm: the GM's complete one),
    /// or the GM's JSON with every command and the state after the last.
    Export(ExportArgs),
    /// Checks a save file; with --salvage, opens the valid part of a damaged one.
    Check {
        /// A save file, or the name of one in the saves folder.
        save: String,
        /// Keeps the valid prefix and moves the rest into a side file.
        #[arg(long)]
        salvage: bool,
    },
    /// Converts a save made by an older fray to the current format, keeping the original
    /// as a backup next to it (fray never adds to an older save).
    Upgrade {
        /// A save file, or the name of one in the saves folder.
        save: String,
    },
    /// Lists the rule systems, or one system's options, bestiary and open points.
    Rules {
        /// A system key, as `fray rules` lists them.
        system: Option<String>,
        /// Prints the system's options and open points as JSON.
        #[arg(long, requires = "system")]
        json: bool,
    },
    /// The bestiary with the GM's own library of templates: lists, shows, checks, imports.
    Bestiary {
        /// Rule system: its key, or a part of the key naming one system (default: the first of `fray rules`).
        #[arg(long, short = 'r', value_name = "SYSTEM", global = true)]
        rules: Option<String>,
        /// What to do (default: list).
        #[command(subcommand)]
        action: Option<BestiaryAction>,
    },
    /// Lists the saves in the saves folder, newest first.
    List {
        /// Prints a JSON array, one object per save.
        #[arg(long, conflicts_with = "paths")]
        json: bool,
        /// Prints only the paths, one a line, as raw bytes for scripts (escaped when standard output is a terminal).
        #[arg(long)]
        paths: bool,
        /// With --paths, ends each path with a NUL byte instead of a line break (for xargs -0).
        #[arg(short = '0', long, requires = "paths")]
        null: bool,
    },
    /// Keeps a party from fight to fight: its player characters, wounds, points and gear,
    /// written back after each fight.
    Campaign {
        /// What to do with a campaign.
        #[command(subcommand)]
        action: CampaignAction,
    },
    /// Writes a shell completion script to standard output.
    Completions {
        /// The shell.
        #[arg(value_enum, value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    /// Writes the manual page (roff) to standard output.
    Man,
}

/// What `fray bestiary` does.
#[derive(Debug, Clone, Subcommand)]
pub enum BestiaryAction {
    /// Lists the shipped templates and the GM's own, marking the GM's.
    List,
    /// Prints one template's sheet: stats, skills, gear and note.
    Show {
        /// A template's key or name.
        name: String,
    },
    /// Reads the GM's library files and prints every problem with its file, line and field.
    Check,
    /// Appends the templates of a CSV file to the GM's library file of the system.
    Import {
        /// A CSV file: a header row naming the columns, then one template a row (see docs/library.md).
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Replaces the templates whose key is in the GM's library already.
        #[arg(long)]
        replace: bool,
    },
}

/// The arguments of `fray export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// A save file, or the name of one in the saves folder.
    pub save: String,
    /// md: the transcript, rounds, phases, dice and outcome; json: every command with its
    /// events, and the state after the last.
    #[arg(long, short = 'f', value_enum, default_value_t = ExportFormat::Md)]
    pub format: ExportFormat,
    /// Only the first N commands (0: the header alone).
    #[arg(long, value_name = "N")]
    pub up_to: Option<u64>,
    /// Writes to FILE (a new file) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Replaces FILE if it exists.
    #[arg(long, requires = "output")]
    pub force: bool,
    /// Markdown: also shows undone commands, struck through, and the undos and redos.
    #[arg(long)]
    pub with_undone: bool,
    /// The players' version, the default (Markdown only): without GM notes, free rolls,
    /// secret tests, face-down values, or the sheets and dice of the GM's characters (their
    /// tests show the result only).
    #[arg(long, conflicts_with = "gm")]
    pub players: bool,
    /// The GM's complete version: GM notes, free rolls, secret tests and every die of every
    /// character; the only one in JSON.
    #[arg(long)]
    pub gm: bool,
    /// JSON: writes the values of face-down defense tokens (secret to the table until
    /// revealed) instead of {"face_down": true}.
    #[arg(long)]
    pub reveal_face_down: bool,
    /// JSON: writes the state after every command, not only after the last one (the export
    /// then grows with the state times the commands).
    #[arg(long)]
    pub states: bool,
}

/// The formats of `fray export`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// Markdown.
    #[value(alias = "markdown")]
    Md,
    /// JSON.
    Json,
}

/// A subcommand of `fray campaign`.
#[derive(Debug, Subcommand)]
pub enum CampaignAction {
    /// Creates a new campaign, its party still to add.
    New {
        /// The campaign's name (also its file name in the campaigns folder).
        name: String,
        /// Rule system: its key, or a part of the key naming one system (default: the
        /// first of `fray rules`).
        #[arg(long, short = 'r', value_name = "SYSTEM")]
        rules: Option<String>,
    },
    /// Lists the campaigns: name, system, player characters, fights, last change.
    List,
    /// Prints a campaign: its party, each sheet, and its fights.
    Show {
        /// A campaign's name, or its file.
        campaign: String,
        /// Prints JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Runs commands on a campaign, between fights: from a script file, from standard
    /// input (`-`), or typed.
    Run {
        /// A campaign's name, or its file.
        campaign: String,
        /// A file of commands, one per line; `-` reads standard input.
        #[arg(long, short = 's', value_name = "FILE")]
        script: Option<String>,
        /// Goes on after a refused command instead of stopping.
        #[arg(long)]
        keep_going: bool,
    },
    /// Carries out commands on a campaign, each argument one line.
    Do {
        /// A campaign's name, or its file.
        campaign: String,
        /// The command lines, each one argument (quote it).
        #[arg(required = true, value_name = "LINE")]
        lines: Vec<String>,
    },
    /// Undoes the campaign's last command.
    Undo {
        /// A campaign's name, or its file.
        campaign: String,
    },
    /// The party rests: the system's `rest` line, carried out on the campaign.
    Rest {
        /// A campaign's name, or its file.
        campaign: String,
        /// What follows `rest` on the line (the system's words).
        #[arg(
            value_name = "WORDS",
            trailing_var_arg = true,
            allow_hyphen_values = true
        )]
        words: Vec<String>,
    },
    /// Adds player characters from a spreadsheet (CSV, one row each) to the campaign.
    Import {
        /// A campaign's name, or its file.
        campaign: String,
        /// The CSV file (columns named in English or French: see docs/library.md).
        file: std::path::PathBuf,
    },
    /// Writes a fight's party back into its campaign: wounds, points, ammunition, gear.
    Sync {
        /// A save file, or the name of one in the saves folder.
        save: String,
        /// Writes without asking.
        #[arg(long)]
        yes: bool,
    },
}
