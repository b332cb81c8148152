use super::*;

#[test]
fn a_skill_reads_from_its_key_and_from_its_sheet_name_in_either_language() {
    for typed in ["handgun", "armes-de-poing", "Arme-de-poing", "HANDGUN"] {
        assert_eq!(read(typed), Some("handgun"), "{typed}");
    }
    assert_eq!(read("sens-du-combat"), Some("combat-sense"));
    assert_eq!(read("combat-sense"), Some("combat-sense"));
    assert_eq!(read("arme-blanche"), Some("melee"));
    assert_eq!(read("athletics"), None);
}

#[test]
fn a_french_line_writes_the_sheet_name_and_reads_it_back_as_the_key() {
    for key in SKILLS {
        let french = written(key, true);
        assert!(!french.contains(' '), "{french}");
        assert_eq!(read(&french), Some(key), "{french}");
        assert_eq!(written(key, false), key);
    }
    assert_eq!(written("handgun", true), "armes-de-poing");
    assert_eq!(written("athletics", true), "athletics");
}
