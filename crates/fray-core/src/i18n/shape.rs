//! What a message's parsed pattern allows the template cache ([`super::template`]): made
//! once, made once per choice, or written by Fluent each time.

/// The shape of a message, read from its parsed pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// No choice in it: the same text around each argument whatever the values.
    Fixed,
    /// It chooses only by these variables (each selector is a variable): the same text
    /// around its other arguments for the same values of those.
    Chosen(Vec<String>),
    /// Anything else (a function, a term or message reference, another selector).
    Other,
}

/// Opens a selector that is a variable, in a pattern's `Debug` text; its name follows.
const SELECTOR_VARIABLE: &str = "Select { selector: VariableReference { id: Identifier { name: \"";

/// The shape of a pattern Fluent parsed, from its `Debug` text.
pub fn shape(pattern_debug: &str) -> Shape {
    let other = ["FunctionReference", "TermReference", "MessageReference"];
    if other.iter().any(|kind| pattern_debug.contains(kind)) {
        return Shape::Other;
    }
    let selects = pattern_debug.matches("Select {").count();
    if selects == 0 {
        return Shape::Fixed;
    }
    let mut names: Vec<String> = pattern_debug
        .split(SELECTOR_VARIABLE)
        .skip(1)
        .filter_map(|rest| rest.split('"').next().map(str::to_string))
        .collect();
    // Every selector must be a variable: one on a literal or anything else is not read here.
    if names.len() != selects {
        return Shape::Other;
    }
    names.sort();
    names.dedup();
    Shape::Chosen(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pattern_is_fixed_chosen_by_variables_or_other() {
        assert_eq!(
            shape(
                r#"Pattern { elements: [TextElement { value: "x" }, Placeable { expression: Inline(VariableReference { id: Identifier { name: "who" } }) }] }"#
            ),
            Shape::Fixed
        );
        assert_eq!(
            shape(
                r#"Pattern { elements: [Placeable { expression: Select { selector: VariableReference { id: Identifier { name: "n" } }, variants: [Variant { key: Identifier { name: "one" }, value: Pattern { elements: [Placeable { expression: Select { selector: VariableReference { id: Identifier { name: "kind" } }, variants: [] } }] }, default: false }] } }] }"#
            ),
            Shape::Chosen(vec!["kind".to_string(), "n".to_string()])
        );
        assert_eq!(
            shape(
                r#"Pattern { elements: [Placeable { expression: Select { selector: FunctionReference { id: Identifier { name: "NUMBER" } } } }] }"#
            ),
            Shape::Other
        );
        assert_eq!(
            shape(
                r#"Pattern { elements: [Placeable { expression: Select { selector: StringLiteral { value: "a" }, variants: [] } }] }"#
            ),
            Shape::Other
        );
    }
}
