//! The sheet's skills with their levels and the weapons with their damage, as a GM of
//! Shadowrun: Anarchy reads them on paper: a skill's dice add to its attribute's (ANA-01).
//! A key no list knows is shown as stored.

use ratatui::text::Span;

use crate::report::Sheet;
use crate::safe_text::escape;
use crate::tui::theme::Theme;

use super::super::transcript::figures::SKILLS;

/// A skill's name in the GM's language.
pub fn skill_word(key: &str) -> String {
    match key {
        "firearms" => crate::t!("ana-skill-firearms"),
        "close-combat" => crate::t!("ana-skill-close-combat"),
        "athletics" => crate::t!("ana-skill-athletics"),
        "conjuring" => crate::t!("ana-skill-conjuring"),
        "electronics" => crate::t!("ana-skill-electronics"),
        "hacking" => crate::t!("ana-skill-hacking"),
        "intimidation" => crate::t!("ana-skill-intimidation"),
        "perception" => crate::t!("ana-skill-perception"),
        "sorcery" => crate::t!("ana-skill-sorcery"),
        other => escape(other),
    }
}

/// `Skills` then each skill and its level, as chunks to flow.
pub fn skills(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'static>>> {
    let Some(skills) = sheet.gear_figures.get(SKILLS).filter(|s| !s.is_empty()) else {
        return Vec::new();
    };
    let mut chunks = vec![vec![Span::styled(
        crate::t!("ana-detail-skills"),
        theme.title,
    )]];
    chunks.extend(skills.iter().map(|(key, level)| {
        vec![
            Span::styled(skill_word(key), theme.dim),
            Span::styled(format!(" {level}"), theme.text),
        ]
    }));
    chunks
}

/// `Weapons` then each weapon with its damage value, as chunks to flow.
pub fn weapons(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'static>>> {
    if sheet.gear.is_empty() {
        return Vec::new();
    }
    let mut chunks = vec![vec![Span::styled(
        crate::t!("ana-detail-weapons"),
        theme.title,
    )]];
    chunks.extend(sheet.gear.iter().map(|g| {
        let mut chunk = vec![Span::styled(
            escape(crate::rules::gear_labels::shown(crate::ID, g)),
            theme.text,
        )];
        if let Some(damage) = g.word("damage") {
            chunk.push(Span::styled(
                format!(
                    " {}",
                    crate::t!("ana-detail-damage", value = escape(damage))
                ),
                theme.warning,
            ));
        } else if let Some(damage) = g.value("damage") {
            chunk.push(Span::styled(
                format!(
                    " {}",
                    crate::t!("ana-detail-damage", value = damage.to_string())
                ),
                theme.warning,
            ));
        }
        chunk
    }));
    chunks
}
