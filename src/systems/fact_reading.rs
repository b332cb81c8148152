//! Which rule system's facts are being read: the store names the save's system while it
//! decodes a record, so a [`super::SystemFact`] is read as that system's own fact at once
//! rather than tried against every system in turn (each miss built an "unknown variant"
//! error naming all of that system's facts).

use std::cell::Cell;

use crate::model::SystemId;

thread_local! {
    /// The system whose facts this thread is reading, while [`reading_facts_of`] runs.
    static READING: Cell<Option<SystemId>> = const { Cell::new(None) };
}

/// Runs `read` with every system fact it decodes on this thread read as `system`'s own
/// (a fact of another system fails to decode); `None` tries every system, as without.
pub fn reading_facts_of<T>(system: Option<SystemId>, read: impl FnOnce() -> T) -> T {
    /// Puts the outer setting back, even if `read` unwinds.
    struct Restore(Option<SystemId>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let _ = READING.try_with(|reading| reading.set(self.0));
        }
    }
    let _restore = Restore(READING.with(|reading| reading.replace(system)));
    read()
}

/// The system whose facts are being read on this thread, if one was named.
pub(super) fn reading() -> Option<SystemId> {
    READING.try_with(Cell::get).ok().flatten()
}

#[cfg(test)]
#[path = "fact_reading_tests.rs"]
mod tests;
