//! Reading a request's head (request line and headers) with hard caps: at most
//! [`MAX_REQUEST_LINE`] bytes for the request line, [`MAX_HEAD`] for the whole head. The
//! body is never read: a request that announces one is refused by the router.

use std::io::{BufRead, Read};

/// The longest request line accepted (method, target and version).
pub const MAX_REQUEST_LINE: usize = 2048;

/// The longest head accepted, request line and headers together.
pub const MAX_HEAD: usize = 8192;

/// The parts of a request the server looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The method, as sent (`GET`).
    pub method: String,
    /// The request target, as sent (`/TOKEN/state?lang=fr`).
    pub target: String,
    /// Whether the request announces a body (`Content-Length` above 0, or any
    /// `Transfer-Encoding`).
    pub has_body: bool,
    /// The `Last-Event-ID` header of a reconnecting event stream, if any.
    pub last_event_id: Option<String>,
}

/// Why a head could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeadError {
    /// The request line is longer than [`MAX_REQUEST_LINE`].
    LineTooLong,
    /// The head is longer than [`MAX_HEAD`].
    HeadTooLong,
    /// Not an HTTP request head.
    Malformed,
    /// The connection closed or timed out before the head ended.
    Closed,
}

/// Reads one request head from `input`, reading at most [`MAX_HEAD`] bytes.
pub fn read_head(input: &mut impl BufRead) -> Result<Request, HeadError> {
    let mut budget = MAX_HEAD;
    let (line, used) = read_line(input, MAX_REQUEST_LINE.min(budget), HeadError::LineTooLong)?;
    budget = budget.saturating_sub(used);
    let mut parts = line.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(HeadError::Malformed);
    };
    if method.is_empty() || !target.starts_with('/') || !version.starts_with("HTTP/1.") {
        return Err(HeadError::Malformed);
    }
    let mut request = Request {
        method: method.to_string(),
        target: target.to_string(),
        has_body: false,
        last_event_id: None,
    };
    loop {
        let (header, used) = read_line(input, budget, HeadError::HeadTooLong)?;
        budget = budget.saturating_sub(used);
        if header.is_empty() {
            return Ok(request);
        }
        let Some((name, value)) = header.split_once(':') else {
            return Err(HeadError::Malformed);
        };
        let value = value.trim();
        if name.eq_ignore_ascii_case("content-length") {
            // An unreadable length is a body of unknown size: refused as one.
            request.has_body |= value.parse::<u64>().map_or(true, |len| len > 0);
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            request.has_body = true;
        } else if name.eq_ignore_ascii_case("last-event-id") {
            request.last_event_id = Some(value.to_string());
        }
    }
}

/// One line of at most `cap` bytes (its `\r\n` or `\n` counted, not returned), as text,
/// and the bytes it took.
fn read_line(
    input: &mut impl BufRead,
    cap: usize,
    too_long: HeadError,
) -> Result<(String, usize), HeadError> {
    let mut bytes = Vec::new();
    let limit = u64::try_from(cap).unwrap_or(u64::MAX);
    input
        .take(limit)
        .read_until(b'\n', &mut bytes)
        .map_err(|_| HeadError::Closed)?;
    if bytes.last() != Some(&b'\n') {
        return Err(if bytes.len() >= cap {
            too_long
        } else {
            HeadError::Closed
        });
    }
    let used = bytes.len();
    bytes.pop();
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    let text = String::from_utf8(bytes).map_err(|_| HeadError::Malformed)?;
    Ok((text, used))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Request, HeadError> {
        read_head(&mut text.as_bytes())
    }

    #[test]
    fn a_plain_get_is_read() {
        let request =
            read("GET /abc/state?lang=fr HTTP/1.1\r\nHost: x\r\nLast-Event-ID: 7\r\n\r\n");
        assert_eq!(
            request,
            Ok(Request {
                method: "GET".into(),
                target: "/abc/state?lang=fr".into(),
                has_body: false,
                last_event_id: Some("7".into()),
            })
        );
    }

    #[test]
    fn a_body_is_noticed_whatever_its_form() {
        let with =
            |header: &str| read(&format!("GET / HTTP/1.1\r\n{header}\r\n\r\n")).map(|r| r.has_body);
        assert_eq!(with("Content-Length: 0"), Ok(false));
        assert_eq!(with("content-length: 3"), Ok(true));
        assert_eq!(with("Content-Length: lots"), Ok(true));
        assert_eq!(with("Transfer-Encoding: chunked"), Ok(true));
    }

    #[test]
    fn caps_hold() {
        let long = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(MAX_REQUEST_LINE));
        assert_eq!(read(&long), Err(HeadError::LineTooLong));
        let many = format!(
            "GET / HTTP/1.1\r\n{}\r\n",
            "X-A: b\r\n".repeat(MAX_HEAD / 8)
        );
        assert_eq!(read(&many), Err(HeadError::HeadTooLong));
    }

    #[test]
    fn junk_and_cut_heads_are_refused() {
        assert_eq!(read("HELLO\r\n\r\n"), Err(HeadError::Malformed));
        assert_eq!(
            read("GET nopath HTTP/1.1\r\n\r\n"),
            Err(HeadError::Malformed)
        );
        assert_eq!(
            read("GET / HTTP/1.1\r\nno colon\r\n\r\n"),
            Err(HeadError::Malformed)
        );
        assert_eq!(
            read("GET / HTTP/1.1\r\nHost: x\r\n"),
            Err(HeadError::Closed)
        );
        assert_eq!(read(""), Err(HeadError::Closed));
    }
}
