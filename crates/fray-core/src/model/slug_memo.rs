//! Combatant slugs remembered by name: a command that names a combatant compares what was
//! typed with the slug of every combatant on the roster, and building a slug (lower case,
//! accents folded, dashes) per combatant per lookup cost a scripted import more than the
//! lookup itself. The memo is keyed by the name, so a renamed combatant is looked up under
//! its new name; it is per thread and forgotten whole when it grows past [`KEPT`] names,
//! and hashed with `crate::key_hash` (its keys are a roster's names, and it is bounded).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::Combatant;
use crate::key_hash::Keyed;

/// How many names are remembered before the memo starts over (a roster holds at most a
/// few hundred).
const KEPT: usize = 4096;

thread_local! {
    /// Name → slug.
    static MEMO: RefCell<HashMap<Box<str>, Rc<str>, Keyed>> = RefCell::new(HashMap::default());
    /// The last roster asked for by [`each_slug`]: name and slug by place (as long as the
    /// longest roster asked for, at most a few hundred).
    static ROSTER: RefCell<Vec<(Box<str>, Rc<str>)>> = const { RefCell::new(Vec::new()) };
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

/// Calls `each` with every combatant of `roster` and their slug, in roster order. The
/// slugs are also remembered by place on the roster: asked again for the same roster (as
/// each command naming a combatant does), a combatant costs a comparison of their name with
/// the one remembered at their place, no hash; a new name at a place is looked up by name.
pub fn each_slug(roster: &[Combatant], mut each: impl FnMut(&Combatant, &str)) {
    ROSTER.with(|places| {
        let Ok(mut places) = places.try_borrow_mut() else {
            // Asked again from inside `each`: the memo by name answers alone.
            for c in roster {
                each(c, &slug_of(&c.name));
            }
            return;
        };
        for (at, c) in roster.iter().enumerate() {
            if let Some((_, slug)) = places.get(at).filter(|(name, _)| **name == *c.name) {
                each(c, slug);
                continue;
            }
            let slug = slug_of(&c.name);
            each(c, &slug);
            // Places are filled in order, so `at` is a known place or the next one.
            let place = (Box::from(c.name.as_str()), slug);
            match places.get_mut(at) {
                Some(known) => *known = place,
                None => places.push(place),
            }
        }
    });
}

#[cfg(test)]
#[path = "slug_memo_tests.rs"]
mod tests;
