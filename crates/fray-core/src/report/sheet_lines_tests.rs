use super::*;
use crate::i18n::{Lang, with_lang};

fn line(key: &str, level: i32, mastery: i32) -> SkillLine {
    SkillLine {
        key: key.into(),
        label: key.into(),
        level,
        base: level - mastery,
        mastery,
        reserved: false,
    }
}

#[test]
fn skills_and_damage_terms_are_listed_by_name_in_french() {
    let damage = [DamageLine {
        key: "damage-resistance".into(),
        label: "Résistance aux dommages".into(),
        value: -1,
    }];
    let lines = with_lang(Lang::Fr, || {
        shown(&[line("Tir", 13, 9), line("Course", 8, 0)], &damage)
    });
    assert_eq!(
        lines,
        [
            "compétences\u{a0}: Tir 13 (4+9), Course 8",
            "dommages\u{a0}: Résistance aux dommages -1",
        ]
    );
    assert!(shown(&[], &[]).is_empty());
}
