//! One connection: one request read with caps and timeouts, answered, then closed.

use std::io::{BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::time::Duration;

use fray_core::i18n::Lang;

use super::events;
use super::live::Live;
use super::request::{HeadError, read_head};
use super::response::{Status, write_answer};
use super::route::{Answer, route};
use super::token::Token;
use crate::page;

/// How long a request's head may take to arrive, and a write may wait on a player who
/// does not read.
pub const IO_TIMEOUT: Duration = Duration::from_secs(10);

/// What answering needs: the token, the pages' default language, the shared state.
#[derive(Debug)]
pub struct Context {
    /// The share's token.
    pub token: Token,
    /// The language of a page that does not ask for one (the GM's).
    pub lang: Lang,
    /// The shared state.
    pub live: Live,
}

/// Reads one request from `stream`, answers it and closes the connection.
pub fn serve(stream: TcpStream, context: &Context) {
    let _ = stream.set_read_timeout(Some(IO_TIMEOUT));
    let _ = stream.set_write_timeout(Some(IO_TIMEOUT));
    let Ok(reading) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(reading);
    let mut out = &stream;
    let answered = match read_head(&mut reader) {
        Ok(request) => match route(&request, &context.token, context.lang, page::files()) {
            Answer::File { content_type, body } => {
                write_answer(&mut out, Status::Ok, Some((content_type, body.as_bytes())))
            }
            Answer::State(lang) => {
                let json = context.live.state_json(lang);
                let body = Some(("application/json; charset=utf-8", json.as_bytes()));
                write_answer(&mut out, Status::Ok, body)
            }
            Answer::Events(lang) => events::stream(&mut out, &context.live, lang),
            Answer::Refused(status) => write_answer(&mut out, status, None),
        },
        Err(HeadError::LineTooLong) => write_answer(&mut out, Status::UriTooLong, None),
        Err(HeadError::HeadTooLong) => write_answer(&mut out, Status::HeadTooLarge, None),
        Err(HeadError::Malformed) => write_answer(&mut out, Status::BadRequest, None),
        Err(HeadError::Closed) => Ok(()),
    };
    if answered.is_ok() {
        close_gently(&stream, reader.into_inner());
    }
}

/// Refuses a connection at once (too many are open): 503, then closed.
pub fn refuse_busy(stream: TcpStream) {
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let mut out = &stream;
    if write_answer(&mut out, Status::Unavailable, None).is_ok() {
        let _ = out.flush();
    }
    let _ = stream.shutdown(Shutdown::Both);
}

/// Ends the sending side, then reads (and drops) what the client may still send, a
/// little, so that closing does not reset the connection before the answer is read.
fn close_gently(stream: &TcpStream, mut reading: TcpStream) {
    const DRAIN: u64 = 64 * 1024;
    let _ = stream.shutdown(Shutdown::Write);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
    let _ = std::io::copy(&mut (&mut reading).take(DRAIN), &mut std::io::sink());
}
