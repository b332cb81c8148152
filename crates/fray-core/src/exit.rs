//! fray's exit statuses, in one place (the README's table lists them).

/// Everything asked was done, and every command carried out is saved.
pub const OK: u8 = 0;
/// fray could not do what was asked: no such save, a save open in another fray, a damaged
/// save, a file that could not be read or written. The message on stderr says why.
pub const ERROR: u8 = 1;
/// The command line itself is wrong (clap's usage error, its own code).
pub const USAGE: u8 = 2;
/// `fray check`: the save reads, but something was reported (a torn last record, set
/// aside when the save is next opened for play). Kept equal to [`USAGE`] as it always was.
pub const CHECK_WARNINGS: u8 = 2;
/// `fray run`: a command of the script was refused (not a command, or the rules said no);
/// every command before it is carried out and saved.
pub const REFUSED: u8 = 3;
/// A command was carried out but its record could not be saved (the disk refused it, even
/// at a last retry): stderr names each such command. Wins over [`REFUSED`].
pub const NOT_SAVED: u8 = 4;
/// Standard output was closed while commands were still to be carried out (`fray run ...
/// | head -1`, line mode): 128 + SIGPIPE, as a shell reports a program that signal stopped.
/// Every command acknowledged is saved; the rest were not carried out. (A command that only
/// prints, `fray show`, `log`, `rules`, `list`, `export`, ends with [`OK`] instead: its
/// reader has all it wanted.)
pub const READER_GONE: u8 = 141;
