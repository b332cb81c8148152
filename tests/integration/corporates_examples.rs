//! The Corporates worked examples COR-EX-01 to COR-EX-16, each played end to end as a GM
//! types it: `fray run --script` with every die given at the table, the example's own
//! numbers read from the log or `fray show --json`. Each doc comment quotes the sentence of
//! `/work/shared/rules/corporates.fr.txt` the example rests on. COR-EX-17 to COR-EX-22:
//! `corporates_examples_melee.rs`; COR-EX-21 (the cyberarm) lives with the gear commands
//! in `corporates_gear.rs`.

use crate::common;

use common::corporates_script::play;

/// Ana (three reaction dice) and Vlad (two), the turn begun: Ana 18, Vlad 2.
const TWO: &str = "\
option dice table
add Ana pc reaction=3 agility=6 firearms=6+0
add Vlad enemy reaction=2 agility=3 body-feint=3+0
start reaction=6,6,6,1,1
";

/// Ana with the bestiary's team leader (assault rifle: short 20, medium 60; snap shot 4;
/// firearms 6), one action each, in segment 3 where both act.
const RIFLE: &str = "\
option dice table
add Ana pc from team-leader
add Vlad enemy reaction=2 agility=3
start reaction=6,6,6,1,1
declare vlad 1
declare ana 1
next
next
";

/// COR-EX-01: « Actions 1 2 3 4 5 Malus / 1 - - X - - 0d / 2 - X - X - -1d / 3 X - X - X
/// -2d / 4 X X - X X -3d / 5 X X X X X -4d ». Five fighters announce 1 to 5 declared actions:
/// their segments and their maluses are the table's.
#[test]
fn cor_ex_01_one_to_five_declared_actions_fall_in_the_tables_segments_with_its_maluses() {
    let played = play(
        "en",
        "option dice table
add A1 pc reaction=1
add A2 pc reaction=1
add A3 pc reaction=1
add A4 pc reaction=1
add A5 pc reaction=1
start reaction=1,2,3,4,5
declare a1 1
declare a2 2
declare a3 3
declare a4 4
declare a5 5
",
    );
    played.says(&[
        "A1 announces 1 declared action (segment 3)",
        "A2 announces 2 declared actions (segments 2, 4): −1d on every action this turn",
        "A3 announces 3 declared actions (segments 1, 3, 5): −2d on every action this turn",
        "A4 announces 4 declared actions (segments 1, 2, 4, 5): −3d on every action this turn",
        "A5 announces 5 declared actions (segments 1, 2, 3, 4, 5): −4d on every action this turn",
    ]);
    let segments =
        |name: &str| -> Vec<i64> { played.markers(name).into_iter().map(|(s, _)| s).collect() };
    assert_eq!(segments("A1"), [3]);
    assert_eq!(segments("A2"), [2, 4]);
    assert_eq!(segments("A3"), [1, 3, 5]);
    assert_eq!(segments("A4"), [1, 2, 4, 5]);
    assert_eq!(segments("A5"), [1, 2, 3, 4, 5]);
    for (name, malus) in [("A1", 0), ("A2", 1), ("A3", 2), ("A4", 3), ("A5", 4)] {
        assert_eq!(played.grid(name, "malus-declared"), malus, "{name}");
    }
}

/// COR-EX-02: « S'il réussit son jet, il entrera en mode survie dès le segment en cours …
/// A partir de cet instant, on considère qu'il avait annoncé 5 actions déclarées pour le
/// tour, il peut donc agir à chaque segment et son malus lié aux actions déclarées passe à
/// -4d. » Survival mode won in segment 2 (18 against 15): an action in segments 2 to 5, −4d.
#[test]
fn cor_ex_02_survival_won_in_segment_two_acts_in_every_later_segment_at_minus_four_dice() {
    let played = play(
        "en",
        &format!("{TWO}declare vlad 1\ndeclare ana 1\nnext\nsurvival ana reaction=6,6,6\n"),
    );
    played.says(&["Ana switches to survival mode: 6, 6, 6 = 18 vs 15, success: from segment 2 of turn 1, an action in every segment, −4d declared"]);
    let segments: Vec<i64> = played.markers("Ana").into_iter().map(|(s, _)| s).collect();
    assert_eq!(segments, [2, 3, 4, 5]);
    assert_eq!(played.grid("Ana", "declared"), 5);
    assert_eq!(played.grid("Ana", "malus-declared"), 4);
}

