//! The current segment as the report tells it (COR-01): the grid (`panes/grid.rs`) and
//! the status words read it.

use crate::model::Step;
use crate::report::Report;

/// The current segment, 0 outside segments (the report's phase, which the players'
/// report keeps too).
pub fn current_segment(report: &Report) -> i32 {
    if report.step == Step::Resolution {
        report.phase.unwrap_or(0)
    } else {
        0
    }
}
