//! The open points of the Corporates digest (COR-OP-01 to COR-OP-22, and COR-OP-23 to
//! COR-OP-25 found reading the French text to the letter, COR-OP-26 to COR-OP-28 where it
//! is silent): what the text
//! leaves open, what fray does today and how the GM changes it, for
//! `fray rules corporates`. Each default says what the code does.

use crate::rules::{Change, OpenPoint};

/// Every open point, in the digest's order.
pub const OPEN_POINTS: &[OpenPoint] = &[
    OpenPoint {
        id: "COR-OP-01",
        question: "cor-op-01-q",
        default: "cor-op-01-d",
        change: &[Change::Option {
            key: "level-step",
            to: "10",
        }],
    },
    OpenPoint {
        id: "COR-OP-02",
        question: "cor-op-02-q",
        default: "cor-op-02-d",
        change: &[Change::Option {
            key: "announce",
            to: "highest-first",
        }],
    },
    OpenPoint {
        id: "COR-OP-03",
        question: "cor-op-03-q",
        default: "cor-op-03-d",
        change: &[Change::Option {
            key: "survival-end",
            to: "gm",
        }],
    },
    OpenPoint {
        id: "COR-OP-04",
        question: "cor-op-04-q",
        default: "cor-op-04-d",
        change: &[Change::Option {
            key: "no-lead",
            to: "reroll",
        }],
    },
    OpenPoint {
        id: "COR-OP-05",
        question: "cor-op-05-q",
        default: "cor-op-05-d",
        change: &[Change::Option {
            key: "double-malus",
            to: "1",
        }],
    },
    OpenPoint {
        id: "COR-OP-06",
        question: "cor-op-06-q",
        default: "cor-op-06-d",
        change: &[Change::Option {
            key: "fast-table",
            to: "as-printed",
        }],
    },
    OpenPoint {
        id: "COR-OP-07",
        question: "cor-op-07-q",
        default: "cor-op-07-d",
        change: &[Change::Option {
            key: "aim-cap",
            to: "max",
        }],
    },
    OpenPoint {
        id: "COR-OP-08",
        question: "cor-op-08-q",
        default: "cor-op-08-d",
        change: &[Change::Option {
            key: "cover-bonus",
            to: "ammo",
        }],
    },
    OpenPoint {
        id: "COR-OP-09",
        question: "cor-op-09-q",
        default: "cor-op-09-d",
        change: &[Change::Option {
            key: "burst-cap",
            to: "none",
        }],
    },
    OpenPoint {
        id: "COR-OP-10",
        question: "cor-op-10-q",
        default: "cor-op-10-d",
        change: &[Change::Option {
            key: "fall-sign",
            to: "easier",
        }],
    },
    OpenPoint {
        id: "COR-OP-11",
        question: "cor-op-11-q",
        default: "cor-op-11-d",
        change: &[Change::Option {
            key: "protection",
            to: "stops",
        }],
    },
    OpenPoint {
        id: "COR-OP-12",
        question: "cor-op-12-q",
        default: "cor-op-12-d",
        change: &[Change::Option {
            key: "stray",
            to: "at-most",
        }],
    },
    OpenPoint {
        id: "COR-OP-13",
        question: "cor-op-13-q",
        default: "cor-op-13-d",
        change: &[Change::Option {
            key: "draw-dice",
            to: "1",
        }],
    },
    OpenPoint {
        id: "COR-OP-14",
        question: "cor-op-14-q",
        default: "cor-op-14-d",
        change: &[Change::Option {
            key: "dodge-shots",
            to: "none",
        }],
    },
    OpenPoint {
        id: "COR-OP-15",
        question: "cor-op-15-q",
        default: "cor-op-15-d",
        change: &[Change::Option {
            key: "gang",
            to: "extra",
        }],
    },
    OpenPoint {
        id: "COR-OP-16",
        question: "cor-op-16-q",
        default: "cor-op-16-d",
        change: &[Change::Option {
            key: "charge-defender",
            to: "3",
        }],
    },
    OpenPoint {
        id: "COR-OP-17",
        question: "cor-op-17-q",
        default: "cor-op-17-d",
        change: &[Change::Option {
            key: "odd-level",
            to: "second",
        }],
    },
    OpenPoint {
        id: "COR-OP-18",
        question: "cor-op-18-q",
        default: "cor-op-18-d",
        change: &[Change::Option {
            key: "critical-levels",
            to: "hit",
        }],
    },
    OpenPoint {
        id: "COR-OP-19",
        question: "cor-op-19-q",
        default: "cor-op-19-d",
        change: &[Change::Option {
            key: "track-max",
            to: "10",
        }],
    },
    OpenPoint {
        id: "COR-OP-20",
        question: "cor-op-20-q",
        default: "cor-op-20-d",
        change: &[Change::Option {
            key: "rounding",
            to: "nearest",
        }],
    },
    OpenPoint {
        id: "COR-OP-21",
        question: "cor-op-21-q",
        default: "cor-op-21-d",
        change: &[Change::Option {
            key: "confidence",
            to: "add",
        }],
    },
    OpenPoint {
        id: "COR-OP-22",
        question: "cor-op-22-q",
        default: "cor-op-22-d",
        change: &[Change::Option {
            key: "charge-unit",
            to: "dice",
        }],
    },
    // Found by reading the French text to the letter, beyond the digest's list.
    OpenPoint {
        id: "COR-OP-23",
        question: "cor-op-23-q",
        default: "cor-op-23-d",
        change: &[Change::Option {
            key: "ties",
            to: "fail",
        }],
    },
    OpenPoint {
        id: "COR-OP-24",
        question: "cor-op-24-q",
        default: "cor-op-24-d",
        change: &[Change::Option {
            key: "gunpoint-base",
            to: "20",
        }],
    },
    OpenPoint {
        id: "COR-OP-25",
        question: "cor-op-25-q",
        default: "cor-op-25-d",
        change: &[Change::Option {
            key: "wound-malus",
            to: "1",
        }],
    },
    OpenPoint {
        id: "COR-OP-26",
        question: "cor-op-26-q",
        default: "cor-op-26-d",
        change: &[Change::Option {
            key: "longer-first",
            to: "off",
        }],
    },
    OpenPoint {
        id: "COR-OP-27",
        question: "cor-op-27-q",
        default: "cor-op-27-d",
        change: &[
            Change::Option {
                key: "rest-wound",
                to: "2",
            },
            Change::Option {
                key: "rest-fatigue",
                to: "2",
            },
        ],
    },
    OpenPoint {
        id: "COR-OP-28",
        question: "cor-op-28-q",
        default: "cor-op-28-d",
        change: &[Change::By {
            how: "cor-op-28-how",
        }],
    },
];

