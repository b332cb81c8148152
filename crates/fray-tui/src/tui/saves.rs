//! The start screen's save summaries: shared with `fray list`, they live in
//! [`crate::saves`].

pub use crate::saves::{
    CampaignGroup, KnownCampaign, Listing, SaveCampaign, SaveSummary, known_campaigns, scan,
};