/// COR-EX-03: « exemple : un personnage effectuant un jet de perception alors qu'il est en
/// pleine course aura un malus de 5 à son jet de perception ». An innate perception roll
/// while running: 4 + 4 + 4 − 5 = 7 against 10.
#[test]
fn cor_ex_03_a_perception_roll_while_running_takes_the_gms_five() {
    let played = play(
        "en",
        &format!(
            "{TWO}declare vlad 1\ndeclare ana 1\ninnate ana what perception dice 3 malus 5 vs 10 check=4,4,4\n"
        ),
    );
    played.says(&[
        "innate action perception · −5 (the GM’s malus) · 4, 4, 4 − 5 (GM’s malus) = 7 vs 10: failure by 3",
    ]);
}

/// COR-EX-04: « La difficulté est de 12, le résultat du jet est 27. Il y a 2 balles qui
/// touchent (27/12=2,xxx), la première avec une marge de 27-1x12=15, la seconde avec une
/// marge de 27-2x12=3 ». A burst of 3 at difficulty 12 (short 5 + the GM's 7), rolled 27.
/// COR-EX-10: « Ce jet est augmenté d'1d pour chaque tranche de 10 points de marge » : the
/// first bullet's damage gets +1d, the second's none.
#[test]
fn cor_ex_04_and_10_a_burst_rolling_27_against_12_lands_two_bullets_by_15_and_3() {
    let played = play(
        "en",
        &format!(
            "{TWO}declare vlad 1\ndeclare ana 1\nnext\nnext\n\
             shoot ana at vlad range short burst 3 mod 7 bonus 6 check=6,6,3,3,2,1\n\
             hurt vlad by ana kind bullet dice 2 margin 15 damage=1,1,1 soak=6,6\n\
             hurt vlad by ana kind bullet dice 2 margin 3 damage=1,1 soak=6,6\n"
        ),
    );
    played.says(&[
        "difficulty 12 = short 5 + 7 GM; roll [6, 6, 3, 3, 2, 1] + 6 (bonus given) = 27; burst of 3 rounds against 12: 2 bullets hit, margin 15 (+1d damage), margin 3",
        "Vlad is hit by Ana: damage 3d (2d given by the GM + 1d from the margin): 1, 1, 1 = 3 against",
        "Vlad is hit by Ana: damage 2d given by the GM: 1, 1 = 2 against",
    ]);
}

/// COR-EX-05: « Le tireur aura pour malus (+13) : la taille de la cible, puisqu'il ne voit
/// que la tête et les épaules (+7), son déplacement (+1) et malus de la foule (+5). Si rate
/// de 5 ou moins un passant sera touché. » Missed by 4: a passer-by; by 8: nobody.
#[test]
fn cor_ex_05_a_man_fleeing_in_a_crowd_is_thirteen_harder_and_a_near_miss_hits_a_passer_by() {
    let terms = "range medium size arm moving run axis crowd 5";
    let near = play(
        "en",
        &format!("{RIFLE}shoot ana at vlad with rifle {terms} check=6,6,5,1\n"),
    );
    near.says(&[
        "difficulty 28 = medium 15 + 7 size + 1 moving on the axis + 5 crowd; roll [6, 6, 5, 1] + 6 (Firearms) = 24 against 28: missed by 4; it strikes a passer-by",
    ]);
    let wide = play(
        "en",
        &format!("{RIFLE}shoot ana at vlad with rifle {terms} check=6,6,1,1\n"),
    );
    wide.says(&["roll [6, 6, 1, 1] + 6 (Firearms) = 20 against 28: missed by 8;"]);
    assert!(!wide.log.contains("passer-by"), "{}", wide.log);
}

/// COR-EX-06: « Lorsqu'un personnage utilise une arme d'épaule sans la tenir correctement
/// alors les portées de celle-ci deviennent au maximum 5/10/20/30 et le tir est considéré
/// comme au jugé. » The rifle unshouldered: 8 m is medium, 25 m extreme, each a snap shot.
#[test]
fn cor_ex_06_an_unshouldered_rifle_has_ranges_5_10_20_30_and_shoots_snap() {
    let medium = play(
        "en",
        &format!("{RIFLE}shoot ana at vlad with rifle distance 8 unshouldered check=1,1,1,1\n"),
    );
    medium.says(&["difficulty 19 = medium 15 + 4 snap shot"]);
    let extreme = play(
        "en",
        &format!("{RIFLE}shoot ana at vlad with rifle distance 25 unshouldered check=1,1,1,1\n"),
    );
    extreme.says(&["difficulty 29 = extreme 25 + 4 snap shot"]);
}

