//! The Cyberpunk rules on the full-screen interface: forms for the shared keys that have a
//! meaning here (test → `check`, wound → `damage`, heal), the system's own keys
//! (`keys.rs`) and a form per action (`forms.rs`, attack → `shoot`, delay), the interval
//! ladder pane in the shared ladder's place (`ladder.rs`) and the sheet pane with the body
//! track and the weapons (`detail.rs`, `body.rs`).

mod body;
mod choice_words;
mod choosing;
pub(super) mod detail;
mod forms;
mod forms_hit;
mod forms_moves;
mod keys;
mod ladder;
mod roster;
pub(super) mod words;

#[cfg(test)]
#[path = "panes_tests.rs"]
mod panes_tests;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::i18n::fixed;
use crate::report::{Report, Sheet};
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;
use crate::tui::{OrderCursor, SystemScreens};

/// The Cyberpunk screens.
#[derive(Debug)]
pub struct Screens;

fn keyed(label: &'static str, key: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Keyed(key))
}

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
        ladder::render(r, at, t, a, b);
        true
    }

    fn order_title(&self) -> Option<&'static str> {
        Some(words::ladder_title())
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

    /// `−3` in the roster as on the interval ladder beside it and the sheet's body track.
    fn roster_typographic_minus(&self) -> bool {
        true
    }

    /// The verbs' keywords, then every weapon's key on the roster.
    fn completion_words(&self, state: &crate::model::Encounter) -> Vec<String> {
        let mut words: Vec<String> = crate::script::keywords_in(super::ID)
            .iter()
            .map(|s| s.to_string())
            .collect();
        for g in state.combatants.iter().flat_map(|c| &c.gear) {
            let typed = crate::rules::gear_labels::typed(super::ID, &g.key);
            if !words.contains(&typed) {
                words.push(typed);
            }
        }
        words
    }

    fn own_keys(&self) -> &'static [crate::tui::OwnKey] {
        keys::own_keys()
    }

    fn refuses(&self, action: Action) -> Option<String> {
        keys::refuses(action)
    }

    fn label(&self, action: Action) -> Option<&'static str> {
        keys::label(action)
    }

    /// A shot's target (an aim's too: whom the shooter keeps in sight).
    fn habit(&self, command: &crate::engine::Command) -> Option<crate::tui::form::Habit> {
        use super::CyberCommand as C;
        let (who, target) = match command.own::<C>()? {
            C::Shoot { who, target, .. } | C::Aim { who, target } => (who, target.as_ref()?),
            _ => return None,
        };
        Some(crate::tui::form::Habit::attacked(who, target))
    }

    /// « round 2 · choix du nombre d’actions »: the text's rounds, not the shared « tour ».
    fn status_words(&self, report: &Report) -> Option<(String, String)> {
        Some(super::transcript::status::status_words(report))
    }

    /// A shot that hits opens the damage form on the one hit (it is chained only then).
    fn follow_up(&self, done: Action) -> Option<Action> {
        (done == Action::Attack).then_some(Action::Wound)
    }

    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        if let Some(plan) = forms::build(action, ctx) {
            return Some(plan);
        }
        let who = || ctx.who(fixed("cpi-field-who"));
        Some(Plan::Form(match action {
            Action::Test => Form::new(
                fixed("cpi-form-check"),
                "check",
                vec![
                    who(),
                    Field::text(fixed("cpi-field-stat"), "ref")
                        .required()
                        .piece(Piece::Word),
                    Field::text(fixed("cpi-field-skill"), "").piece(Piece::Word),
                    keyed(fixed("cpi-field-difficulty"), "vs"),
                    keyed(fixed("cpi-field-modifier"), "mod"),
                ],
            ),
            Action::Heal => Form::new(
                fixed("cpi-form-heal"),
                "heal",
                vec![
                    who(),
                    Field::number(fixed("cpi-field-points"), "1").required(),
                ],
            ),
            _ => return None,
        }))
    }
}

/// The marks of the ladder and the sheet, with their meaning, for `?`.
static LEGEND: [crate::tui::system::LegendGroup; 2] = [
    crate::tui::system::LegendGroup {
        pane: crate::tui::text::legend_pane_order,
        marks: &[
            ('▶', words::state_acting),
            ('›', words::state_next),
            ('✓', words::state_used),
            ('↓', words::legend_delayed),
            ('✗', words::legend_lost),
            ('=', words::legend_tie),
            ('⊘', words::legend_out),
            ('▌', crate::tui::text::legend_selected),
        ],
    },
    crate::tui::text::SHEET_BOXES,
];
