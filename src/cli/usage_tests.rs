use super::*;

/// The error `fray ARGS` makes, rendered in `lang` (English: clap's own text).
fn error(lang: Lang, args: &[&str]) -> String {
    i18n::with_lang(lang, || {
        let mut argv = vec!["fray"];
        argv.extend_from_slice(args);
        let error = crate::cli::help::command()
            .try_get_matches_from(argv)
            .expect_err("a usage error");
        assert_eq!(error.exit_code(), 2);
        if lang == Lang::En {
            error.render().to_string()
        } else {
            assert!(translated(&error));
            render(&error)
        }
    })
}

#[test]
fn english_errors_are_clap_s_own() {
    let text = error(Lang::En, &["show", "--bogus"]);
    assert_eq!(
        text,
        "error: unexpected argument '--bogus' found\n\n  tip: to pass '--bogus' as a value, \
         use '-- --bogus'\n\nUsage: fray show [OPTIONS] <SAVE>\n\nFor more information, try '--help'.\n"
    );
    assert!(!i18n::with_lang(Lang::En, || {
        let e = crate::cli::help::command()
            .try_get_matches_from(["fray", "lst"])
            .expect_err("error");
        translated(&e)
    }));
}

#[test]
fn an_unknown_argument_in_french() {
    let text = error(Lang::Fr, &["show", "--bogus"]);
    assert_eq!(
        text,
        "erreur\u{a0}: argument inattendu «\u{a0}--bogus\u{a0}»\n\n  astuce\u{a0}: pour donner \
         «\u{a0}--bogus\u{a0}» comme valeur, écrivez «\u{a0}-- --bogus\u{a0}»\n\n\
         Utilisation\u{a0}: fray show [OPTIONS] <SAUVEGARDE>\n\n\
         Pour en savoir plus, essayez «\u{a0}--help\u{a0}».\n"
    );
}

#[test]
fn the_top_level_usage_in_french() {
    let text = error(Lang::Fr, &["--bogus"]);
    assert!(
        text.contains("\n\nUtilisation\u{a0}: fray [OPTIONS] [COMMANDE]\n\n"),
        "{text}"
    );
}

#[test]
fn missing_arguments_and_placeholders_in_french() {
    let text = error(Lang::Fr, &["new"]);
    assert!(
        text.starts_with(
            "erreur\u{a0}: ces arguments obligatoires manquent\u{a0}:\n  --rules <SYSTÈME>\n  <NOM>\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("Utilisation\u{a0}: fray new --rules <SYSTÈME> <NOM>"),
        "{text}"
    );
    let text = error(Lang::Fr, &["export", "x", "--force"]);
    assert!(text.contains("--output <FICHIER>"), "{text}");
}

#[test]
fn values_and_suggestions_in_french() {
    let text = error(Lang::Fr, &["--lang", "de"]);
    assert!(
        text.starts_with(
            "erreur\u{a0}: valeur «\u{a0}de\u{a0}» invalide pour «\u{a0}--lang <LANGUE>\u{a0}»\n  \
             [valeurs possibles\u{a0}: en, fr]\n"
        ),
        "{text}"
    );
    let text = error(Lang::Fr, &["lst"]);
    assert!(
        text.contains("astuce\u{a0}: une sous-commande proche existe\u{a0}: «\u{a0}list\u{a0}»"),
        "{text}"
    );
    let text = error(Lang::Fr, &["new", "--seed", "abc", "-r", "x", "y"]);
    assert!(
        text.starts_with(
            "erreur\u{a0}: valeur «\u{a0}abc\u{a0}» invalide pour «\u{a0}--seed <GRAINE>\u{a0}»\u{a0}: \
             ce n’est pas un nombre entier"
        ),
        "{text}"
    );
    let text = error(Lang::Fr, &["--lang=fr", "--lang=en"]);
    assert!(
        text.contains("l’argument «\u{a0}--lang <LANGUE>\u{a0}» ne peut être donné qu’une fois"),
        "{text}"
    );
    let text = error(Lang::Fr, &["--", "list"]);
    assert!(
        text.contains("la sous-commande «\u{a0}list\u{a0}» existe\u{202f}; pour l’utiliser"),
        "{text}"
    );
    let text = error(Lang::Fr, &["show", "--jsn", "x"]);
    assert!(
        text.contains("un argument proche existe\u{a0}: «\u{a0}--json\u{a0}»"),
        "{text}"
    );
    for english in ["error:", "Usage:", "tip:", "For more", "possible values"] {
        assert!(!text.contains(english), "{english} in {text}");
    }
}
