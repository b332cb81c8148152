//! Covering fire and its effects, COR-21 and COR-22: firepower, rounds spent, the malus on
//! exposed opponents, and the bullets that hit someone moving through the fire.

/// How one weapon is used for covering fire (COR-21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Use {
    /// Coup par coup.
    Single,
    /// Fusil à pompe.
    Shotgun,
    /// Rafale de 3.
    Burst3,
    /// Rafale libre.
    FreeBurst,
    /// Arme lourde.
    Heavy,
    /// Arme lourde en rafale.
    HeavyBurst,
}

impl Use {
    /// The burst bonus that feeds firepower (COR-21; COR-OP-08: this list, not the
    /// ammunition list).
    pub fn burst_bonus(self) -> i32 {
        match self {
            Use::Single => 1,
            Use::Shotgun | Use::Burst3 => 2,
            Use::FreeBurst => 3,
            Use::Heavy => 4,
            Use::HeavyBurst => 5,
        }
    }

    /// Rounds spent per second of covering fire (COR-21, COR-OP-08): 1, 3 for 3-round
    /// bursts, 5 for free bursts; heavy weapons as their single or burst counterpart.
    pub fn rounds_per_second(self) -> u32 {
        match self {
            Use::Single | Use::Shotgun | Use::Heavy => 1,
            Use::Burst3 => 3,
            Use::FreeBurst | Use::HeavyBurst => 5,
        }
    }
}

/// Firepower (COR-21): skill level + the burst bonuses of every weapon used (the skill
/// counts once) − 1 per metre covered, halved (rounded down) when the shooter is under
/// fire during the turn, never below 0.
pub fn firepower(skill_level: i32, uses: &[Use], metres: u32, under_fire: bool) -> i32 {
    let bonus: i32 = uses.iter().map(|u| u.burst_bonus()).sum();
    let raw = (skill_level + bonus - metres as i32).max(0);
    if under_fire { raw / 2 } else { raw }
}

/// The protection at or under which a mover counts as in the open (COR-22).
pub const OPEN_PROTECTION: i32 = 5;

/// What moving through covering fire costs (COR-22): the speed lost (1 m/s in the open)
/// and whether the mover must dodge (body-feint level under the firepower).
pub fn crossing(protection: i32, feint_level: i32, firepower: i32) -> (u32, bool) {
    if protection > OPEN_PROTECTION {
        return (0, false);
    }
    (1, feint_level < firepower)
}

/// The bullets that hit a mover who refused the dodge or failed it critically (COR-22):
/// 1, then one more for each 1 rolled on successive d6, stopping at the first other face,
/// never more than the rounds fired. `d6` is read only as far as needed.
pub fn bullets_hitting(d6: impl IntoIterator<Item = u8>, fired: u32) -> u32 {
    let mut hits = 1;
    for face in d6 {
        if face != 1 || hits >= fired {
            break;
        }
        hits += 1;
    }
    hits.min(fired)
}
