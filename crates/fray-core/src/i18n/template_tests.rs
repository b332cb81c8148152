use super::*;

#[test]
fn numbers_read_as_fluent_writes_them() {
    for (n, text) in [
        (3.0, "3"),
        (-2.0, "-2"),
        (0.0, "0"),
        (0.5, "0.5"),
        (1e20, "100000000000000000000"),
    ] {
        let mut out = String::new();
        number(&mut out, n);
        assert_eq!(out, text);
        assert_eq!(out, n.to_string());
    }
}
