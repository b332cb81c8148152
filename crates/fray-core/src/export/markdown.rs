//! The Markdown transcript: a title and the encounter's particulars, one section per
//! round with its declarations and its actions turn by turn, one bullet per command in
//! effect (the wording is `narrate`'s), and the outcome.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::io::{self, Write};

use crate::engine::{Event, Header, History, Record, apply};
use crate::i18n::typography::join_list;
use crate::model::{Encounter, Step};
use crate::narrate;
use crate::player_view;
use crate::rules;
use crate::rules::names::display;

use super::escape::markdown as escape;
use super::fold::{Fold, Kind, round_reached};
use super::outcome;
use super::sections::Sections;
use super::text;

/// What goes into the Markdown transcript besides the commands in effect.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MarkdownOptions {
    /// Also shows undone commands (struck through) and the undos and redos themselves.
    pub with_undone: bool,
    /// The players' version: no GM notes, free rolls or secret tests, no sheet values of
    /// characters other than the PCs, and only the result of their tests.
    pub players: bool,
}

/// Writes the Markdown transcript of `records` (the exported ones, in order; `total` is
/// how many the save holds).
pub fn write(
    header: &Header,
    records: Vec<Record>,
    total: usize,
    options: MarkdownOptions,
    out: &mut impl Write,
) -> io::Result<()> {
    // Without the undone commands, only the ones in effect need folding (no refold at an
    // undo or redo, no state kept for one).
    let mut fold = if options.with_undone {
        Fold::new(header, &records)
    } else {
        Fold::in_effect(header, &records)
    };
    let exported = records.len();
    write_head(header, fold.rounds(), exported, total, options, out)?;
    let mut doc = Doc::new(out, header, options);
    for record in records {
        doc.take(record, &mut fold)?;
    }
    doc.end(exported, &fold)
}

/// How many records past the one being written [`write_streamed`] reads before writing
/// it: an undo that far ahead is seen before the command it takes back is written.
pub const AHEAD: usize = 1024;

/// The Markdown transcript [`write`] gives of a whole save without its undone commands
/// (`records`: all of them, in order, as they are read), written while the records are
/// still coming: each command is written once the [`AHEAD`] records after it are read,
/// as in effect unless they take it back. `None` when a later record changed that (an
/// undo further back, a redo further on): [`write`] then writes the save whole. With the
/// transcript, how many records it holds.
pub fn write_streamed(
    header: &Header,
    records: impl Iterator<Item = Record>,
    options: MarkdownOptions,
) -> io::Result<Option<(Vec<u8>, usize)>> {
    if options.with_undone {
        return Ok(None);
    }
    let mut records = records.fuse();
    let mut history = History::default();
    // The last round each record starting one reaches, by record.
    let mut rounds: Vec<(u64, u32)> = Vec::new();
    let mut pending: VecDeque<Record> = VecDeque::new();
    let mut fold = Fold::assumed(header);
    let mut body = Vec::new();
    let mut exported = 0;
    let mut doc = Doc::new(&mut body, header, options);
    loop {
        while pending.len() <= AHEAD {
            let Some(record) = records.next() else {
                break;
            };
            history.record(&record);
            if let Some(round) = round_reached(&record) {
                rounds.push((record.seq, round));
            }
            exported += 1;
            pending.push_back(record);
        }
        let Some(record) = pending.pop_front() else {
            break;
        };
        if !narrate::is_history(&record) && history.is_effective(record.seq) {
            fold.assume_in_effect(record.seq);
        }
        doc.take(record, &mut fold)?;
    }
    let mut effective = history.effective().to_vec();
    effective.sort_unstable();
    if !fold.assumed_as(&effective) {
        return Ok(None);
    }
    doc.end(exported, &fold)?;
    let rounds = rounds
        .iter()
        .filter(|(seq, _)| effective.binary_search(seq).is_ok())
        .map(|(_, round)| *round)
        .max()
        .unwrap_or(0);
    let mut out = Vec::with_capacity(body.len() + 1024);
    write_head(header, rounds, exported, exported, options, &mut out)?;
    out.append(&mut body);
    Ok(Some((out, exported)))
}

/// The title and the encounter's particulars.
fn write_head(
    header: &Header,
    rounds: u32,
    exported: usize,
    total: usize,
    options: MarkdownOptions,
    out: &mut impl Write,
) -> io::Result<()> {
    writeln!(out, "# {}\n", escape(&header.name))?;
    let title = rules::system(header.system).title();
    let words = rules::system(header.system).report().time_words();
    writeln!(out, "{}", text::rules_line(title))?;
    writeln!(
        out,
        "{}",
        text::created_line(&text::created_at(header.created))
    )?;
    if header.system.has_rounds() {
        writeln!(out, "{}", text::rounds_line(&words, rounds))?;
    }
    writeln!(out, "{}", text::records_line(exported, total))?;
    if options.players {
        writeln!(out, "{}", text::players_line())
    } else {
        writeln!(out, "{}", text::gm_line())
    }
}

