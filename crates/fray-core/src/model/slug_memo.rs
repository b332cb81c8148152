//! Combatant slugs remembered by name: a command that names a combatant compares what was
//! typed with the slug of every combatant on the roster, and building a slug (lower case,
//! accents folded, dashes) per combatant per lookup cost a scripted import more than the
//! lookup itself. The memo is keyed by the name, so a renamed combatant is looked up under
//! its new name; it is per thread and forgotten whole when it grows past [`KEPT`] names.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// How many names are remembered before the memo starts over (a roster holds at most a
/// few hundred).
const KEPT: usize = 4096;

thread_local! {
    /// Name → slug.
    static MEMO: RefCell<HashMap<Box<str>, Rc<str>>> = RefCell::new(HashMap::new());
}

/// The slug of the combatant name `name` ([`super::combatant::slug`]), remembered.
pub fn slug_of(name: &str) -> Rc<str> {
    let known = MEMO.with(|memo| memo.borrow().get(name).cloned());
    if let Some(slug) = known {
        return slug;
    }
    let slug: Rc<str> = super::combatant::slug(name).into();
    MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.len() >= KEPT {
            memo.clear();
        }
        memo.insert(name.into(), Rc::clone(&slug));
    });
    slug
}

#[cfg(test)]
#[path = "slug_memo_tests.rs"]
mod tests;
