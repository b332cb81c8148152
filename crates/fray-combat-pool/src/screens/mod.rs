//! The combat pool on the full-screen interface: its own keys and forms, the ladder keys it
//! refuses, the timeline in the ladder's place, the token pane and the monitors.

mod detail;
mod form_text;
mod forms;
mod forms_ammo_keep;
mod forms_hit;
mod text;
mod timeline;
mod tokens;

#[cfg(test)]
pub(crate) mod fixture;
#[cfg(test)]
pub(crate) mod form_driver;
#[cfg(test)]
#[path = "panes_tests.rs"]
mod panes_tests;
#[cfg(test)]
#[path = "prompt_tests.rs"]
mod prompt_tests;
#[cfg(test)]
#[path = "screen_tests.rs"]
mod screen_tests;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::model::Encounter;
use crate::report::{Report, Sheet};
use crate::tui::form::{Context, Plan};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;
use crate::tui::{OrderCursor, OwnKey, SystemScreens};

/// The combat pool's screens.
#[derive(Debug)]
pub struct Screens;

impl SystemScreens for Screens {
    fn legend(&self) -> &'static [crate::tui::system::LegendGroup] {
        &LEGEND
    }

    fn own_keys(&self) -> &'static [OwnKey] {
        text::own_keys()
    }

    fn refuses(&self, action: Action) -> Option<String> {
        // Rounds and the ladder: the combat pool has neither.
        let ladder = matches!(
            action,
            Action::Next
                | Action::Test
                | Action::Delay
                | Action::ActNow
                | Action::Rush
                | Action::Surprise
                | Action::Marker
        );
        ladder.then(|| text::not_in_combat_pool(text::action_label(action)))
    }

    fn refused_elsewhere(&self, label: &str) -> String {
        text::only_in_combat_pool(label)
    }

    fn label(&self, action: Action) -> Option<&'static str> {
        text::pool_action_label(action)
    }

    /// A shot's first target, a throw's, a melee opponent; an intention's text.
    fn habit(&self, command: &crate::engine::Command) -> Option<crate::tui::form::Habit> {
        use super::PoolCommand as P;
        use crate::tui::form::Habit;
        let attack = |who: &String, target: Option<&String>| Habit {
            actor: who.clone(),
            verb: "attack",
            target: target.cloned(),
            ..Habit::default()
        };
        Some(match command.own::<P>()? {
            P::Attack(shot) => attack(&shot.who, shot.targets.first()),
            P::Throw(throw) => attack(&throw.who, throw.target.as_ref()),
            P::Melee(melee) => attack(&melee.who, Some(&melee.target)),
            P::Intend { who, text, .. } => Habit {
                actor: who.clone(),
                verb: "intend",
                intent: Some(text.clone()),
                ..Habit::default()
            },
            _ => return None,
        })
    }

    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        forms_ammo_keep::build(action, ctx).or_else(|| forms::build(action, ctx))
    }

    fn roster_counters(&self, sheet: &Sheet, wide: bool) -> Option<String> {
        wide.then(|| tokens::counters_short(&sheet.pools))
    }

    fn completion_words(&self, _state: &Encounter) -> Vec<String> {
        let mut words: Vec<String> = crate::script::keywords_in(super::ID)
            .iter()
            .map(|s| s.to_string())
            .collect();
        // In French, the French words too (`esquive`, `sac`), as the reader takes them.
        if crate::i18n::current() == crate::i18n::Lang::Fr {
            words.extend(crate::rules::system(super::ID).verbs().french_words());
        }
        words
    }

    fn render_detail(&self, sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
        if sheet.locator.is_none() && (sheet.tokens.is_some() || !sheet.monitors.is_empty()) {
            detail::render_pool_detail(sheet, theme, area, buf);
        } else {
            crate::tui::view::detail::render_detail(sheet, theme, area, buf);
        }
    }

    fn render_order(
        &self,
        report: &Report,
        cursor: OrderCursor,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) -> bool {
        let cursor = cursor.focused.then_some(cursor.selected);
        timeline::render_pool_timeline(report, cursor, theme, area, buf);
        true
    }

    fn order_title(&self) -> Option<&'static str> {
        Some(text::timeline_title())
    }

    fn roster_header(&self, wide: bool) -> Option<&'static [&'static str]> {
        Some(if wide {
            text::roster_header_pool_wide()
        } else {
            text::roster_header_pool()
        })
    }

    fn status_words(&self, report: &Report) -> Option<(String, String)> {
        Some((
            text::system_word().to_string(),
            stage_shown(report.step).to_string(),
        ))
    }
}

/// Where the fight stands in the current language, kept for the status line's `&'static str`
/// (`crate::report::pool::stage`'s words).
fn stage_shown(step: crate::model::Step) -> &'static str {
    use crate::model::Step;
    match step {
        Step::Setup => crate::i18n::fixed("report-stage-setting-up"),
        Step::Ended => crate::i18n::fixed("report-stage-over"),
        Step::Declaration | Step::Resolution | Step::RoundEnd => {
            crate::i18n::fixed("report-stage-running")
        }
    }
}

/// The marks of the timeline, the tokens and the sheet, with their meaning, for `?`.
static LEGEND: [crate::tui::system::LegendGroup; 3] = [
    crate::tui::text::SHARED_LADDER,
    crate::tui::system::LegendGroup {
        pane: crate::tui::text::legend_pane_order,
        marks: &[
            ('◆', || crate::t!("pool-ui-legend-undrawn")),
            ('→', || crate::t!("pool-ui-legend-intention")),
            ('⋯', || crate::t!("pool-ui-legend-pending")),
            ('▮', || crate::t!("pool-ui-legend-face-down")),
            ('▯', || crate::t!("pool-ui-legend-unseen")),
        ],
    },
    crate::tui::text::MONITOR_BOXES,
];
