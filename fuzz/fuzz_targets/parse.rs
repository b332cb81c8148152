//! Fuzzes the command parser: any UTF-8 line, in every rule system, parses or is refused,
//! never a panic; an accepted command prints back (canonically) to a line that parses to
//! the same command.
#![no_main]

use fray::model::SystemId;
use fray::script::{Line, format, parse_in};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|line: &str| {
    // The systems, as `main` installs them (the first call installs, later ones do nothing).
    fray::systems::install();
    for system in SystemId::ALL {
        if let Ok(Line::Command(command)) = parse_in(system, line) {
            let printed = format(&command);
            assert_eq!(
                parse_in(system, &printed),
                Ok(Line::Command(command)),
                "{line:?} printed as {printed:?}"
            );
        }
    }
});
