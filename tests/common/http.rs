//! A plain HTTP client for the players' page tests, on `std::net::TcpStream`: one request
//! per connection, as the server answers, and an event stream read line by line.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// A response: status code, headers (names lower-cased) and body.
#[derive(Debug, Clone)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Response {
    /// The value of header `name` (any case), if present.
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_lowercase();
        self.headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// The address and path of a URL `http://HOST:PORT/PATH`.
pub fn split_url(url: &str) -> (SocketAddr, String) {
    let rest = url.strip_prefix("http://").expect("an http URL");
    let (host, path) = rest.split_once('/').expect("a path");
    (host.parse().expect("HOST:PORT"), format!("/{path}"))
}

/// Sends `raw` (a whole request) to `addr` and reads the whole response.
pub fn send(addr: SocketAddr, raw: &[u8]) -> Response {
    let mut stream = TcpStream::connect(addr).expect("connects");
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .expect("timeout");
    stream.write_all(raw).expect("request sent");
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).expect("response read");
    parse(&bytes)
}

/// `GET path` on `addr`.
pub fn get(addr: SocketAddr, path: &str) -> Response {
    send(addr, request("GET", path, "").as_bytes())
}

/// A request `METHOD path` with `headers` (each ending in `\r\n`).
pub fn request(method: &str, path: &str, headers: &str) -> String {
    format!("{method} {path} HTTP/1.1\r\nHost: t\r\n{headers}\r\n")
}

/// A whole response read from its bytes.
pub fn parse(bytes: &[u8]) -> Response {
    let at = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("a head: {:?}", String::from_utf8_lossy(bytes)));
    let head = String::from_utf8_lossy(&bytes[..at]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|c| c.parse().ok())
        .expect("a status");
    let headers = lines
        .filter_map(|l| l.split_once(": "))
        .map(|(n, v)| (n.to_lowercase(), v.to_string()))
        .collect();
    Response {
        status,
        headers,
        body: bytes[at + 4..].to_vec(),
    }
}

/// An open event stream.
pub struct Events {
    reader: BufReader<TcpStream>,
    /// The response's head, as text.
    pub head: String,
}

/// One event: its id, name and data (`None` when the stream ended).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Event {
    pub id: Option<String>,
    pub name: String,
    pub data: String,
}

impl Events {
    /// Opens `path` on `addr` as an event stream, with `headers` (each ending in `\r\n`).
    pub fn open(addr: SocketAddr, path: &str, headers: &str) -> Events {
        let mut stream = TcpStream::connect(addr).expect("connects");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("timeout");
        stream
            .write_all(request("GET", path, headers).as_bytes())
            .expect("request sent");
        let mut reader = BufReader::new(stream);
        let mut head = String::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).expect("head read");
            if line == "\r\n" || line.is_empty() {
                break;
            }
            head.push_str(&line);
        }
        Events { reader, head }
    }

    /// The next event (comments and `retry` skipped); `None` when the stream ended.
    pub fn next(&mut self) -> Option<Event> {
        let mut event = Event::default();
        let mut any = false;
        loop {
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) | Err(_) => return None,
                Ok(_) => {}
            }
            let line = line.trim_end_matches('\n');
            if line.is_empty() {
                if any && !event.name.is_empty() {
                    return Some(event);
                }
                event = Event::default();
                any = false;
                continue;
            }
            any = true;
            if let Some(id) = line.strip_prefix("id: ") {
                event.id = Some(id.to_string());
            } else if let Some(name) = line.strip_prefix("event: ") {
                event.name = name.to_string();
            } else if let Some(data) = line.strip_prefix("data: ") {
                event.data.push_str(data);
            }
        }
    }

    /// Events until one satisfies `done` (returned with those before it), within `secs`.
    pub fn until(&mut self, secs: u64, done: impl Fn(&Event) -> bool) -> Vec<Event> {
        let deadline = Instant::now() + Duration::from_secs(secs);
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            let Some(event) = self.next() else {
                break;
            };
            let last = done(&event);
            seen.push(event);
            if last {
                return seen;
            }
        }
        panic!("no awaited event within {secs} s; seen: {seen:?}");
    }

    /// What is left of the stream until it ends, as text.
    pub fn rest(mut self) -> String {
        let mut text = String::new();
        let _ = self.reader.read_to_string(&mut text);
        text
    }
}
