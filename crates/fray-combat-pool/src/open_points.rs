//! The open points of the combat pool digest (SRP-OP-01 to SRP-OP-13): what the text
//! leaves open, what fray does today and how the GM changes it, for
//! `fray rules sr-combat-pool`. Each default says what the code does.

use crate::rules::{Change, OpenPoint};

/// Every open point, in the digest's order.
pub const OPEN_POINTS: &[OpenPoint] = &[
    OpenPoint {
        id: "SRP-OP-01",
        question: "pool-op-01-q",
        default: "pool-op-01-d",
        change: &[Change::By {
            how: "pool-op-01-how",
        }],
    },
    OpenPoint {
        id: "SRP-OP-02",
        question: "pool-op-02-q",
        default: "pool-op-02-d",
        change: &[Change::Option {
            key: "rounding",
            to: "nearest",
        }],
    },
    OpenPoint {
        id: "SRP-OP-03",
        question: "pool-op-03-q",
        default: "pool-op-03-d",
        change: &[Change::Option {
            key: "assess-time",
            to: "turn",
        }],
    },
    OpenPoint {
        id: "SRP-OP-04",
        question: "pool-op-04-q",
        default: "pool-op-04-d",
        change: &[Change::Option {
            key: "moderate-stress",
            to: "second-only",
        }],
    },
    OpenPoint {
        id: "SRP-OP-05",
        question: "pool-op-05-q",
        default: "pool-op-05-d",
        change: &[
            Change::Option {
                key: "burst-damage-tokens",
                to: "2",
            },
            Change::Option {
                key: "spray-damage-tokens",
                to: "3",
            },
        ],
    },
    OpenPoint {
        id: "SRP-OP-06",
        question: "pool-op-06-q",
        default: "pool-op-06-d",
        change: &[Change::Option {
            key: "free-draws",
            to: "pool",
        }],
    },
    OpenPoint {
        id: "SRP-OP-07",
        question: "pool-op-07-q",
        default: "pool-op-07-d",
        change: &[Change::Option {
            key: "area-defense",
            to: "revealed",
        }],
    },
    OpenPoint {
        id: "SRP-OP-08",
        question: "pool-op-08-q",
        default: "pool-op-08-d",
        change: &[Change::Option {
            key: "melee-tie",
            to: "defender",
        }],
    },
    OpenPoint {
        id: "SRP-OP-09",
        question: "pool-op-09-q",
        default: "pool-op-09-d",
        change: &[Change::By {
            how: "pool-op-09-how",
        }],
    },
    OpenPoint {
        id: "SRP-OP-10",
        question: "pool-op-10-q",
        default: "pool-op-10-d",
        change: &[Change::Option {
            key: "electrical",
            to: "tokens",
        }],
    },
    OpenPoint {
        id: "SRP-OP-11",
        question: "pool-op-11-q",
        default: "pool-op-11-d",
        change: &[Change::By {
            how: "pool-op-11-how",
        }],
    },
    OpenPoint {
        id: "SRP-OP-12",
        question: "pool-op-12-q",
        default: "pool-op-12-d",
        change: &[Change::By {
            how: "pool-op-12-how",
        }],
    },
    OpenPoint {
        id: "SRP-OP-13",
        question: "pool-op-13-q",
        default: "pool-op-13-d",
        change: &[Change::Option {
            key: "recharge-defense",
            to: "discard",
        }],
    },
    // Between fights, in a campaign: the text gives no healing.
    OpenPoint {
        id: "SRP-21",
        question: "pool-read-21-q",
        default: "pool-read-21-d",
        change: &[
            Change::Option {
                key: "rest-physical",
                to: "0",
            },
            Change::Option {
                key: "rest-stun",
                to: "3",
            },
        ],
    },
];

#[cfg(test)]
mod tests {
    use crate::rules::open_points::table_errors;

    /// The open points of `/work/shared/rules/sr-combat-pool.md`, section "Open points".
    const DIGEST: [&str; 14] = [
        "SRP-OP-01",
        "SRP-OP-02",
        "SRP-OP-03",
        "SRP-OP-04",
        "SRP-OP-05",
        "SRP-OP-06",
        "SRP-OP-07",
        "SRP-OP-08",
        "SRP-OP-09",
        "SRP-OP-10",
        "SRP-OP-11",
        "SRP-OP-12",
        "SRP-OP-13",
        "SRP-21",
    ];

    #[test]
    fn open_points_list_every_pool_op_once_in_order_with_options_that_exist_and_name_them() {
        assert_eq!(
            table_errors(super::super::system(), &DIGEST),
            Vec::<String>::new()
        );
    }
}
