//! The system's error, in words a GM can act on: "Input/output error (os error 5)" says
//! little, so the common causes of a failed save are spelled out, with the system's code
//! kept for whoever helps.

use std::fmt;
use std::io::{self, ErrorKind};

/// Shows an I/O error as a plain cause (see the module documentation).
pub(crate) struct Cause<'a>(pub(crate) &'a io::Error);

impl fmt::Display for Cause<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let error = self.0;
        let Some(code) = error.raw_os_error() else {
            // Not from the system (a test double, or fray's own words): as it is.
            return write!(f, "{error}");
        };
        let plain = match error.kind() {
            ErrorKind::StorageFull => "the disk is full (no space left on device)",
            ErrorKind::QuotaExceeded => "the disk quota is used up (no space left for this user)",
            ErrorKind::ReadOnlyFilesystem => "the disk is read-only",
            ErrorKind::PermissionDenied => {
                "permission denied (fray may not write there: check the permissions of the file and its folder)"
            }
            ErrorKind::NotFound => "no such file or folder",
            _ if cfg!(unix) && code == 5 => {
                "the disk reported an input/output error (it may be failing, or was disconnected)"
            }
            _ => return write!(f, "{error}"),
        };
        write!(f, "{plain} (os error {code})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_causes_read_plainly_and_keep_the_code() {
        let text = |code| Cause(&io::Error::from_raw_os_error(code)).to_string();
        assert_eq!(
            text(28),
            "the disk is full (no space left on device) (os error 28)"
        );
        assert!(text(13).starts_with("permission denied (fray may not write there"));
        if cfg!(unix) {
            assert!(text(5).starts_with("the disk reported an input/output error"));
        }
        let own = io::Error::other("sync failed (simulated)");
        assert_eq!(Cause(&own).to_string(), "sync failed (simulated)");
    }
}
