//! Tests for the save summaries: order, folding, and saves that cannot be read.

use super::*;

#[test]
fn missing_folder_is_empty() {
    assert!(scan(Path::new("/nonexistent/fray/saves"), 10).is_empty());
}