#[cfg(test)]
mod tests {
    use crate::rules::open_points::table_errors;

    /// The open points of `/work/shared/rules/corporates.md`, section "Open points", then
    /// those a reading of the French text to the letter added (COR-OP-23 to COR-OP-25),
    /// the charge's longer weapon (COR-OP-26) and the time between fights (COR-OP-27,
    /// COR-OP-28).
    const DIGEST: [&str; 28] = [
        "COR-OP-01",
        "COR-OP-02",
        "COR-OP-03",
        "COR-OP-04",
        "COR-OP-05",
        "COR-OP-06",
        "COR-OP-07",
        "COR-OP-08",
        "COR-OP-09",
        "COR-OP-10",
        "COR-OP-11",
        "COR-OP-12",
        "COR-OP-13",
        "COR-OP-14",
        "COR-OP-15",
        "COR-OP-16",
        "COR-OP-17",
        "COR-OP-18",
        "COR-OP-19",
        "COR-OP-20",
        "COR-OP-21",
        "COR-OP-22",
        "COR-OP-23",
        "COR-OP-24",
        "COR-OP-25",
        "COR-OP-26",
        "COR-OP-27",
        "COR-OP-28",
    ];

    #[test]
    fn open_points_list_every_cor_op_once_in_order_with_options_that_exist_and_name_them() {
        assert_eq!(
            table_errors(super::super::system(), &DIGEST),
            Vec::<String>::new()
        );
    }
}
