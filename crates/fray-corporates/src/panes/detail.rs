//! The selected combatant's pane for a Corporates sheet: name, side, out of the fight;
//! the turn's reaction roll and declared count; the Wound and Fatigue tracks (levels
//! lost, the maximum when the GM set one, incapacitated, COR-43, COR-OP-19); the ledger's
//! malus term by term (COR-08) and the confidence points (COR-OP-21); the stats (dice) and
//! skills (levels); the weapons (type, range bands, snap, aim, burst, damage, kind, where
//! carried), the protections and the cyberware with its device, site, state, level and
//! protection (COR-42); the
//! conditions with their values and the note. A hidden sheet (the players' view of an
//! enemy) shows only what the shared pane shows.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::model::{Gear, Pool};
use crate::report::Sheet;
use crate::safe_text::escape;
use crate::tui::theme::Theme;
use crate::tui::view::detail::{conditions_paragraph, draw_line};
use crate::tui::view::flow::{flow, wrap};

use super::figures::{self, GRID, SKILLS, STATS};
use super::gear_text::{self, Section};
use super::grid::terms_text;
use super::grid_model::Terms;
use super::words;

/// Draws the sheet in `area` (the caller draws the border); blocks are spaced by a blank
/// line when everything fits, and lines that do not fit are cut at the bottom.
pub fn render(sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    if sheet.health.is_some() || !sheet.gear_figures.contains_key(GRID) {
        crate::tui::view::detail::render_detail(sheet, theme, area, buf);
        return;
    }
    let width = usize::from(area.width);
    let blocks = [
        flow(header(sheet, theme), width, 3),
        track_lines(sheet, theme, width),
        flow(sheet_numbers(sheet, theme), width, 4),
        gear_lines(sheet, theme, width),
        rest(sheet, theme, width),
    ];
    let blocks: Vec<&Vec<Line>> = blocks.iter().filter(|b| !b.is_empty()).collect();
    let total: usize = blocks.iter().map(|b| b.len()).sum();
    let spaced = usize::from(area.height) >= total + blocks.len().saturating_sub(1);
    let mut y = area.y;
    for (i, block) in blocks.iter().enumerate() {
        if spaced && i > 0 {
            y = y.saturating_add(1);
        }
        for line in block.iter() {
            draw_line(buf, area, &mut y, line);
        }
    }
}

/// A counter of the sheet by its key (the report names it in the GM's language).
/// A counter of the sheet by its stored name (the report shows it under its name in the
/// GM's language).
pub fn counter(sheet: &Sheet, name: &str) -> Option<i32> {
    let shown = crate::t!("cor-content-pool", name = name);
    sheet.pools.iter().find_map(|p| {
        let Pool::Counter { name: n, value, .. } = p;
        (*n == shown || n == name).then_some(*value)
    })
}

fn grid(sheet: &Sheet, key: &str) -> Option<i32> {
    figures::figure(sheet, GRID, key)
}

/// Name, side, out of the fight; the turn's reaction roll and declared count.
fn header(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'static>>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut chunks = vec![
        vec![Span::styled(
            escape(&sheet.name),
            theme.side(&sheet.side).patch(bold),
        )],
        vec![Span::styled(
            escape(&crate::tui::text::side_word(&sheet.side)),
            theme.side(&sheet.side),
        )],
    ];
    for name in figures::OUT_CONDITIONS {
        if sheet.conditions.iter().any(|c| c.name == name) {
            let word = crate::rules::condition_words::label(name);
            chunks.push(vec![Span::styled(escape(&word), theme.error)]);
        }
    }
    if let Some(r) = grid(sheet, figures::REACTION) {
        chunks.push(vec![Span::styled(
            crate::t!("cor-detail-reaction", roll = r),
            theme.text,
        )]);
    }
    if grid(sheet, figures::ANNOUNCED) == Some(1) {
        let n = grid(sheet, figures::DECLARED).unwrap_or(0);
        chunks.push(vec![Span::styled(
            crate::t!("cor-detail-declared", n = n),
            theme.text,
        )]);
    }
    chunks
}

/// The stats in the order of the sheet, then any other.
const STAT_ORDER: [&str; 8] = [
    "agility",
    "strength",
    "perception",
    "reaction",
    "stress",
    "soak",
    "endurance",
    "size",
];
/// The skills in the order of the sheet, then any other.
const SKILL_ORDER: [&str; 12] = [
    "firearms",
    "combat",
    "dodge",
    "athletics",
    "acrobatics",
    "body-feint",
    "vigilance",
    "unarmed",
    "care",
    "cybernetics",
    "wired-reflexes",
    "speed-legs",
];

/// A figures group's entries, those of `order` first in that order, then the others.
fn ordered<'a>(
    group: Option<&'a std::collections::BTreeMap<String, i32>>,
    order: &[&str],
) -> Vec<(&'a str, i32)> {
    let Some(group) = group else {
        return Vec::new();
    };
    let mut out: Vec<(&str, i32)> = order
        .iter()
        .filter_map(|k| group.get_key_value(*k).map(|(k, v)| (k.as_str(), *v)))
        .collect();
    out.extend(
        group
            .iter()
            .filter(|(k, _)| !order.contains(&k.as_str()) && k.as_str() != "confidence")
            .map(|(k, v)| (k.as_str(), *v)),
    );
    out
}

