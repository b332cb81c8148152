//! The `?` legend's shared part: the marks every system's screens draw (the replay's
//! timeline bar), with their meaning, and the legend's headings.

use crate::t;
use crate::tui::system::LegendGroup;

/// The heading of the legend in `?`.
pub fn legend_title() -> String {
    t!("tui-legend-title")
}

/// The marks of the screens every system shares, grouped by pane.
pub fn shared_legend() -> &'static [LegendGroup] {
    &SHARED
}

/// The heading of a turn order pane's marks.
pub fn legend_pane_order() -> String {
    t!("tui-legend-pane-order")
}

/// The heading of a sheet pane's marks.
pub fn legend_pane_sheet() -> String {
    t!("tui-legend-pane-sheet")
}

/// Who acts now, in a turn order.
pub fn legend_acting() -> String {
    t!("tui-legend-mark-acting")
}

/// A combatant hidden from the players (`hide`), dimmed.
pub fn legend_hidden() -> String {
    t!("tui-legend-mark-hidden")
}

/// The players' health words a narrow roster shortens, each with the word it stands for.
pub fn legend_short_health() -> String {
    let list: Vec<String> = crate::player_view::text::health_shorts()
        .into_iter()
        .filter(|(short, full)| short != full)
        .map(|(short, full)| t!("tui-legend-short-word", short = short, full = full))
        .collect();
    t!("tui-legend-mark-short-health", list = list.join(" · "))
}

/// The bar beside the selected combatant's rows.
pub fn legend_selected() -> String {
    t!("tui-legend-mark-selected")
}

/// The marks of the shared turn order ladder, for the systems that draw it.
pub const SHARED_LADDER: LegendGroup = LegendGroup {
    pane: legend_pane_order,
    marks: &[
        ('▶', legend_acting),
        ('›', || t!("tui-legend-mark-next")),
        ('✓', || t!("tui-legend-mark-acted")),
        ('⏸', || t!("tui-legend-mark-delayed")),
        ('✗', || t!("tui-legend-mark-skipped")),
        ('»', || t!("tui-legend-mark-line-cursor")),
        ('◌', legend_hidden),
    ],
};

static SHARED: [LegendGroup; 2] = [
    LegendGroup {
        pane: || t!("tui-legend-pane-roster"),
        marks: &[
            ('▶', legend_acting),
            ('◌', legend_hidden),
            ('.', legend_short_health),
        ],
    },
    LegendGroup {
        pane: || t!("tui-legend-pane-timeline"),
        marks: &[
            ('─', || t!("tui-legend-mark-log")),
            ('●', || t!("tui-legend-mark-cursor")),
            ('│', || t!("tui-legend-mark-round")),
            ('*', || t!("tui-legend-mark-critical")),
            ('!', || t!("tui-legend-mark-fumble")),
            ('S', || t!("tui-legend-mark-surprised")),
            ('%', || t!("tui-legend-mark-limb")),
            ('J', || t!("tui-legend-mark-jam")),
            ('-', || t!("tui-legend-mark-slot-lost")),
            ('K', || t!("tui-legend-mark-knocked-out")),
            ('A', || t!("tui-legend-mark-alert")),
            ('?', || t!("tui-legend-mark-complication")),
            ('+', || t!("tui-legend-mark-exploit")),
            ('$', || t!("tui-legend-mark-point-spent")),
            ('~', || t!("tui-legend-mark-emergency")),
            ('#', || t!("tui-legend-mark-grave-wound")),
            ('†', || t!("tui-legend-mark-death")),
            ('■', || t!("tui-legend-mark-ended")),
        ],
    },
];

/// A checked box of a track or monitor.
pub fn legend_box_filled() -> String {
    t!("tui-legend-mark-box-filled")
}

/// A free box of a track or monitor.
pub fn legend_box_empty() -> String {
    t!("tui-legend-mark-box-empty")
}

/// A body part with no wound.
pub fn legend_unhurt() -> String {
    t!("tui-legend-mark-unhurt")
}

/// The marks of the shared condition monitors on a sheet: filled, empty, overflow.
pub const MONITOR_BOXES: LegendGroup = LegendGroup {
    pane: legend_pane_sheet,
    marks: &[
        ('■', legend_box_filled),
        ('□', legend_box_empty),
        ('×', || t!("tui-legend-mark-overflow")),
    ],
};

/// The filled and empty boxes of a sheet's tracks, as a system's sheet draws them.
pub const SHEET_BOXES: LegendGroup = LegendGroup {
    pane: legend_pane_sheet,
    marks: &[('■', legend_box_filled), ('□', legend_box_empty)],
};
