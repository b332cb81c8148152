//! The names the Corporates rules store their state under (the shared vocabulary: counters
//! and conditions on the combatant, the `segment` table counter), and the catalog words of
//! each condition for [`crate::rules::RuleSystem::condition_words`].

use crate::rules::condition_words::Sentence;

/// The table counter holding the current segment, 1 to 5, 0 outside segments (COR-01).
pub const SEGMENT: &str = "segment";

/// The counter of undeclared actions taken this turn, substitutes excluded (COR-06).
pub const UNDECLARED: &str = "undeclared";
/// The counter of confidence points left, its maximum the sheet's (COR-08, COR-OP-21).
pub const CONFIDENCE: &str = "confidence";
/// The Wound track's counter: levels lost (COR-43).
pub const WOUND: &str = "wound";
/// The Fatigue track's counter: levels lost (COR-43).
pub const FATIGUE: &str = "fatigue";

/// Survival mode; value = the segment it takes effect in, 6 for the next turn's first (COR-11).
pub const SURVIVAL: &str = "survival";
/// −1d until the end of the turn (COR-32, COR-35).
pub const UNBALANCED: &str = "unbalanced";
/// Held; target = the holder, value = the hold level, a dice malus (COR-37).
pub const GRAPPLED: &str = "grappled";
/// The failure margin of a reaction to a sudden event, a malus on the next action (COR-07).
pub const STARTLED: &str = "startled";
/// No reaction this segment (COR-07).
pub const NO_REACTION: &str = "no-reaction";
/// This segment's dodge roll; ends at the next segment (COR-32).
pub const DODGE: &str = "dodge";
/// A falling body; value = the segments fallen, one more at each segment's end (COR-26).
pub const FALLING: &str = "falling";
/// A dodge roll that was a critical failure: it replaces the defense score or the shot
/// difficulty even when lower; ends with `dodge` at the next segment (COR-32, COR-OP-14).
pub const DODGE_FUMBLED: &str = "dodge-fumbled";
/// A long action under way; value = its start segment (COR-10).
pub const LONG: &str = "long";
/// Value = the actions still to lose (COR-36, COR-38, COR-41).
pub const LOSES_ACTIONS: &str = "loses-actions";
/// Stunned: no action (COR-41).
pub const STUNNED: &str = "stunned";
/// Disengaging: an opponent acting in the same segment strikes at +5 (COR-33); ends
/// with the segment.
pub const DISENGAGING: &str = "disengaging";
/// Fallen: −5 on every action until standing up (COR-36).
pub const FALLEN: &str = "fallen";
/// Dodges taken this turn with a leg wound: each costs the remaining actions 1d more
/// (COR-41 line 9); back to 0 at the turn's start.
pub const LEG_DODGES: &str = "leg-dodges";
/// Unconscious (COR-41, COR-43).
pub const UNCONSCIOUS: &str = "unconscious";
/// Dead (COR-41).
pub const DEAD: &str = "dead";
/// A track at its maximum: the GM decides (COR-43, COR-OP-19).
pub const INCAPACITATED: &str = "incapacitated";

/// Every condition the rules write, with the catalog key of its name.
pub const CONDITION_WORDS: &[(&str, &str)] = &[
    ("crouched", "cor-cond-crouched"),
    ("prone", "cor-cond-prone"),
    ("fallen", "cor-cond-fallen"),
    ("combat-move", "cor-cond-combat-move"),
    ("engaged", "cor-cond-engaged"),
    ("gunpoint", "cor-cond-gunpoint"),
    ("covering", "cor-cond-covering"),
    ("aim", "cor-cond-aim"),
    ("duel", "cor-cond-duel"),
    ("preparing", "cor-cond-preparing"),
    (DODGE, "cor-cond-dodge"),
    (STARTLED, "cor-cond-startled"),
    (NO_REACTION, "cor-cond-no-reaction"),
    (LOSES_ACTIONS, "cor-cond-loses-actions"),
    (STUNNED, "cor-cond-stunned"),
    (UNCONSCIOUS, "cor-cond-unconscious"),
    (DEAD, "cor-cond-dead"),
    ("bleeding", "cor-cond-bleeding"),
    ("hand-unusable", "cor-cond-hand-unusable"),
    ("arm-unusable", "cor-cond-arm-unusable"),
    ("leg-unusable", "cor-cond-leg-unusable"),
    ("foot-unusable", "cor-cond-foot-unusable"),
    ("leg-wound", "cor-cond-leg-wound"),
    (LONG, "cor-cond-long"),
    (SURVIVAL, "cor-cond-survival"),
    (UNBALANCED, "cor-cond-unbalanced"),
    (GRAPPLED, "cor-cond-grappled"),
    (INCAPACITATED, "cor-cond-incapacitated"),
    // cor-melee: a blow's margin and bonus waiting for `hurt`, a disengagement under way,
    // flight (COR-34), and the 18 of the critical table (COR-41).
    ("struck", "cor-cond-struck"),
    ("strike-bonus", "cor-cond-strike-bonus"),
    ("strike-dice", "cor-cond-strike-dice"),
    ("strike-attack", "cor-cond-strike-attack"),
    ("disengaging", "cor-cond-disengaging"),
    ("draw-use", "cor-cond-draw-use"),
    ("fleeing", "cor-cond-fleeing"),
    ("dying", "cor-cond-dying"),
    // cor-fire: an opponent under covering fire (COR-22).
    ("exposed", "cor-cond-exposed"),
];

/// The conditions whose bare « name on target value » misreads, with their own sentence:
/// the exposed are under someone else's covering fire (COR-22), an engagement is with
/// someone, and a limb's stored number is the Wound level it heals back at (COR-41).
pub const SENTENCES: &[Sentence] = &[
    Sentence {
        name: "exposed",
        key: "cor-cond-exposed-to-firepower",
        value: true,
        target: true,
    },
    Sentence {
        name: "exposed",
        key: "cor-cond-exposed-to",
        value: false,
        target: true,
    },
    Sentence {
        name: "engaged",
        key: "cor-cond-engaged-with",
        value: false,
        target: true,
    },
    until_recovered("leg-wound"),
    until_recovered("arm-unusable"),
    until_recovered("leg-unusable"),
    until_recovered("hand-unusable"),
    until_recovered("foot-unusable"),
];

/// A wound's condition lasting until the Wound counter is back to its value (COR-41).
const fn until_recovered(name: &'static str) -> Sentence {
    Sentence {
        name,
        key: "cor-cond-until-recovered",
        value: true,
        target: false,
    }
}

/// The conditions that keep a combatant from acting at all: they declare nothing and roll
/// no reaction (COR-41, COR-43).
pub const OUT: &[&str] = &[DEAD, UNCONSCIOUS, INCAPACITATED];
