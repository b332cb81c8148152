//! The rest between fights (COR-41, COR-OP-27, COR-OP-28): a command of its own family.

use serde::{Deserialize, Serialize};

use super::super::rest::Rest;

/// `rest hours N [WHO]` or `rest days N [WHO]`: in a campaign, between fights.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RestCommand {
    /// How long.
    pub rest: Rest,
    /// Who rests; `None`: every character of the campaign.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub who: Option<String>,
}
