//! Shipped assets parse, and the mercenary matches the rules text's sheet.

use fray::rules::Bestiary;
use fray::systems::polaris::BESTIARY;

#[test]
fn every_bestiary_parses_and_keys_are_unique() {
    let bestiary = Bestiary::from_json(BESTIARY).expect("polaris-3e bestiary parses");
    assert!(bestiary.templates.len() >= 3);
    let mut keys: Vec<_> = bestiary.templates.iter().map(|t| t.key.clone()).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), bestiary.templates.len());
    for t in &bestiary.templates {
        assert!(
            t.stats.contains_key("reaction"),
            "{} needs a Réaction for initiative",
            t.key
        );
    }
}

#[test]
fn pol_ex_01_02_the_mercenary_of_the_rules_text() {
    let bestiary = Bestiary::from_json(BESTIARY).expect("parses");
    let merc = bestiary.find("mercenaries").expect("found by plural");
    assert_eq!(merc.stats["reaction"], 14);
    assert_eq!(merc.stats["chance"], 13);
    assert_eq!(merc.stats["melee-damage"], 2);
    assert_eq!(merc.stats["damage-resistance"], -2);
    let athletics = merc.skills["athletisme"];
    assert_eq!(
        (athletics.base, athletics.mastery, athletics.total()),
        (5, 4, 9)
    );
    for (key, mastery, total) in [
        ("armes-de-poing", 9, 13),
        ("fusils", 11, 15),
        ("arts-martiaux-offensifs", 6, 12),
    ] {
        assert_eq!(
            (merc.skills[key].mastery, merc.skills[key].total()),
            (mastery, total),
            "{key}"
        );
    }
}

#[test]
fn srp_01_every_combat_pool_template_has_a_known_pool_type_and_the_stats_it_needs() {
    let bestiary = Bestiary::from_json(fray::systems::combat_pool::BESTIARY)
        .expect("sr-combat-pool bestiary parses");
    let mut keys: Vec<_> = bestiary.templates.iter().map(|t| t.key.clone()).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), bestiary.templates.len());
    for wanted in ["street-samurai", "face", "guard"] {
        assert!(keys.iter().any(|k| k == wanted), "{wanted}");
    }
    for t in &bestiary.templates {
        let pool = t.pool.as_deref().unwrap_or_default();
        assert!(matches!(pool, "instinct" | "tactics"), "{}: {pool}", t.key);
        for stat in [
            "body",
            "willpower",
            "reaction",
            "intuition",
            "logic",
            "professional",
            "weapon",
        ] {
            assert!(t.stats.contains_key(stat), "{} needs {stat}", t.key);
        }
    }
}

#[test]
fn cpi_bestiary_has_boosters_corporate_security_and_a_solo_with_weapons_the_rules_read() {
    use fray::systems::cyberpunk::{recoil, weapon};
    let bestiary = Bestiary::from_json(fray::systems::cyberpunk::BESTIARY)
        .expect("cyberpunk-interval bestiary parses");
    let mut keys: Vec<_> = bestiary.templates.iter().map(|t| t.key.clone()).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), bestiary.templates.len());
    for wanted in ["booster", "corp-guard", "solo"] {
        assert!(keys.iter().any(|k| k == wanted), "{wanted}");
    }
    let state = fray::model::Encounter::new(fray::systems::cyberpunk::ID, "assets");
    for t in &bestiary.templates {
        for stat in ["ref", "con", "mouv", "int", "cool"] {
            assert!(t.stats.contains_key(stat), "{} needs {stat}", t.key);
        }
        assert!(t.skills.contains_key("combat-sense"), "{}", t.key);
        assert!(!t.gear.is_empty(), "{} is armed", t.key);
        for g in &t.gear {
            assert!(
                weapon::damage_dice(g).is_some(),
                "{}: {} damage",
                t.key,
                g.key
            );
            if g.word("kind") == Some("melee") {
                continue;
            }
            assert!(g.value("rof").is_some(), "{}: {} ROF", t.key, g.key);
            for (word, allowed) in [
                (
                    "reliability",
                    &["unreliable", "standard", "very-reliable"][..],
                ),
                ("action", &["semi", "manual", "single", "auto"][..]),
                ("hands", &["one", "two", "stock"][..]),
            ] {
                let value = g.word(word).unwrap_or_default();
                assert!(
                    allowed.contains(&value),
                    "{}: {} {word}={value}",
                    t.key,
                    g.key
                );
            }
            let skill = g.word("skill").unwrap_or_default();
            assert!(
                t.skills.contains_key(skill),
                "{}: {} skill {skill}",
                t.key,
                g.key
            );
            assert!(recoil::con_min(&state, g).is_some(), "{}: {}", t.key, g.key);
        }
    }
}

#[test]
fn anarchy_bestiary_has_runners_and_threats_with_the_stats_the_rules_read() {
    use fray::rules::RuleSystem;
    let bestiary =
        Bestiary::from_json(fray::systems::anarchy::BESTIARY).expect("sr-anarchy bestiary parses");
    let mut keys: Vec<_> = bestiary.templates.iter().map(|t| t.key.clone()).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), bestiary.templates.len());
    for wanted in [
        "ganger",
        "corp-guard",
        "security-mage",
        "spirit",
        "security-hacker",
        "g-man",
        "drone",
        "street-samurai",
        "street-mage",
        "decker",
    ] {
        assert!(keys.iter().any(|k| k == wanted), "{wanted}");
    }
    let system = fray::systems::anarchy::system();
    assert_eq!(
        system.bestiary().templates.len(),
        bestiary.templates.len(),
        "the system embeds it"
    );
    for t in &bestiary.templates {
        for stat in ["str", "agi", "wil", "log", "charisma", "chance", "armor"] {
            assert!(t.stats.contains_key(stat), "{} needs {stat}", t.key);
            assert_eq!(system.canonical_stat(stat), stat, "{stat} is canonical");
        }
        assert!(!t.note.is_empty(), "{} has a note", t.key);
        assert!(t.notes.contains_key("fr"), "{} has a French note", t.key);
    }
}
