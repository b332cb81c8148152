//! Which answer a request gets: fixed routes under the token only, nothing taken from
//! the request as a file name (a page file is found by comparing with the embedded list).
//! A wrong or missing token, or an unknown route, is a bare 404 whatever else is asked.

use fray_core::i18n::Lang;

use super::request::Request;
use super::response::Status;
use super::token::Token;

/// An embedded file: (file name, content type, body).
pub type PageFile = (&'static str, &'static str, &'static str);

/// What a request is answered with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// One of the page's embedded files.
    File {
        /// Its content type.
        content_type: &'static str,
        /// Its body.
        body: &'static str,
    },
    /// The page's data now, in a language.
    State(Lang),
    /// The live stream of the page's data, in a language.
    Events(Lang),
    /// A refusal with an empty body.
    Refused(Status),
}

/// The answer to `request` for a share with `token`, whose pages default to `lang`,
/// serving `files`.
pub fn route(request: &Request, token: &Token, lang: Lang, files: &[PageFile]) -> Answer {
    let (path, query) = request
        .target
        .split_once('?')
        .unwrap_or((request.target.as_str(), ""));
    let Some((given, rest)) = path.strip_prefix('/').and_then(|p| p.split_once('/')) else {
        return Answer::Refused(Status::NotFound);
    };
    if !token.matches(given) {
        return Answer::Refused(Status::NotFound);
    }
    let answer = match rest {
        "" => file(files, "index.html"),
        "state" => Some(Answer::State(lang_of(query, lang))),
        "events" => Some(Answer::Events(lang_of(query, lang))),
        name if name != "index.html" => file(files, name),
        _ => None,
    };
    let Some(answer) = answer else {
        return Answer::Refused(Status::NotFound);
    };
    if request.has_body {
        Answer::Refused(Status::PayloadTooLarge)
    } else if request.method != "GET" {
        Answer::Refused(Status::MethodNotAllowed)
    } else {
        answer
    }
}

/// The embedded file called exactly `name`.
fn file(files: &[PageFile], name: &str) -> Option<Answer> {
    files
        .iter()
        .find(|(file, _, _)| *file == name)
        .map(|(_, content_type, body)| Answer::File { content_type, body })
}

/// The language a query asks for (`lang=fr`), else `lang`.
fn lang_of(query: &str, lang: Lang) -> Lang {
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Lang::from_code)
        .unwrap_or(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILES: &[PageFile] = &[
        ("index.html", "text/html; charset=utf-8", "<p>page</p>"),
        ("app.js", "text/javascript; charset=utf-8", "go()"),
    ];

    fn token() -> Token {
        Token::from_bytes(&[0x5a; 16])
    }

    fn get(target: &str) -> Answer {
        answer("GET", target, false)
    }

    fn answer(method: &str, target: &str, has_body: bool) -> Answer {
        let request = Request {
            method: method.into(),
            target: target.into(),
            has_body,
            last_event_id: None,
        };
        route(&request, &token(), Lang::En, FILES)
    }

    #[test]
    fn fixed_routes_under_the_token() {
        let base = format!("/{}/", token().as_str());
        assert_eq!(
            get(&base),
            Answer::File {
                content_type: "text/html; charset=utf-8",
                body: "<p>page</p>"
            }
        );
        assert!(matches!(
            get(&format!("{base}app.js")),
            Answer::File { body: "go()", .. }
        ));
        assert_eq!(
            get(&format!("{base}state?lang=fr")),
            Answer::State(Lang::Fr)
        );
        assert_eq!(get(&format!("{base}state")), Answer::State(Lang::En));
        assert_eq!(
            get(&format!("{base}events?x=1&lang=fr")),
            Answer::Events(Lang::Fr)
        );
        assert_eq!(
            get(&format!("{base}events?lang=xx")),
            Answer::Events(Lang::En)
        );
    }

    #[test]
    fn anything_else_is_a_bare_404() {
        let token = token();
        let base = format!("/{}/", token.as_str());
        let off_by_one = format!("/{}b/", &token.as_str()[..31]);
        for target in [
            "/".to_string(),
            "/state".to_string(),
            format!("/{}", token.as_str()),
            off_by_one,
            format!("{base}index.html"),
            format!("{base}../etc/passwd"),
            format!("{base}app.js/"),
            format!("{base}missing.css"),
            format!("{base}state/x"),
        ] {
            assert_eq!(get(&target), Answer::Refused(Status::NotFound), "{target}");
        }
        // A wrong token hides whether the method or a body would be refused.
        assert_eq!(
            answer("POST", "/nope/state", true),
            Answer::Refused(Status::NotFound)
        );
    }

    #[test]
    fn with_the_token_only_get_without_a_body() {
        let state = format!("/{}/state", token().as_str());
        assert_eq!(
            answer("POST", &state, false),
            Answer::Refused(Status::MethodNotAllowed)
        );
        assert_eq!(
            answer("PUT", &state, false),
            Answer::Refused(Status::MethodNotAllowed)
        );
        assert_eq!(
            answer("HEAD", &state, false),
            Answer::Refused(Status::MethodNotAllowed)
        );
        assert_eq!(
            answer("GET", &state, true),
            Answer::Refused(Status::PayloadTooLarge)
        );
        assert_eq!(
            answer("POST", &state, true),
            Answer::Refused(Status::PayloadTooLarge)
        );
    }
}
