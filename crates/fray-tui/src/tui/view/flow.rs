//! Laying styled text out in a pane: whole chunks flowed across a few lines, and
//! word-wrapped paragraphs. Widths are terminal columns.

use ratatui::text::{Line, Span};

/// Lays chunks out left to right, two spaces apart, on at most `max_lines` lines of
/// `width`; a chunk wider than a line is cut with an ellipsis, chunks past the last line are dropped.
pub fn flow<'a>(chunks: Vec<Vec<Span<'a>>>, width: usize, max_lines: usize) -> Vec<Line<'a>> {
    let mut lines: Vec<Vec<Span<'a>>> = Vec::new();
    let mut used = 0;
    for chunk in chunks {
        let w: usize = chunk.iter().map(Span::width).sum();
        let count = lines.len();
        match lines.last_mut() {
            Some(line) if used + 2 + w <= width => {
                line.push(Span::raw("  "));
                line.extend(chunk);
                used += 2 + w;
            }
            _ if count < max_lines => {
                lines.push(cut(chunk, width));
                used = w;
            }
            _ => break,
        }
    }
    lines.into_iter().map(Line::from).collect()
}

/// A chunk cut to `width` columns, its last one an ellipsis, if it is wider.
fn cut(chunk: Vec<Span<'_>>, width: usize) -> Vec<Span<'_>> {
    let total: usize = chunk.iter().map(Span::width).sum();
    if total <= width {
        return chunk;
    }
    let mut out = Vec::new();
    let mut used = 0;
    for span in chunk {
        for ch in span.content.chars() {
            let w = Span::raw(ch.to_string()).width();
            if used + w + 1 > width {
                while out.last().is_some_and(|s: &Span<'_>| s.content == " ") {
                    out.pop();
                }
                if width > 0 {
                    out.push(Span::styled("…", span.style));
                }
                return out;
            }
            out.push(Span::styled(ch.to_string(), span.style));
            used += w;
        }
    }
    out
}

/// Word-wraps styled text to `width` columns; a word longer than a line is split.
pub fn wrap<'a>(spans: &[Span<'a>], width: usize) -> Vec<Line<'a>> {
    let mut lines: Vec<Line<'a>> = Vec::new();
    if width == 0 {
        return lines;
    }
    let mut line: Vec<Span<'a>> = Vec::new();
    let mut used = 0;
    for word in words(spans) {
        let gap = if used == 0 { 0 } else { word.space };
        if used > 0 && used + gap + word.width > width {
            lines.push(Line::from(std::mem::take(&mut line)));
            used = 0;
        } else if gap > 0 {
            line.push(Span::raw(" ".repeat(gap)));
            used += gap;
        }
        for piece in word.pieces {
            for ch in piece.content.chars() {
                let w = Span::raw(ch.to_string()).width();
                if used > 0 && used + w > width {
                    lines.push(Line::from(std::mem::take(&mut line)));
                    used = 0;
                }
                line.push(Span::styled(ch.to_string(), piece.style));
                used += w;
            }
        }
    }
    if !line.is_empty() {
        lines.push(Line::from(line));
    }
    lines
}

/// A run of non-space characters, maybe from several spans, and the spaces before it.
struct Word<'a> {
    space: usize,
    width: usize,
    pieces: Vec<Span<'a>>,
}

fn words<'a>(spans: &[Span<'a>]) -> Vec<Word<'a>> {
    let mut out: Vec<Word<'a>> = Vec::new();
    let mut open = false;
    let mut space = 0;
    for span in spans {
        let mut rest: &str = &span.content;
        while !rest.is_empty() {
            let trimmed = rest.trim_start_matches(' ');
            if trimmed.len() < rest.len() {
                space += rest.len() - trimmed.len();
                open = false;
                rest = trimmed;
                continue;
            }
            let end = rest.find(' ').unwrap_or(rest.len());
            let piece = Span::styled(rest[..end].to_string(), span.style);
            match out.last_mut() {
                Some(word) if open => {
                    word.width += piece.width();
                    word.pieces.push(piece);
                }
                _ => out.push(Word {
                    space: std::mem::take(&mut space),
                    width: piece.width(),
                    pieces: vec![piece],
                }),
            }
            open = true;
            rest = &rest[end..];
        }
    }
    out
}
