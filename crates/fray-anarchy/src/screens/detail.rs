//! The selected combatant's pane for an Anarchy sheet: name, side, out of action or
//! unconscious; the stats in the text's own words (STR/AGI/WIL/LOG in English, FOR/AGI/
//! VOL/LOG in French), the initiative with its parts; the skills with their levels and the
//! weapons with their damage; the three monitors as rows of boxes
//! and the wound modifier (ANA-21); Anarchy and Chance points as counters (ANA-04,
//! ANA-05); magic and the Matrix (sustained spells, marks per target, server, VR,
//! detected-by, range, ANA-12 to ANA-20); for the GM only the surveillance points and
//! the reboot (ANA-19); the other conditions and the note. A hidden combatant (the
//! players' view of an enemy) shows only what the shared pane shows of them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::model::Pool;
use crate::report::{ConditionLine, Sheet};
use crate::safe_text::escape;
use crate::tui::theme::Theme;
use crate::tui::view::detail::{conditions_paragraph, draw_line};
use crate::tui::view::flow::{flow, wrap};

use super::super::arcane::convergence::GOD;
use super::super::arcane::slots::{
    DETECTED, MARKS, RANGE, REBOOTING, SERVER, SURVEILLANCE, SUSTAINING, VR,
};
use super::super::decide::sheet::{ANARCHY, CHANCE, stat};
use super::monitors;
use super::narration;
use super::skills_weapons;

