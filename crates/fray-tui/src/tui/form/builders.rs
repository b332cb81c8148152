//! What each action key opens: a form with its defaults, a confirmation, or a command
//! carried out at once.

use crate::model::{Combatant, CombatantId, Encounter, Side};
use crate::rules::{self, condition_words};
use crate::script;
use crate::tui::keymap::Action;
use crate::tui::text;

use super::{Field, Form, Habits, Piece};

/// What the form builders know of the table.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The encounter now.
    pub state: &'a Encounter,
    /// The selected combatant.
    pub selected: Option<CombatantId>,
    /// What each combatant did last (targets, skills per verb, intents), for the defaults.
    pub habits: &'a Habits,
}

impl<'a> Context<'a> {
    /// The selected combatant.
    pub fn selected(&self) -> Option<&'a Combatant> {
        self.selected.and_then(|id| self.state.combatant(id))
    }

    /// The selected combatant's name, or nothing.
    pub fn selected_name(&self) -> String {
        self.selected().map_or_else(String::new, |c| c.name.clone())
    }

    /// Every combatant's name, in roster order.
    pub fn names(&self) -> Vec<String> {
        self.state
            .combatants
            .iter()
            .map(|c| c.name.clone())
            .collect()
    }

    /// The field choosing a combatant, on the selected one.
    pub fn who(&self, label: &'static str) -> Field {
        Field::choice(label, self.names(), self.selected_name()).required()
    }
}

/// What an action key leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Plan {
    /// Open this form.
    Form(Form),
    /// Carry out this line at once.
    Line(String),
    /// Say why not (e.g. no combatant selected).
    Refuse(String),
}

/// The plan for an action in a context; `None` for actions that are not about the encounter.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    if let Some(why) = crate::tui::system::refusal(ctx.state.system, action) {
        return Some(Plan::Refuse(why));
    }
    let needs_selected = matches!(
        action,
        Action::Declare
            | Action::Test
            | Action::Attack
            | Action::Wound
            | Action::Heal
            | Action::Remove
            | Action::Delay
            | Action::Rush
            | Action::Condition
            | Action::Uncondition
            | Action::Note
            | Action::Marker
            | Action::ToggleHidden
    );
    if needs_selected && ctx.selected().is_none() {
        return Some(Plan::Refuse(text::NOBODY_SELECTED.to_string()));
    }
    let name = ctx.selected_name();
    Some(match action {
        Action::Next => Plan::Line("next".into()),
        Action::StartRound => Plan::Line("start".into()),
        Action::Undo => Plan::Line("undo".into()),
        Action::Redo => Plan::Line("redo".into()),
        Action::Rush => Plan::Line(format!("rush {}", script::word(&name))),
        Action::ToggleHidden => {
            let verb = if ctx.selected().is_some_and(|c| c.hidden) {
                "reveal"
            } else {
                "hide"
            };
            Plan::Line(format!("{verb} {}", script::word(&name)))
        }
        Action::ActNow => super::held::act_now(ctx),
        Action::Add => Plan::Form(add(ctx)),
        Action::Remove => Plan::Form(Form::confirm(
            text::FORM_REMOVE,
            text::confirm_remove(&name),
            "remove",
            vec![ctx.who(text::FIELD_WHO)],
        )),
        Action::EndFight => Plan::Form(Form::confirm(
            text::FORM_END,
            text::confirm_end().to_string(),
            "end",
            Vec::new(),
        )),
        Action::Condition => Plan::Form(condition(ctx)),
        Action::Uncondition => {
            let Some(c) = ctx.selected() else {
                return Some(Plan::Refuse(text::NOBODY_SELECTED.to_string()));
            };
            if c.conditions.is_empty() {
                return Some(Plan::Refuse(text::no_conditions(&c.name)));
            }
            let names: Vec<String> = c.conditions.iter().map(|k| k.name.clone()).collect();
            let first = names.first().cloned().unwrap_or_default();
            // Shown in the GM's language; the line gets the stored name.
            let labels = french_labels(&names, condition_words::label);
            Plan::Form(Form::new(
                text::FORM_UNCONDITION,
                "uncondition",
                vec![
                    ctx.who(text::FIELD_WHO),
                    Field::choice(text::FIELD_CONDITION, names, first)
                        .labels(labels)
                        .required(),
                ],
            ))
        }
        Action::Note => Plan::Form(Form::new(
            text::FORM_NOTE,
            "note",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::text(
                    text::FIELD_NOTE,
                    ctx.selected().map_or_else(String::new, |c| {
                        rules::bestiary::shown_note(rules::system(ctx.state.system).bestiary(), c)
                            .to_string()
                    }),
                )
                .piece(Piece::Text)
                .hint(text::HINT_NOTE),
            ],
        )),
        Action::Roll => Plan::Form(Form::new(
            text::FORM_ROLL,
            "roll",
            vec![
                Field::text(text::FIELD_DICE, "1d20").required(),
                Field::text(text::FIELD_FOR, "").piece(Piece::Framed("for", "")),
            ],
        )),
        _ => return crate::tui::system::screens(ctx.state.system).plan(action, ctx),
    })
}

