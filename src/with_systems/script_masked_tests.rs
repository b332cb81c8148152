//! Values drawn face down (`script::masked`) by the real rule systems. These are the tests
//! that need real systems; the module's other tests stay beside it in its crate.

use crate::script::test_play::face_down;

#[test]
fn some_system_draws_face_down() {
    assert!(!face_down().is_empty());
}
