//! Rule systems: the trait each one implements, and the registry that picks one by id.

pub mod bestiary;
pub mod campaign;
pub mod common;
pub mod condition_words;
pub mod expiry;
pub mod gear_labels;
pub mod health;
pub mod limits;
pub mod merged_bestiary;
pub mod moment;
pub mod names;
pub mod open_points;
pub mod option_words;
pub mod purpose_words;
pub mod registry;
pub mod suggested_words;
pub mod visibility;
pub mod words;

use crate::engine::{Command, Dice, Event, RuleError};
use crate::model::{Combatant, DamageTrack, Encounter, SystemId};

pub use bestiary::{Bestiary, Template};
pub use health::Health;
pub use moment::Moment;
pub use open_points::{Change, OpenPoint};

pub use crate::engine::{Own, OwnFact};

/// What a rule system provides.
pub trait RuleSystem: Sync {
    /// Its id.
    fn id(&self) -> SystemId;
    /// Its full name, for lists.
    fn title(&self) -> &'static str;
    /// Whether it plays in rounds (a ladder, phases) rather than on a narrated timeline.
    fn has_rounds(&self) -> bool {
        true
    }
    /// A fresh damage track for a new combatant.
    fn new_damage_track(&self) -> DamageTrack;
    /// The combatant templates it ships (`assets/bestiary/<system>.json`).
    fn shipped_bestiary(&self) -> &Bestiary;
    /// The templates every command, form and list reads: the shipped ones merged with the
    /// GM's own library when the binary installed one ([`merged_bestiary`]), else the
    /// shipped ones.
    fn bestiary(&self) -> &Bestiary {
        merged_bestiary::get(self.id()).unwrap_or_else(|| self.shipped_bestiary())
    }
    /// The demo encounter it ships (a whole save file) in the current language, if any: the
    /// start screen and `fray` with no arguments open a copy of the first one in the registry.
    fn demo(&self) -> Option<&'static str> {
        None
    }
    /// Reads one of its own facts from a record, as its fact type deserializes (a fact of
    /// another system is refused): `erased_serde::deserialize::<MyFact>(read).map(Into::into)`.
    fn read_fact(
        &self,
        read: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<crate::engine::SystemFact, erased_serde::Error>;
    /// Decides a command: the events it produces, or why it is refused. Pure.
    fn decide(
        &self,
        state: &Encounter,
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, RuleError>;
    /// Decides a command knowing the events of the last record in effect (empty when there
    /// is none), for a command that amends it (a choice made once its draws are seen).
    /// Pure; by default, [`RuleSystem::decide`].
    fn decide_after(
        &self,
        state: &Encounter,
        last: &[Event],
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, RuleError> {
        let _ = last;
        self.decide(state, command, dice)
    }
    /// The canonical key for a stat or skill name the GM typed (aliases, accents).
    fn canonical_stat(&self, key: &str) -> String {
        fold_key(key)
    }
    /// Writes one of its own facts into the encounter (most facts are only for the
    /// transcript: the state changes are the shared events around them).
    fn apply_fact(&self, state: &mut Encounter, fact: &crate::engine::SystemFact) {
        let _ = (state, fact);
    }
    /// Whether [`RuleSystem::apply_fact`] may change a combatant: when it never does (the
    /// facts are for the transcript), a decision's working copy is written over only where
    /// the other events changed it. True by default, which is always correct.
    fn facts_touch_combatants(&self) -> bool {
        true
    }
    /// Checks an option before it is set: known key, sensible value.
    fn check_option(&self, key: &str, value: &str) -> Result<(), RuleError>;
    /// Every option of the system: key, accepted values, and what it changes.
    fn options(&self) -> &'static [(&'static str, &'static str, &'static str)];
    /// The French words of its options' keys and listed values, in the game's own words
    /// ([`option_words`]): read in any language, shown and written in French. None by
    /// default (the options then show as stored).
    fn option_words(&self) -> &'static [option_words::OptionWords] {
        &[]
    }
    /// The open points of its rules digest, in the digest's order: what the text leaves
    /// open, fray's default and how the GM changes it (`fray rules SYSTEM` lists them).
    /// None by default.
    fn open_points(&self) -> &'static [OpenPoint] {
        &[]
    }
    /// The notable moments in a record's events (for the replay's timeline); `after` is
    /// the state once they are applied.
    fn moments(&self, events: &[Event], after: &Encounter) -> Vec<Moment> {
        let _ = after;
        moment::common_moments(events)
    }
    /// How hurt `combatant` looks to players who may not see their sheet: the system's
    /// damage read into four coarse states, each system documenting its reading.
    fn health(&self, state: &Encounter, combatant: &Combatant) -> Health;
    /// Whether a condition is the system's record of a wound's effect (a pending shock
    /// test, death...), which players see of a hidden combatant only through
    /// [`RuleSystem::health`], rather than something visible at the table (prone, surprised).
    fn wound_condition(&self, name: &str) -> bool;
    /// The conditions its rules create, each with the catalog key of its name as the GM
    /// reads it (`("shock test", "words-pol-shock-test")`): the save keeps the first, the
    /// screens show the second ([`condition_words::label`]). None by default.
    fn condition_words(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// Its own sentences for the conditions a bare « name on target value » would misread
    /// ([`condition_words::sentence`]): whose covering fire, what a stored number means.
    /// None by default.
    fn condition_sentences(&self) -> &'static [condition_words::Sentence] {
        &[]
    }
    /// The purposes its rules give the rolls they log (`("hit location",
    /// "words-pol-purpose-location")`), each with the catalog key of how the GM reads it
    /// ([`purpose_words::label`]). None by default.
    fn roll_purposes(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    // Campaigns.
    /// What a PC keeps of `fighter` when the fight is over and the campaign takes them
    /// back (and what a fight starts them with): by default the sheet, gear, wounds,
    /// counters and notes, without what belongs to one fight ([`campaign::carried_default`]).
    /// A system whose text resets or keeps something else says so here.
    fn carried(&self, fighter: &Combatant) -> Combatant {
        campaign::carried_default(fighter)
    }
    /// Whether one of its own commands may be given in a campaign, between fights (its
    /// rests, healing, gear and sheet commands): none by default.
    fn between_fights(&self, command: &Command) -> bool {
        let _ = command;
        false
    }

    // The command language (`script`).
    /// Its own verbs: how they read, write back and show in help.
    fn verbs(&self) -> &dyn crate::script::SystemVerbs;

    // (Its forms, own keys and panes on the full-screen interface are the TUI's to ask:
    // `tui::system::screens`, installed beside the rules by the registry.)
    // --- The transcript: narration, report, players' view (each in the core module
    // that uses it; each system implements them in its `transcript/` folder). ---

    /// How the system words events in the transcript (its own facts, and any shared
    /// event it says its own way).
    fn narration(&self) -> &dyn crate::narrate::SystemNarration;
    /// The system's parts of `fray show`, `--json` and the export's outcome.
    fn report(&self) -> &dyn crate::report::SystemReport;
    /// What players may see of the system's events (`fray watch --players`).
    fn player_view(&self) -> &dyn crate::player_view::SystemPlayerView;

    // --- Dice from the table ---
    /// The dice and draws the system rolls, which the GM may give as rolled at the table
    /// (`d20=14`); none by default.
    fn rolls(&self) -> &'static [crate::engine::RollSlot] {
        &[]
    }
    /// The French words of its dice keys (`("bag", &["sac"])`): read in any language,
    /// the first written by French lines and shown as the dice field's label
    /// ([`table_dice_words`](crate::engine::table_dice_words)); none by default.
    fn roll_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        &[]
    }
    /// The draws it makes face down, as (slot key, the verbs that draw it face down): a
    /// value given at the table for one of them (`allocate kestrel 4 bag=S5,F2`) is a
    /// secret of the table until revealed, masked wherever a command or its dice are
    /// shown ([`crate::script::masked`]). None by default.
    fn face_down_draws(&self) -> &'static [(&'static str, &'static [&'static str])] {
        &[]
    }
}

/// The system with that id (from the installed [`registry`]).
pub fn system(id: SystemId) -> &'static dyn RuleSystem {
    registry::get(id)
}

/// The title of the system whose key is `key`, in the current language (the game's name
/// and edition), as headings name the game; a key no system has is shown as it is.
pub fn title_of(key: &str) -> &str {
    SystemId::from_key(key).map_or(key, |id| system(id).title())
}

/// A sheet key as stored: see [`words::fold`] (`Athlétisme` → `athletisme`,
/// `Armes de poing` → `armes-de-poing`).
pub fn fold_key(key: &str) -> String {
    words::fold(key)
}
