//! What the full-screen interface asks of a rule system: its own keys and forms, the shared
//! keys it does not offer, its completion words and the panes it draws itself.
//!
//! Each system implements [`SystemScreens`] in its own folder and hands it out through
//! `RuleSystem::screens`; the interface never names a system.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::model::{Encounter, SystemId};
use crate::report::{Report, Sheet};
use crate::tui::form::{Context, Habit, Plan};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;

/// A key action a system brings to the fight screen (`Action::Own(word)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OwnKey {
    /// Its word in `keys.conf`, also the action's identity.
    pub word: &'static str,
    /// Its default keys.
    pub keys: &'static [&'static str],
    /// What it does, as the `?` overlay lists it.
    pub label: &'static str,
}

/// Where the selection stands, for what a system draws in the ladder's place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderCursor {
    /// The selected combatant (its index in the report's combatants).
    pub selected: usize,
    /// The ladder line under the cursor (its index in the report's ladder).
    pub line: usize,
    /// Whether the pane has the focus.
    pub focused: bool,
}

/// What the full-screen interface needs from a rule system. Drawing stays a pure function
/// of the report and the selection.
pub trait SystemScreens: Sync {
    /// The system's own fight keys, in the order `?` lists them (after the shared ones that
    /// change the encounter).
    fn own_keys(&self) -> &'static [OwnKey] {
        &[]
    }

    /// Why a shared action does nothing in this system's fights, shown inline; `None`: it
    /// is offered. An action refused here is also left out of `?`.
    fn refuses(&self, action: Action) -> Option<String> {
        let _ = action;
        None
    }

    /// Why one of this system's own keys does nothing in another system's fight.
    fn refused_elsewhere(&self, label: &str) -> String {
        crate::tui::text::not_offered(label)
    }

    /// This system's wording of a shared action in `?`, when it differs.
    fn label(&self, action: Action) -> Option<&'static str> {
        let _ = action;
        None
    }

    /// The plan for an action the shared builders leave to the system (its own keys, and
    /// test, attack, wound, heal, declare...); `None` when it has nothing for it.
    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan>;

    /// The action whose form opens once `done` is carried out from the keys, when that
    /// form is a chained one (it opens on the one whose turn it is): a system's flow from
    /// one step to the next. `None` (the default): the screen waits for the next key.
    fn follow_up(&self, done: Action) -> Option<Action> {
        let _ = done;
        None
    }

    /// What a command of this system says about its actor's habits (whom they attacked,
    /// which skill for which verb, what they declared), for the forms' defaults.
    fn habit(&self, command: &crate::engine::Command) -> Option<Habit> {
        let _ = command;
        None
    }

    /// The system's own words the `:` line completes after the verb (locations, ranges...).
    fn completion_words(&self, state: &Encounter) -> Vec<String> {
        let _ = state;
        Vec::new()
    }

    /// Draws the selected combatant's pane inside its border; by default the shared one
    /// (header, declaration, conditions, pools, note).
    fn render_detail(&self, sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
        crate::tui::view::detail::render_detail(sheet, theme, area, buf);
    }

    /// Draws the system's own pane in the ladder's place (a timeline for a system without
    /// rounds, a ladder of its own); `false`: the shared ladder is drawn.
    fn render_order(
        &self,
        report: &Report,
        cursor: OrderCursor,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) -> bool {
        let _ = (report, cursor, theme, area, buf);
        false
    }

    /// The title of the pane in the ladder's place when the system draws its own.
    fn order_title(&self) -> Option<&'static str> {
        None
    }

    /// The roster's column headings when the system has its own (`wide`: 70 columns or more).
    fn roster_header(&self, wide: bool) -> Option<&'static [&'static str]> {
        let _ = wide;
        None
    }

    /// The roster's last column for one combatant in the system's own short words (its
    /// counters, a jammed weapon), drawn whole when the pane allows; `None`: the shared
    /// pools text. Its heading is the last of [`SystemScreens::roster_header`]. A narrow
    /// roster (`wide` false) has no such column: what is given then follows the
    /// conditions.
    fn roster_counters(&self, sheet: &Sheet, wide: bool) -> Option<String> {
        let _ = (sheet, wide);
        None
    }

    /// The roster's wound cell for one combatant in the system's own words (the tracks it
    /// keeps instead of a wound grid or monitors), under its own heading when `wide`;
    /// `None`: the shared one.
    fn roster_wound(&self, sheet: &Sheet, wide: bool) -> Option<String> {
        let _ = (sheet, wide);
        None
    }

    /// Whether the roster's penalty column writes a negative number with the typographic
    /// minus (`−3`), as the system's own panes (its turn order, its sheet) and every log
    /// line do; by default `-3`.
    fn roster_typographic_minus(&self) -> bool {
        false
    }

    /// Where the fight stands, for the status lines of a system without rounds: the
    /// system's word and the stage; `None`: round and step.
    fn status_words(&self, report: &Report) -> Option<(String, String)> {
        let _ = report;
        None
    }

    /// Every mark this system's panes draw, grouped by pane, with its meaning, for the `?`
    /// legend (the shared marks are added by the core).
    fn legend(&self) -> &'static [LegendGroup] {
        &[]
    }
}

