//! The fold of token pools, counters and condition monitors: the part of [`apply`] that
//! writes `TokenPool`, `Pool::Counter` and `Monitor`. Total like the rest: counts saturate
//! and an event asking for more tokens than there are moves what there is. A recharge
//! turns the discard pile into a count, so a pool stays the size of what is in play.
//!
//! [`apply`]: super::apply::apply

use crate::model::{
    CombatantId, DamageTrack, DefenseToken, DiscardReason, Discarded, Monitor, Pool, Token,
    TokenPool,
};

use super::event::Event;

/// The combatant a token event is about.
pub(super) fn owner(event: &Event) -> Option<CombatantId> {
    match event {
        Event::PoolRecharged { who, .. }
        | Event::DefenseDrawn { who, .. }
        | Event::TokensSpent { who, .. }
        | Event::TokensLost { who, .. }
        | Event::DefenseRevealed { who, .. }
        | Event::DefenseGivenUp { who, .. }
        | Event::DefenseReset { who, .. } => Some(*who),
        _ => None,
    }
}

/// Writes a token event into a pool.
pub(super) fn tokens(pool: &mut TokenPool, event: &Event) {
    match event {
        Event::PoolRecharged {
            gained, discarded, ..
        } => {
            // The tokens discarded so far went back to the bag (drawn with replacement):
            // counted from now on, so the pile holds this recharge's discards only.
            let earlier = u32::try_from(pool.discarded.len()).unwrap_or(u32::MAX);
            pool.discarded_before = pool.discarded_before.saturating_add(earlier);
            pool.discarded.clear();
            let discarded = (*discarded).min(pool.undrawn);
            pool.undrawn -= discarded;
            pool.lost = pool.lost.saturating_add(discarded);
            pool.undrawn = pool.undrawn.saturating_add(*gained);
            pool.gained = pool.gained.saturating_add(*gained);
        }
        Event::DefenseDrawn {
            tokens, faceless, ..
        } => {
            let faces = tokens.iter().map(|&token| Some(token));
            let unknown = std::iter::repeat_n(None, *faceless as usize);
            let n = take(pool, tokens.len().saturating_add(*faceless as usize));
            pool.defense
                .extend(faces.chain(unknown).take(n).map(|token| DefenseToken {
                    token,
                    revealed: false,
                }));
        }
        Event::TokensSpent {
            tokens, refunded, ..
        } => {
            let n = take(pool, tokens.len());
            for (i, &token) in tokens.iter().take(n).enumerate() {
                if refunded.contains(&i) {
                    pool.undrawn = pool.undrawn.saturating_add(1);
                } else {
                    pool.discarded.push(Discarded {
                        token: Some(token),
                        reason: DiscardReason::Spent,
                        seen: true,
                    });
                }
            }
        }
        Event::TokensLost { count, .. } => {
            let n = (*count).min(pool.undrawn);
            pool.undrawn -= n;
            pool.lost = pool.lost.saturating_add(n);
        }
        Event::DefenseRevealed { count, faces, .. } => reveal(pool, *count, faces),
        Event::DefenseGivenUp {
            count, returned, ..
        } => give_up(pool, *count, *returned),
        Event::DefenseReset { count, .. } => {
            let mut left = *count;
            let mut kept = Vec::with_capacity(pool.defense.len());
            for t in pool.defense.drain(..) {
                if t.revealed && left > 0 {
                    left -= 1;
                    pool.discarded.push(Discarded {
                        token: t.token,
                        reason: DiscardReason::Reset,
                        seen: true,
                    });
                } else {
                    kept.push(t);
                }
            }
            pool.defense = kept;
        }
        _ => {}
    }
}

/// Takes up to `wanted` undrawn tokens out of the pool; how many there were.
fn take(pool: &mut TokenPool, wanted: usize) -> usize {
    let n = wanted.min(pool.undrawn as usize);
    pool.undrawn -= n as u32;
    n
}

/// Turns the first `count` face-down tokens face up; failures are discarded. A token drawn
/// with no face takes the next of `faces`; with none left, it stays face down.
fn reveal(pool: &mut TokenPool, count: u32, faces: &[Token]) {
    let mut left = count;
    let mut faces = faces.iter().copied();
    let mut kept = Vec::with_capacity(pool.defense.len());
    for mut t in pool.defense.drain(..) {
        if !t.revealed && left > 0 {
            left -= 1;
            t.token = t.token.or_else(|| faces.next());
            match t.token {
                None => {}
                Some(face) if face.is_success() => t.revealed = true,
                Some(_) => {
                    pool.discarded.push(Discarded {
                        token: t.token,
                        reason: DiscardReason::Failed,
                        seen: true,
                    });
                    continue;
                }
            }
        }
        kept.push(t);
    }
    pool.defense = kept;
}

/// Gives up the last `count` face-down tokens; `returned` of them go back undrawn.
fn give_up(pool: &mut TokenPool, count: u32, returned: u32) {
    let mut left = count;
    let mut given = 0u32;
    let mut kept = Vec::with_capacity(pool.defense.len());
    for t in pool.defense.drain(..).rev() {
        if !t.revealed && left > 0 {
            left -= 1;
            if given < returned {
                pool.undrawn = pool.undrawn.saturating_add(1);
            } else {
                pool.discarded.push(Discarded {
                    token: t.token,
                    reason: DiscardReason::GivenUp,
                    seen: false,
                });
            }
            given += 1;
            continue;
        }
        kept.push(t);
    }
    kept.reverse();
    pool.defense = kept;
}

/// Sets a counter; 0 removes it.
pub(super) fn counter(pools: &mut Vec<Pool>, name: &str, value: i32, hidden: bool) {
    let at = pools.iter().position(|p| p.name() == name);
    match (at, value) {
        (Some(i), 0) => {
            pools.remove(i);
        }
        (Some(i), v) => {
            if let Some(Pool::Counter {
                value, hidden: h, ..
            }) = pools.get_mut(i)
            {
                *value = v;
                *h = hidden;
            }
        }
        (None, 0) => {}
        (None, v) => pools.push(Pool::Counter {
            name: name.to_string(),
            value: v,
            max: None,
            hidden,
        }),
    }
}

/// Writes a monitor event into a damage track made of monitors.
pub(super) fn monitor(damage: &mut DamageTrack, track: &str, boxes: u16, event: &Event) {
    let DamageTrack::Monitors { tracks } = damage else {
        return;
    };
    let at = tracks.iter().position(|m| m.name == track);
    match (event, at) {
        (Event::MonitorResized { .. }, None) => tracks.push(Monitor::new(track, boxes)),
        (Event::MonitorResized { .. }, Some(i)) => {
            let m = &mut tracks[i];
            m.boxes = boxes;
            if m.filled > boxes {
                m.overflow = m.overflow.saturating_add(m.filled - boxes);
                m.filled = boxes;
            }
        }
        (Event::MonitorMarked { .. }, Some(i)) => {
            let m = &mut tracks[i];
            let room = m.boxes.saturating_sub(m.filled);
            let into = boxes.min(room);
            m.filled += into;
            m.overflow = m.overflow.saturating_add(boxes - into);
        }
        (Event::MonitorHealed { .. }, Some(i)) => {
            let m = &mut tracks[i];
            let from_overflow = boxes.min(m.overflow);
            m.overflow -= from_overflow;
            m.filled = m.filled.saturating_sub(boxes - from_overflow);
        }
        _ => {}
    }
}
