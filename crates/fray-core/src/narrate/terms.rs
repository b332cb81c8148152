//! A result explained term by term, the one way every system words it: where it starts
//! (a base chance, the dice rolled) and each term added or taken away by name, so a GM
//! can check the result at the table: `11 (jet) + 3 (bonus aux dommages) − 1 (résistance
//! aux dommages)`. The result strip, the log pane, `fray log` and both exports show the
//! narration's line, so a system that builds its line with [`explained`] is explained
//! everywhere at once.

/// One named term of a result: its value and what it is, already in the GM's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    /// The value: added when positive, taken away when negative.
    pub value: i32,
    /// What it is (a modifier's name, a sheet value's label), in the current language;
    /// empty for a bare number.
    pub name: String,
}

impl Term {
    /// A term named `name`.
    pub fn new(value: i32, name: impl Into<String>) -> Self {
        Self {
            value,
            name: name.into(),
        }
    }
}

/// `first` then every term of `rest` with its sign and name:
/// `13 (base) − 3 (action précipitée) + 1 (allonge)`. A term with no name is a bare
/// number; a zero term is written `+ 0` (leave out those that say nothing, keep one that
/// does, such as a secret difficulty of 0). The total is not written: the line around it
/// says what it adds up to.
pub fn explained(first: &Term, rest: &[Term]) -> String {
    let mut text = named(first.value.to_string(), &first.name);
    for term in rest {
        let sign = if term.value < 0 { '−' } else { '+' };
        let size = term.value.unsigned_abs().to_string();
        text.push_str(&format!(" {sign} {}", named(size, &term.name)));
    }
    text
}

/// The sum of `first` and `rest`, saturating (a hand-edited save may hold any number).
pub fn total(first: &Term, rest: &[Term]) -> i32 {
    rest.iter()
        .fold(first.value, |sum, t| sum.saturating_add(t.value))
}

fn named(value: String, name: &str) -> String {
    if name.is_empty() {
        value
    } else {
        format!("{value} ({name})")
    }
}

#[cfg(test)]
#[path = "terms_tests.rs"]
mod tests;
