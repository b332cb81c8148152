//! Where `fray export --output FILE` may write, and writing there without ever leaving a
//! half file or destroying what was there: FILE is never the save itself (however it is
//! named: another path, a symbolic or a hard link), never any fray save, and never a file
//! fray did not write as an export; `--force` replaces only an earlier export. The export
//! goes to a temporary file in the same folder, synced, then renamed over FILE.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{ErrorKind, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::engine::record::FORMAT as SAVE_FORMAT;
use crate::export;
use crate::platform::{durability, file_identity};

use super::text;

/// How many bytes of each end of an existing FILE are read to recognise it.
const PEEK: u64 = 256;

/// Refuses an output path the export must not write to (see the module comment).
pub(super) fn check(save: &Path, path: &Path, force: bool) -> Result<()> {
    let name = path.display().to_string();
    let meta = match fs::metadata(path) {
        Ok(meta) => Some(meta),
        // A dangling symbolic link is replaced by the export, its target left alone.
        Err(e) if e.kind() == ErrorKind::NotFound => None,
        Err(e) => return Err(anyhow::Error::new(e).context(text::reading(&name))),
    };
    if let (Some(meta), Ok(source)) = (&meta, fs::metadata(save))
        && same_file(&source, meta)
    {
        bail!(text::export_over_save(&name));
    }
    if path
        .file_name()
        .is_some_and(|f| f.to_string_lossy().ends_with(".fray.jsonl"))
    {
        bail!(text::export_onto_save(&name));
    }
    let Some(meta) = meta else {
        return Ok(());
    };
    if !meta.is_file() {
        bail!(text::export_not_a_file(&name));
    }
    let (head, tail) = ends(path, meta.len()).with_context(|| text::reading(&name))?;
    if head.starts_with(format!("{{\"format\":\"{SAVE_FORMAT}\"").as_bytes()) {
        bail!(text::export_onto_save(&name));
    }
    if !export::is_export(&head, &tail) {
        bail!(text::export_not_an_export(&name));
    }
    if !force {
        bail!(text::export_exists(&name));
    }
    Ok(())
}

/// Whether two files are one (same device and inode): catches hard links, which
/// canonical paths do not.
fn same_file(a: &Metadata, b: &Metadata) -> bool {
    file_identity::id(a) == file_identity::id(b)
}

/// The first and last [`PEEK`] bytes of a file of `len` bytes.
fn ends(path: &Path, len: u64) -> std::io::Result<(Vec<u8>, Vec<u8>)> {
    let mut file = File::open(path)?;
    let mut head = Vec::new();
    (&mut file).take(PEEK).read_to_end(&mut head)?;
    file.seek(SeekFrom::Start(len.saturating_sub(PEEK)))?;
    let mut tail = Vec::new();
    file.take(PEEK).read_to_end(&mut tail)?;
    Ok((head, tail))
}

/// Writes FILE through a temporary file beside it: `fill` writes the export into it, it is
/// synced, then renamed over FILE. On any failure the temporary file is removed and FILE
/// is as it was.
pub(super) fn write(
    path: &Path,
    fill: impl FnOnce(&mut File) -> Result<(), export::ExportError>,
) -> Result<()> {
    let name = path.display().to_string();
    let temp = temp_path(path).with_context(|| text::writing(&name))?;
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)
        .with_context(|| text::creating_temp(&name))?;
    let done = fill(&mut file)
        .map_err(anyhow::Error::new)
        .and_then(|()| file.sync_all().map_err(anyhow::Error::new))
        .and_then(|()| fs::rename(&temp, path).map_err(anyhow::Error::new));
    drop(file);
    if let Err(e) = done {
        let _ = fs::remove_file(&temp);
        return Err(e.context(text::writing(&name)));
    }
    // The rename itself lasts once the folder is synced; an export is not a save, so a
    // folder that cannot be synced is no reason to fail.
    let _ = durability::sync_dir(folder_of(path));
    Ok(())
}

fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// `.NAME.PID.tmp` in FILE's folder (hidden, and unique to this process).
fn temp_path(path: &Path) -> std::io::Result<PathBuf> {
    let Some(file) = path.file_name() else {
        return Err(std::io::Error::new(
            ErrorKind::InvalidInput,
            text::export_not_a_file_name(),
        ));
    };
    let mut temp = std::ffi::OsString::from(".");
    temp.push(file);
    temp.push(format!(".{}.tmp", std::process::id()));
    Ok(folder_of(path).join(temp))
}
