//! The open points of a rule system: what its text leaves open, the default fray plays,
//! and how the GM changes it. `fray rules SYSTEM` lists them after the options, so a GM
//! sees every reading fray made for them and the knob that undoes it.
//!
//! Each system keeps its table in its own folder (`open_points.rs`) and hands it over with
//! [`RuleSystem::open_points`](super::RuleSystem::open_points); every text is a catalog key.

/// One way the GM changes an open point's default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// `option KEY VALUE`: `key` is one of the system's options, `to` a value that leaves
    /// the default (shown as the GM would type it, with the option's accepted values).
    Option {
        /// The option's key, as in the system's `options()`.
        key: &'static str,
        /// A value other than the default, as typed (`worst`, `-5`).
        to: &'static str,
    },
    /// A command, a field or a stat: the catalog key of how (`wound … SEVERITY`).
    By {
        /// Catalog key of the text.
        how: &'static str,
    },
}

/// One open point of a system's rules digest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenPoint {
    /// Its id in the digest (`POL-OP-14`).
    pub id: &'static str,
    /// Catalog key: what the text leaves open, in one short line.
    pub question: &'static str,
    /// Catalog key: what fray does today.
    pub default: &'static str,
    /// How the GM changes it; empty when it cannot be changed.
    pub change: &'static [Change],
}

impl OpenPoint {
    /// The option keys this point names, in order.
    pub fn option_keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.change.iter().filter_map(|c| match c {
            Change::Option { key, .. } => Some(*key),
            Change::By { .. } => None,
        })
    }
}

#[cfg(any(test, feature = "test-support"))]
/// Whether `key` is one of `options` (key, values, description), as `options()` gives them.
pub fn option_exists(options: &[(&str, &str, &str)], key: &str) -> bool {
    options.iter().any(|(k, _, _)| *k == key)
}

/// The ids of `points` that are not unique, or not in the order of `expected`, or missing
/// from or extra to it: empty when the table lists exactly `expected`, in order.
pub fn id_mismatches(points: &[OpenPoint], expected: &[&str]) -> Vec<String> {
    let ids: Vec<&str> = points.iter().map(|p| p.id).collect();
    if ids == expected {
        return Vec::new();
    }
    let mut out = Vec::new();
    for id in expected {
        match ids.iter().filter(|i| *i == id).count() {
            0 => out.push(format!("{id}: missing")),
            1 => {}
            n => out.push(format!("{id}: listed {n} times")),
        }
    }
    for id in &ids {
        if !expected.contains(id) {
            out.push(format!("{id}: not in the digest"));
        }
    }
    if out.is_empty() {
        out.push(format!("out of order: {ids:?}"));
    }
    out
}

/// Everything wrong with a system's table, for its unit test: ids not exactly `expected`
/// in order, an option no `options()` has or whose description (shown to the GM) names
/// the point's ID, a catalog key missing in a language. Empty when the table is right.
#[cfg(any(test, feature = "test-support"))]
pub fn table_errors(system: &dyn super::RuleSystem, expected: &[&str]) -> Vec<String> {
    use crate::i18n::{self, Lang};
    let points = system.open_points();
    let mut out = id_mismatches(points, expected);
    for point in points {
        for key in point.option_keys() {
            match system.options().iter().find(|(k, _, _)| *k == key) {
                None => out.push(format!("{}: no option {key}", point.id)),
                Some((_, _, what)) if what.contains(point.id) => out.push(format!(
                    "{}: option {key}'s description names the rule ID: {what}",
                    point.id
                )),
                Some(_) => {}
            }
        }
        let hows = point.change.iter().filter_map(|c| match c {
            Change::By { how } => Some(*how),
            Change::Option { .. } => None,
        });
        for key in [point.question, point.default].into_iter().chain(hows) {
            for lang in Lang::ALL {
                if !i18n::keys(lang).iter().any(|k| k == key) {
                    out.push(format!("{}: {key} missing in {lang:?}", point.id));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: OpenPoint = OpenPoint {
        id: "X-OP-01",
        question: "q",
        default: "d",
        change: &[],
    };
    const B: OpenPoint = OpenPoint { id: "X-OP-02", ..A };

    #[test]
    fn id_mismatches_finds_missing_doubled_extra_and_out_of_order_ids() {
        assert!(id_mismatches(&[A, B], &["X-OP-01", "X-OP-02"]).is_empty());
        assert_eq!(
            id_mismatches(&[A], &["X-OP-01", "X-OP-02"]),
            ["X-OP-02: missing"]
        );
        assert_eq!(
            id_mismatches(&[A, A, B], &["X-OP-01", "X-OP-02"]),
            ["X-OP-01: listed 2 times"]
        );
        assert_eq!(
            id_mismatches(&[A, B], &["X-OP-01"]),
            ["X-OP-02: not in the digest"]
        );
        assert_eq!(id_mismatches(&[B, A], &["X-OP-01", "X-OP-02"]).len(), 1);
    }

    #[test]
    fn option_keys_lists_only_the_options() {
        const C: OpenPoint = OpenPoint {
            change: &[
                Change::By { how: "h" },
                Change::Option { key: "k", to: "v" },
            ],
            ..A
        };
        assert_eq!(C.option_keys().collect::<Vec<_>>(), ["k"]);
        assert!(option_exists(&[("k", "a | b", "d")], "k"));
        assert!(!option_exists(&[("k", "a | b", "d")], "z"));
    }
}
