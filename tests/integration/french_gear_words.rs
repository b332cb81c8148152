//! A French GM names weapons and armour with the French word the screens show
//! (`avec fusil`, `dégaine kira pistolet`): every gear key of every bestiary template has
//! a word in French lines, the French word and the English key read as the same command,
//! and the save keeps the key.

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;

use common::cli::{new_fight, run_script, stdout_of};

use fray::i18n::Lang;
use fray::model::SystemId;
use fray::script::{Line, format_in, parse_in, verbs_in};

/// Every gear key the templates of `system` carry.
fn gear_keys(system: SystemId) -> BTreeSet<String> {
    fray::rules::system(system)
        .bestiary()
        .templates
        .iter()
        .flat_map(|t| t.gear.iter().map(|g| g.key.clone()))
        .collect()
}

/// `line` with the word `from` (a whole word) made `to`.
fn swap_word(line: &str, from: &str, to: &str) -> Option<String> {
    let words: Vec<&str> = line.split(' ').collect();
    words.contains(&from).then(|| {
        words
            .iter()
            .map(|w| if *w == from { to } else { w })
            .collect::<Vec<_>>()
            .join(" ")
    })
}

/// Every example line of every system that names one of its gear keys, written again
/// with each gear key of the system's bestiary in its place: written in French, it reads
/// back as the same command; the French line shows the key's French word where it has one,
/// and reading that word gives the key. Counts what it checked.
#[test]
fn every_gear_key_of_every_template_written_in_a_french_line_reads_back_as_the_same_command() {
    let (mut checked, mut with_word) = (0, 0);
    let mut wrong = Vec::new();
    for system in fray::rules::registry::ids() {
        let keys = gear_keys(system);
        let bestiary = fray::rules::system(system).bestiary();
        for verb in verbs_in(system) {
            for example in verb.examples {
                let Some(found) = keys.iter().find(|k| swap_word(example, k, k).is_some()) else {
                    continue;
                };
                for key in &keys {
                    let line = swap_word(example, found, key).unwrap_or_default();
                    let Ok(Line::Command(command)) = parse_in(system, &line) else {
                        wrong.push(format!("{}: `{line}` does not read", system.key()));
                        continue;
                    };
                    let french = format_in(Lang::Fr, &command);
                    let read = parse_in(system, &french);
                    if read != Ok(Line::Command(command.clone())) {
                        wrong.push(format!("{}: `{line}` → `{french}`: {read:?}", system.key()));
                    }
                    if let Some(word) = bestiary.gear_word_in(Lang::Fr, key) {
                        with_word += 1;
                        if !french.split(' ').any(|w| w == word) {
                            wrong.push(format!("{}: `{french}` lacks « {word} »", system.key()));
                        }
                        let typed = swap_word(&line, key, &word).unwrap_or_default();
                        if parse_in(system, &typed) != Ok(Line::Command(command.clone())) {
                            wrong.push(format!("{}: `{typed}` ≠ `{line}`", system.key()));
                        }
                    }
                    checked += 1;
                }
            }
        }
    }
    println!(
        "{checked} lines with a gear key read back from French, {with_word} with a French word"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(
        with_word > 40,
        "only {with_word} lines had a French gear word"
    );
}

/// Within a system, each gear key has its own French word: no two keys share one, no
/// word is another key; the shipped bestiaries give a French word to every weapon and
/// armour key whose name the screens show in French.
#[test]
fn each_gear_key_has_its_own_french_word_in_its_system() {
    let mut words = 0;
    for system in fray::rules::registry::ids() {
        let bestiary = fray::rules::system(system).bestiary();
        let keys = gear_keys(system);
        let mut seen = BTreeSet::new();
        for key in &keys {
            let word = bestiary.gear_word_in(Lang::Fr, key);
            if let Some(word) = &word {
                words += 1;
                println!("{}: {key} → {word}", system.key());
                assert!(
                    seen.insert(word.clone()),
                    "{}: « {word} » twice",
                    system.key()
                );
                assert!(
                    !keys.contains(word),
                    "{}: « {word} » is a key",
                    system.key()
                );
                assert_eq!(bestiary.gear_key_of(word), Some(key.as_str()), "{word}");
            }
            let names: Vec<&str> = bestiary
                .templates
                .iter()
                .flat_map(|t| &t.gear)
                .filter(|g| &g.key == key)
                .map(|g| bestiary.gear_label_in(Lang::Fr, g))
                .collect();
            let translated = bestiary.gear_names.get("fr").is_some_and(|fr| {
                bestiary
                    .templates
                    .iter()
                    .flat_map(|t| &t.gear)
                    .any(|g| &g.key == key && fr.contains_key(g.label()))
            });
            if translated {
                assert!(
                    word.is_some(),
                    "{}: {key} ({names:?}) has no French word",
                    system.key()
                );
            }
        }
    }
    println!("{words} gear keys with a French word");
    assert!(words >= 25, "only {words}");
}

/// The stored command lines of the fight `name` in `saves`.
fn stored(saves: &Path, name: &str) -> String {
    let path = saves.join(format!("{name}.fray.jsonl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Corporates, « Fusil d’assaut » on the team leader's sheet: a French GM shoots `avec
/// fusil` (and `avec fusil-d-assaut`, the name shown), the save keeps `with rifle`, and the
/// undo line, the next step and `fray log` answer with `fusil`.
#[test]
fn corporates_shot_with_the_french_weapon_word_reads_and_echoes_in_french() {
    let (saves, config) = new_fight("fr", "corporates", "toit");
    let (s, c) = (saves.path(), config.path());
    let out = run_script(
        s,
        c,
        "fr",
        "toit",
        "option dice table
ajoute Ana pj comme chef-d-equipe
ajoute Vlad ennemi reaction=2 agility=3
début reaction=6,6,6,1,1
annonce vlad 1
annonce ana 1
suivant
suivant
tire ana sur vlad avec fusil portée courte jet=6,6,5,1
annule
tire ana sur vlad avec fusil-d-assaut portée courte jet=6,6,5,1
",
    );
    assert!(
        out.contains("Ana tire sur Vlad avec Fusil d’assaut"),
        "{out}"
    );
    assert!(
        out.contains(" #9 tire ana sur vlad avec fusil portée courte"),
        "{out}"
    );
    assert!(
        out.contains("blesse vlad par ana avec fusil marge 19"),
        "{out}"
    );
    let save = stored(s, "toit");
    assert_eq!(
        save.matches("shoot ana at vlad with rifle range short")
            .count(),
        2,
        "{save}"
    );
    let log = stdout_of(s, c, "fr", &["log", "toit"]);
    assert!(
        log.contains("tire ana sur vlad avec fusil portée courte"),
        "{log}"
    );
    let english = stdout_of(s, c, "en", &["log", "toit"]);
    assert!(
        english.contains("shoot ana at vlad with rifle range short"),
        "{english}"
    );
}

/// Cyberpunk: « 1 main | x2 », « 2 mains avec crosse », « Peu Fiable »: a weapon given with
/// French keys and values (`mains=crosse fiabilité=peu-fiable cadence=2`) is the same
/// weapon as its English line, and a shot `avec` the booster boss's `pistolet-mitrailleur`
/// reads as his `smg`; `fray log` writes them back in French.
#[test]
fn cyberpunk_weapon_words_and_values_typed_in_french_are_the_english_ones() {
    let (saves, config) = new_fight("fr", "cyberpunk-interval", "ruelle");
    let (s, c) = (saves.path(), config.path());
    let out = run_script(
        s,
        c,
        "fr",
        "ruelle",
        "option dice table
ajoute Razor ennemi comme chef-booster
ajoute Vic pj ref=8
arme vic fusil-à-pompe dégâts=4D6 mains=crosse fiabilité=peu-fiable action=manuel cadence=2
début initiative=5,4
suivant
tire razor pistolet-mitrailleur coup-par-coup contre=15 jet=8
",
    );
    assert!(out.contains("Razor tire avec Uzi Miniauto 9"), "{out}");
    let save = stored(s, "ruelle");
    assert!(
        save.contains(
            "weapon vic shotgun rof=2 action=manual damage=4d6 hands=stock reliability=unreliable"
        ),
        "{save}"
    );
    assert!(
        save.contains("shoot razor smg single vs=15 check=8"),
        "{save}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&stdout_of(s, c, "fr", &["show", "ruelle", "--json"])).expect("json");
    let vic = json["combatants"]
        .as_array()
        .and_then(|all| all.iter().find(|c| c["name"] == "Vic"))
        .expect("Vic");
    let gear = vic.to_string();
    for stored in [
        "\"hands\":\"stock\"",
        "\"reliability\":\"unreliable\"",
        "\"action\":\"manual\"",
    ] {
        assert!(gear.contains(stored), "{stored}: {gear}");
    }
    let log = stdout_of(s, c, "fr", &["log", "ruelle"]);
    assert!(
        log.contains("arme vic fusil-à-pompe cadence=2 action=manuel dégâts=4d6 mains=crosse fiabilité=peu-fiable"),
        "{log}"
    );
    assert!(
        log.contains("tire razor pistolet-mitrailleur coup-par-coup"),
        "{log}"
    );
}

/// Anarchy: the ganger boss's « Fusil à pompe » is `fusil-à-pompe` in a French line: a test
/// and its damage typed with it name the weapon, and the save keeps `with shotgun`.
#[test]
fn anarchy_attack_with_the_french_weapon_word_reads_as_its_key() {
    let (saves, config) = new_fight("fr", "sr-anarchy", "quais");
    let (s, c) = (saves.path(), config.path());
    let out = run_script(
        s,
        c,
        "fr",
        "quais",
        "ajoute Razor pj comme street-samurai
ajoute Mara ennemi comme ganger-boss
début
teste mara 8 cible razor avec fusil-à-pompe contre 1
dégâts razor 4 par mara avec fusil-a-pompe
",
    );
    assert!(out.contains("Fusil à pompe"), "{out}");
    let save = stored(s, "quais");
    assert!(
        save.contains("test mara 8 at razor with shotgun vs 1"),
        "{save}"
    );
    assert!(
        save.contains("damage razor 4 by mara with shotgun"),
        "{save}"
    );
    let log = stdout_of(s, c, "fr", &["log", "quais"]);
    assert!(log.contains("avec fusil-à-pompe"), "{log}");
}
