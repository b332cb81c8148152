//! The replay (and watch) screen: the fight's panes at the cursor, the timeline bar, the
//! message or go-to line, and a status line saying where the replay stands.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::replay::Kind;
use crate::tui::fight::Level;
use crate::tui::keymap::{Action, Keymap, Mode};
use crate::tui::replay::{Audience, ReplayInput, ReplayScreen};
use crate::tui::text::{self, RecordNote};
use crate::tui::theme::Theme;

use super::fit::{Part, render_fitted};
use super::hits::{Hits, Target};
use super::panes::{PaneView, render_panes};
use super::timeline::render_timeline;
use super::{prompt, result};
use crate::safe_text::escape;

/// Draws the replay screen, noting in `hits` where the mouse can act (the panes, the
/// timeline bar); returns where the cursor goes (the go-to line).
pub fn render_replay(
    screen: &ReplayScreen,
    keymap: &Keymap,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
    hits: &mut Hits,
) -> Option<Position> {
    if area.width < super::MIN_WIDTH || area.height < super::MIN_HEIGHT {
        super::render_too_small(theme, area, buf);
        return None;
    }
    // The message or current record wraps over the rows it needs, as the fight's result.
    let (said, style) = message(screen, theme);
    let said_rows = match screen.input {
        ReplayInput::Normal => result::rows_for(&said, area.width, area.height),
        ReplayInput::GoTo(_) => 1,
    };
    let [body, bar, bottom, status] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(2),
        Constraint::Length(said_rows),
        Constraint::Length(1),
    ])
    .areas(area);
    let panes = PaneView {
        report: &screen.report,
        selected: screen.selected,
        ladder_cursor: screen.ladder_cursor,
        log: &screen.log,
        log_scroll: screen.log_scroll,
        highlight: Some(screen.cursor),
        focus: screen.focus,
        zoom: screen.zoom,
    };
    render_panes(&panes, theme, body, buf, hits);
    hits.add(
        Rect { height: 1, ..bar },
        Target::Timeline {
            x: bar.x,
            width: bar.width,
            len: screen.replay.len(),
        },
    );
    let words = crate::report::TimeWords::of(screen.replay.header().system.key());
    render_timeline(
        screen.replay.len(),
        words.timeline_round,
        screen.shown_moments(),
        screen.cursor,
        theme,
        bar,
        buf,
    );
    render_status(screen, keymap, theme, status, buf);
    match &screen.input {
        ReplayInput::GoTo(p) => {
            let [hint, line] = Layout::vertical([Constraint::Length(1), Constraint::Length(1)])
                .areas(Rect {
                    y: bottom.y.saturating_sub(1),
                    height: 2,
                    ..bottom
                });
            buf.set_style(hint, theme.text);
            Line::styled(text::goto_hint(), theme.dim).render(hint, buf);
            prompt::render_prompt(p, theme, line, buf)
        }
        ReplayInput::Normal => {
            result::render_wrapped(&said, style, keymap, Mode::Replay, theme, bottom, buf);
            None
        }
    }
}

/// What the line under the bar says: a message, else the record at the cursor (the GM's
/// command and what became of it, the players' narration), else that the replay is at
/// its start; with its style.
fn message(screen: &ReplayScreen, theme: &Theme) -> (String, Style) {
    if let Some(m) = &screen.message {
        let style = match m.level {
            Level::Info => theme.text,
            Level::Error => theme.error,
        };
        return (m.text.clone(), style);
    }
    let Some(record) = screen.replay.record(screen.cursor) else {
        return (text::at_start().to_string(), theme.dim);
    };
    let line = match screen.audience {
        Audience::Gm => {
            let note = match screen.replay.kind(record.seq) {
                Some(Kind::Undo { target, .. }) => RecordNote::TakesBack(target),
                Some(Kind::Redo { target }) => RecordNote::Restores(target),
                _ => screen
                    .replay
                    .first_undo(record.seq)
                    .map_or(RecordNote::None, RecordNote::UndoneLater),
            };
            let command = crate::script::shown(screen.replay.header().system, &record.command);
            text::current_record(record.seq, &command, note)
        }
        Audience::Players => screen
            .log
            .last()
            .filter(|l| l.seq == record.seq)
            .map_or_else(String::new, |l| format!("#{} {}", l.seq, l.narration)),
    };
    (line, theme.current)
}

/// The replay's status line, fitted like the fight's: the keys hint goes first, then the
/// encounter's name, then the round and step; the tag, the position and who acts stay.
/// The tag always comes first, outside the fitting.
fn render_status(
    screen: &ReplayScreen,
    keymap: &Keymap,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let r = &screen.report;
    let tag = match screen.audience {
        Audience::Gm => text::replay_tag(),
        Audience::Players => text::watch_tag(),
    };
    let tag = Line::from(vec![
        Span::styled(
            tag,
            theme
                .current
                .add_modifier(ratatui::style::Modifier::REVERSED),
        ),
        Span::raw(" "),
    ]);
    let tag_width = (tag.width() as u16).min(area.width);
    tag.render(area, buf);
    let area = Rect {
        x: area.x + tag_width,
        width: area.width - tag_width,
        ..area
    };
    let mut left = vec![
        Part::cuttable(escape(&r.name), theme.title, 1),
        Part::new(
            text::position(screen.cursor, screen.replay.len()),
            theme.text,
            4,
        ),
    ];
    if let Some((time, stage)) = crate::tui::system::screens_of(r).status_words(r) {
        // The system's own time word (« Tour 2 », « round 2 »); a system without rounds
        // gives its name there, which the replay's tag already stands for.
        if !r.roundless() {
            left.push(Part::new(time, theme.text, 2));
        }
        left.push(Part::new(stage, theme.text, 2));
    } else {
        left.push(Part::new(text::round(r.round), theme.text, 2));
        left.push(Part::new(text::step_word(r.step, r.phase), theme.text, 2));
    }
    if let Some(who) = &r.current {
        left.push(Part::cuttable(escape(who), theme.current, 3));
    }
    let help = keymap
        .first_key(Mode::Replay, Action::Help)
        .map_or_else(String::new, |k| text::help_hint(&k.to_string()));
    let right = vec![
        Part::new(
            text::speed(screen.steps_per_second(), screen.playing),
            theme.text,
            3,
        ),
        Part::new(help, theme.key, 0),
    ];
    render_fitted(left, right, theme.text, area, buf);
}
