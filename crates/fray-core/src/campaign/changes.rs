//! What a write-back changes for each PC, in their system's own words: the lines of
//! `fray show` that differ between the campaign's sheet and the fight's.

use crate::model::{Combatant, Encounter};

/// One PC's changes: who, and the sheet lines gone and come.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// Their name.
    pub name: String,
    /// Lines of their sheet as the campaign has it, that the fight changed.
    pub was: Vec<String>,
    /// The same lines as the fight left them.
    pub now: Vec<String>,
}

/// What writing `members` (their state at the end of a fight, campaign ids) into
/// `campaign` changes, PC by PC; a PC whose sheet is the same is left out.
pub fn changes(campaign: &Encounter, members: &[Combatant]) -> Vec<Change> {
    members
        .iter()
        .filter_map(|after| {
            let before = campaign.combatant(after.id)?;
            if before == after {
                return None;
            }
            let was = sheet_lines(campaign, before);
            let now = sheet_lines(campaign, after);
            let gone: Vec<String> = was.iter().filter(|l| !now.contains(l)).cloned().collect();
            let come: Vec<String> = now.iter().filter(|l| !was.contains(l)).cloned().collect();
            Some(Change {
                name: after.name.clone(),
                was: gone,
                now: come,
            })
        })
        .collect()
}

/// The lines `fray show` writes for `who` alone on `campaign`'s table.
fn sheet_lines(campaign: &Encounter, who: &Combatant) -> Vec<String> {
    let mut alone = campaign.clone();
    alone.combatants = vec![who.clone()];
    alone.fights.clear();
    let text = crate::report::show_text::render(&crate::report::Report::of(&alone));
    text.lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}