/// COR-EX-07: « Chaque fois qu'un personnage effectue une action non déclarée, il aura un
/// malus supplémentaire d'1d à tous les actions déclarées ou non déclarées qu'il
/// entreprendra par la suite dans le tour. » Three declared actions (−2d) and a dodge in
/// segment 2: the dodge at −2d, the actions of segments 3 and 5 at −3d.
#[test]
fn cor_ex_07_an_undeclared_dodge_costs_every_later_action_one_more_die() {
    let played = play(
        "en",
        &format!(
            "{TWO}declare vlad 1\ndeclare ana 3\nnext\n\
             quick ana what dodge dice 6 check=1,1,1,1\nnext\n\
             act ana what kick dice 6 check=1,1,1\nnext\nnext\n\
             act ana what kick dice 6 check=1,1,1\n"
        ),
    );
    played.says(&[
        "Ana, segment 2: undeclared action dodge · −2d declared → 4d",
        "Ana, segment 3: declared action kick · −2d declared; −1d undeclared → 3d",
        "Ana, segment 5: declared action kick · −2d declared; −1d undeclared → 3d",
    ]);
}

/// COR-EX-08: « Un personnage peut toujours effectuer une action non déclarée à la place
/// d'une action déclarée. Dans ce cas il n'a pas de malus supplémentaire pour les actions
/// suivantes. » The dodge in place of segment 3's action: −2d, and segment 5 stays at −2d.
#[test]
fn cor_ex_08_a_dodge_in_place_of_a_declared_action_costs_nothing_more() {
    let played = play(
        "en",
        &format!(
            "{TWO}declare vlad 1\ndeclare ana 3\nact ana what kick dice 6 check=1,1,1,1\nnext\nnext\n\
             act ana instead what dodge dice 6 check=1,1,1,1\nnext\nnext\n\
             act ana what kick dice 6 check=1,1,1,1\n"
        ),
    );
    played.says(&[
        "Ana, segment 3: undeclared action in place of a declared one dodge · −2d declared → 4d",
        "Ana, segment 5: declared action kick · −2d declared → 4d",
    ]);
}

/// COR-EX-09: « Il est possible de retarder une action déclarée, mais cela décale d'autant
/// toutes les actions déclarées restantes ; celles décalées au delà du segment 5 sont
/// perdues. » Three actions (1, 3, 5) delayed by one: segments 2, 4 and 6, lost.
#[test]
fn cor_ex_09_three_actions_delayed_by_one_fall_in_2_4_and_a_lost_sixth() {
    let played = play(
        "en",
        &format!("{TWO}declare vlad 1\ndeclare ana 3\ndelay ana\n"),
    );
    played.says(&["Ana delays the next declared action by 1 segment: 1 lost past segment 5"]);
    assert_eq!(
        played.markers("Ana"),
        [
            (2, "waiting".to_string()),
            (4, "waiting".to_string()),
            (6, "lost".to_string())
        ]
    );
}

/// COR-EX-11: « Lorsqu'un personnage tire une rafale, il diminue la difficulté pour toucher
/// du bonus de rafale de l'arme. … Remarque : Si la difficulté est inférieure à 5 on
/// considère qu'elle est de 5. » A weapon given by command with burst bonus 4: at short
/// range (5) the burst stays at 5; at long range (20) it is 16.
#[test]
fn cor_ex_11_a_burst_bonus_never_takes_the_difficulty_below_five() {
    let played = play(
        "en",
        "option dice table
add Ana pc reaction=3 agility=3 firearms=6+0
add Vlad enemy reaction=2 agility=3
weapon ana ar kind=rifle damage=5 burst=4 short=20 medium=60 long=150 extreme=300 rounds=30
start reaction=6,6,6,1,1
declare vlad 1
declare ana 2
next
shoot ana at vlad with ar range short burst 3 check=1,1
next
next
shoot ana at vlad with ar range long burst 3 check=1,1
",
    );
    played.says(&[
        "difficulty 5 = short 5; roll [1, 1] + 6 (Firearms) = 8; burst of 3 rounds, −4 against 5: 1 bullet hits, margin 3",
        "difficulty 20 = long 20; roll [1, 1] + 6 (Firearms) = 8; burst of 3 rounds, −4 against 16: missed by 8",
    ]);
}

/// COR-EX-12: « Puissance de feu= niveau en arme à feu + bonus de rafale - 1 par mètre visé
/// » with « +3 pour chaque arme utilisée en rafale libre », and « Un personnage effectuant
/// un tir de couverture alors qu'il est lui-même sous le feu … voit sa puissance de feu
/// divisée par 2. » Skill 6, free burst, 4 m: firepower 5; under fire, 2.
#[test]
fn cor_ex_12_covering_fire_skill_6_free_burst_4_metres_has_firepower_5_or_2_under_fire() {
    let played = play(
        "en",
        &format!(
            "{TWO}cover ana skill 6 burst free metres 4 from 1 to 5 exposed vlad\n\
             cover vlad skill 6 burst free metres 4 from 1 to 5 under-fire\n"
        ),
    );
    played.says(&[
        "Ana lays covering fire, segments 1 to 5: firepower 5 (firearms 6, burst free, 4 m)",
        "Vlad lays covering fire, segments 1 to 5: firepower 2 (firearms 6, burst free, 4 m), 25 rounds, halved under fire",
    ]);
    assert_eq!(played.condition("Ana", "covering"), Some(Some(5)));
    assert_eq!(played.condition("Vlad", "covering"), Some(Some(2)));
}