/// Draws the sheet in `area` (the caller draws the border); blocks are spaced by a blank
/// line when everything fits, and lines that do not fit are cut at the bottom.
pub fn render(sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    if sheet.health.is_some() {
        crate::tui::view::detail::render_detail(sheet, theme, area, buf);
        return;
    }
    let width = usize::from(area.width);
    let blocks = [
        flow(header(sheet, theme), width, 4),
        flow(skills_weapons::skills(sheet, theme), width, 3),
        flow(skills_weapons::weapons(sheet, theme), width, 3),
        monitor_lines(sheet, theme, width),
        arcane(sheet, theme)
            .iter()
            .flat_map(|p| wrap(p, width))
            .collect(),
        sections(sheet, theme, width),
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

/// A stat's key in the text's words.
pub fn stat_word(key: &str) -> String {
    match key {
        stat::STR => crate::t!("ana-stat-str"),
        stat::AGI => crate::t!("ana-stat-agi"),
        stat::WIL => crate::t!("ana-stat-wil"),
        stat::LOG => crate::t!("ana-stat-log"),
        stat::CHANCE => crate::t!("ana-stat-chance"),
        stat::ARMOR => crate::t!("ana-stat-armor"),
        other => escape(other),
    }
}

fn counter(sheet: &Sheet, name: &str) -> Option<(i32, Option<i32>)> {
    sheet.pools.iter().find_map(|p| {
        let Pool::Counter {
            name: n,
            value,
            max,
            ..
        } = p;
        (n == name).then_some((*value, *max))
    })
}

/// Name, side, down; each stat; initiative with its parts; the points.
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
    if let Some(down) = &sheet.down {
        let word = crate::rules::system(super::super::ID)
            .report()
            .down_word(down);
        chunks.push(vec![Span::styled(escape(&word), theme.error)]);
    }
    for s in &sheet.stats {
        chunks.push(vec![
            Span::styled(stat_word(&s.key), theme.dim),
            Span::raw(" "),
            Span::styled(s.value.to_string(), theme.text),
        ]);
    }
    if let Some(score) = sheet.initiative {
        let mut text = crate::t!("ana-detail-initiative", score = score);
        if let Some((dice, attribute, bonus)) = narration::parts(sheet) {
            let mut parts = format!("{}+{}+{attribute}", dice[0], dice[1]);
            for b in bonus {
                parts.push_str(&format!("+{b}"));
            }
            text = format!("{text} ({parts})");
        }
        chunks.push(vec![Span::styled(text, theme.text)]);
    }
    if let Some((value, max)) = counter(sheet, ANARCHY) {
        let max = max.unwrap_or(value);
        chunks.push(vec![Span::styled(
            crate::t!("ana-detail-anarchy", value = value, max = max),
            theme.key,
        )]);
    }
    if let Some((value, max)) = counter(sheet, CHANCE) {
        let max = max.unwrap_or(value);
        chunks.push(vec![Span::styled(
            crate::t!("ana-detail-chance", value = value, max = max),
            theme.key,
        )]);
    }
    chunks
}

/// The monitors' rows, then the wound modifier when it costs dice.
fn monitor_lines(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut lines: Vec<Line<'static>> = monitors::lines(&sheet.monitors, theme)
        .iter()
        .flat_map(|l| wrap(&l.spans, width))
        .collect();
    if let Some(m) = sheet.wound_modifier.filter(|m| *m != 0) {
        lines.push(Line::styled(
            crate::t!("ana-detail-wounds", dice = m.unsigned_abs()),
            theme.warning,
        ));
    }
    lines
}

/// Whether a condition is shown with magic or the Matrix rather than in the list.
fn arcane_condition(c: &ConditionLine) -> bool {
    [MARKS, RANGE, DETECTED, VR, SERVER, REBOOTING].contains(&c.name.as_str())
        || c.name.starts_with(SUSTAINING)
}

/// Sustained spells; marks, server, VR, detected-by, range; the GM's surveillance and
/// reboot.
fn arcane(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'static>>> {
    let target = |c: &ConditionLine| escape(c.target.as_deref().unwrap_or("?"));
    let mut magic = Vec::new();
    let mut matrix = Vec::new();
    for c in &sheet.conditions {
        match c.name.as_str() {
            MARKS => matrix.push(crate::t!(
                "ana-detail-marks",
                n = c.value.unwrap_or(1),
                target = target(c)
            )),
            SERVER => matrix.push(crate::t!("ana-detail-server", server = target(c))),
            VR => matrix.push(crate::t!("ana-detail-vr")),
            DETECTED => matrix.push(crate::t!("ana-detail-detected", by = target(c))),
            RANGE => magic.push(crate::t!(
                "ana-detail-range",
                target = target(c),
                modifier = c.value.map_or_else(String::new, |v| format!("{v:+}"))
            )),
            name if name.starts_with(SUSTAINING) => magic.push(crate::t!(
                "ana-detail-sustaining",
                spell = escape(name.trim_start_matches(SUSTAINING).trim())
            )),
            _ => {}
        }
    }
    let mut paragraphs = Vec::new();
    let mut group = |label: String, items: Vec<String>, style: Style| {
        if !items.is_empty() {
            paragraphs.push(vec![
                Span::styled(format!("{label} "), theme.title),
                Span::styled(items.join(", "), style),
            ]);
        }
    };
    group(crate::t!("ana-detail-magic"), magic, theme.text);
    group(crate::t!("ana-detail-matrix"), matrix, theme.text);
    let mut gm = Vec::new();
    if let Some((points, _)) = counter(sheet, SURVEILLANCE) {
        gm.push(crate::t!("ana-detail-surveillance", points = points));
        if points >= GOD {
            gm.push(crate::t!("ana-detail-god"));
        }
    }
    if let Some(c) = sheet.conditions.iter().find(|c| c.name == REBOOTING) {
        let left = c.rounds_left.map_or(c.value.unwrap_or(0), |r| {
            i32::try_from(r).unwrap_or(i32::MAX)
        });
        gm.push(crate::t!("ana-detail-rebooting", n = left));
    }
    group(crate::t!("ana-detail-gm"), gm, theme.warning);
    paragraphs
}

/// The other conditions, then the note.
fn sections(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let rest = Sheet {
        conditions: sheet
            .conditions
            .iter()
            .filter(|c| !arcane_condition(c))
            .cloned()
            .collect(),
        ..sheet.clone()
    };
    if let Some(spans) = conditions_paragraph(&rest, theme) {
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
