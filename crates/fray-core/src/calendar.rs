//! Dates as fray prints them, in the local time zone: the start screen's last change,
//! `fray list`, and the transcript's creation date (with its zone, as a transcript may be
//! read in another one).
//!
//! The zone is the system's (`jiff` reads `TZ` first, then `/etc/localtime` or the
//! platform's setting). [`with_zone`] sets another for the current thread, so tests do not
//! depend on the machine's zone; the library's own unit tests default to UTC.

use std::cell::RefCell;
use std::time::{SystemTime, UNIX_EPOCH};

use jiff::Timestamp;
use jiff::civil::DateTime;
use jiff::tz::TimeZone;

thread_local! {
    static ZONE: RefCell<Option<TimeZone>> = const { RefCell::new(None) };
}

/// Runs `f` with `zone` as the local time zone of this thread (tests; a flag).
pub fn with_zone<R>(zone: TimeZone, f: impl FnOnce() -> R) -> R {
    let before = ZONE.with(|z| z.replace(Some(zone)));
    let result = f();
    ZONE.with(|z| *z.borrow_mut() = before);
    result
}

#[cfg(any(test, feature = "test-support"))]
/// Runs `f` with UTC as the local time zone of this thread: output that must not depend on
/// the machine's zone (snapshot tests).
pub fn with_utc<R>(f: impl FnOnce() -> R) -> R {
    with_zone(TimeZone::UTC, f)
}

/// The local time zone: the thread's (see [`with_zone`]), else the system's.
pub fn zone() -> TimeZone {
    if let Some(zone) = ZONE.with(|z| z.borrow().clone()) {
        return zone;
    }
    if cfg!(test) {
        TimeZone::UTC
    } else {
        TimeZone::system()
    }
}

/// Seconds since 1970-01-01 UTC (negative before) of a time.
pub fn unix_seconds(time: SystemTime) -> i64 {
    match time.duration_since(UNIX_EPOCH) {
        Ok(d) => i64::try_from(d.as_secs()).unwrap_or(i64::MAX),
        Err(e) => -i64::try_from(e.duration().as_secs()).unwrap_or(i64::MAX),
    }
}

/// The instant `seconds` after the epoch, clamped to the range a calendar can show.
fn instant(seconds: i64) -> Timestamp {
    let clamped = seconds.clamp(Timestamp::MIN.as_second(), Timestamp::MAX.as_second());
    Timestamp::from_second(clamped).unwrap_or(Timestamp::UNIX_EPOCH)
}

/// The local calendar date and time of an instant, with the zone's offset and abbreviation.
fn local(seconds: i64) -> (DateTime, String, String) {
    let zone = zone();
    let at = instant(seconds);
    let info = zone.to_offset_info(at);
    let offset = info.offset();
    (
        offset.to_datetime(at),
        hours_minutes(offset.seconds()),
        info.abbreviation().to_string(),
    )
}

/// An offset from UTC as `+01:00` or `-05:30`.
fn hours_minutes(seconds: i32) -> String {
    let sign = if seconds < 0 { '-' } else { '+' };
    let minutes = seconds.unsigned_abs() / 60;
    format!("{sign}{:02}:{:02}", minutes / 60, minutes % 60)
}

/// The local date of an instant: `2026-11-21`.
pub fn date(seconds: i64) -> String {
    let (at, _, _) = local(seconds);
    format!("{:04}-{:02}-{:02}", at.year(), at.month(), at.day())
}

/// The local date and time of an instant, to the minute: `2026-11-21 12:01`.
pub fn date_time(seconds: i64) -> String {
    let (at, _, _) = local(seconds);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        at.year(),
        at.month(),
        at.day(),
        at.hour(),
        at.minute()
    )
}

/// The local date and time of an instant with its zone, for a text read elsewhere:
/// `2026-11-21 11:01 UTC`, `2026-11-21 12:01 CET (+01:00)`, or `… +05:30` when the zone
/// has no lettered abbreviation.
pub fn stamp(seconds: i64) -> String {
    let (_, offset, abbreviation) = local(seconds);
    let when = date_time(seconds);
    let lettered = !abbreviation.is_empty() && abbreviation.chars().all(char::is_alphabetic);
    match (lettered, offset.as_str()) {
        (true, "+00:00") if abbreviation == "UTC" => format!("{when} UTC"),
        (true, _) => format!("{when} {abbreviation} ({offset})"),
        (false, _) => format!("{when} {offset}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-21 11:01:05 UTC.
    const NOV: i64 = 1_795_258_865;
    /// 2026-07-14 10:30:00 UTC.
    const JUL: i64 = 1_784_025_000;

    fn paris() -> TimeZone {
        // A POSIX rule: the same as Europe/Paris, without a time-zone database.
        TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").expect("a POSIX zone")
    }

    #[test]
    fn utc_dates_match_known_instants() {
        with_zone(TimeZone::UTC, || {
            assert_eq!(stamp(0), "1970-01-01 00:00 UTC");
            assert_eq!(stamp(951_782_400), "2000-02-29 00:00 UTC");
            assert_eq!(stamp(NOV), "2026-11-21 11:01 UTC");
            assert_eq!(stamp(4_102_444_799), "2099-12-31 23:59 UTC");
            assert_eq!(date(-1), "1969-12-31");
        });
    }

    #[test]
    fn paris_is_one_hour_ahead_in_winter_and_two_in_summer() {
        with_zone(paris(), || {
            assert_eq!(date_time(NOV), "2026-11-21 12:01");
            assert_eq!(stamp(NOV), "2026-11-21 12:01 CET (+01:00)");
            assert_eq!(stamp(JUL), "2026-07-14 12:30 CEST (+02:00)");
            // 23:30 UTC on the 31st of December is already the new year in Paris.
            assert_eq!(date(1_798_759_800), "2027-01-01");
        });
    }

    #[test]
    fn a_zone_without_letters_shows_its_offset() {
        let india = TimeZone::fixed(jiff::tz::Offset::from_seconds(19_800).expect("offset"));
        with_zone(india, || {
            assert_eq!(stamp(NOV), "2026-11-21 16:31 +05:30");
        });
    }

    #[test]
    fn huge_or_negative_times_never_panic() {
        with_zone(paris(), || {
            assert!(stamp(i64::MAX).starts_with("9999-12-"));
            assert!(!date(i64::MIN).is_empty());
        });
    }

    #[test]
    fn the_thread_zone_is_restored_after_with_zone() {
        with_zone(paris(), || {});
        assert_eq!(date_time(NOV), "2026-11-21 11:01");
    }
}