/// COR-EX-13: « si son niveau en feinte de corps est inférieur à la puissance de feu
/// adverse, il doit effectuer une esquive lors de son mouvement. En cas de refus ou d'échec
/// critique, il est touché ; pour déterminer le nombre de balles l'ayant touché, on jette
/// 1d6 : si le résultat est 1 on considère qu'une seconde balle l'a touché et on rejette le
/// dé ». Body feint 3 under firepower 5, the dodge refused, the d6 1, 1, 4: 3 bullets.
#[test]
fn cor_ex_13_crossing_firepower_5_with_feint_3_and_no_dodge_takes_three_bullets_on_1_1_4() {
    let played = play(
        "en",
        &format!(
            "{TWO}cover ana skill 6 burst free metres 4 from 1 to 5 exposed vlad\n\
             declare vlad 1\ndeclare ana 1\ncross vlad through ana refuse bullets=1,1,4\n"
        ),
    );
    played.says(&[
        "Vlad crosses Ana's covering fire (firepower 5, body feint 3); 3 bullets hit [1, 1, 4]; next: hurt vlad by ana margin 0 | hurt vlad by ana margin 0 | hurt vlad by ana margin 0",
    ]);
}

/// COR-EX-14: « Visibilité faible (rue mal éclairée, brume épaisse) 3 + Distance / (2 x
/// Pe) » and « Les systèmes de visée nocturne diminuent ce malus et augmentent la Pe, d'1d
/// pour les systèmes infra-rouge ». At 40 m with Perception 4: +8; with infrared: +7.
#[test]
fn cor_ex_14_poor_visibility_at_40_metres_with_perception_4_adds_8_or_7_with_infrared() {
    let bare = play(
        "en",
        &format!(
            "{RIFLE}shoot ana at vlad with rifle distance 40 visibility poor 40 check=1,1,1,1\n"
        ),
    );
    bare.says(&["difficulty 23 = medium 15 + 8 visibility"]);
    let infrared = play(
        "en",
        &format!(
            "{RIFLE}shoot ana at vlad with rifle distance 40 visibility poor 40 ir check=1,1,1,1\n"
        ),
    );
    infrared.says(&["difficulty 22 = medium 15 + 7 visibility"]);
}

/// COR-EX-15: « S'il tire sur une cible apparaissant à ce segment, alors le MJ peut lui
/// demander un jet de réaction dont la difficulté est donnée par le tableau ci dessous ; en
/// cas d'échec la marge d'échec est ajoutée à la difficulté du tir. » with « La cible
/// apparaît sur le coté ou derrière le tireur 20 ». Reaction roll 16 against 20: +4.
#[test]
fn cor_ex_15_a_reflex_shot_at_a_target_beside_with_reaction_16_is_four_harder() {
    let played = play(
        "en",
        &format!(
            "{RIFLE}shoot ana at vlad with rifle range short reflex side check=1,1,1,1 reaction=4,4,4\n"
        ),
    );
    played.says(&[
        "difficulty 13 = short 5 + 4 snap shot + 4 reflex reaction",
        "reflex reaction [4, 4, 4] + 4 (Vigilance) = 16 (difficulty 20)",
    ]);
}

/// COR-EX-16: « il acquiert un bonus cumulatif de +1 s'il est debout, +2 s'il est en appui
/// ou +3 s'il est couché … Le bonus qu'un tireur peut acquérir en visant ne peut dépasser à
/// son score dans l'arme ou le bonus de visée de l'arme (ou de son viseur). » Three
/// acquisitions prone: +9 gathered; with firearms 6 and the sniper rifle's aim 4, +4.
#[test]
fn cor_ex_16_three_prone_acquisitions_gather_9_and_the_shot_takes_the_scopes_4() {
    let aim = "aim ana at vlad with rifle range long prone dice 6 check=6,6,6";
    let played = play(
        "en",
        &format!(
            "option dice table
add Ana pc from sniper
set ana firearms=6+0
add Vlad enemy reaction=2 agility=3
start reaction=6,6,6,1,1
declare vlad 1
declare ana 4
{aim}
next
{aim}
next
next
{aim}
next
shoot ana at vlad with rifle range long dice 6 check=1,1,1
"
        ),
    );
    played.says(&[
        "acquired, +9 gathered, +4 on the next shot",
        "+ 4 (aim) = 13 against 20",
    ]);
}
