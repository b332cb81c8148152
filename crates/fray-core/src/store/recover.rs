//! Recovering a save: moving a torn tail (or, when salvaging, everything from the first
//! damaged line on) into a side file next to the save, then cutting the save back to its
//! good part. The side file is written and synced *before* the save is cut, so a crash in
//! between leaves the bytes in both places, never in neither.
//!
//! Side files are named after the save: `NAME.torn-<unix seconds>` for an interrupted
//! write, `NAME.salvaged-<unix seconds>` for damage; `-1`, `-2`... are added rather than
//! overwrite an existing one. They hold the removed bytes exactly.

use std::io::{self, Read, SeekFrom};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::engine::record::FORMAT_VERSION;

use super::disk::{lock, side_file_names, sync_parent};
use super::error::StoreError;
use super::load::{Loaded, describe_last, file_size, open_save, scan};
use super::semantic::check_scan_folded;
use super::setaside::{append_marker, set_aside_record, unaccounted, used_numbers};
use super::storage::{LogFile, OpenMode, OsStorage, Storage, StoredFile};

/// Opens the good part of a damaged save: everything from the first bad line on (a torn
/// tail, or damage in the middle) is moved into a side file and the save is cut back to
/// the records before it. A save without damage is returned as [`super::load`] reads it,
/// unchanged. What was moved, and where to, is in the warnings and in [`Loaded::cut`].
///
/// Errors as [`super::load`] does for a header it cannot read (nothing is changed then),
/// and if the save is open in another fray.
pub fn salvage(path: &Path) -> Result<Loaded, StoreError> {
    salvage_in(&OsStorage, path)
}

/// [`salvage`] on `storage`.
pub fn salvage_in<S: Storage>(storage: &S, path: &Path) -> Result<Loaded, StoreError> {
    open_recovered(storage, path, true).map(|(_, loaded, _)| loaded)
}

/// Opens a save for appending, locked, with a torn tail (or with `salvage`, any damage)
/// moved aside. Returns the file, what was read, and the length of the good part. For
/// appending (not `salvage`), a save in an older format is refused with
/// [`StoreError::OldFormat`] before anything is changed; salvaging one only cuts it.
pub(crate) fn open_recovered<S: Storage>(
    storage: &S,
    path: &Path,
    salvage: bool,
) -> Result<(S::File, Loaded, u64), StoreError> {
    let mut file = open_save(storage, path, true)?;
    lock(path, &file)?;
    // Side files go next to the real save, not next to a symbolic link to it: where
    // later openings, through any name, look for them.
    let real = storage
        .real_path(path)
        .unwrap_or_else(|_| path.to_path_buf());
    let mut scan = scan(path, &mut file)?;
    if salvage {
        check_scan_folded(path, &mut file, &mut scan)?;
    }
    if !salvage && let Some(error) = scan.corruption(path) {
        return Err(error);
    }
    if !salvage && scan.header.version != FORMAT_VERSION {
        // Refused before anything is cut: an old save is never changed behind the GM's back.
        return Err(StoreError::OldFormat {
            path: path.to_path_buf(),
            found: scan.header.version,
            current: FORMAT_VERSION,
        });
    }
    let file_len = file_size(path, &file)?;
    let mut cut = scan.cut(file_len);
    let mut warnings = scan.warnings;
    let mut records = scan.records;
    let mut valid_len = scan.valid_len;
    let count = records.len();
    let current = scan.header.version == FORMAT_VERSION;
    let expected = records.last().map_or(1, |r| r.seq.saturating_add(1));
    // Lines an earlier recovery moved aside without recording their numbers (it stopped
    // between cutting the save and appending the set-aside record): looked for before a
    // new side file is written, so it is not mistaken for one.
    let earlier = if current {
        unaccounted(storage, &real, &scan.header, &records, expected)?
    } else {
        None
    };
    let mut set_aside = earlier.clone();
    if let Some(cut) = &mut cut {
        let used = used_numbers(&mut file, cut.offset, cut.len, expected);
        let last = earlier
            .as_ref()
            .map_or(used, |(_, most, _)| used.max(*most));
        let kind = if cut.torn { "torn" } else { "salvaged" };
        let side = write_side_file(storage, &real, kind, &mut file, cut.offset, cut.len)?;
        file.set_len(cut.offset)
            .and_then(|()| file.sync_data())
            .map_err(|source| StoreError::Io {
                action: "cut the damaged end off",
                path: path.to_path_buf(),
                source,
            })?;
        warnings.push(if cut.torn {
            crate::t!(
                "store-torn-moved",
                path = path.display().to_string(),
                line = cut.line.to_string(),
                offset = cut.offset.to_string(),
                problem = describe_last(&cut.problem),
                side = side.display().to_string(),
                bytes = cut.len.to_string(),
                count = count
            )
        } else {
            crate::t!(
                "store-damage-moved",
                path = path.display().to_string(),
                line = cut.line.to_string(),
                offset = cut.offset.to_string(),
                problem = cut.problem.to_string(),
                bytes = cut.len.to_string(),
                side = side.display().to_string(),
                count = count
            )
        });
        set_aside = Some((side.clone(), last, cut.torn));
        cut.side_file = Some(side);
    }
    if current
        && let Some((side, last, torn)) = set_aside
        && let Some(marker) = set_aside_record(expected, last, &side, torn)
    {
        valid_len += append_marker(path, &mut file, &marker)?;
        warnings.push(if cut.is_some() {
            crate::t!(
                "store-numbers-skipped",
                path = path.display().to_string(),
                expected = expected.to_string(),
                last = last.to_string(),
                seq = marker.seq.to_string()
            )
        } else {
            crate::t!(
                "store-numbers-skipped-late",
                path = path.display().to_string(),
                side = side.display().to_string(),
                expected = expected.to_string(),
                last = last.to_string(),
                seq = marker.seq.to_string()
            )
        });
        records.push(marker);
    }
    warnings.extend(super::rescue::rescue_warnings(path));
    let loaded = Loaded {
        header: scan.header,
        records,
        warnings,
        cut,
    };
    Ok((file, loaded, valid_len))
}

