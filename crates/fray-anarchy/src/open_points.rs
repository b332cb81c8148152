//! The open points of the Shadowrun Anarchy digest (ANA-OP-01 to ANA-OP-08) and fray's
//! own where the French text is silent (ANA-OP-09 to ANA-OP-16): what the
//! text leaves open, what fray does today and how the GM changes it, for
//! `fray rules sr-anarchy`. Each default says what the code does.

use crate::rules::{Change, OpenPoint};

/// Every open point, in the digest's order.
pub const OPEN_POINTS: &[OpenPoint] = &[
    OpenPoint {
        id: "ANA-OP-01",
        question: "ana-op-01-q",
        default: "ana-op-01-d",
        change: &[Change::Option {
            key: "opposed-ties",
            to: "actor",
        }],
    },
    OpenPoint {
        id: "ANA-OP-02",
        question: "ana-op-02-q",
        default: "ana-op-02-d",
        change: &[
            Change::Option {
                key: "anarchy-start",
                to: "4",
            },
            Change::Option {
                key: "anarchy-max",
                to: "6",
            },
            Change::Option {
                key: "gm-pool-start",
                to: "3",
            },
        ],
    },
    OpenPoint {
        id: "ANA-OP-03",
        question: "ana-op-03-q",
        default: "ana-op-03-d",
        change: &[Change::Option {
            key: "chance-glitch",
            to: "off",
        }],
    },
    OpenPoint {
        id: "ANA-OP-04",
        question: "ana-op-04-q",
        default: "ana-op-04-d",
        change: &[Change::Option {
            key: "bonus-dice",
            to: "reroll",
        }],
    },
    OpenPoint {
        id: "ANA-OP-05",
        question: "ana-op-05-q",
        default: "ana-op-05-d",
        change: &[Change::Option {
            key: "group-monitors",
            to: "group",
        }],
    },
    OpenPoint {
        id: "ANA-OP-06",
        question: "ana-op-06-q",
        default: "ana-op-06-d",
        change: &[Change::Option {
            key: "drain",
            to: "any-complication",
        }],
    },
    OpenPoint {
        id: "ANA-OP-07",
        question: "ana-op-07-q",
        default: "ana-op-07-d",
        change: &[Change::Option {
            key: "sprite-dice",
            to: "2,3,4",
        }],
    },
    OpenPoint {
        id: "ANA-OP-08",
        question: "ana-op-08-q",
        default: "ana-op-08-d",
        change: &[Change::Option {
            key: "tie-chance",
            to: "points",
        }],
    },
    OpenPoint {
        id: "ANA-OP-09",
        question: "ana-op-09-q",
        default: "ana-op-09-d",
        change: &[Change::By {
            how: "ana-op-09-how",
        }],
    },
    OpenPoint {
        id: "ANA-OP-10",
        question: "ana-op-10-q",
        default: "ana-op-10-d",
        change: &[Change::By {
            how: "ana-op-10-how",
        }],
    },
    OpenPoint {
        id: "ANA-OP-11",
        question: "ana-op-11-q",
        default: "ana-op-11-d",
        change: &[Change::By {
            how: "ana-op-11-how",
        }],
    },
    OpenPoint {
        id: "ANA-OP-12",
        question: "ana-op-12-q",
        default: "ana-op-12-d",
        change: &[Change::Option {
            key: "initiative-timing",
            to: "turn",
        }],
    },
    OpenPoint {
        id: "ANA-OP-13",
        question: "ana-op-13-q",
        default: "ana-op-13-d",
        change: &[],
    },
    OpenPoint {
        id: "ANA-OP-14",
        question: "ana-op-14-q",
        default: "ana-op-14-d",
        change: &[Change::By {
            how: "ana-op-14-how",
        }],
    },
    OpenPoint {
        id: "ANA-OP-15",
        question: "ana-op-15-q",
        default: "ana-op-15-d",
        change: &[
            Change::Option {
                key: "rest-physical",
                to: "2",
            },
            Change::Option {
                key: "rest-stun",
                to: "4",
            },
            Change::Option {
                key: "rest-armor",
                to: "0",
            },
        ],
    },
    OpenPoint {
        id: "ANA-OP-16",
        question: "ana-op-16-q",
        default: "ana-op-16-d",
        change: &[Change::By {
            how: "ana-op-16-how",
        }],
    },
];

#[cfg(test)]
mod tests {
    use crate::rules::open_points::table_errors;

    /// The open points of `/work/shared/rules/sr-anarchy.md`, section "Open points", then
    /// fray's own readings where the French text is silent (ANA-OP-09 onwards).
    const DIGEST: [&str; 16] = [
        "ANA-OP-01",
        "ANA-OP-02",
        "ANA-OP-03",
        "ANA-OP-04",
        "ANA-OP-05",
        "ANA-OP-06",
        "ANA-OP-07",
        "ANA-OP-08",
        "ANA-OP-09",
        "ANA-OP-10",
        "ANA-OP-11",
        "ANA-OP-12",
        "ANA-OP-13",
        "ANA-OP-14",
        "ANA-OP-15",
        "ANA-OP-16",
    ];

    #[test]
    fn open_points_list_every_ana_op_once_in_order_with_options_that_exist_and_name_them() {
        assert_eq!(
            table_errors(super::super::system(), &DIGEST),
            Vec::<String>::new()
        );
    }
}
