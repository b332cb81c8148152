//! `fray campaign …`: the party kept from fight to fight (see [`crate::campaign`]). A
//! campaign is a save of its own kind in the `campaigns` folder of the saves folder; these
//! commands make one, list and show them, carry out typed lines on one (through the same
//! path as `fray run` and line mode), and write a fight's party back into its campaign.

mod fights;
mod import;
mod lines;
mod list;
mod new;
mod show;
mod sync;
mod text;
mod which;

use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;

use super::args::CampaignAction;

pub(super) use new::{bring_party, fight_with_party};

/// Whether the session's last record ended the fight (the command just carried out).
pub(super) fn just_ended(session: &crate::session::Session) -> bool {
    session.timeline().records().last().is_some_and(|r| {
        r.events
            .iter()
            .any(|e| matches!(e, crate::engine::Event::FightEnded))
    })
}

/// What to do once a fight whose party came from a campaign is over: the line that writes
/// it back (nothing while the fight goes on, or for a fight of no campaign).
pub(super) fn write_back_hint(session: &crate::session::Session) -> Option<String> {
    let state = session.timeline().state();
    let party = state.party.as_ref()?;
    (state.step == crate::model::Step::Ended).then(|| {
        let file = crate::campaign::key_of(session.path());
        crate::t!(
            "cli-campaign-write-back-hint",
            campaign = crate::safe_text::escape(&party.name),
            command = format!(
                "fray campaign sync {}",
                crate::store::paths::shell_word(&file)
            )
        )
    })
}

/// Runs one `fray campaign` subcommand on the saves folder `saves`.
pub(super) fn run(saves: &Path, action: CampaignAction) -> Result<ExitCode> {
    match action {
        CampaignAction::New { name, rules } => new::campaign(saves, &name, rules.as_deref()),
        CampaignAction::List => list::run(saves),
        CampaignAction::Show { campaign, json } => show::run(saves, &campaign, json),
        CampaignAction::Run {
            campaign,
            script,
            keep_going,
        } => lines::run(saves, &campaign, script.as_deref(), keep_going),
        CampaignAction::Do { campaign, lines } => lines::each(saves, &campaign, &lines),
        CampaignAction::Undo { campaign } => lines::each(saves, &campaign, &["undo".into()]),
        CampaignAction::Rest { campaign, words } => {
            lines::each(saves, &campaign, &[lines::rest_line(&words)])
        }
        CampaignAction::Sync { save, yes } => sync::run(saves, &save, yes),
        CampaignAction::Import { campaign, file } => import::run(saves, &campaign, &file),
    }
}
