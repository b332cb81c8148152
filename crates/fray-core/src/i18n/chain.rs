//! An error and its causes as one message in the current language, for any front end.

/// An error and its causes, outermost first, each after the one it explains (what
/// anyhow's `{:#}` writes, with the language's colon).
pub fn error_chain(error: &anyhow::Error) -> String {
    let mut causes: Vec<String> = error.chain().map(ToString::to_string).collect();
    let mut text = causes.pop().unwrap_or_default();
    while let Some(outer) = causes.pop() {
        text = crate::t!("error-context", context = outer, cause = text);
    }
    text
}
