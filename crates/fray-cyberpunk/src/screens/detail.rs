//! The selected combatant's pane for a Cyberpunk sheet: name and side, the stats in the
//! text's own words (REF, INT, COOL, CON, MOUV; the sheet's value beside a lowered one),
//! initiative and actions this round, the skills with their levels, the body track, the weapons with their state, then
//! support, aim, running, conditions and the note. A hidden combatant (the players' view
//! of an enemy) shows only what the shared pane shows of them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::model::Gear;
use crate::report::Sheet;
use crate::safe_text::escape;
use crate::tui::theme::Theme;
use crate::tui::view::detail::{conditions_paragraph, draw_line};
use crate::tui::view::flow::{flow, wrap};

use super::super::recoil::SUPPORT;
use super::super::text::{AIM, CHOSEN, RUN, RUNNING, SPENT};
use super::super::transcript::standing::SKILLS;
use super::super::transcript::{CON_MIN, RECOIL};
use super::super::weapon::{
    AMMO, DROPPED, FIRED, IN_HAND, JAMMED, MAGAZINE, ROF, SMARTGUN, UNCHAMBERED, UNLOADED,
};
use super::body;
use super::words;

/// The skill that adds to initiative, listed first.
const COMBAT_SENSE: &str = "combat-sense";

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
    let height = usize::from(area.height);
    let track = |compact: bool| {
        body::track(sheet).map_or_else(Vec::new, |m| body::lines(sheet, m, theme, width, compact))
    };
    let mut blocks = [
        flow(header(sheet, theme), width, 4),
        flow(skills(sheet, theme), width, 3),
        track(false),
        weapon_lines(sheet, theme, width),
        sections(sheet, theme, width),
    ];
    // A short pane drops the levels' labels first: the heading names the level.
    if blocks.iter().map(Vec::len).sum::<usize>() > height {
        blocks[2] = track(true);
    }
    let blocks: Vec<&Vec<Line>> = blocks.iter().filter(|b| !b.is_empty()).collect();
    let total: usize = blocks.iter().map(|b| b.len()).sum();
    let spaced = height >= total + blocks.len().saturating_sub(1);
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

fn counter(sheet: &Sheet, name: &str) -> Option<i32> {
    super::roster::counter(sheet, name)
}

fn condition(sheet: &Sheet, name: &str) -> Option<Option<i32>> {
    sheet
        .conditions
        .iter()
        .find(|k| k.name == name)
        .map(|k| k.value)
}

/// Name, side, then each stat, then initiative and actions: whole chunks flowed.
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
    if sheet.dead {
        chunks.push(vec![Span::styled(
            crate::tui::text::detail_dead(),
            theme.error,
        )]);
    }
    for s in &sheet.stats {
        let mut chunk = vec![Span::styled(words::stat(&s.key), theme.dim), Span::raw(" ")];
        if s.value == s.base {
            chunk.push(Span::styled(s.value.to_string(), theme.text));
        } else {
            chunk.push(Span::styled(s.value.to_string(), theme.warning));
            chunk.push(Span::styled(format!(" ({})", s.base), theme.dim));
        }
        chunks.push(chunk);
    }
    if let Some(score) = sheet.initiative {
        chunks.push(vec![Span::styled(words::initiative(score), theme.text)]);
    }
    if let Some(chosen) = counter(sheet, CHOSEN) {
        let spent = counter(sheet, SPENT).unwrap_or(0);
        chunks.push(vec![Span::styled(
            words::actions(spent, chosen),
            theme.text,
        )]);
    }
    chunks
}

/// The skills and their levels, combat sense first (it adds to initiative, CPI-02).
fn skills(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'static>>> {
    let Some(skills) = sheet.gear_figures.get(SKILLS) else {
        return Vec::new();
    };
    let mut keys: Vec<&String> = skills.keys().collect();
    keys.sort_by_key(|k| k.as_str() != COMBAT_SENSE);
    keys.into_iter()
        .map(|key| {
            vec![
                Span::styled(words::skill(key), theme.dim),
                Span::styled(format!(" {}", skills[key]), theme.text),
            ]
        })
        .collect()
}

/// The weapons: a line with the name and its state, then its numbers, wrapped.
fn weapon_lines(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    if sheet.gear.is_empty() {
        return Vec::new();
    }
    let mut out = vec![Line::styled(words::weapons(), theme.title)];
    for g in &sheet.gear {
        let mut head = vec![Span::styled(
            format!(
                "• {}",
                escape(crate::rules::gear_labels::shown(crate::ID, g))
            ),
            Style::new().add_modifier(Modifier::BOLD),
        )];
        // What stops a shot first: a short pane cuts the end of the line.
        for (f, style) in [
            (JAMMED, theme.error),
            (UNCHAMBERED, theme.warning),
            (UNLOADED, theme.warning),
            (DROPPED, theme.warning),
            (IN_HAND, theme.ok),
            (SMARTGUN, theme.ok),
        ] {
            if g.flag(f)
                && let Some(word) = words::flag(f)
            {
                head.push(Span::raw(" "));
                // One flag stays whole on a line.
                let word = word.replace(' ', "\u{a0}");
                head.push(Span::styled(format!("[{word}]"), style));
            }
        }
        out.extend(wrap(&head, width));
        let numbers = [Span::styled(numbers(sheet, g).join(" · "), theme.text)];
        let indented = wrap(&numbers, width.saturating_sub(2).max(1));
        out.extend(indented.into_iter().map(|l| {
            let mut spans = vec![Span::raw("  ")];
            spans.extend(l.spans);
            Line::from(spans)
        }));
    }
    out
}

/// Damage, ROF and what was fired this round, ammunition, CON min and recoil, reliability
/// and action type (the sheet pane and `fray show` say a weapon the same way).
pub(crate) fn numbers(sheet: &Sheet, g: &Gear) -> Vec<String> {
    let mut parts = Vec::new();
    if let Some(d) = g.word("damage") {
        parts.push(escape(d));
    }
    let rof = g.value(ROF).unwrap_or(1).max(1);
    parts.push(words::rof(rof, g.value(FIRED).unwrap_or(0)));
    if let Some(left) = g.value(AMMO) {
        parts.push(words::ammo(left, g.value(MAGAZINE)));
    }
    if let Some(figures) = sheet.gear_figures.get(&g.key)
        && let Some(min) = figures.get(CON_MIN)
    {
        let recoil = figures.get(RECOIL).copied().unwrap_or(0);
        parts.push(words::con_min(*min, &body::signed(recoil)));
    }
    parts.push(words::reliability(g.word("reliability").unwrap_or("")));
    parts.push(words::action_kind(g.word("action").unwrap_or("")));
    parts
}

/// Support, aim, running; the conditions; the note.
fn sections(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let mut state = Vec::new();
    if let Some(Some(con)) = condition(sheet, SUPPORT) {
        state.push(words::support(con));
    }
    if let Some(aim) = counter(sheet, AIM) {
        state.push(words::aim(aim));
    }
    if condition(sheet, RUNNING).is_some() || counter(sheet, RUN).is_some() {
        state.push(words::running(counter(sheet, RUN)));
    }
    if !state.is_empty() {
        lines.extend(wrap(&[Span::styled(state.join(" · "), theme.next)], width));
    }
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
