//! Combat-pool states for the view tests, built by applying events directly (the rules
//! and the parser for these commands live elsewhere).

use crate::engine::Event;
use crate::engine::apply::apply;
use crate::model::{
    Combatant, CombatantId, Condition, DamageTrack, Encounter, Monitor, Side, Step, Token,
};

/// An encounter being built.
pub struct Table {
    /// The state so far.
    pub state: Encounter,
    /// Every event applied, in order (to write as a save).
    pub events: Vec<Event>,
}

impl Table {
    /// An empty combat-pool encounter.
    pub fn new() -> Table {
        Table {
            state: Encounter::new(crate::ID, "Warehouse"),
            events: Vec::new(),
        }
    }

    /// Adds a combatant with physical 10 and stun 9 monitors; returns its id.
    pub fn add(&mut self, name: &str, side: Side) -> CombatantId {
        let id = CombatantId(self.state.next_id);
        let damage = DamageTrack::Monitors {
            tracks: vec![Monitor::new("physical", 10), Monitor::new("stun", 9)],
        };
        let combatant = Box::new(Combatant::new(id, name, side, damage));
        self.apply(vec![Event::CombatantAdded { combatant }]);
        id
    }

    /// Applies events.
    pub fn apply(&mut self, events: Vec<Event>) {
        for e in &events {
            apply(&mut self.state, e);
        }
        self.events.extend(events);
    }
}

/// A pool of that type with that many tokens.
pub fn pool(who: CombatantId, pool_type: &str, gained: u32) -> Vec<Event> {
    vec![
        Event::PoolTypeSet {
            who,
            pool_type: pool_type.into(),
            score: None,
        },
        Event::PoolRecharged {
            who,
            gained,
            discarded: 0,
        },
    ]
}

/// A condition with a value.
pub fn condition(who: CombatantId, name: &str, value: i32) -> Event {
    let mut condition = Condition::manual(name);
    condition.value = Some(value);
    Event::ConditionAdded { who, condition }
}

/// `S{v}` or `F{v}` by the default bag.
pub fn token(v: u8) -> Token {
    if v >= 4 {
        Token::success(v)
    } else {
        Token::failure(v)
    }
}

/// Three characters mid-fight: Ada (face-down S6 tokens only, revealed S5 S4, a discard
/// pile without a 6 seen, stress high), a ganger with overflow, and Rook without a pool.
/// No visible number anywhere is a 6, so a drawn 6 would be a leak.
pub fn squad() -> Encounter {
    squad_table().state
}

/// [`squad`] with the events that made it.
pub fn squad_table() -> Table {
    let mut t = Table::new();
    let ada = t.add("Ada", Side::Pc);
    let ganger = t.add("Ganger", Side::Enemy);
    let rook = t.add("Rook", Side::Ally);
    t.apply(pool(ada, "instinct", 9));
    t.apply(vec![
        Event::DefenseDrawn {
            who: ada,
            tokens: [3, 5, 1, 4, 6, 6, 6].map(token).to_vec(),
            faceless: 0,
        },
        Event::DefenseRevealed {
            who: ada,
            count: 4,
            faces: vec![],
        },
        Event::TokensSpent {
            who: ada,
            tokens: vec![token(5)],
            refunded: Vec::new(),
        },
        Event::DefenseGivenUp {
            who: ada,
            count: 1,
            returned: 0,
        },
        condition(ada, "stress", 2),
        condition(ada, "readiness", 1),
        Event::Declared {
            who: ada,
            intent: "moves from cover to cover, shooting when she can".into(),
            secret: false,
        },
        Event::PendingSet {
            who: ada,
            action: Some("reloads".into()),
        },
        Event::CounterSet {
            who: ada,
            name: "aim".into(),
            value: 1,
        },
        Event::MonitorMarked {
            who: ada,
            track: "stun".into(),
            boxes: 4,
        },
        Event::StepChanged {
            step: Step::Resolution,
        },
    ]);
    t.apply(pool(ganger, "tactics", 4));
    t.apply(vec![
        Event::DefenseDrawn {
            who: ganger,
            tokens: vec![token(6), token(6)],
            faceless: 0,
        },
        condition(ganger, "stress", 1),
        Event::MonitorMarked {
            who: ganger,
            track: "physical".into(),
            boxes: 12,
        },
        Event::MonitorMarked {
            who: ganger,
            track: "stun".into(),
            boxes: 3,
        },
        Event::Declared {
            who: ganger,
            intent: "holds the door".into(),
            secret: false,
        },
    ]);
    t.apply(vec![Event::Declared {
        who: rook,
        intent: "hacks the door".into(),
        secret: false,
    }]);
    t
}
