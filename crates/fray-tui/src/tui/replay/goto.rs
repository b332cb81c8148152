//! The go-to line: a record number, a round, a phase of the current round, start or end.

use crate::model::Step;

use super::ReplayScreen;
use super::text;

/// Where a go-to line points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// After record N (0: before the first).
    Record(u64),
    /// Where round N begins.
    Round(u32),
    /// Where phase N of the cursor's round is resolved.
    Phase(i32),
    /// Before the first record.
    Start,
    /// After the last record.
    End,
}

/// Reads a go-to line: `12`, `#12`, `r3`, `round 3`, `p14`, `phase 14`, `start`, `end`,
/// and the French words the French hint shows (`t3`, `tour 3`, `début`, `fin`).
pub fn parse(line: &str) -> Option<Target> {
    let text = line.trim().to_lowercase();
    let compact: String = text.split_whitespace().collect();
    match compact.as_str() {
        "start" | "begin" | "0" | "début" | "debut" => return Some(Target::Start),
        "end" | "last" | "fin" => return Some(Target::End),
        _ => {}
    }
    let number = |rest: &str| rest.parse::<u64>().ok();
    if let Some(n) = compact.strip_prefix('#').and_then(number) {
        return Some(Target::Record(n));
    }
    if let Some(n) = number(&compact) {
        return Some(Target::Record(n));
    }
    for prefix in ["round", "r", "tour", "t"] {
        if let Some(n) = compact
            .strip_prefix(prefix)
            .and_then(|r| r.parse::<u32>().ok())
        {
            return Some(Target::Round(n));
        }
    }
    for prefix in ["phase", "p"] {
        if let Some(n) = compact
            .strip_prefix(prefix)
            .and_then(|r| r.parse::<i32>().ok())
        {
            return Some(Target::Phase(n));
        }
    }
    None
}

impl ReplayScreen {
    /// Carries out a go-to line; a line that points nowhere is said on the message line.
    pub fn go_to(&mut self, line: &str) {
        let len = self.replay.len();
        let found = match parse(line) {
            None => Err(text::goto_unknown(line.trim())),
            Some(Target::Start) => Ok(0),
            Some(Target::End) => Ok(len),
            Some(Target::Record(n)) if n > len => Err(text::goto_no_record(n, len)),
            Some(Target::Record(n)) => Ok(n),
            Some(Target::Round(r)) => (0..=len)
                .find(|p| self.replay.mark(*p).round == r)
                .ok_or_else(|| text::goto_no_round(r)),
            Some(Target::Phase(phase)) => {
                let round = self.replay.mark(self.cursor).round;
                (0..=len)
                    .find(|p| {
                        let m = self.replay.mark(*p);
                        m.round == round && m.step == Step::Resolution && m.phase == Some(phase)
                    })
                    .ok_or_else(|| text::goto_no_phase(phase, round))
            }
        };
        match found {
            Ok(pos) => {
                self.message = None;
                self.seek(self.snap(pos));
            }
            Err(why) => self.error(why),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_to_lines_read_as_the_hint_says() {
        assert_eq!(parse(" 12 "), Some(Target::Record(12)));
        assert_eq!(parse("#7"), Some(Target::Record(7)));
        assert_eq!(parse("r3"), Some(Target::Round(3)));
        assert_eq!(parse("Round 2"), Some(Target::Round(2)));
        assert_eq!(parse("p14"), Some(Target::Phase(14)));
        assert_eq!(parse("phase -1"), Some(Target::Phase(-1)));
        assert_eq!(parse("start"), Some(Target::Start));
        assert_eq!(parse("END"), Some(Target::End));
        assert_eq!(parse("rx"), None);
        // The French hint's words.
        assert_eq!(parse("t3"), Some(Target::Round(3)));
        assert_eq!(parse("Tour 2"), Some(Target::Round(2)));
        assert_eq!(parse("début"), Some(Target::Start));
        assert_eq!(parse("FIN"), Some(Target::End));
        assert_eq!(parse(""), None);
        assert_eq!(parse("99999999999999999999999"), None);
    }
}
