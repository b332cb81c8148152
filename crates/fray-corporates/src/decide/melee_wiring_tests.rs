//! The melee and damage family through the real command line: parsed, decided by the
//! registered system, folded and narrated (COR-29 to COR-43).

use crate::model::EntryStatus;

use super::super::test_support::T;

/// Ana declares 3 (segments 1, 3, 5), Vlad 1 (segment 3); segment 1 under way.
fn fight() -> T {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (3, 1));
    t
}

#[test]
fn cor_34_cor_39_a_strike_then_its_damage_from_the_command_line() {
    let mut t = fight();
    // The whole hit's levels on the critical roll (COR-OP-18's option), so a punch's 5
    // Fatigue levels reach the table.
    t.ok("option critical-levels hit", &[]);
    // Ana: agility 4 − 2d (3 declared) = 2 dice, 5 + 5 = 10 against Vlad still (−10).
    let said = t.said("strike ana at vlad", &[5, 5]);
    assert!(
        said.contains("Ana strikes Vlad: 5, 5 = 10, against defense -10: lands by 20"),
        "{said}"
    );
    let ana = t.id("Ana");
    let acted = t
        .state
        .ladder
        .entries
        .iter()
        .any(|e| e.at.owner == ana && e.position == 1 && e.status == EntryStatus::Acted);
    assert!(acted, "the declared action of segment 1 is used");
    // Hurt reads the margin 20: +2d; a punch: Fatigue.
    let said = t.said(
        "hurt vlad by ana kind hand dice 2",
        &[6, 6, 6, 6, 1, 1, 1, 1],
    );
    assert!(said.contains("Vlad is hit by Ana: damage 4d (2d given by the GM + 2d from the margin): 6, 6, 6, 6 = 24 against soak 2d: 1, 1 = 2: margin 22: +5 Fatigue"), "{said}");
    assert_eq!(t.who("Vlad").counter("fatigue"), 5);
    // 5 levels: critical 2d6 1 + 1 + 5 = 7: a hand wound, the weapon dropped.
    assert!(
        said.contains(
            "Critical damage for Vlad: 1 + 1 + 5 levels = 7: hand wound; drops what they held"
        ),
        "{said}"
    );
    assert!(
        !said.contains("struck"),
        "the margin's bookkeeping is not narrated: {said}"
    );
}

#[test]
fn cor_32_cor_33_dodge_disengage_and_the_table_dice() {
    let mut t = fight();
    t.ok("engage ana vlad", &[]);
    assert!(t.who("Vlad").has_condition("engaged"));
    let said = t.said("dodge vlad", &[4, 4]);
    assert!(said.contains("Vlad dodges the blows: 4, 4"), "{said}");
    let said = t.said("disengage vlad", &[2, 2]);
    assert!(said.contains("Vlad disengages with a dodge"), "{said}");
    assert!(!t.who("Ana").has_condition("engaged"));
    let refused = t.refused("follow vlad ana", &[]);
    assert!(refused.contains("Ana"), "{refused}");
}

#[test]
fn cor_29_to_cor_31_situations_in_french_words() {
    let mut t = fight();
    t.ok("en-respect vlad par ana", &[]);
    assert!(t.who("Vlad").has_condition("gunpoint"));
    t.ok("set ana stress=3", &[]);
    // Ana: stress 3 dice 6 6 6 + firearms 5 = 23; Vlad: 2 dice 1 1 + 4 = 6: 17, 4 levels.
    t.ok("duel ana vlad", &[6, 6, 6, 1, 1]);
    assert!(
        t.who("Ana")
            .conditions
            .iter()
            .any(|k| k.name == "duel" && k.value == Some(4))
    );
    let refused = t.refused("draw ana pistol", &[]);
    assert!(refused.contains("pistol"), "{refused}");
}

#[test]
fn cor_43_hurt_and_heal() {
    let mut t = fight();
    t.ok("hurt vlad kind cutting dice 3", &[6, 6, 6, 1, 1, 1, 1]);
    assert_eq!(t.who("Vlad").counter("wound"), 4);
    t.ok("heal vlad wound 1", &[]);
    assert_eq!(t.who("Vlad").counter("wound"), 3);
    assert!(t.refused("heal vlad fatigue 1", &[]).contains("Vlad"));
}

