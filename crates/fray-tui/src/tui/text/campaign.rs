//! Strings of campaigns on the screens: the start screen's headings and form field, and
//! the fight screen's write-back overlay.

use crate::t;

texts! {
    /// The label of the new-encounter form's campaign field.
    start_form_campaign => "tui-start-form-campaign";
    /// The campaign field's value when no campaign's party joins.
    start_form_no_campaign => "tui-start-form-no-campaign";
    /// The heading over the fights of no campaign.
    start_no_campaign_heading => "tui-start-no-campaign-heading";
    /// The new-encounter-with-a-party key pressed when the folder has no campaign.
    start_no_campaign => "tui-start-no-campaign";
    /// The write-back overlay's title.
    writeback_title => "tui-writeback-title";
    /// The write-back overlay's keys when there is something to write.
    writeback_keys => "tui-writeback-keys";
    /// The write-back overlay's key when there is nothing to write.
    writeback_close => "tui-writeback-close";
    /// The write-back key pressed in a fight whose party came from no campaign.
    writeback_no_campaign => "tui-writeback-no-campaign";
}

/// A campaign's heading on the start screen: its name and how many fights it has.
pub fn start_campaign_heading(name: &str, fights: usize) -> String {
    t!("tui-start-campaign-heading", name = name, fights = fights)
}

/// A campaign a fight names whose file is no longer in the campaigns folder.
pub fn start_campaign_gone(name: &str) -> String {
    t!("tui-start-campaign-gone", name = name)
}

/// What the write-back of `fight` into `campaign` would change: the overlay's first line.
pub fn writeback_intro(fight: &str, campaign: &str, pcs: usize) -> String {
    t!(
        "tui-writeback-intro",
        fight = fight,
        campaign = campaign,
        pcs = pcs
    )
}

/// The write-back changes nothing.
pub fn writeback_nothing(campaign: &str) -> String {
    t!("tui-writeback-nothing", campaign = campaign)
}

/// The fight was already written back up to its last command.
pub fn writeback_already(campaign: &str) -> String {
    t!("tui-writeback-already", campaign = campaign)
}

/// The campaign cannot be read or written: why.
pub fn writeback_failed(campaign: &str, why: &str) -> String {
    t!("tui-writeback-failed", campaign = campaign, why = why)
}

/// The write-back was written.
pub fn writeback_done(campaign: &str, pcs: usize) -> String {
    t!("tui-writeback-done", campaign = campaign, pcs = pcs)
}

/// Before a line of a PC's sheet the fight changed: as the campaign had it.
pub fn writeback_was(line: &str) -> String {
    t!("tui-writeback-was", line = line)
}

/// After: as the fight left it.
pub fn writeback_now(line: &str) -> String {
    t!("tui-writeback-now", line = line)
}