/// A pane's marks and what each one means, for the `?` legend.
pub struct LegendGroup {
    /// The pane's name, as a heading.
    pub pane: fn() -> String,
    /// Each mark the pane draws, with its meaning.
    pub marks: &'static [LegendMark],
}

/// A mark drawn on screen and the function giving its meaning in the current language.
pub type LegendMark = (char, fn() -> String);

/// The installed systems' screens, by id, in the registry's order.
static INSTALLED: std::sync::OnceLock<&'static [(SystemId, &'static dyn SystemScreens)]> =
    std::sync::OnceLock::new();

/// Installs the systems' screens, by id (the registry does, beside the rules: see
/// [`crate::rules::registry::install`]). Only the first call installs.
pub fn install(screens: &'static [(SystemId, &'static dyn SystemScreens)]) {
    let _ = INSTALLED.set(screens);
}

/// Installs one system alone, its rules, screens and messages beside the screens' own, as
/// the binary's registry installs them all: for that system's own tests.
#[cfg(any(test, feature = "test-support"))]
pub fn install_alone(
    rules: &'static dyn crate::rules::RuleSystem,
    screens: &'static dyn SystemScreens,
    catalog: &'static crate::i18n::Catalog,
) {
    crate::i18n::install(Box::leak(Box::new([&crate::CATALOG, catalog])));
    crate::rules::registry::install(Box::leak(Box::new([rules])));
    install(Box::leak(Box::new([(rules.id(), screens)])));
}

/// The screens of the system with that id (the first installed for an id none has).
pub fn screens(id: SystemId) -> &'static dyn SystemScreens {
    let all = INSTALLED.get().copied().unwrap_or(&[]);
    all.iter()
        .find(|(key, _)| *key == id)
        .or(all.first())
        .map(|(_, screens)| *screens)
        .unwrap_or_else(|| panic!("no system's screens are installed"))
}

/// The screens of a report's system (the default system's for an unknown key).
pub fn screens_of(report: &Report) -> &'static dyn SystemScreens {
    screens(SystemId::from_key(&report.system).unwrap_or_else(SystemId::default_system))
}

/// Every system's own key with the system that brings it, in registry order.
pub fn own_keys() -> impl Iterator<Item = (SystemId, &'static OwnKey)> {
    SystemId::all()
        .into_iter()
        .flat_map(|id| screens(id).own_keys().iter().map(move |k| (id, k)))
}

/// The own key with that word, and its system.
pub fn own_key(word: &str) -> Option<(SystemId, &'static OwnKey)> {
    own_keys().find(|(_, k)| k.word == word)
}

/// Why `action` does nothing in a fight of `system`; `None` when it is offered there.
pub fn refusal(system: SystemId, action: Action) -> Option<String> {
    match action {
        Action::Own(word) => match own_key(word) {
            Some((owner, _)) if owner == system => None,
            Some((owner, key)) => Some(screens(owner).refused_elsewhere(key.label)),
            None => Some(crate::tui::text::not_offered(word)),
        },
        shared => screens(system).refuses(shared),
    }
}

/// Whether `action` is offered in a fight of `system` (what `?` lists there).
pub fn offered(system: SystemId, action: Action) -> bool {
    refusal(system, action).is_none()
}