/// Copies `len` bytes of `file` from `from` into a new side file next to `path`, synced.
fn write_side_file<S: Storage>(
    storage: &S,
    path: &Path,
    kind: &str,
    file: &mut S::File,
    from: u64,
    len: u64,
) -> Result<PathBuf, StoreError> {
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    for side in side_file_names(path, kind, stamp) {
        match storage.open(&side, OpenMode::CreateNew) {
            Ok(mut out) => {
                let copied = copy_range(file, from, len, &mut out);
                drop(out);
                return match copied {
                    Ok(()) => {
                        sync_parent(storage, &side)?;
                        Ok(side)
                    }
                    Err(source) => {
                        // Nothing was cut yet: the partial copy would only confuse.
                        let _ = storage.remove_file(&side);
                        Err(StoreError::Io {
                            action: "write the side file",
                            path: side,
                            source,
                        })
                    }
                };
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(source) => {
                return Err(StoreError::Io {
                    action: "create the side file",
                    path: side,
                    source,
                });
            }
        }
    }
    Err(StoreError::Io {
        action: "find a free side-file name next to",
        path: path.to_path_buf(),
        source: io::Error::other("too many side files already"),
    })
}

/// Copies `len` bytes of `file` from `from` into `out`, then syncs `out`.
pub(super) fn copy_range<F: StoredFile, G: LogFile>(
    file: &mut F,
    from: u64,
    len: u64,
    out: &mut G,
) -> io::Result<()> {
    file.seek(SeekFrom::Start(from))?;
    let mut source = file.take(len);
    let mut buf = vec![0; 64 * 1024];
    let mut copied = 0u64;
    loop {
        let n = match source.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        out.write_all(buf.get(..n).unwrap_or_default())?;
        copied += n as u64;
    }
    if copied != len {
        return Err(io::Error::new(
            io::ErrorKind::UnexpectedEof,
            format!("copied {copied} of {len} bytes"),
        ));
    }
    out.sync_data()
}
