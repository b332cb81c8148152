//! The current segment as the report tells it (COR-01): the grid (`panes/grid.rs`) and
//! the status words read it.

use crate::model::Step;
use crate::report::Report;

/// The current segment, 0 outside segments (read from the current step and the table).
pub fn current_segment(report: &Report) -> i32 {
    if report.step != Step::Resolution {
        return 0;
    }
    report
        .table
        .iter()
        .find_map(|p| match p {
            crate::model::Pool::Counter { name, value, .. }
                if name == super::super::conditions::SEGMENT =>
            {
                Some(*value)
            }
            _ => None,
        })
        .or(report.phase)
        .unwrap_or(0)
}
