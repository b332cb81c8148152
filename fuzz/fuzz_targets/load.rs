//! Fuzzes the save loader: any bytes, written to a save file, are loaded; the result must
//! be a load or a classified refusal, never a panic, and a refusal of damage in the
//! middle must name a line that starts at the byte offset it gives.
#![no_main]

use std::io::Write;

use fray::store::{StoreError, load};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The systems, as `main` installs them (the first call installs, later ones do nothing).
    fray::systems::install();
    let Ok(mut file) = tempfile::Builder::new().suffix(".fray.jsonl").tempfile() else {
        return;
    };
    if file.write_all(data).is_err() {
        return;
    }
    match load(file.path()) {
        Ok(loaded) => {
            for (i, record) in loaded.records.iter().enumerate() {
                assert_eq!(record.seq, i as u64 + 1);
            }
            if let Some(cut) = loaded.cut {
                let at = usize::try_from(cut.offset).unwrap_or(usize::MAX);
                assert!(at <= data.len());
                assert!(at > 0 && data[at - 1] == b'\n');
                assert_eq!(cut.offset + cut.len, data.len() as u64);
            }
        }
        Err(StoreError::Corrupt { line, offset, .. }) => {
            let at = usize::try_from(offset).unwrap_or(usize::MAX);
            assert!(at > 0 && at <= data.len() && data[at - 1] == b'\n');
            let breaks = data[..at].iter().filter(|&&b| b == b'\n').count();
            assert_eq!(line, breaks as u64 + 1);
        }
        Err(StoreError::Io { .. }) => panic!("reading a regular file failed"),
        Err(_) => {}
    }
});
