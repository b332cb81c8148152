//! A French GM types Cyberpunk's skills by the names the French sheet shows them with
//! (« Armes de poing »: `armes-de-poing`) and a check's modifier as `modif=`, and reads the
//! same words back wherever fray echoes a line (`fray log`, the refusals, the initiative's
//! terms); the save keeps the canonical English line (`check vic ref handgun mod=2`), which
//! an English GM reads as stored.

use crate::common;

use common::cli::{fray_in, new_fight, stdout_of, text};

/// A Solo (REF 10, Armes de poing 7, Sens du combat 6) with a pistol, dice given at the
/// table, then `lines` fed to `fray run` in French: the French log, the English log and
/// what `fray run` refused.
fn played_in_french(lines: &[&str]) -> (String, String, String) {
    let (saves, config) = new_fight("fr", "cyberpunk-interval", "t");
    let (s, c) = (saves.path(), config.path());
    let mut script = String::from("ajoute Vic pj comme solo\noption dice table\n");
    for line in lines {
        script.push_str(line);
        script.push('\n');
    }
    let run = fray_in(
        s,
        c,
        "fr",
        &["run", "t", "--script", "-", "--keep-going"],
        &script,
        60,
    );
    let french = stdout_of(s, c, "fr", &["log", "t"]);
    let english = stdout_of(s, c, "en", &["log", "t"]);
    (french, english, text(&run.stderr))
}

/// « Modificateurs (les additionner entre eux) » and « Si le score obtenu est supérieur ou
/// égal au niveau de la compétence »: a check with a skill the French sheet names « Armes
/// de poing » and a modifier, typed `jet vic ref armes-de-poing contre=15 modif=2`, is
/// taken (d10 7 + REF 10 + 7 + 2 = 26), stored with the skill's key and `mod=`, and echoed
/// in French with the words typed.
#[test]
fn a_check_takes_the_french_skill_name_and_modif_and_echoes_them() {
    let (french, english, refused) =
        played_in_french(&["jet vic ref armes-de-poing contre=15 modif=2 jet=7"]);
    assert!(refused.is_empty(), "{refused}");
    assert!(
        english.contains("check vic ref handgun vs=15 mod=2 check=7"),
        "{english}"
    );
    assert!(
        french.contains("jet vic ref armes-de-poing contre=15 modif=2 jet=7"),
        "{french}"
    );
    assert!(french.contains("= 26"), "{french}");
    for word in ["handgun", "mod="] {
        assert!(!french.contains(word), "« {word} » in French:\n{french}");
    }
}

/// A weapon's skill typed by its French sheet name (`compétence=armes-de-poing`) is stored
/// as the key (`skill=handgun`), echoed in French as typed, and the weapon named by the
/// word the GM typed (« Vic porte pistolet »), not its English key.
#[test]
fn a_weapon_s_skill_is_typed_and_echoed_by_its_french_sheet_name() {
    let (french, english, refused) =
        played_in_french(&["arme vic pistolet compétence=armes-de-poing"]);
    assert!(refused.is_empty(), "{refused}");
    assert!(
        english.contains("weapon vic pistol skill=handgun"),
        "{english}"
    );
    assert!(
        french.contains("arme vic pistolet compétence=armes-de-poing"),
        "{french}"
    );
    assert!(french.contains("Vic porte pistolet"), "{french}");
    assert!(!french.contains("handgun"), "{french}");
}

/// « La compétence d'Iniative est généralement Sens du Combat »: the initiative's terms
/// name the skill « sens du combat » in French (« combat sense » in English), never its
/// key `combat-sense`.
#[test]
fn initiative_names_sens_du_combat_in_french() {
    let (french, english, refused) = played_in_french(&["début initiative=5"]);
    assert!(refused.is_empty(), "{refused}");
    assert!(french.contains("REF +10 sens du combat +6"), "{french}");
    assert!(english.contains("REF +10 combat sense +6"), "{english}");
    assert!(!french.contains("combat-sense"), "{french}");
}

/// A skill the sheet lacks is refused with the skills listed as a French GM types them
/// (`armes-de-poing`, `sens-du-combat`), none by its English key.
#[test]
fn a_missing_skill_is_refused_with_the_french_skill_names() {
    let (_, _, refused) = played_in_french(&["jet vic ref pilotage contre=15 jet=7"]);
    assert!(refused.contains("pilotage"), "{refused}");
    assert!(refused.contains("armes-de-poing"), "{refused}");
    assert!(refused.contains("sens-du-combat"), "{refused}");
    for key in ["handgun", "combat-sense"] {
        assert!(!refused.contains(key), "« {key} »: {refused}");
    }
}

/// A die the table must roll is asked for with its French word (« ajoutez jet=N »,
/// « ajoutez sauvegarde=N »), the word the French line reads, never `check=` or `save=`.
#[test]
fn a_die_asked_from_the_table_is_named_by_its_french_word() {
    let (_, _, refused) = played_in_french(&["jet vic ref contre=15", "degats vic 9"]);
    assert!(refused.contains("ajoutez jet=N"), "{refused}");
    assert!(refused.contains("ajoutez sauvegarde=N"), "{refused}");
    for english in ["check=", "save="] {
        assert!(!refused.contains(english), "« {english} »: {refused}");
    }
}
