use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::*;

/// The dice fray rolled before the generator had a name: rand 0.10's `StdRng` and
/// `random_range`, the reference `chacha12-v1` must match.
fn rand_dice(seed: u64, sides: &[u32]) -> Vec<u32> {
    let mut rng = StdRng::seed_from_u64(seed);
    sides
        .iter()
        .map(|&s| rng.random_range(1..=s.max(1)))
        .collect()
}

fn chacha_dice(seed: u64, sides: &[u32]) -> Vec<u32> {
    let mut stream = DiceGenerator::ChaCha12V1.stream(seed);
    sides.iter().map(|&s| stream.die(s)).collect()
}

/// Die sizes worth a look: the usual ones, the edges of the range reduction (where a
/// second word is often drawn) and 0 (rolled as 1).
const SIDES: [u32; 17] = [
    0,
    1,
    2,
    3,
    4,
    6,
    8,
    10,
    12,
    20,
    100,
    1000,
    65_537,
    0x8000_0000,
    0x8000_0001,
    u32::MAX - 1,
    u32::MAX,
];

#[test]
fn the_usual_dice_are_rand_s_for_the_first_hundred_thousand_seeds() {
    let sides: Vec<u32> = SIDES
        .iter()
        .copied()
        .cycle()
        .take(3 * SIDES.len())
        .collect();
    for seed in (0..100_000_u64).chain(u64::MAX - 1000..=u64::MAX) {
        assert_eq!(
            chacha_dice(seed, &sides),
            rand_dice(seed, &sides),
            "seed {seed}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_dice_of_any_seed_are_rand_s(
        seed in any::<u64>(),
        sides in prop::collection::vec(
            prop_oneof![any::<u32>(), 1..=100_u32, prop::sample::select(SIDES.to_vec())],
            1..200,
        ),
    ) {
        prop_assert_eq!(chacha_dice(seed, &sides), rand_dice(seed, &sides));
    }
}

#[test]
fn only_the_two_names_are_known() {
    assert_eq!(
        DiceGenerator::named(CHACHA12_V1),
        Some(DiceGenerator::ChaCha12V1)
    );
    assert_eq!(
        DiceGenerator::named(LEGACY),
        Some(DiceGenerator::ChaCha12V1)
    );
    assert_eq!(DiceGenerator::named("chacha12-v2"), None);
    assert_eq!(DiceGenerator::named("ChaCha12-v1"), None);
    assert_eq!(DiceGenerator::named(""), None);
    assert_eq!(DiceGenerator::CURRENT.name(), "chacha12-v1");
}

/// ChaCha with 12 rounds as docs/save-format.md defines it, written from the definition
/// (RFC 8439's quarter round and state layout, with a 64-bit counter in words 12–13 and a
/// 64-bit nonce of 0 in words 14–15): block `counter` of the stream for `key`.
fn chacha12_block(key: &[u8; 32], counter: u64) -> [u32; 16] {
    fn quarter(s: &mut [u32; 16], a: usize, b: usize, c: usize, d: usize) {
        s[a] = s[a].wrapping_add(s[b]);
        s[d] = (s[d] ^ s[a]).rotate_left(16);
        s[c] = s[c].wrapping_add(s[d]);
        s[b] = (s[b] ^ s[c]).rotate_left(12);
        s[a] = s[a].wrapping_add(s[b]);
        s[d] = (s[d] ^ s[a]).rotate_left(8);
        s[c] = s[c].wrapping_add(s[d]);
        s[b] = (s[b] ^ s[c]).rotate_left(7);
    }
    let mut input = [0_u32; 16];
    input[..4].copy_from_slice(&[0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574]);
    for (word, bytes) in input[4..12].iter_mut().zip(key.chunks_exact(4)) {
        *word = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    }
    input[12] = counter as u32;
    input[13] = (counter >> 32) as u32;
    let mut state = input;
    for _ in 0..6 {
        quarter(&mut state, 0, 4, 8, 12);
        quarter(&mut state, 1, 5, 9, 13);
        quarter(&mut state, 2, 6, 10, 14);
        quarter(&mut state, 3, 7, 11, 15);
        quarter(&mut state, 0, 5, 10, 15);
        quarter(&mut state, 1, 6, 11, 12);
        quarter(&mut state, 2, 7, 8, 13);
        quarter(&mut state, 3, 4, 9, 14);
    }
    for (word, first) in state.iter_mut().zip(input) {
        *word = word.wrapping_add(first);
    }
    state
}

#[test]
fn the_stream_is_chacha12_as_documented() {
    for seed in [0, 1, 2026, 8_124_337_051, u64::MAX] {
        let key = expand_seed(seed);
        let mut stream = DiceGenerator::ChaCha12V1.stream(seed);
        // Five blocks: past the crate's four-block buffer.
        for counter in 0..5 {
            for (i, want) in chacha12_block(&key, counter).into_iter().enumerate() {
                assert_eq!(
                    stream.word(),
                    want,
                    "seed {seed}, block {counter}, word {i}"
                );
            }
        }
    }
}

#[test]
fn seeds_expand_to_these_keys() {
    assert_eq!(
        expand_seed(0),
        [
            236, 242, 115, 249, 129, 181, 205, 69, 135, 240, 70, 115, 6, 173, 108, 173, 208, 208,
            163, 227, 51, 23, 231, 103, 242, 155, 234, 114, 215, 138, 125, 254
        ]
    );
    assert_eq!(
        expand_seed(u64::MAX),
        [
            47, 71, 146, 227, 214, 16, 40, 16, 53, 84, 45, 149, 44, 249, 94, 67, 154, 233, 52, 123,
            3, 221, 197, 55, 99, 122, 199, 176, 67, 32, 97, 62
        ]
    );
}

/// The first sixteen dice of `sides` faces of a seed's stream.
fn first_sixteen(seed: u64, sides: u32) -> Vec<u32> {
    chacha_dice(seed, &[sides; 16])
}

#[test]
fn seed_0_rolls_these_dice() {
    assert_eq!(
        first_sixteen(0, 6),
        [5, 5, 4, 5, 5, 1, 5, 4, 6, 2, 1, 5, 1, 2, 5, 5]
    );
    assert_eq!(
        first_sixteen(0, 10),
        [9, 8, 6, 8, 9, 1, 7, 6, 9, 3, 2, 8, 1, 3, 8, 8]
    );
    assert_eq!(
        first_sixteen(0, 20),
        [17, 15, 12, 16, 17, 1, 14, 12, 18, 6, 3, 16, 2, 5, 16, 16]
    );
    assert_eq!(
        first_sixteen(0, 100),
        [81, 74, 56, 78, 81, 3, 68, 59, 88, 27, 13, 78, 8, 22, 79, 80]
    );
}

#[test]
fn seed_1_rolls_these_dice() {
    assert_eq!(
        first_sixteen(1, 6),
        [5, 6, 5, 5, 2, 3, 2, 2, 5, 2, 4, 6, 5, 3, 6, 5]
    );
    assert_eq!(
        first_sixteen(1, 10),
        [9, 10, 8, 7, 2, 5, 3, 2, 8, 3, 6, 10, 8, 4, 10, 8]
    );
    assert_eq!(
        first_sixteen(1, 20),
        [17, 20, 16, 14, 4, 9, 5, 4, 16, 6, 11, 20, 16, 8, 20, 15]
    );
    assert_eq!(
        first_sixteen(1, 100),
        [
            83, 98, 80, 70, 20, 43, 22, 18, 78, 26, 52, 97, 80, 39, 100, 71
        ]
    );
}

#[test]
fn seed_8124337051_rolls_these_dice() {
    let seed = 8_124_337_051;
    assert_eq!(
        first_sixteen(seed, 6),
        [3, 1, 1, 5, 3, 1, 5, 2, 2, 1, 2, 5, 3, 1, 2, 4]
    );
    assert_eq!(
        first_sixteen(seed, 10),
        [4, 1, 2, 8, 4, 2, 8, 4, 2, 1, 3, 8, 4, 1, 3, 7]
    );
    assert_eq!(
        first_sixteen(seed, 20),
        [7, 1, 4, 15, 7, 3, 15, 7, 4, 2, 5, 15, 8, 1, 6, 14]
    );
    assert_eq!(
        first_sixteen(seed, 100),
        [34, 5, 17, 72, 35, 13, 75, 31, 19, 10, 22, 75, 37, 4, 27, 67]
    );
}

#[test]
fn seed_u64_max_rolls_these_dice() {
    let seed = u64::MAX;
    assert_eq!(
        first_sixteen(seed, 6),
        [2, 1, 2, 1, 3, 1, 2, 3, 5, 2, 5, 4, 2, 5, 3, 1]
    );
    assert_eq!(
        first_sixteen(seed, 10),
        [2, 1, 3, 1, 4, 1, 4, 4, 9, 2, 9, 6, 3, 9, 5, 2]
    );
    assert_eq!(
        first_sixteen(seed, 20),
        [4, 2, 6, 1, 8, 2, 7, 8, 17, 4, 17, 12, 6, 17, 9, 3]
    );
    assert_eq!(
        first_sixteen(seed, 100),
        [19, 7, 26, 4, 40, 8, 31, 37, 82, 20, 83, 56, 29, 83, 42, 15]
    );
}

#[test]
fn the_largest_die_takes_a_second_word_and_rolls_these() {
    // With 2³² − 1 faces nearly every die takes a second word: the carry is pinned too.
    let mut stream = DiceGenerator::ChaCha12V1.stream(3);
    let dice: Vec<u32> = (0..16).map(|_| stream.die(u32::MAX)).collect();
    assert_eq!(
        dice,
        [
            2_781_141_484,
            4_211_637_060,
            612_228_280,
            3_019_352_779,
            2_586_651_306,
            653_757_889,
            1_718_354_343,
            4_289_444_974,
            93_875_826,
            1_334_954_421,
            2_278_973_692,
            2_094_704_791,
            4_045_321_343,
            491_034_440,
            3_554_293_485,
            2_316_168_183
        ]
    );
}
