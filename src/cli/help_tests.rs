use clap::CommandFactory;

use super::*;

/// The help `fray ARGS` prints, in `lang`.
fn help(lang: Lang, args: &[&str]) -> String {
    i18n::with_lang(lang, || {
        let mut argv = vec!["fray"];
        argv.extend_from_slice(args);
        let error = command().try_get_matches_from(argv).expect_err("help");
        error.render().to_string()
    })
}

#[test]
fn the_lang_flag_is_read_before_clap() {
    assert_eq!(
        lang_flag(&["fray", "--lang", "fr", "list"]),
        Some("fr".into())
    );
    assert_eq!(lang_flag(&["fray", "list", "--lang=en"]), Some("en".into()));
    assert_eq!(lang_flag(&["fray", "list"]), None);
    assert_eq!(lang_flag(&["fray", "run", "--", "--lang", "fr"]), None);
}

#[test]
fn english_help_is_the_derives_own() {
    let own = Cli::command().render_help().to_string();
    assert_eq!(help(Lang::En, &["--help"]).trim_end(), own.trim_end());
}

#[test]
fn the_english_catalog_says_what_the_doc_comments_say() {
    i18n::with_lang(Lang::En, || {
        let cli = Cli::command();
        assert_eq!(
            cli.get_about().map(ToString::to_string),
            Some(t!("cli-about"))
        );
        // Nested subcommands (`campaign new`) by their path.
        let nested = cli.get_subcommands().flat_map(|sub| {
            sub.get_subcommands()
                .map(move |inner| (format!("{} {}", sub.get_name(), inner.get_name()), inner))
        });
        let top = cli
            .get_subcommands()
            .map(|sub| (sub.get_name().to_string(), sub));
        for (name, sub) in top.chain(nested) {
            let name = name.as_str();
            assert_eq!(
                sub.get_about().map(ToString::to_string),
                command_about(name),
                "{name}"
            );
            for arg in sub.get_arguments() {
                let id = arg.get_id().as_str();
                assert_eq!(
                    arg.get_help().map(ToString::to_string),
                    arg_help(name, id),
                    "{name} {id}"
                );
            }
        }
    });
}

#[test]
fn french_help_is_french() {
    let top = help(Lang::Fr, &["--help"]);
    assert!(top.contains("Utilisation\u{a0}: fray"), "{top}");
    assert!(top.contains("Commandes\u{a0}:"), "{top}");
    assert!(top.contains("Options\u{a0}:"), "{top}");
    assert!(top.contains("Crée une nouvelle rencontre"), "{top}");
    assert!(top.contains("Affiche l’aide"), "{top}");
    assert!(top.contains("Affiche la version"), "{top}");
    for english in [
        "Usage:",
        "Commands:",
        "Print help",
        "Creates",
        "possible values",
    ] {
        assert!(!top.contains(english), "{english} in {top}");
    }
    let export = help(Lang::Fr, &["export", "--help"]);
    assert!(export.contains("Arguments\u{a0}:"), "{export}");
    assert!(
        export.contains("[valeurs\u{a0}: md (Markdown) ou json"),
        "{export}"
    );
    assert!(
        export.contains(r#"au lieu de {"face_down": true}"#),
        "{export}"
    );
    assert!(
        export.find("Arguments\u{a0}:") < export.find("Options\u{a0}:"),
        "{export}"
    );
    for english in ["Usage:", "Possible values", "default:", "Print help"] {
        assert!(!export.contains(english), "{english} in {export}");
    }
    let campaign = help(Lang::Fr, &["campaign", "sync", "--help"]);
    assert!(
        campaign.contains("Reporte l’équipe d’un combat"),
        "{campaign}"
    );
    assert!(campaign.contains("Écrit sans demander"), "{campaign}");
    let import = help(Lang::Fr, &["bestiary", "import", "--help"]);
    assert!(
        import.contains("Ajoute les modèles d’un fichier CSV"),
        "{import}"
    );
    assert!(import.contains("Remplace les modèles"), "{import}");
    let new = help(Lang::Fr, &["help", "new"]);
    assert!(new.contains("Le nom de la rencontre"), "{new}");
    assert!(new.contains("Système de règles"), "{new}");
}