/// The add form, on what the GM types first: how many, then the template (`3`, Tab,
/// `booster`, Enter writes `add 3 boosters`). Shown and visited in that order, written
/// in the language's (`add [N] NAME [SIDE] [from TEMPLATE] [values]`); the name may stay
/// empty when a template is chosen, whose word then names them, and the side left empty
/// is the template's. The template is a choice whose "none" is written out ("— none —",
/// which writes no `from`), and the values' hint says which sheet values a combatant
/// added without a template starts at 0 (the engine takes a sheetless combatant: a
/// Réaction of 0 should be a choice, not a surprise).
fn add(ctx: &Context) -> Form {
    let bestiary = rules::system(ctx.state.system).bestiary();
    let mut templates: Vec<String> = vec![String::new()];
    templates.extend(bestiary.templates.iter().map(|t| t.key.clone()));
    let mut template_labels = vec![crate::t!("form-filter-no-template")];
    template_labels.extend(
        bestiary
            .templates
            .iter()
            .map(|t| t.name_shown().to_string()),
    );
    let mut sides: Vec<String> = vec![String::new()];
    sides.extend(Side::ALL.iter().map(|s| s.word().to_string()));
    let (count, template, name, side, values, hidden) = (0, 1, 2, 3, 4, 5);
    Form {
        // On the count, though the name is the first required field.
        focus: count,
        line_order: vec![count, name, side, template, values, hidden],
        stand_in: Some(super::StandIn {
            empty: name,
            by: template,
            plural_after: Some(count),
        }),
        ..Form::new(
            text::FORM_ADD,
            "add",
            vec![
                Field::number(text::FIELD_COUNT, "").hint(text::HINT_COUNT),
                Field::choice(text::FIELD_TEMPLATE, templates, "")
                    .labels(template_labels)
                    .piece(Piece::Framed("from", ""))
                    .hint(text::HINT_TEMPLATE),
                Field::text(text::FIELD_NAME, "")
                    .required()
                    .hint("tui-hint-name-template"),
                Field::choice(text::FIELD_SIDE, sides.clone(), "")
                    .piece(Piece::Keyword)
                    .labels(french_labels(&sides, text::side_word))
                    .hint("tui-hint-side-template"),
                Field::text(text::FIELD_VALUES, "")
                    .piece(Piece::Words)
                    .hint(values_hint(bestiary)),
                Field::choice(
                    text::FIELD_HIDDEN,
                    vec![text::NO.to_string(), "hidden".to_string()],
                    text::NO,
                )
                .piece(Piece::Flag)
                .labels(vec![crate::t!("tui-add-seen"), crate::t!("tui-add-hidden")])
                .hint("tui-hint-hidden"),
            ],
        )
    }
}

/// The values' hint: an example, then how many sheet values every template of the
/// system sets, which are 0 for a combatant added without a template unless typed here
/// (counted, not listed: the keys are English words, and the example shows the form).
fn values_hint(bestiary: &rules::bestiary::Bestiary) -> &'static str {
    let mut sheets = bestiary.templates.iter().map(|t| &t.stats);
    let Some(first) = sheets.next() else {
        return text::HINT_VALUES;
    };
    let mut common: Vec<&str> = first.keys().map(String::as_str).collect();
    for sheet in sheets {
        common.retain(|k| sheet.contains_key(*k));
    }
    if common.is_empty() {
        return text::HINT_VALUES;
    }
    text::leak(crate::t!(
        "form-filter-hint-values",
        example = text::shown(text::HINT_VALUES),
        n = common.len()
    ))
}

/// In French, how each option is shown (`word` of it); nothing in English, where the
/// options are the words the GM reads.
fn french_labels(options: &[String], word: impl Fn(&str) -> String) -> Vec<String> {
    if crate::i18n::current() != crate::i18n::Lang::Fr {
        return Vec::new();
    }
    options.iter().map(|o| word(o)).collect()
}

fn condition(ctx: &Context) -> Form {
    let name = ctx.selected_name();
    // The command words the parser reads back (`format` writes `for 1 round`).
    let endings = vec![
        String::new(),
        "for 1 round".to_string(),
        "for 2 rounds".to_string(),
        "for 3 rounds".to_string(),
        format!("until start of {}", script::word(&name)),
        format!("until end of {}", script::word(&name)),
    ];
    // In French the GM reads the endings in French; the line gets the command words.
    let ending_labels = french_labels(&endings, |e| match e {
        "" => String::new(),
        "for 1 round" => crate::t!("words-ends-rounds", n = 1),
        "for 2 rounds" => crate::t!("words-ends-rounds", n = 2),
        "for 3 rounds" => crate::t!("words-ends-rounds", n = 3),
        e if e.starts_with("until start") => {
            crate::t!("words-ends-start", who = script::word(&name))
        }
        _ => crate::t!("words-ends-end", who = script::word(&name)),
    });
    let names: Vec<String> = condition_words::COMMON
        .iter()
        .map(|(name, _)| (*name).to_string())
        .collect();
    let labels = french_labels(&names, condition_words::label);
    Form::new(
        text::FORM_CONDITION,
        "condition",
        vec![
            ctx.who(text::FIELD_WHO),
            Field::text(text::FIELD_CONDITION, "")
                .required()
                .suggest(names)
                .labels(labels),
            Field::number(text::FIELD_VALUE, "").hint(text::HINT_OPTIONAL),
            Field::text(text::FIELD_ENDS, "")
                .suggest(endings)
                .labels(ending_labels)
                .piece(Piece::Words)
                .hint(text::HINT_ENDS),
        ],
    )
}
