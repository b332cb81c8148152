//! The Cyberpunk part of the command language.

use crate::script::cursor::Cursor;
use crate::script::{ParseError, SystemVerbs, Verb, Words};
use crate::systems::SystemCommand;

/// The Cyberpunk verbs, for [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs).
pub(crate) struct CyberVerbs;

impl SystemVerbs for CyberVerbs {
    fn name(&self) -> &'static str {
        "Cyberpunk interval initiative"
    }

    fn verbs(&self) -> &'static [Verb] {
        &[]
    }

    fn keywords(&self) -> &'static [&'static str] {
        &[]
    }

    fn parse(
        &self,
        _verb: &Verb,
        _cursor: &mut Cursor<'_>,
    ) -> Result<Option<SystemCommand>, ParseError> {
        Ok(None)
    }

    fn format(&self, _command: &SystemCommand, _words: &mut Words) {}
}
