use crate::tui::form::{Field, Form};

use super::follow;

fn form(attacker: &str, target: &str, skill: &str, skills: &[&str]) -> Form {
    Form::new(
        "Attack",
        "attack",
        vec![
            Field::choice("Attacker", vec!["A".into(), "B".into()], attacker),
            Field::choice("Target", vec!["A".into(), "B".into()], target),
            Field::text("Skill", skill).suggest(skills.iter().map(|s| s.to_string()).collect()),
        ],
    )
}

#[test]
fn fields_still_at_the_old_actors_defaults_take_the_new_ones() {
    let old = form("A", "B", "knife", &["knife"]);
    let new = form("B", "A", "pistol", &["pistol", "rifle"]);
    let mut open = form("B", "B", "knife", &["knife"]);
    follow(&mut open, &old, &new);
    assert_eq!(
        open.fields[1].value, "A",
        "the target follows: never the actor"
    );
    assert_eq!(open.fields[2].value, "pistol");
    assert_eq!(
        open.fields[2].options,
        vec!["pistol", "rifle"],
        "the new actor's skills"
    );
}

#[test]
fn a_field_the_gm_changed_keeps_its_value() {
    let old = form("A", "B", "knife", &["knife"]);
    let new = form("B", "A", "pistol", &["pistol"]);
    let mut open = form("B", "B", "brawl", &["knife"]);
    follow(&mut open, &old, &new);
    assert_eq!(open.fields[2].value, "brawl");
    assert_eq!(open.fields[1].value, "A");
}

#[test]
fn forms_of_another_shape_are_left_alone() {
    let old = form("A", "B", "knife", &["knife"]);
    let mut new = form("B", "A", "pistol", &["pistol"]);
    new.fields.pop();
    let mut open = form("B", "B", "knife", &["knife"]);
    follow(&mut open, &old, &new);
    assert_eq!(open.fields[1].value, "B");
    assert_eq!(open.fields[2].value, "knife");
}

#[test]
fn a_choice_the_new_actor_is_not_offered_goes_back_to_their_default() {
    let old = form("A", "B", "knife", &["knife"]);
    let mut new = form("B", "A", "pistol", &["pistol"]);
    new.fields[1].options = vec!["A".into()];
    let mut open = form("B", "B", "knife", &["knife"]);
    open.fields[1].value = "B".into();
    let mut was = old.clone();
    was.fields[1].value = "A".into();
    follow(&mut open, &was, &new);
    assert_eq!(open.fields[1].value, "A", "B is not offered to B");
}
