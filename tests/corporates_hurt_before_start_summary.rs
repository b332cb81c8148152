//! A Corporates hit taken before `start` shows in the summary that closes both exports:
//! the one hit does not read « indemne » while the GM's sheet holds its Wound levels.

mod common;

use common::results_shown::played;

/// Crow's rifle hits Mira before the fight starts; the table rolls every die.
const SCRIPT: &str = "add Vance pc from team-leader seat=1\n\
                      add Mira pc from medic seat=2\n\
                      add Crow from sniper\n\
                      option dice table\n\
                      hurt mira by crow with rifle margin 12 protection 5 \
                      damage=6,2,3,4,1,5,2,1 soak=3,4,2 cyber=50\n";

/// The summary line of `name` in an export's last section.
fn summary_of<'a>(export: &'a str, name: &str) -> &'a str {
    let head = format!("- **{name}**");
    export
        .lines()
        .find(|l| l.starts_with(&head))
        .unwrap_or_else(|| panic!("no summary for {name} in:\n{export}"))
}

/// « il perd 1 niveau de dommages par niveau de marge du jet de dégâts » : Mira takes
/// +2 Blessure, and both exports' summaries say she is hurt, as the GM's sheet does.
#[test]
fn corporates_wound_taken_before_start_shows_in_both_export_summaries() {
    let shown = played("corporates", "fr", SCRIPT);
    assert!(shown.show.contains("Blessure 2"), "{}", shown.show);
    for (who, export) in [("players", &shown.players_export), ("gm", &shown.gm_export)] {
        let mira = summary_of(export, "Mira");
        assert!(mira.contains("blessé"), "{who}: {mira}");
        assert!(!mira.contains("indemne"), "{who}: {mira}");
        let vance = summary_of(export, "Vance");
        assert!(vance.contains("indemne"), "{who}: {vance}");
    }
}
