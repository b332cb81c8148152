//! The system's error, in words a GM can act on: "Input/output error (os error 5)" says
//! little, so the common causes of a failed save are spelled out, with the system's code
//! kept for whoever helps.

use std::fmt;
use std::io::{self, ErrorKind};

use crate::platform::os_error;
use crate::t;

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
            ErrorKind::StorageFull => t!("store-cause-full"),
            ErrorKind::QuotaExceeded => t!("store-cause-quota"),
            ErrorKind::ReadOnlyFilesystem => t!("store-cause-read-only"),
            ErrorKind::PermissionDenied => t!("store-cause-permission"),
            ErrorKind::NotFound => t!("store-cause-not-found"),
            _ if os_error::is_disk_failure(code) => t!("store-cause-io"),
            _ => return write!(f, "{error}"),
        };
        let code = code.to_string();
        f.write_str(&t!("store-cause", plain = plain, code = code))
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
        assert!(text(5).starts_with("the disk reported an input/output error"));
        let own = io::Error::other("sync failed (simulated)");
        assert_eq!(Cause(&own).to_string(), "sync failed (simulated)");
    }

    #[test]
    fn causes_read_in_french_too() {
        let text = crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
            Cause(&io::Error::from_raw_os_error(28)).to_string()
        });
        assert_eq!(
            text,
            "le disque est plein (plus d’espace libre sur le périphérique) (erreur système 28)"
        );
    }
}
