//! The defaults a form guesses for an actor: whom they mean to attack, and with which
//! skill. Every system's forms ask these, so the guesses agree from one system to another.

use crate::model::{Combatant, EntryStatus, Side};
use crate::rules::{Health, words::fold};

use super::Context;

impl<'a> Context<'a> {
    /// The target `actor`'s forms offer: the one their declaration (or intention) names,
    /// else the last one they attacked if still up, else the nearest enemy on the ladder;
    /// never `actor` itself.
    pub fn guess_target(&self, actor: &Combatant) -> Option<&'a Combatant> {
        self.declared_target(actor)
            .or_else(|| {
                self.habits
                    .last_target(actor.id)
                    .and_then(|t| self.state.combatant(t))
                    .filter(|t| t.id != actor.id && self.up(t))
            })
            .or_else(|| self.nearest_enemy(actor))
    }

    /// The combatant `actor`'s declaration names (name or slug, case, accents and
    /// separators ignored; a first name when only one combatant bears it), not `actor`.
    pub fn declared_target(&self, actor: &Combatant) -> Option<&'a Combatant> {
        named_in(
            self.state.combatants.iter(),
            actor.declaration.as_deref()?,
            actor,
        )
    }

    /// Whether `c` can still be attacked usefully (not down, dead or out).
    pub fn up(&self, c: &Combatant) -> bool {
        crate::rules::system(self.state.system).health(self.state, c) != Health::Down
    }

    /// The enemy closest to `actor` on the ladder (then in roster order): one still up,
    /// else one down (nobody else is a foe), else anyone up on another side (a neutral's
    /// fight); never `actor`.
    pub fn nearest_enemy(&self, actor: &Combatant) -> Option<&'a Combatant> {
        let mine = self.position(actor);
        let distance = |c: &Combatant| match (mine, self.position(c)) {
            (Some(a), Some(b)) => (a - b).unsigned_abs(),
            _ => u32::MAX,
        };
        let others = || self.state.combatants.iter().filter(|c| c.id != actor.id);
        let foes = || others().filter(|c| hostile(actor.side, c.side));
        foes()
            .filter(|c| self.up(c))
            .min_by_key(|c| distance(c))
            .or_else(|| foes().min_by_key(|c| distance(c)))
            .or_else(|| {
                others()
                    .filter(|c| c.side != actor.side && self.up(c))
                    .min_by_key(|c| distance(c))
            })
    }

    /// Where `c` stands on the ladder this round: its acting marker, else its next one,
    /// else any.
    fn position(&self, c: &Combatant) -> Option<i32> {
        let entries: Vec<_> = self.state.ladder.of(c.id).collect();
        let with = |status: EntryStatus| entries.iter().find(|e| e.status == status);
        with(EntryStatus::Acting)
            .or_else(|| with(EntryStatus::Waiting))
            .or_else(|| with(EntryStatus::Delayed))
            .or_else(|| entries.first())
            .map(|e| e.position)
    }

    /// The skill `actor` last used for `verb`, if they still have it by that name
    /// (`has` says which names the sheet knows).
    pub fn guess_skill(
        &self,
        actor: &Combatant,
        verb: &str,
        has: impl Fn(&str) -> bool,
    ) -> Option<String> {
        self.habits
            .last_skill(actor.id, verb)
            .filter(|s| has(s))
            .map(str::to_string)
    }
}

/// Whether two sides fight each other: the enemies against the players and their allies.
pub fn hostile(a: Side, b: Side) -> bool {
    (a == Side::Enemy) != (b == Side::Enemy) && a != Side::Neutral && b != Side::Neutral
}

/// The combatant `text` names among `all`, other than `actor`: the longest full name or
/// slug found as whole words, else the only one whose first name is there.
pub fn named_in<'a>(
    all: impl Iterator<Item = &'a Combatant> + Clone,
    text: &str,
    actor: &Combatant,
) -> Option<&'a Combatant> {
    let text = format!("-{}-", fold(text));
    let found = |word: &str| !word.is_empty() && text.contains(&format!("-{word}-"));
    let others = all.filter(|c| c.id != actor.id);
    let full = others
        .clone()
        .filter(|c| found(&fold(&c.name)) || found(&c.slug()))
        .max_by_key(|c| fold(&c.name).len());
    full.or_else(|| {
        let first = |c: &Combatant| {
            let name = fold(&c.name);
            name.split('-').next().unwrap_or_default().to_string()
        };
        let mut by_first = others.filter(|c| {
            let f = first(c);
            f.chars().count() >= 3 && found(&f)
        });
        let one = by_first.next()?;
        by_first.next().is_none().then_some(one)
    })
}
