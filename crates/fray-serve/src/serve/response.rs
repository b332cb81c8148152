//! Writing answers: every response carries the same strict security headers, says
//! `Connection: close` (one request per connection keeps the server simple and its
//! threads few) and, for a refusal, has an empty body.

use std::io::{self, Write};

/// The headers on every response: a page that loads only its own files and talks only
/// to its own server, never framed, never sniffed, never cached, and whose URL (which
/// holds the token) is never sent as a referrer.
pub const SECURITY_HEADERS: &[(&str, &str)] = &[
    (
        "Content-Security-Policy",
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
         img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
    ("X-Frame-Options", "DENY"),
];

/// The statuses the server answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// 200.
    Ok,
    /// 400: not an HTTP request.
    BadRequest,
    /// 404: a wrong or missing token, or an unknown route.
    NotFound,
    /// 405: a method other than GET.
    MethodNotAllowed,
    /// 413: a request with a body.
    PayloadTooLarge,
    /// 414: a request line too long.
    UriTooLong,
    /// 431: a head too long.
    HeadTooLarge,
    /// 503: too many players or connections.
    Unavailable,
}

impl Status {
    /// The status line's code and reason.
    fn line(self) -> &'static str {
        match self {
            Status::Ok => "200 OK",
            Status::BadRequest => "400 Bad Request",
            Status::NotFound => "404 Not Found",
            Status::MethodNotAllowed => "405 Method Not Allowed",
            Status::PayloadTooLarge => "413 Payload Too Large",
            Status::UriTooLong => "414 URI Too Long",
            Status::HeadTooLarge => "431 Request Header Fields Too Large",
            Status::Unavailable => "503 Service Unavailable",
        }
    }
}

/// The head of a response: status line, the security headers, `extra` headers.
fn head(status: Status, extra: &[(&str, &str)]) -> String {
    let mut head = format!("HTTP/1.1 {}\r\n", status.line());
    for (name, value) in SECURITY_HEADERS.iter().chain(extra) {
        head.push_str(name);
        head.push_str(": ");
        head.push_str(value);
        head.push_str("\r\n");
    }
    head.push_str("Connection: close\r\n\r\n");
    head
}

/// Writes a whole response: `body` with its content type, or a refusal's empty body.
pub fn write_answer(
    out: &mut impl Write,
    status: Status,
    body: Option<(&str, &[u8])>,
) -> io::Result<()> {
    let length = body.map_or(0, |(_, bytes)| bytes.len()).to_string();
    let mut extra = vec![("Content-Length", length.as_str())];
    if let Some((content_type, _)) = body {
        extra.push(("Content-Type", content_type));
    }
    if status == Status::MethodNotAllowed {
        extra.push(("Allow", "GET"));
    }
    out.write_all(head(status, &extra).as_bytes())?;
    if let Some((_, bytes)) = body {
        out.write_all(bytes)?;
    }
    out.flush()
}

/// Writes the head of an event stream (its events follow until the connection closes).
pub fn write_stream_head(out: &mut impl Write) -> io::Result<()> {
    let extra = [("Content-Type", "text/event-stream; charset=utf-8")];
    out.write_all(head(Status::Ok, &extra).as_bytes())?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_has_the_headers_and_no_body() {
        let mut out = Vec::new();
        write_answer(&mut out, Status::NotFound, None).expect("written");
        let text = String::from_utf8(out).expect("text");
        assert!(text.starts_with("HTTP/1.1 404 Not Found\r\n"));
        for (name, value) in SECURITY_HEADERS {
            assert!(text.contains(&format!("{name}: {value}\r\n")), "{name}");
        }
        assert!(text.ends_with("Content-Length: 0\r\nConnection: close\r\n\r\n"));
        assert!(!text.contains("\r\nContent-Type:"));
    }

    #[test]
    fn a_body_comes_with_its_type_and_length() {
        let mut out = Vec::new();
        write_answer(&mut out, Status::Ok, Some(("text/css", b"p{}"))).expect("written");
        let text = String::from_utf8(out).expect("text");
        assert!(text.contains("Content-Length: 3\r\nContent-Type: text/css\r\n"));
        assert!(text.ends_with("\r\n\r\np{}"));
    }
}
