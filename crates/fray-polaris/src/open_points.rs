//! The open points of the Polaris 3e digest (POL-OP-01 to POL-OP-18): what the text leaves
//! open, what fray does today and how the GM changes it, for `fray rules polaris-3e`.
//! Each default says what the code does (read from it, not copied from the digest).

use crate::rules::{Change, OpenPoint};

/// A point with no way to change it.
const FIXED: &[Change] = &[];

/// Every open point, in the digest's order.
pub const OPEN_POINTS: &[OpenPoint] = &[
    OpenPoint {
        id: "POL-OP-01",
        question: "pol-op-01-q",
        default: "pol-op-01-d",
        change: &[Change::By {
            how: "pol-op-01-how",
        }],
    },
    OpenPoint {
        id: "POL-OP-02",
        question: "pol-op-02-q",
        default: "pol-op-02-d",
        change: &[Change::By {
            how: "pol-op-02-how",
        }],
    },
    OpenPoint {
        id: "POL-OP-03",
        question: "pol-op-03-q",
        default: "pol-op-03-d",
        change: FIXED,
    },
    OpenPoint {
        id: "POL-OP-04",
        question: "pol-op-04-q",
        default: "pol-op-04-d",
        change: FIXED,
    },
    OpenPoint {
        id: "POL-OP-05",
        question: "pol-op-05-q",
        default: "pol-op-05-d",
        change: FIXED,
    },
    OpenPoint {
        id: "POL-OP-06",
        question: "pol-op-06-q",
        default: "pol-op-06-d",
        change: &[Change::By {
            how: "pol-op-06-how",
        }],
    },
    OpenPoint {
        id: "POL-OP-07",
        question: "pol-op-07-q",
        default: "pol-op-07-d",
        change: &[Change::Option {
            key: "rushed-malus",
            to: "-5",
        }],
    },
    OpenPoint {
        id: "POL-OP-08",
        question: "pol-op-08-q",
        default: "pol-op-08-d",
        change: &[Change::Option {
            key: "surprise-initiative",
            to: "die",
        }],
    },
    OpenPoint {
        id: "POL-OP-09",
        question: "pol-op-09-q",
        default: "pol-op-09-d",
        change: FIXED,
    },
    OpenPoint {
        id: "POL-OP-10",
        question: "pol-op-10-q",
        default: "pol-op-10-d",
        change: &[Change::By {
            how: "pol-op-10-how",
        }],
    },
    OpenPoint {
        id: "POL-OP-11",
        question: "pol-op-11-q",
        default: "pol-op-11-d",
        change: &[Change::By {
            how: "pol-op-11-how",
        }],
    },
    OpenPoint {
        id: "POL-OP-12",
        question: "pol-op-12-q",
        default: "pol-op-12-d",
        change: &[
            Change::Option {
                key: "location-table",
                to: "TABLE",
            },
            Change::By {
                how: "pol-op-12-how",
            },
        ],
    },
    OpenPoint {
        id: "POL-OP-13",
        question: "pol-op-13-q",
        default: "pol-op-13-d",
        change: &[
            Change::By {
                how: "pol-op-13-how",
            },
            Change::Option {
                key: "destroyed-limb-malus",
                to: "0",
            },
        ],
    },
    OpenPoint {
        id: "POL-OP-14",
        question: "pol-op-14-q",
        default: "pol-op-14-d",
        change: &[Change::Option {
            key: "wound-malus",
            to: "worst",
        }],
    },
    OpenPoint {
        id: "POL-OP-15",
        question: "pol-op-15-q",
        default: "pol-op-15-d",
        change: &[Change::By {
            how: "pol-op-15-how",
        }],
    },
    OpenPoint {
        id: "POL-OP-16",
        question: "pol-op-16-q",
        default: "pol-op-16-d",
        change: &[Change::By {
            how: "pol-op-16-how",
        }],
    },
    OpenPoint {
        id: "POL-OP-17",
        question: "pol-op-17-q",
        default: "pol-op-17-d",
        change: FIXED,
    },
    OpenPoint {
        id: "POL-OP-18",
        question: "pol-op-18-q",
        default: "pol-op-18-d",
        change: &[Change::Option {
            key: "fatigue",
            to: "on",
        }],
    },
    // fray's own readings where the text is silent on a rule it does give.
    OpenPoint {
        id: "POL-11",
        question: "pol-read-11-q",
        default: "pol-read-11-d",
        change: FIXED,
    },
    OpenPoint {
        id: "POL-19",
        question: "pol-read-19-q",
        default: "pol-read-19-d",
        change: &[Change::Option {
            key: "zero-initiative",
            to: "act",
        }],
    },
    OpenPoint {
        id: "POL-28",
        question: "pol-read-28-q",
        default: "pol-read-28-d",
        change: FIXED,
    },
    OpenPoint {
        id: "POL-39",
        question: "pol-read-39-q",
        default: "pol-read-39-d",
        change: &[Change::Option {
            key: "bare-hands",
            to: "on",
        }],
    },
    OpenPoint {
        id: "POL-40",
        question: "pol-read-40-q",
        default: "pol-read-40-d",
        change: FIXED,
    },
    OpenPoint {
        id: "POL-45",
        question: "pol-read-45-q",
        default: "pol-read-45-d",
        change: &[Change::By {
            how: "pol-read-45-how",
        }],
    },
    // Between fights, in a campaign: the text says which wounds heal on their own, not
    // how fast.
    OpenPoint {
        id: "POL-35",
        question: "pol-read-35-q",
        default: "pol-read-35-d",
        change: &[
            Change::Option {
                key: "rest-heals",
                to: "medium",
            },
            Change::By {
                how: "pol-read-35-how",
            },
        ],
    },
];

#[cfg(test)]
mod tests {
    use crate::rules::open_points::table_errors;

    /// The open points of `/work/shared/rules/polaris-3e.md`, section "Open points", then
    /// fray's readings of rules the text gives without saying everything.
    const DIGEST: [&str; 25] = [
        "POL-OP-01",
        "POL-OP-02",
        "POL-OP-03",
        "POL-OP-04",
        "POL-OP-05",
        "POL-OP-06",
        "POL-OP-07",
        "POL-OP-08",
        "POL-OP-09",
        "POL-OP-10",
        "POL-OP-11",
        "POL-OP-12",
        "POL-OP-13",
        "POL-OP-14",
        "POL-OP-15",
        "POL-OP-16",
        "POL-OP-17",
        "POL-OP-18",
        "POL-11",
        "POL-19",
        "POL-28",
        "POL-39",
        "POL-40",
        "POL-45",
        "POL-35",
    ];

    #[test]
    fn open_points_list_every_pol_op_once_in_order_with_options_that_exist_and_name_them() {
        assert_eq!(
            table_errors(super::super::system(), &DIGEST),
            Vec::<String>::new()
        );
    }
}