/// The text of one bullet being gathered from a record's events.
#[derive(Debug, Default)]
struct Bullet {
    parts: Vec<String>,
    /// The round's initiative (markers placed as it opens), shown on a line of its own.
    initiative: bool,
}

/// The document being written.
struct Doc<'a, W: Write> {
    out: &'a mut W,
    sections: Sections,
    /// The last line written was a list item (a heading then needs a blank line first).
    in_list: bool,
    options: MarkdownOptions,
    /// In a players' export, what they see of each event of the undone command or undo
    /// being written (read before it is folded in).
    player_texts: Option<Vec<Option<String>>>,
    /// The slots the record being written drew face down: their values are masked.
    secret: Vec<&'static str>,
    /// The index of the event being written in its record.
    event: usize,
}

impl<'a, W: Write> Doc<'a, W> {
    /// The body of the transcript of a save of `header`, written to `out`.
    fn new(out: &'a mut W, header: &Header, options: MarkdownOptions) -> Doc<'a, W> {
        Doc {
            out,
            sections: Sections::with_words(rules::system(header.system).report().time_words()),
            in_list: true,
            options,
            player_texts: None,
            secret: Vec::new(),
            event: 0,
        }
    }

    /// The next record: written as the fold says it is, and folded in.
    fn take(&mut self, record: Record, fold: &mut Fold) -> io::Result<()> {
        let kind = fold.kind(&record);
        match kind {
            Kind::Done => self.record(record, fold),
            Kind::Undone | Kind::History if self.options.with_undone => {
                self.aside(record, kind, fold)
            }
            Kind::Undone | Kind::History => {
                fold.commit(record);
                Ok(())
            }
        }
    }

    /// The outcome after the last of `exported` records, and the export's mark.
    fn end(mut self, exported: usize, fold: &Fold) -> io::Result<()> {
        if exported > 0 {
            self.blank_after_list()?;
            outcome::write(self.out, fold.state(), self.options.players)?;
        }
        writeln!(self.out, "\n{}", super::MARKDOWN_MARK)
    }

    /// One command in effect: its events as bullets under the headings they lead to. Each
    /// event is read against the state of the export's fold just before it (no copy).
    fn record(&mut self, record: Record, fold: &mut Fold) -> io::Result<()> {
        self.player_texts = None;
        // In a players' export, whether the record shows the table
        // ([`player_view::hidden::shows_table`]): what they see of each of its events is
        // read on the fold's state just before it, no copy of the state.
        let shows_table = self
            .options
            .players
            .then(|| player_view::hidden::shows_table(&record, fold.state()));
        self.secret = crate::script::masked::face_down_slots(fold.state().system, &record.command);
        let mut bullet = Bullet::default();
        let mut written = Ok(());
        fold.commit_each(record, |record, index, state| {
            self.event = index;
            let seen = shows_table.map(|shows_table| (record, shows_table));
            if let (Ok(()), Some(event)) = (&written, record.events.get(index)) {
                written = self.event_in_effect(&mut bullet, event, state, seen);
            }
        });
        written?;
        self.flush(&mut bullet)
    }

    /// One event of a command in effect, against the state just before it.
    fn event_in_effect(
        &mut self,
        bullet: &mut Bullet,
        event: &Event,
        state: &Encounter,
        seen: Option<(&Record, bool)>,
    ) -> io::Result<()> {
        // A command in effect is no undo or redo: none of its events names earlier records.
        let earlier = &[];
        match event {
            Event::RoundStarted { round } => {
                self.flush(bullet)?;
                self.sections.round_started(*round);
                self.headings()?;
            }
            Event::StepChanged { step } => {
                self.flush(bullet)?;
                self.sections.step_changed(*step);
                // Declarations and actions are said by their headings; the end of a
                // round keeps its line (it may remind of fatigue tests).
                if *step == Step::RoundEnd {
                    self.add(bullet, (event, seen), state, earlier, false)?;
                }
            }
            // A hidden combatant's turn has no heading for the players: not named, not counted.
            Event::TurnPassed { to: Some(at) }
                if self.options.players
                    && crate::player_view::hidden::is_hidden(state, at.owner) =>
            {
                self.flush(bullet)?;
            }
            Event::TurnPassed { to: Some(at) } if self.sections.in_actions() => {
                self.flush(bullet)?;
                let phase = state.ladder.get(*at).map_or(0, |e| e.position);
                let name = escape(&display(state, at.owner));
                self.sections
                    .turn(text::turn(&self.sections.words, phase, &name));
                self.headings()?;
            }
            // Who declares next is the declarations' order; the declarations say it.
            Event::TurnPassed { .. } => {}
            Event::FightEnded => {
                self.add(bullet, (event, seen), state, earlier, false)?;
                self.flush(bullet)?;
                self.sections.fight_ended();
            }
            Event::MarkerPlaced { .. } if self.sections.in_opening() => {
                self.add(bullet, (event, seen), state, earlier, true)?;
            }
            _ => self.add(bullet, (event, seen), state, earlier, false)?,
        }
        Ok(())
    }

    /// An undone command, or an undo or a redo: one bullet, marked, where it happened.
    fn aside(&mut self, record: Record, kind: Kind, fold: &mut Fold) -> io::Result<()> {
        self.player_texts = self.players_texts(&record, fold.state(), fold.earlier());
        self.secret = crate::script::masked::face_down_slots(fold.state().system, &record.command);
        let mut parts = Vec::new();
        if kind == Kind::History {
            // An undo or redo names earlier records: read before it is folded in.
            let mut state = Cow::Borrowed(fold.state());
            for (index, event) in record.events.iter().enumerate() {
                self.event = index;
                parts.extend(self.text(event, &state, fold.earlier(), None));
                if index + 1 < record.events.len() {
                    apply(state.to_mut(), event);
                }
            }
            fold.commit(record);
        } else {
            let mut index = 0;
            fold.commit_seen(record, |event, state| {
                self.event = index;
                index += 1;
                parts.extend(self.text(event, state, &[], None));
            });
        }
        if parts.is_empty() {
            return Ok(());
        }
        let body = escape(&join_list(&parts));
        let line = match kind {
            Kind::History => text::history(&body),
            Kind::Undone | Kind::Done => text::undone(&body),
        };
        self.line(&line)
    }

    /// Adds an event's words to the bullet, starting a new bullet when it changes kind.
    fn add(
        &mut self,
        bullet: &mut Bullet,
        (event, seen): (&Event, Option<(&Record, bool)>),
        state: &Encounter,
        earlier: &[Record],
        initiative: bool,
    ) -> io::Result<()> {
        let Some(words) = self.text(event, state, earlier, seen) else {
            return Ok(());
        };
        if bullet.initiative != initiative {
            self.flush(bullet)?;
            bullet.initiative = initiative;
        }
        bullet.parts.push(words);
        Ok(())
    }

    /// Writes the bullet gathered so far, if any, and empties it.
    fn flush(&mut self, bullet: &mut Bullet) -> io::Result<()> {
        if bullet.parts.is_empty() {
            return Ok(());
        }
        let prefix = if bullet.initiative {
            text::initiative()
        } else {
            String::new()
        };
        let line = format!("{prefix}{}", escape(&join_list(&bullet.parts)));
        bullet.parts.clear();
        self.line(&line)
    }

    /// Writes one list item (already escaped) under the headings it needs.
    fn line(&mut self, line: &str) -> io::Result<()> {
        self.headings()?;
        writeln!(self.out, "- {line}")?;
        self.in_list = true;
        Ok(())
    }

    /// Writes the headings the next line needs.
    fn headings(&mut self) -> io::Result<()> {
        for heading in self.sections.headings() {
            self.blank_after_list()?;
            writeln!(self.out, "{heading}\n")?;
        }
        Ok(())
    }

    /// Ends a list with a blank line, before a heading.
    fn blank_after_list(&mut self) -> io::Result<()> {
        if self.in_list {
            writeln!(self.out)?;
            self.in_list = false;
        }
        Ok(())
    }

    /// What players see of each of a record's events, when the export is theirs.
    fn players_texts(
        &self,
        record: &Record,
        before: &Encounter,
        earlier: &[Record],
    ) -> Option<Vec<Option<String>>> {
        self.options
            .players
            .then(|| player_view::event_texts(record, before, earlier))
    }

    /// An event's words, as the transcript says them (`None`: nothing to say, or not for
    /// the players, as [`player_view`] decides). `seen`: in a players' export, the command in
    /// effect the event belongs to and whether it shows the table.
    fn text(
        &self,
        event: &Event,
        state: &Encounter,
        earlier: &[Record],
        seen: Option<(&Record, bool)>,
    ) -> Option<String> {
        if let Some((record, shows_table)) = seen {
            return player_view::event_text(record, self.event, state, shows_table, earlier);
        }
        match &self.player_texts {
            Some(texts) => texts.get(self.event).cloned().flatten(),
            None => narrate::describe_secret(event, &self.secret, state, earlier),
        }
    }
}
