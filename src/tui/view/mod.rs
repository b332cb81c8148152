//! Drawing: one file per pane. Every function here is pure: state in, cells out.
