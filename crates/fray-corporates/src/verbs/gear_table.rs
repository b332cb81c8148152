//! The gear verbs (`weapon`, `armour`, `cyber`): usage, summary, examples, their keywords
//! and the French words of the keywords and of the values they take.

use crate::script::Verb;

const S: Option<&str> = Some("corporates");

/// Every verb of the family, in the order help lists them.
pub const VERBS: &[Verb] = &[
    Verb {
        name: "weapon",
        aliases: &[],
        fr: &["arme"],
        usage: "weapon WHO KEY [name TEXT] [kind=pistol|rifle|smg|shotgun|heavy|soft|explosion|thrown|hand|blunt|hard-blunt|cutting|thrusting|firearm] [damage=N] [bonus=N] [short=M] [medium=M] [long=M] [extreme=M] [snap=N] [aim=N] [burst=N] [rounds=N] [attack=N] [defense=N] [length=CM] [carried=sling|belt|holster|pocket] | weapon WHO KEY remove",
        summary: "Gives a weapon with its figures (range bands, snap-shot malus, aiming and burst bonuses, damage dice and bonus, rounds, melee attack and defense, where it is carried), or takes it away.",
        examples: &[
            "weapon kira pistol kind=pistol damage=4 short=10 medium=25 long=50 extreme=80 snap=3 aim=1 burst=1 rounds=15 carried=holster",
            "weapon kira pump name \"Remington 870\" kind=shotgun damage=5 rounds=8",
            "weapon kira flashball kind=soft damage=3",
            "weapon kira sword kind=cutting bonus=2 attack=1 defense=2 carried=belt",
            "weapon kira pistol remove",
        ],
        system: S,
    },
    Verb {
        name: "armour",
        aliases: &["armor"],
        fr: &["armure", "protection"],
        usage: "armour WHO KEY protection=N [name TEXT] | armour WHO KEY remove",
        summary: "Gives a protection whose levels are added to the soak, or takes it away.",
        examples: &[
            "armour kira vest protection=5 name \"Kevlar\"",
            "armour kira vest remove",
        ],
        system: S,
    },
    Verb {
        name: "cyber",
        aliases: &[],
        fr: &["cybernetique", "cybernétique"],
        usage: "cyber WHO KEY [device=DEVICE] [site=growth|hand|arm|foot|leg|face|eye|connection|general|organ|power|other] [level=N] [protection=N] [doses=N] [name TEXT] | cyber WHO KEY remove",
        summary: "Gives a piece of cyberware: a device the text names (its key, or device=) sits at its site; any other needs site=. Or takes it away.",
        examples: &[
            "cyber kira cyberarm",
            "cyber kira jumping-legs level=3",
            "cyber kira coprocessor",
            "cyber kira injector doses=4",
            "cyber kira plate device=dermal-armour protection=3",
            "cyber kira cyberarm remove",
        ],
        system: S,
    },
];

/// The keywords of the family (completion).
pub const KEYWORDS: &[&str] = &["name", "remove"];

/// The French words of the keywords and of the `key=` names.
pub const FRENCH: &[(&str, &[&str])] = &[
    ("name", &["nom"]),
    ("remove", &["retire", "none", "aucune", "retirer"]),
    ("kind", &["type"]),
    ("damage", &["degats", "dégâts"]),
    ("short", &["courte"]),
    ("medium", &["moyenne"]),
    ("long", &["longue"]),
    ("extreme", &["extrême"]),
    ("snap", &["juge", "jugé"]),
    ("aim", &["visee", "visée"]),
    ("burst", &["rafale"]),
    ("rounds", &["munitions", "balles"]),
    ("attack", &["attaque"]),
    ("defense", &["défense"]),
    ("carried", &["porte", "porté"]),
    ("device", &["appareil"]),
    ("site", &["emplacement"]),
    ("level", &["niveau"]),
];

/// The French words of the values `kind=`, `carried=`, `device=` and `site=` take (read
/// only: the sheet keeps the English word); a word maps to the English value.
pub const FRENCH_VALUES: &[(&str, &[&str])] = &[
    ("pistol", &["pistolet"]),
    ("rifle", &["fusil"]),
    ("smg", &["pm", "mitraillette"]),
    ("shotgun", &["fusil-a-pompe", "fusil-à-pompe", "pompe"]),
    ("heavy", &["lourde"]),
    ("soft", &["molle"]),
    ("explosion", &["explosif", "explosive"]),
    ("firearm", &["arme-a-feu", "arme-à-feu"]),
    ("thrown", &["jet"]),
    ("melee", &["blanche"]),
    ("hand", &["main", "poing", "pied-poing"]),
    ("blunt", &["contondante"]),
    ("hard-blunt", &["contondante-dure"]),
    ("cutting", &["taille"]),
    ("thrusting", &["estoc"]),
    ("bullet", &["balle"]),
    ("sling", &["bandouliere", "bandoulière"]),
    ("belt", &["ceinture", "hanche", "hip"]),
    ("holster", &["fourreau", "manche", "sheath", "sleeve"]),
    ("pocket", &["poche"]),
    ("growth", &["excroissance"]),
    ("cyberhand", &["cybermain"]),
    ("cyberarm", &["cyberbras"]),
    ("cyberfoot", &["cyberpied"]),
    ("cyberleg", &["cyberjambe"]),
    ("jumping-legs", &["jambes-de-saut"]),
    ("speed-legs", &["jambes-de-vitesse"]),
    ("cyberface", &["cybervisage"]),
    ("cybereye", &["cyberoeil", "cyberœil"]),
    ("cyberear", &["cyberoreille"]),
    ("interface", &["interface-sensorielle"]),
    ("dermal-armour", &["armure-dermique"]),
    ("wired-reflexes", &["reflexes-cables", "réflexes-câblés"]),
    ("skin", &["peau"]),
    ("lungs", &["poumons"]),
    (
        "hormonal-generator",
        &["generateur-hormonal", "générateur-hormonal"],
    ),
    ("power", &["alimentation"]),
    ("coprocessor", &["coprocesseur", "coprocesseur-reflexes"]),
    ("injector", &["injecteur"]),
    ("arm", &["bras"]),
    ("foot", &["pied"]),
    ("leg", &["jambe"]),
    ("face", &["visage"]),
    ("eye", &["oeil", "œil", "oreille", "ear"]),
    ("connection", &["connexion"]),
    ("general", &["generale", "générale"]),
    ("organ", &["organe"]),
    ("other", &["autre"]),
];

/// A verb's summary in the current language.
pub fn summary(verb: &str) -> Option<String> {
    Some(match verb {
        "weapon" => crate::t!("cor-gear-summary-weapon"),
        "armour" => crate::t!("cor-gear-summary-armour"),
        "cyber" => crate::t!("cor-gear-summary-cyber"),
        _ => return None,
    })
}

/// Whether the family has the verb `name`.
pub fn owns(name: &str) -> bool {
    VERBS.iter().any(|v| v.name == name)
}

/// The weapon and implant keys the examples give, with the keys a French sheet gives them:
/// French help's examples say these.
pub(super) const EXAMPLE_NAMES_FR: &[(&str, &str)] = &[
    ("pump", "pompe"),
    ("sword", "épée"),
    ("cyberarm", "cyberbras"),
    ("jumping-legs", "jambes-de-saut"),
    ("coprocessor", "coprocesseur"),
    ("injector", "injecteur"),
];
