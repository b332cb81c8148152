//! Every user-facing string of the full-screen interface, so it can be localised: one
//! module, one file per screen or part.

use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};

use super::keymap::{Action, Mode};
use crate::t;

/// Functions giving a message of the current language as `&'static str` (see [`leak`]),
/// one per key: `texts! { /// doc \n fn_name => "key"; }`.
macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident => $key:literal;)*) => {$(
        $(#[$doc])*
        pub fn $name() -> &'static str {
            $crate::tui::text::leak($crate::t!($key))
        }
    )*};
}

mod campaign;
mod config;
mod detail;
mod fight;
mod forms;
mod legend;
mod mouse;
mod replay;
mod share;
mod start;

pub use campaign::*;
pub use config::*;
pub use detail::*;
pub use fight::*;
pub use forms::*;
pub use legend::*;
pub use mouse::*;
pub use replay::*;
pub use share::*;
pub use start::*;

/// What an action does, as the `?` overlay lists it.
pub fn action_label(action: Action) -> &'static str {
    let label = match action {
        Action::Up => t!("tui-action-up"),
        Action::Down => t!("tui-action-down"),
        Action::Top => t!("tui-action-top"),
        Action::Bottom => t!("tui-action-bottom"),
        Action::PageUp => t!("tui-action-page-up"),
        Action::PageDown => t!("tui-action-page-down"),
        Action::FocusNext => t!("tui-action-focus-next"),
        Action::FocusPrev => t!("tui-action-focus-prev"),
        Action::Zoom => t!("tui-action-zoom"),
        Action::Next => t!("tui-action-next"),
        Action::StartRound => t!("tui-action-start-round"),
        Action::Declare => t!("tui-action-declare"),
        Action::Test => t!("tui-action-test"),
        Action::Attack => t!("tui-action-attack"),
        Action::Wound => t!("tui-action-wound"),
        Action::Heal => t!("tui-action-heal"),
        Action::Add => t!("tui-action-add"),
        Action::Remove => t!("tui-action-remove"),
        Action::Delay => t!("tui-action-delay"),
        Action::ActNow => t!("tui-action-act-now"),
        Action::Rush => t!("tui-action-rush"),
        Action::Surprise => t!("tui-action-surprise"),
        Action::Condition => t!("tui-action-condition"),
        Action::Uncondition => t!("tui-action-uncondition"),
        Action::Note => t!("tui-action-note"),
        Action::ToggleHidden => t!("tui-action-toggle-hidden"),
        Action::Marker => t!("tui-action-marker"),
        Action::Roll => t!("tui-action-roll"),
        Action::EndFight => t!("tui-action-end-fight"),
        Action::Undo => t!("tui-action-undo"),
        Action::Redo => t!("tui-action-redo"),
        Action::RetrySave => t!("tui-action-retry-save"),
        Action::CommandLine => t!("tui-action-command-line"),
        Action::Share => t!("tui-action-share"),
        Action::Help => t!("tui-action-help"),
        Action::Quit => t!("tui-action-quit"),
        Action::Open => t!("tui-action-open"),
        Action::New => t!("tui-action-new"),
        Action::Demo => t!("tui-action-demo"),
        Action::Replay => t!("tui-action-replay"),
        Action::Upgrade => t!("tui-action-upgrade"),
        Action::Language => t!("tui-action-language"),
        Action::NewInCampaign => t!("tui-action-new-in-campaign"),
        Action::WriteBack => t!("tui-action-write-back"),
        Action::StepForward => t!("tui-action-step-forward"),
        Action::StepBack => t!("tui-action-step-back"),
        Action::PhaseForward => t!("tui-action-phase-forward"),
        Action::PhaseBack => t!("tui-action-phase-back"),
        Action::RoundForward => t!("tui-action-round-forward"),
        Action::RoundBack => t!("tui-action-round-back"),
        Action::MomentForward => t!("tui-action-moment-forward"),
        Action::MomentBack => t!("tui-action-moment-back"),
        Action::PlayPause => t!("tui-action-play-pause"),
        Action::Faster => t!("tui-action-faster"),
        Action::Slower => t!("tui-action-slower"),
        Action::ToggleUndone => t!("tui-action-toggle-undone"),
        Action::GoTo => t!("tui-action-go-to"),
        Action::Own(word) => {
            return crate::tui::system::own_key(word).map_or(word, |(_, k)| leak(shown(k.label)));
        }
    };
    leak(label)
}

/// A key of another rule system pressed in this fight.
pub fn not_offered(what: &str) -> String {
    t!("tui-not-offered", what = what, help = "?")
}

/// The title of a mode's help.
pub fn mode_title(mode: Mode) -> String {
    match mode {
        Mode::Start => t!("tui-mode-start"),
        Mode::Fight => t!("tui-mode-fight"),
        Mode::Replay => t!("tui-mode-replay"),
    }
}

/// A text kept as `&'static str` (a field's label, a key hint), made once per language
/// and text: the set of messages is finite, so what is leaked is bounded.
pub fn leak(text: String) -> &'static str {
    static KEPT: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(kept) = kept.get(text.as_str()) {
        return kept;
    }
    let text: &'static str = Box::leak(text.into_boxed_str());
    kept.insert(text);
    text
}

/// A label, hint, form title or message that may be a message key (the shared form
/// vocabulary below is written as keys, so the rule systems keep `&'static str` labels),
/// in the current language; any other text (a rule system's own label, a skill key) is
/// shown as it is.
pub fn shown(text: &str) -> String {
    crate::i18n::tr(text)
}

#[cfg(test)]
#[path = "text_tests.rs"]
mod tests;
