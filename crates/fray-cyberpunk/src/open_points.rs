//! The open points of the Cyberpunk interval digest (CPI-OP-01 to CPI-OP-13) and where
//! the French text is silent (CPI-OP-14): what the
//! text leaves open, what fray does today and how the GM changes it, for
//! `fray rules cyberpunk-interval`. Each default says what the code does.

use crate::rules::{Change, OpenPoint};

/// Every open point, in the digest's order.
pub const OPEN_POINTS: &[OpenPoint] = &[
    OpenPoint {
        id: "CPI-OP-01",
        question: "cpi-op-01-q",
        default: "cpi-op-01-d",
        change: &[Change::Option {
            key: "initiative",
            to: "d10+ref+combat-sense+boost",
        }],
    },
    OpenPoint {
        id: "CPI-OP-02",
        question: "cpi-op-02-q",
        default: "cpi-op-02-d",
        change: &[Change::Option {
            key: "tie",
            to: "keep",
        }],
    },
    OpenPoint {
        id: "CPI-OP-03",
        question: "cpi-op-03-q",
        default: "cpi-op-03-d",
        change: &[Change::Option {
            key: "action-penalty",
            to: "2",
        }],
    },
    OpenPoint {
        id: "CPI-OP-04",
        question: "cpi-op-04-q",
        default: "cpi-op-04-d",
        change: &[Change::Option {
            key: "delay-penalty",
            to: "keep",
        }],
    },
    OpenPoint {
        id: "CPI-OP-05",
        question: "cpi-op-05-q",
        default: "cpi-op-05-d",
        change: &[Change::Option {
            key: "reload-actions",
            to: "2",
        }],
    },
    OpenPoint {
        id: "CPI-OP-06",
        question: "cpi-op-06-q",
        default: "cpi-op-06-d",
        change: &[Change::Option {
            key: "burst-variation",
            to: "on",
        }],
    },
    OpenPoint {
        id: "CPI-OP-07",
        question: "cpi-op-07-q",
        default: "cpi-op-07-d",
        change: &[
            Change::Option {
                key: "aim-reset",
                to: "shot-only",
            },
            Change::By {
                how: "cpi-op-07-how",
            },
        ],
    },
    OpenPoint {
        id: "CPI-OP-08",
        question: "cpi-op-08-q",
        default: "cpi-op-08-d",
        change: &[Change::Option {
            key: "con-min-modifiers",
            to: "product",
        }],
    },
    OpenPoint {
        id: "CPI-OP-09",
        question: "cpi-op-09-q",
        default: "cpi-op-09-d",
        change: &[Change::Option {
            key: "support",
            to: "replace",
        }],
    },
    OpenPoint {
        id: "CPI-OP-10",
        question: "cpi-op-10-q",
        default: "cpi-op-10-d",
        change: &[Change::Option {
            key: "facd-penalty",
            to: "half",
        }],
    },
    OpenPoint {
        id: "CPI-OP-11",
        question: "cpi-op-11-q",
        default: "cpi-op-11-d",
        change: &[Change::Option {
            key: "jam",
            to: "confirmed-only",
        }],
    },
    OpenPoint {
        id: "CPI-OP-12",
        question: "cpi-op-12-q",
        default: "cpi-op-12-d",
        change: &[Change::Option {
            key: "con-min-rounding",
            to: "nearest",
        }],
    },
    OpenPoint {
        id: "CPI-OP-13",
        question: "cpi-op-13-q",
        default: "cpi-op-13-d",
        change: &[Change::Option {
            key: "rof3",
            to: "auto",
        }],
    },
    OpenPoint {
        id: "CPI-OP-14",
        question: "cpi-op-14-q",
        default: "cpi-op-14-d",
        change: &[Change::Option {
            key: "out-of-slot",
            to: "next-slot",
        }],
    },
    // Between fights, in a campaign: the text gives no healing.
    OpenPoint {
        id: "CPI-18",
        question: "cpi-read-18-q",
        default: "cpi-read-18-d",
        change: &[Change::Option {
            key: "rest-points",
            to: "0",
        }],
    },
];

#[cfg(test)]
mod tests {
    use crate::rules::open_points::table_errors;

    /// The open points of `/work/shared/rules/cyberpunk-interval.md`, section "Open points",
    /// and CPI-OP-14 (acting outside one's slot), where the French text is silent.
    const DIGEST: [&str; 15] = [
        "CPI-OP-01",
        "CPI-OP-02",
        "CPI-OP-03",
        "CPI-OP-04",
        "CPI-OP-05",
        "CPI-OP-06",
        "CPI-OP-07",
        "CPI-OP-08",
        "CPI-OP-09",
        "CPI-OP-10",
        "CPI-OP-11",
        "CPI-OP-12",
        "CPI-OP-13",
        "CPI-OP-14",
        "CPI-18",
    ];

    #[test]
    fn open_points_list_every_cpi_op_once_in_order_with_options_that_exist_and_name_them() {
        assert_eq!(
            table_errors(super::super::system(), &DIGEST),
            Vec::<String>::new()
        );
    }
}