#[test]
fn cor_39_players_see_an_enemy_hit_but_not_its_levels() {
    let mut t = fight();
    t.ok("strike ana at vlad", &[5, 5]);
    let events = t.ok(
        "hurt vlad by ana kind hand dice 2",
        &[6, 6, 6, 6, 1, 1, 1, 1],
    );
    let seen = crate::player_view::Seen {
        state: &t.state,
        next: None,
        command: "",
    };
    let shown: Vec<_> = events
        .iter()
        .filter_map(super::super::fact::fact_of)
        .filter_map(|f| super::super::transcript::narrate_melee::shown(f, &seen))
        .collect();
    assert!(
        shown
            .iter()
            .any(|s| matches!(s, crate::player_view::Shown::Coarse(text) if text == "Vlad is hit")),
        "{shown:?}"
    );
}

#[test]
fn cor_41_critical_damage_is_a_notable_moment() {
    let mut t = fight();
    // 18 vs 1 + 1 = 2: 4 levels; critical 1 + 1 + 4 = 6: unbalanced, an action lost.
    let events = t.ok("hurt vlad kind cutting dice 3", &[6, 6, 6, 1, 1, 1, 1]);
    let vlad = t.id("Vlad");
    let moments = crate::rules::system(super::super::ID).moments(&events, &t.state);
    assert!(
        moments.contains(&crate::rules::Moment::GraveWound { who: vlad }),
        "{moments:?}"
    );
    let calm = t.ok("hurt ana kind hand dice 1", &[1, 6, 6, 6, 6]);
    let moments = crate::rules::system(super::super::ID).moments(&calm, &t.state);
    assert!(
        moments
            .iter()
            .all(|m| !matches!(m, crate::rules::Moment::GraveWound { .. }))
    );
}

#[test]
fn cor_32_a_later_dodge_turns_a_landed_blow_aside() {
    let mut t = fight();
    t.ok("next", &[]);
    t.ok("next", &[]);
    t.ok("set ana dodge=2+0", &[]);
    t.ok("strike vlad at ana", &[1, 1, 1]);
    assert!(
        t.who("Ana").conditions.iter().any(|k| k.name == "struck"),
        "{:?}",
        t.who("Ana").conditions
    );
    let before = t.state.clone();
    let events = t.ok("dodge ana", &[6, 6]);
    let said = T::narrate(&before, &events);
    assert!(
        said.contains("Ana’s dodge turns Vlad’s blow aside"),
        "{said} {events:?}"
    );
}

#[test]
fn cor_op_19_a_maximum_set_later_incapacitates_at_once() {
    let mut t = fight();
    t.ok("hurt vlad kind hand dice 3", &[6, 6, 6, 1, 1, 1, 1]);
    assert!(t.who("Vlad").counter("fatigue") >= 3);
    assert!(!t.who("Vlad").has_condition("incapacitated"));
    t.ok("option track-max 3", &[]);
    assert!(t.who("Vlad").has_condition("incapacitated"));
    t.ok("option track-max none", &[]);
    assert!(!t.who("Vlad").has_condition("incapacitated"));
}

#[test]
fn cor_36_standing_up_while_engaged_is_a_disengagement() {
    let mut t = fight();
    t.ok("engage ana vlad", &[]);
    t.ok("prone vlad", &[]);
    let refused = t.refused("stand vlad", &[]);
    assert!(
        refused.contains("standing up is a disengagement") && refused.contains("disengage Vlad"),
        "{refused}"
    );
    assert!(t.who("Vlad").has_condition("prone"));
    let said = t.said("disengage vlad", &[2, 2, 2]);
    assert!(said.contains("Vlad stands up while disengaging"), "{said}");
    assert!(!t.who("Vlad").has_condition("prone") && !t.who("Ana").has_condition("engaged"));
    // Standing already: the disengagement says nothing of standing up.
    t.ok("engage ana vlad", &[]);
    let said = t.said("disengage vlad", &[2, 2, 2]);
    assert!(!said.contains("stands up"), "{said}");
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        t.ok("engage ana vlad", &[]);
        t.ok("crouch vlad", &[]);
        let refused = t.refused("stand vlad", &[]);
        assert!(
            refused.contains("se relever est un dégagement"),
            "{refused}"
        );
        let said = t.said("disengage vlad", &[2, 2, 2]);
        assert!(said.contains("Vlad se relève en se dégageant"), "{said}");
    });
}
