//! The Anarchy rules on the full-screen interface: the system's own keys (`keys.rs`), a
//! form for every action, opened by them or by the shared keys with a meaning here (test,
//! attack → `test`, wound → `damage`, heal, delay → `shift`; `forms*.rs`), the verbs'
//! keywords for completion (`choice_words.rs`), the Narration order pane in the shared
//! ladder's place (`order.rs`, read through `narration.rs`) and the sheet pane with the
//! monitors as boxes (`detail.rs`, `monitors.rs`). A Turn flows from key to key
//! ([`SystemScreens::follow_up`]): `n` opens the next Narration's attack, a hit its damage.

mod choice_words;
mod detail;
mod forms;
mod forms_arcane;
mod forms_attack;
mod forms_points;
mod keys;
mod monitors;
mod narration;
mod order;
mod roster;
pub(super) mod skills_weapons;

#[cfg(test)]
#[path = "panes_tests.rs"]
mod panes_tests;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::i18n::fixed;
use crate::report::{Report, Sheet};
use crate::tui::form::{Context, Plan};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;
use crate::tui::{OrderCursor, SystemScreens};

/// The Anarchy screens.
#[derive(Debug)]
pub struct Screens;

impl SystemScreens for Screens {
    fn legend(&self) -> &'static [crate::tui::system::LegendGroup] {
        &LEGEND
    }

    fn render_order(
        &self,
        r: &Report,
        at: OrderCursor,
        t: &Theme,
        a: Rect,
        b: &mut Buffer,
    ) -> bool {
        order::render(r, at, t, a, b);
        true
    }

    fn order_title(&self) -> Option<&'static str> {
        Some(fixed("ana-order-title"))
    }

    fn render_detail(&self, sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
        detail::render(sheet, theme, area, buf);
    }

    fn roster_header(&self, wide: bool) -> Option<&'static [&'static str]> {
        roster::header(wide)
    }

    fn roster_counters(&self, sheet: &Sheet, wide: bool) -> Option<String> {
        roster::counters(sheet, wide)
    }

    fn completion_words(&self, _state: &crate::model::Encounter) -> Vec<String> {
        choice_words::completion()
    }

    fn own_keys(&self) -> &'static [crate::tui::OwnKey] {
        keys::own_keys()
    }

    fn refuses(&self, action: Action) -> Option<String> {
        keys::refuses(action)
    }

    /// "Turn 2 · Narration 3 of 4" rather than a round and a phase (ranks are not phases).
    fn status_words(&self, report: &Report) -> Option<(String, String)> {
        Some((
            crate::t!("ana-status-turn", turn = report.round),
            super::transcript::show::stage(report),
        ))
    }

    /// An attack test's target, a hack's, a Matrix mark's, a range set to someone.
    fn habit(&self, command: &crate::engine::Command) -> Option<crate::tui::form::Habit> {
        use super::AnarchyCommand as A;
        use super::arcane::ArcaneCommand as M;
        let arcane = match command.own::<A>()? {
            A::Test {
                who,
                target: Some(target),
                ..
            } => return Some(crate::tui::form::Habit::attacked(who, target)),
            A::Arcane(arcane) => arcane,
            _ => return None,
        };
        let (who, target) = match arcane {
            M::Hack { who, target, .. } | M::Marks { who, target, .. } => (who, target),
            _ => return None,
        };
        Some(crate::tui::form::Habit::attacked(who, target))
    }

    /// A Turn flows from key to key: `n` (or the start) opens the attack of the next
    /// Narration, an attack that hits opens its damage (both only when chained: in a Turn,
    /// after a hit).
    fn follow_up(&self, done: Action) -> Option<Action> {
        match done {
            Action::Next | Action::StartRound => Some(Action::Attack),
            Action::Attack | Action::Test | Action::Own("ana-reroll") => Some(Action::Wound),
            _ => None,
        }
    }

    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        forms::build(action, ctx)
    }
}

/// The marks of the turn order and the sheet, with their meaning, for `?`.
static LEGEND: [crate::tui::system::LegendGroup; 2] = [
    crate::tui::system::LegendGroup {
        pane: crate::tui::text::legend_pane_order,
        marks: &[
            ('▶', || crate::t!("ana-order-state-now")),
            ('›', || crate::t!("ana-order-state-next")),
            ('✓', || crate::t!("ana-order-state-done")),
            ('✗', || crate::t!("ana-order-state-out")),
            ('↕', || crate::t!("ana-order-legend-moved")),
            ('▌', crate::tui::text::legend_selected),
        ],
    },
    crate::tui::text::SHEET_BOXES,
];