/// The skills in the sheet's order, each in the GM's words with its level, as `fray show`
/// lists them.
pub fn skill_words(sheet: &Sheet) -> Vec<String> {
    ordered(sheet.gear_figures.get(SKILLS), &SKILL_ORDER)
        .into_iter()
        .map(|(key, value)| format!("{} {value}", words::skill(key)))
        .collect()
}

/// The stats in dice and the skills in levels.
fn sheet_numbers(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'static>>> {
    let mut chunks = Vec::new();
    for (key, value) in ordered(sheet.gear_figures.get(STATS), &STAT_ORDER) {
        chunks.push(vec![
            Span::styled(words::stat(key), theme.dim),
            Span::styled(format!(" {value}d"), theme.text),
        ]);
    }
    for (key, value) in ordered(sheet.gear_figures.get(SKILLS), &SKILL_ORDER) {
        chunks.push(vec![
            Span::styled(words::skill(key), theme.dim),
            Span::styled(format!(" {value}"), theme.text),
        ]);
    }
    chunks
}

/// Wound and Fatigue, the ledger, the confidence points.
fn track_lines(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let max = grid(sheet, figures::TRACK_MAX);
    let mut chunks = Vec::new();
    for (name, word) in [
        ("wound", crate::t!("cor-detail-wound")),
        ("fatigue", crate::t!("cor-detail-fatigue")),
    ] {
        let lost = counter(sheet, name).unwrap_or(0);
        let value = match max {
            Some(m) => {
                let boxes = usize::try_from(m.clamp(0, 20)).unwrap_or(0);
                let full = usize::try_from(lost.clamp(0, m.min(20))).unwrap_or(0);
                format!(
                    "{}{} {lost}/{m}",
                    "■".repeat(full),
                    "□".repeat(boxes.saturating_sub(full))
                )
            }
            None => lost.to_string(),
        };
        let style = if max.is_some_and(|m| lost >= m) {
            theme.error
        } else if lost > 0 {
            theme.warning
        } else {
            theme.text
        };
        chunks.push(vec![
            Span::styled(word, theme.title),
            Span::styled(format!(" {value}"), style),
        ]);
    }
    if max.is_none() {
        chunks.push(vec![Span::styled(
            crate::t!("cor-detail-no-max"),
            theme.dim,
        )]);
    }
    let mut lines = flow(chunks, width, 3);
    let terms = Terms {
        declared: grid(sheet, figures::MALUS_DECLARED).unwrap_or(0),
        undeclared: grid(sheet, figures::MALUS_UNDECLARED).unwrap_or(0),
        unbalanced: grid(sheet, figures::MALUS_UNBALANCED).unwrap_or(0),
        grappled: grid(sheet, figures::MALUS_GRAPPLED).unwrap_or(0),
    };
    lines.extend(wrap(
        &[
            Span::styled(
                format!(
                    "{}{}",
                    crate::t!("cor-detail-ledger"),
                    crate::i18n::typography::label_colon()
                ),
                theme.title,
            ),
            Span::styled(
                // The label already says « dice malus »: none is « none », not « no dice malus ».
                if terms.total() == 0 {
                    crate::t!("cor-detail-no-malus")
                } else {
                    terms_text(&terms)
                },
                if terms.total() > 0 {
                    theme.warning
                } else {
                    theme.text
                },
            ),
        ],
        width,
    ));
    if let Some(max) = grid(sheet, figures::CONFIDENCE_MAX).filter(|m| *m > 0) {
        let left = counter(sheet, "confidence").unwrap_or(0);
        lines.extend(wrap(
            &[
                Span::styled(
                    format!("{} ", crate::t!("cor-detail-confidence")),
                    theme.title,
                ),
                Span::styled(format!("{left}/{max}"), theme.key),
            ],
            width,
        ));
    }
    lines
}

/// The weapons, the protections, then the cyberware, one line each with its figures.
fn gear_lines(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for section in Section::ALL {
        let items: Vec<&Gear> = sheet
            .gear
            .iter()
            .filter(|g| Section::of(g) == section)
            .collect();
        if items.is_empty() {
            continue;
        }
        lines.push(Line::styled(section.title(), theme.title));
        for g in items {
            let style = match g.word("status") {
                Some("destroyed" | "breakdown") => theme.error,
                Some("major" | "light") => theme.warning,
                _ => theme.text,
            };
            lines.extend(wrap(
                &[
                    Span::styled(
                        format!("· {} — ", escape(&crate::gear::gear_name(g))),
                        style,
                    ),
                    Span::styled(gear_text::figures(g), theme.dim),
                ],
                width,
            ));
        }
    }
    lines
}

/// The conditions with their values, then the note.
fn rest(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    if let Some(spans) = conditions_paragraph(sheet, theme) {
        lines.extend(wrap(&spans, width));
    }
    if !sheet.note.is_empty() {
        let note = vec![
            Span::styled(format!("{} ", crate::tui::text::detail_note()), theme.title),
            Span::raw(escape(&sheet.note)),
        ];
        lines.extend(wrap(&note, width));
    }
    lines
}
