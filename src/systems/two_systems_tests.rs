//! Tests that need two rule systems installed at once: a system's verbs, keys and help
//! lines refused or absent in another system's fight.

use crate::engine::Command;
use crate::i18n::{Lang, with_lang};
use crate::model::Encounter;
use crate::script::{ErrorKind, Line, parse_in};
use crate::systems::{combat_pool, polaris};
use crate::tui::form::{Context, Habits, Plan, build};
use crate::tui::keymap::{Action, Mode};
use crate::tui::view::help::help_lines;

/// The plan `action` gives in `state`, with nobody selected.
fn plan(state: &Encounter, action: Action) -> Plan {
    let ctx = Context {
        state,
        selected: state.combatants.first().map(|c| c.id),
        habits: &Habits::default(),
    };
    build(action, &ctx).unwrap_or_else(|| panic!("no plan for {action:?}"))
}

#[test]
fn verbs_of_another_rule_system_are_refused_with_its_name() {
    let pool = |line: &str| parse_in(combat_pool::ID, line);
    assert_eq!(
        pool("declare kurt runs").unwrap_err().to_string(),
        "'declare' is not a command in this rule system (Shadowrun combat pool; it is a \
         Polaris 3e command) (try: help)"
    );
    assert_eq!(
        pool("oppose baral stealth vs kurt perception")
            .unwrap_err()
            .to_string(),
        "'oppose' is not a command in this rule system (Shadowrun combat pool; it is a \
         Polaris 3e command); did you mean 'opposed'? (try: help)"
    );
    assert_eq!(
        parse_in(polaris::ID, "intend kurt covers")
            .unwrap_err()
            .to_string(),
        "'intend' is not a command in this rule system (Polaris 3e; it is a Shadowrun combat \
         pool command) (try: help)"
    );
    assert_eq!(
        pool("fireball kurt").unwrap_err().to_string(),
        "'fireball' is not a command (try: help)"
    );
    assert_eq!(
        pool(r#""declare" kurt"#).unwrap_err().kind,
        ErrorKind::NotACommand { suggestion: None }
    );
    assert!(matches!(
        pool("add kurt enemy"),
        Ok(Line::Command(Command::Add { .. }))
    ));
    assert!(matches!(
        pool("attack kurt at baral hits=2"),
        Ok(Line::Command(Command::System(ref c))) if c.system() == combat_pool::ID
    ));
    assert!(matches!(
        parse_in(polaris::ID, "attack kurt baral firearms"),
        Ok(Line::Command(Command::System(ref c))) if c.system() == polaris::ID
    ));
    assert_eq!(pool("help shoot"), Ok(Line::Help(Some("attack".into()))));
    assert!(pool("help declare").is_err());
    assert_eq!(
        parse_in(polaris::ID, "attack kurt baral firearms")
            .map(|l| matches!(l, Line::Command(Command::System(s)) if s.system() == polaris::ID)),
        Ok(true)
    );
}

#[test]
fn pool_keys_are_refused_inline_in_polaris() {
    let polaris_fight = Encounter::new(polaris::ID, "Warehouse");
    match plan(&polaris_fight, Action::Own("recharge")) {
        Plan::Refuse(why) => assert!(why.contains("only in a combat-pool"), "{why}"),
        other => panic!("{other:?}"),
    }
    let nobody = Encounter::new(combat_pool::ID, "Empty");
    assert!(matches!(
        plan(&nobody, Action::Own("spend")),
        Plan::Refuse(_)
    ));
}

#[test]
fn polaris_help_lists_none_of_the_combat_pool_keys() {
    let (settings, problems) = crate::settings::parse("");
    assert!(problems.is_empty(), "{problems:?}");
    let lines = help_lines(&settings.keymap(), Mode::Fight, Some(polaris::ID));
    assert!(!lines.is_empty());
    assert!(
        !lines.iter().any(|(_, v)| v.contains("combat pool")),
        "{lines:?}"
    );
}

#[test]
fn help_in_a_pool_fight_names_the_other_systems_topics_in_french() {
    let help =
        |lang| with_lang(lang, || crate::script::help_in(combat_pool::ID, None)).expect("help");
    let fr = help(Lang::Fr);
    assert!(
        fr.contains("aide difficult\u{e9} liste les mots de difficult\u{e9})."),
        "{fr}"
    );
    assert!(
        fr.contains("Commandes R\u{e9}serve de combat de Shadowrun"),
        "{fr}"
    );
    let en = help(Lang::En);
    assert!(
        en.contains("help difficulty lists the difficulty words)."),
        "{en}"
    );
    assert!(en.contains("Shadowrun combat pool commands:"), "{en}");
}

#[test]
fn a_prompt_of_no_fight_completes_the_default_systems_verbs() {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let mut p = crate::tui::prompt::Prompt::new();
    for code in [
        KeyCode::Char('d'),
        KeyCode::Char('e'),
        KeyCode::Char('c'),
        KeyCode::Char('l'),
        KeyCode::Tab,
    ] {
        p.handle_key(KeyEvent::new(code, KeyModifiers::NONE), &[]);
    }
    assert_eq!(p.input(), "declare ");
}
