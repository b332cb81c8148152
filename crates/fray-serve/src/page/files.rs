//! The page's files, embedded in the binary: the page works with no access to anything
//! but the GM's fray (no CDN, no external font).

/// The page's embedded files: (file name, content type, body): "index.html"
/// ("text/html; charset=utf-8"), "app.js" ("text/javascript; charset=utf-8"), "app.css"
/// ("text/css; charset=utf-8").
pub fn files() -> &'static [(&'static str, &'static str, &'static str)] {
    FILES
}

const FILES: &[(&str, &str, &str)] = &[
    (
        "index.html",
        "text/html; charset=utf-8",
        include_str!("../../assets/index.html"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/app.js"),
    ),
    (
        "app.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/app.css"),
    ),
];
