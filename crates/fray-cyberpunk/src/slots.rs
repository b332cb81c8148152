//! Interval arithmetic, pure (CPI-04, CPI-05, CPI-OP-03, CPI-OP-04): the most actions an
//! initiative allows, the slots and the multi-action penalty, and a delay's shift.

/// Points between two actions.
pub const INTERVAL: i32 = 10;

/// The most actions an initiative allows: slots I, I−10 … ≥ 1, so ⌊(I − 1)/10⌋ + 1
/// (0 when I < 1; CPI-04, CPI-OP-03).
pub fn max_actions(initiative: i32) -> u8 {
    if initiative < 1 {
        return 0;
    }
    u8::try_from((initiative - 1) / INTERVAL + 1).unwrap_or(u8::MAX)
}

/// The slots of `count` actions from `initiative`: I, I−10, I−20 …
pub fn slots(initiative: i32, count: u8) -> Vec<i32> {
    (0..i32::from(count))
        .map(|k| initiative.saturating_sub(k.saturating_mul(INTERVAL)))
        .collect()
}

/// The penalty on each action when `count` actions remain: −step × (n − 1) (CPI-04).
pub fn penalty(count: usize, step: i32) -> i32 {
    let extra = i32::try_from(count.saturating_sub(1)).unwrap_or(i32::MAX);
    extra.saturating_mul(step).saturating_neg()
}

/// A delay (CPI-05): the delayed slot moves to `to` and each following one 10 lower;
/// returns the new positions, `None` for a slot pushed below 1 (lost).
pub fn delayed(to: i32, following: usize) -> Vec<Option<i32>> {
    (0..=following)
        .map(|k| {
            let k = i32::try_from(k).unwrap_or(i32::MAX);
            let at = to.saturating_sub(k.saturating_mul(INTERVAL));
            (at >= 1).then_some(at)
        })
        .collect()
}
