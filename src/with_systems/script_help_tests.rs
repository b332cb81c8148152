//! The verb table and help (`script::help`) of the real rule systems. These are the tests
//! that need real systems; the module's other tests stay beside it in its crate.

use crate::model::SystemId;
use crate::script::help::{
    completions, completions_in, find_verb, find_verb_in, help, help_in, language, verbs, verbs_in,
};
use crate::script::{parse, parse_in};

#[test]
fn help_names_every_system_topic_in_its_summary() {
    let help = find_verb_in(SystemId::default_system(), "help").unwrap();
    assert!(help.summary.ends_with('.'));
    for system in SystemId::all() {
        for topic in language(system).topics() {
            let note = format!("in {}, {}", language(system).name(), topic.hint);
            assert!(help.summary.contains(&note), "{}", help.summary);
        }
    }
}

#[test]
fn without_a_system_the_language_is_the_default_system_s() {
    let default = SystemId::default_system();
    assert_eq!(verbs(), verbs_in(default));
    assert_eq!(help(None).unwrap(), help_in(default, None).unwrap());
    for verb in verbs_in(default) {
        assert_eq!(find_verb(verb.name), find_verb_in(default, verb.name));
        assert_eq!(completions(verb.name), completions_in(default, verb.name));
        assert_eq!(help(Some(verb.name)), help_in(default, Some(verb.name)));
        for example in verb.examples {
            assert_eq!(parse(example), parse_in(default, example));
        }
    }
}
