use super::*;

#[test]
fn a_message_that_chooses_goes_through_fluent_each_time() {
    assert!(!fixed_shape(
        r#"Pattern { elements: [Placeable { expression: Select { selector: VariableReference"#
    ));
    assert!(fixed_shape(
        r#"Pattern { elements: [TextElement { value: "x" }, Placeable { expression: Inline(VariableReference { id: Identifier { name: "who" } }) }] }"#
    ));
}

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
