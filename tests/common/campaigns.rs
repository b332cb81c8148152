//! A saves folder with campaigns, for the tests of campaigns on the screens and in
//! `fray list`: campaign files made through a campaign session, fights whose party came
//! from one.

use std::path::{Path, PathBuf};

use fray::engine::Header;
use fray::model::SystemId;
use fray::session::Session;

/// Makes the campaign `name` of `system` in the saves folder `saves` with `lines` carried
/// out (its PCs); returns its file.
pub fn campaign(saves: &Path, system: SystemId, name: &str, lines: &[&str]) -> PathBuf {
    std::fs::create_dir_all(fray::campaign::campaigns_dir(saves)).expect("campaigns folder");
    let path = fray::campaign::path_for(saves, name);
    let mut session =
        Session::create(&path, Header::campaign(system, name, 7, 1)).expect("campaign made");
    for line in lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    path
}

/// Makes the fight `name` of `system` in `saves` with `lines` carried out; returns its file.
pub fn fight(saves: &Path, system: SystemId, name: &str, lines: &[&str]) -> PathBuf {
    let path = saves.join(fray::store::paths::file_name(name));
    let mut session = Session::create(&path, Header::new(system, name, 3, 1)).expect("fight");
    for line in lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    path
}

/// How many records the save (or campaign) at `path` holds.
pub fn records(path: &Path) -> usize {
    fray::store::load(path).expect("load").records.len()
}
