//! Properties of the Corporates melee and damage family over random command lines: the
//! tracks never go below 0, a hit's levels are its split (one fewer after a bull rush,
//! COR-38), critical damage comes only with 3 levels or more from that hit (COR-41), and
//! `incapacitated` follows the maximum after every hurt and heal (COR-43, COR-OP-19).

use crate::common;

use common::lines::{corporates_line, corporates_melee_line};
use fray::engine::{Event, Timeline};
use fray::model::Encounter;
use fray::systems::corporates::{CorporatesFact, ID};
use proptest::prelude::*;

fn script() -> impl Strategy<Value = Vec<String>> {
    let line = prop_oneof![
        corporates_line(),
        corporates_melee_line(),
        corporates_melee_line(),
    ];
    (prop::collection::vec(line, 0..80),).prop_map(|(rest,)| {
        let mut lines = vec![
            "add Ana pc reaction=3 agility=4 strength=3 combat=3+0 dodge=2+0 soak=3".to_string(),
            "add Vlad enemy reaction=2 agility=3 strength=4 soak=2".to_string(),
            "add Sniper enemy reaction=4".to_string(),
            "start".to_string(),
            "declare vlad 2".to_string(),
            "declare ana 3".to_string(),
            "declare sniper 1".to_string(),
        ];
        lines.extend(rest);
        lines
    })
}

/// Each hit's levels against its split, and critical damage only after 3 levels or more.
fn hits_hold(events: &[Event]) -> Result<(), String> {
    let mut last_levels = None;
    for e in events {
        match e.fact::<CorporatesFact>() {
            Some(CorporatesFact::Hurt { split, levels, .. }) => {
                let sum = split.wound + split.fatigue;
                if sum != *levels && sum + 1 != *levels {
                    return Err(format!("{levels} levels split as {split:?}"));
                }
                last_levels = Some(sum);
            }
            Some(CorporatesFact::Critical { .. }) if last_levels.is_none_or(|n| n < 3) => {
                return Err(format!("a critical roll after {last_levels:?} levels"));
            }
            _ => {}
        }
    }
    Ok(())
}

fn tracks_hold(state: &Encounter, touched: Option<&str>) -> Result<(), String> {
    let max = state
        .option("track-max")
        .and_then(|v| v.parse::<i32>().ok());
    for c in &state.combatants {
        let (wound, fatigue) = (c.counter("wound"), c.counter("fatigue"));
        if wound < 0 || fatigue < 0 {
            return Err(format!("{}: {wound} wound, {fatigue} fatigue", c.name));
        }
        if let Some(max) = max
            && touched.is_some_and(|name| c.slug() == name)
            && (wound >= max || fatigue >= max) != c.has_condition("incapacitated")
        {
            return Err(format!("{}: {wound}/{fatigue} of {max}", c.name));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn hits_tracks_and_criticals_hold(lines in script()) {
        let mut t = Timeline::new(fray::engine::Header::new(ID, "prop", 7, 0));
        for l in &lines {
            let Ok(fray::script::Line::Command(c)) = fray::script::parse_in(ID, l) else { continue };
            if let Ok(record) = t.prepare(l, &c) {
                let hits = hits_hold(&record.events);
                prop_assert!(hits.is_ok(), "{}: {:?}", l, hits.err());
                t.commit(record);
                // The victim of a hurt or heal has `incapacitated` in step with the maximum;
                // the GM's `condition` and `uncondition` lines may do what they like.
                let words: Vec<&str> = l.split_whitespace().collect();
                let touched = match words.as_slice() {
                    ["hurt" | "heal", who, ..] => Some(*who),
                    _ => None,
                };
                let held = tracks_hold(t.state(), touched);
                prop_assert!(held.is_ok(), "after {}: {:?}", l, held.err());
            }
        }
    }
}
