//! The Markdown transcript's headings: which part of the fight a line belongs to, and
//! the headings still to write before it. A heading is written when the first line under
//! it is, except a round's and a turn's, which are written at once (a turn in which the
//! actor does nothing still shows).

use crate::model::Step;

use super::text;

/// The top level: before the fight, a round, or after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Chapter {
    Setup,
    Round(u32),
    /// A fight without rounds (a narrated timeline): everything from its start.
    Fight,
    After,
}

/// A step of a round. `Opening` (the round's start: expiries, initiative) has no heading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Opening,
    Declarations,
    Actions,
    RoundEnd,
}

/// Where the transcript stands: chapter, part, and turn (a counter and its heading).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Place {
    chapter: Chapter,
    part: Part,
    turn: Option<(u64, String)>,
}

/// The headings written so far and the place the next line belongs to.
#[derive(Debug)]
pub struct Sections {
    want: Place,
    shown: Option<Place>,
    turns: u64,
    /// The system's words for its rounds, actions and turns.
    pub words: crate::report::TimeWords,
}

impl Default for Sections {
    fn default() -> Self {
        Sections {
            want: Place {
                chapter: Chapter::Setup,
                part: Part::Opening,
                turn: None,
            },
            shown: None,
            turns: 0,
            words: crate::report::TimeWords::ROUNDS,
        }
    }
}

impl Sections {
    /// No heading shown yet, in the system's `words`.
    pub fn with_words(words: crate::report::TimeWords) -> Self {
        Sections {
            words,
            ..Sections::default()
        }
    }

    /// A round began.
    pub fn round_started(&mut self, round: u32) {
        self.want = Place {
            chapter: Chapter::Round(round),
            part: Part::Opening,
            turn: None,
        };
    }

    /// The round moved to another step.
    pub fn step_changed(&mut self, step: Step) {
        let part = match step {
            Step::Declaration => Part::Declarations,
            // Actions with no round begun: a roundless fight has started.
            Step::Resolution if self.want.chapter == Chapter::Setup => {
                self.want = Place {
                    chapter: Chapter::Fight,
                    part: Part::Opening,
                    turn: None,
                };
                return;
            }
            Step::Resolution => Part::Actions,
            Step::RoundEnd => Part::RoundEnd,
            Step::Ended => return self.fight_ended(),
            Step::Setup => return,
        };
        self.want.part = part;
        self.want.turn = None;
    }

    /// Whether the round is in its actions (a turn then gets a heading).
    pub fn in_actions(&self) -> bool {
        self.want.part == Part::Actions && matches!(self.want.chapter, Chapter::Round(_))
    }

    /// Whether the round is opening (its initiative is being rolled).
    pub fn in_opening(&self) -> bool {
        self.want.part == Part::Opening && matches!(self.want.chapter, Chapter::Round(_))
    }

    /// Someone's turn to act began; `heading` is its (escaped) heading text.
    pub fn turn(&mut self, heading: String) {
        self.turns += 1;
        self.want.turn = Some((self.turns, heading));
    }

    /// The fight ended: what follows is after it.
    pub fn fight_ended(&mut self) {
        self.want = Place {
            chapter: Chapter::After,
            part: Part::Opening,
            turn: None,
        };
    }

    /// The headings the next line needs (none when it goes under the last ones shown).
    pub fn headings(&mut self) -> Vec<String> {
        let mut headings = Vec::new();
        let want = &self.want;
        let shown = self.shown.as_ref();
        let new_chapter = shown.is_none_or(|s| s.chapter != want.chapter);
        if new_chapter {
            headings.push(match want.chapter {
                Chapter::Setup => text::setup(),
                Chapter::Round(n) => text::round(&self.words, n),
                Chapter::Fight => text::fight(),
                Chapter::After => text::after(),
            });
        }
        let new_part = new_chapter || shown.is_some_and(|s| s.part != want.part);
        if new_part {
            match want.part {
                Part::Opening => {}
                Part::Declarations => headings.push(text::declarations(&self.words)),
                Part::Actions => headings.push(text::actions(&self.words)),
                Part::RoundEnd => headings.push(text::round_end(&self.words)),
            }
        }
        let new_turn = new_part || shown.is_some_and(|s| s.turn != want.turn);
        if new_turn && let Some((_, heading)) = &want.turn {
            headings.push(heading.clone());
        }
        self.shown = Some(self.want.clone());
        headings
    }
}
