//! The token bag (project decision 2): faces with weights, drawn with replacement, one
//! die of the total weight per token. Default: `F1 F2 F3 S4 S5 S6`, a d6.

use crate::engine::{Batch, Dice, Event};
use crate::model::{CombatantId, Encounter, Token, TokenKind};

/// The default bag's text.
pub const DEFAULT_BAG: &str = "F1 F2 F3 S4 S5 S6";

/// A bag of token faces with weights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bag {
    faces: Vec<(Token, u32)>,
}

impl Bag {
    /// Reads a bag: faces `F<v>`/`S<v>` separated by spaces, each with an optional `x<weight>`.
    pub fn parse(text: &str) -> Result<Bag, String> {
        let mut faces = Vec::new();
        for word in text.split_whitespace() {
            let (face, weight) = match word.split_once(['x', 'X']) {
                Some((f, w)) => (
                    f,
                    w.parse::<u32>()
                        .ok()
                        .filter(|w| (1..=100).contains(w))
                        .ok_or_else(|| crate::t!("pool-bag-bad-weight", word = word))?,
                ),
                None => (word, 1),
            };
            let mut chars = face.chars();
            let kind = match chars.next().map(|c| c.to_ascii_uppercase()) {
                Some('S') => TokenKind::Success,
                Some('F') => TokenKind::Failure,
                _ => return Err(crate::t!("pool-bag-not-a-face", word = word)),
            };
            let value = chars
                .as_str()
                .parse::<u8>()
                .map_err(|_| crate::t!("pool-bag-needs-value", word = word))?;
            faces.push((Token { kind, value }, weight));
        }
        if faces.is_empty() {
            return Err(crate::t!("pool-bag-empty"));
        }
        if faces.len() > 100 {
            return Err(crate::t!("pool-bag-too-many"));
        }
        Ok(Bag { faces })
    }

    /// The encounter's bag: option `bag`, else the default d6 bag.
    pub fn of(state: &Encounter) -> Bag {
        state
            .option("bag")
            .and_then(|t| Bag::parse(t).ok())
            .unwrap_or_else(Bag::default_bag)
    }

    /// `F1 F2 F3 S4 S5 S6`.
    pub fn default_bag() -> Bag {
        let faces = (1..=6u8)
            .map(|v| {
                let t = if v >= 4 {
                    Token::success(v)
                } else {
                    Token::failure(v)
                };
                (t, 1)
            })
            .collect();
        Bag { faces }
    }

    /// Draws one token.
    pub fn draw(&self, dice: &mut dyn Dice) -> Token {
        let faces: Vec<(String, u32)> = self
            .faces
            .iter()
            .map(|(token, weight)| (token.to_string(), *weight))
            .collect();
        let at = dice.pick_for(super::rolls::BAG, &faces);
        self.faces.get(at).map_or(Token::failure(1), |f| f.0)
    }

    /// Draws `n` tokens.
    pub fn draw_n(&self, n: u32, dice: &mut dyn Dice) -> Vec<Token> {
        (0..n).map(|_| self.draw(dice)).collect()
    }

    /// Draws `n` tokens for `who`, named first so a request for tokens drawn at the
    /// table says whose they are and how many.
    pub fn draw_for(&self, who: &str, n: u32, dice: &mut dyn Dice) -> Vec<Token> {
        dice.for_whom(who);
        self.draw_n(n, dice)
    }
}

/// Free draws for damage, lethality and scatter (SRP-OP-06): from the bag, or with option
/// `free-draws pool` first from `actor`'s undrawn tokens (spent face up) while there are any.
pub fn free_draws(
    batch: &mut Batch,
    actor: Option<CombatantId>,
    n: u32,
    dice: &mut dyn Dice,
) -> Vec<Token> {
    let bag = Bag::of(batch.state());
    if let Some(c) = actor.and_then(|a| batch.state().combatant(a)) {
        dice.for_whom(&c.name);
    }
    let mut tokens = Vec::new();
    if batch.state().option_is("free-draws", "pool")
        && let Some(who) = actor
    {
        let undrawn = batch
            .state()
            .combatant(who)
            .and_then(|c| c.tokens.as_ref())
            .map_or(0, |p| p.undrawn);
        let from_pool = bag.draw_n(n.min(undrawn), dice);
        if !from_pool.is_empty() {
            batch.push(Event::TokensSpent {
                who,
                tokens: from_pool.clone(),
                refunded: vec![],
            });
        }
        tokens = from_pool;
    }
    let rest = n.saturating_sub(tokens.len() as u32);
    tokens.extend(bag.draw_n(rest, dice));
    tokens
}
