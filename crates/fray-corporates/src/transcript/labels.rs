//! The label of an action taken, in the GM's language: the engine's own labels (a shot, a
//! sprint, a dodge, a strike…) through the catalog, the GM's `what TEXT` as typed.

/// `label` as the log shows it.
pub(crate) fn action_label(label: &str) -> String {
    let key = match label {
        "shot" => "shot",
        "aim" => "aim",
        "sprint" => "sprint",
        "stand" => "stand",
        "dodge" => "dodge",
        "strike" => "strike",
        "power strike" => "power-strike",
        "acrobatic attack" => "acrobatic-attack",
        "trip" => "trip",
        "grapple" => "grapple",
        "bull rush" => "bull-rush",
        "preparing" => "preparing",
        "draw" => "draw",
        "throw" => "throw",
        other => return other.to_string(),
    };
    crate::t!("cor-content-label", label = key)
}

#[cfg(test)]
mod tests {
    use super::action_label;
    use crate::i18n::{Lang, with_lang};

    #[test]
    fn the_engines_labels_read_in_french_and_the_gms_text_stays_as_typed() {
        with_lang(Lang::Fr, || {
            assert_eq!(action_label("shot"), "tir");
            assert_eq!(action_label("power strike"), "coup en force");
            assert_eq!(
                action_label("crawls behind the van"),
                "crawls behind the van"
            );
        });
        with_lang(Lang::En, || {
            assert_eq!(action_label("bull rush"), "bull rush")
        });
    }
}
