//! `fray serve SAVE`: shares a fight with the players' phones until Ctrl-C (or another
//! stop signal), saying where the page is, who can open it and what it shows.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;
use fray_serve::serve::{self, ServeOptions, qr, text};

use crate::platform::signals::StopSignals;

/// How often the stop signals are looked at.
const TICK: Duration = Duration::from_millis(100);

/// Serves the save at `path` (on the local network with `lan`, on `port`, 0: any free
/// one) until a stop signal; every page is then told sharing stopped.
pub fn serve(path: &Path, lan: bool, port: u16) -> Result<ExitCode> {
    // Taken first: a signal from now on stops sharing cleanly instead of killing fray.
    let mut signals = StopSignals::take()?;
    let options = ServeOptions {
        lan,
        port,
        lang: crate::i18n::current(),
    };
    let sharing = serve::start(path, options)?;
    outln!("{}", text::page_line(sharing.url()));
    outln!();
    for line in qr::lines(sharing.url()) {
        outln!("  {line}");
    }
    outln!();
    let reach = match (sharing.lan(), sharing.lan_address()) {
        (false, _) => text::reach_here(),
        (true, Some(address)) => text::reach_lan(&address.to_string()),
        (true, None) => text::reach_lan_unknown(),
    };
    outln!("{reach}");
    outln!("{}", text::players_see());
    outln!("{}", text::stop_hint());
    while signals.pending().is_none() {
        std::thread::sleep(TICK);
    }
    let pages = sharing.clients();
    sharing.stop();
    outln!("{}", text::stopped(pages));
    Ok(ExitCode::SUCCESS)
}
