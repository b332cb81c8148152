use ratatui::style::{Color, Modifier};

use super::*;

#[test]
fn each_built_in_theme_is_chosen_by_its_word_and_dark_is_todays() {
    assert_eq!(Builtin::default(), Builtin::Dark);
    assert_eq!(Builtin::from_word("dark"), Some(Builtin::Dark));
    assert_eq!(Builtin::from_word("Light"), Some(Builtin::Light));
    assert_eq!(
        Builtin::from_word("high-contrast"),
        Some(Builtin::HighContrast)
    );
    assert_eq!(Builtin::from_word("neon"), None);
    assert_eq!(Builtin::Dark.theme(), Theme::colored());
    let (dark, light, high) = (
        Builtin::Dark.theme(),
        Builtin::Light.theme(),
        Builtin::HighContrast.theme(),
    );
    assert_ne!(light, dark);
    assert_ne!(high, dark);
    assert_ne!(high, light);
    for theme in [light, high] {
        assert!(theme.color);
        assert_ne!(theme.current, theme.text, "the current actor stands out");
        assert_ne!(theme.warning, theme.text, "NOT SAVED stands out");
    }
    assert!(
        [light.dim, light.pc, light.ally, light.enemy, light.key]
            .iter()
            .all(|s| !matches!(
                s.fg,
                Some(Color::LightYellow | Color::LightGreen | Color::White)
            )),
        "no light ink on a light background"
    );
}

#[test]
fn colours_of_the_file_go_over_the_theme_and_keep_its_attributes() {
    let colors = [
        RoleColor {
            role: Role::Key,
            fg: Some(Color::Magenta),
            bg: None,
        },
        RoleColor {
            role: Role::Severity(9),
            fg: None,
            bg: Some(Color::Blue),
        },
    ];
    let theme = Theme::pick(false, Builtin::Dark, &colors);
    assert_eq!(theme.key.fg, Some(Color::Magenta));
    assert!(
        theme.key.add_modifier.contains(Modifier::BOLD),
        "still bold"
    );
    assert_eq!(
        theme.severity[5].bg,
        Some(Color::Blue),
        "past the end: the worst"
    );
    assert_eq!(theme.text, Theme::colored().text, "the rest as it was");
}

#[test]
fn no_color_wins_over_the_theme_and_the_colours() {
    let colors = [RoleColor {
        role: Role::Enemy,
        fg: Some(Color::Red),
        bg: Some(Color::White),
    }];
    for builtin in [Builtin::Dark, Builtin::Light, Builtin::HighContrast] {
        assert_eq!(Theme::pick(true, builtin, &colors), Theme::plain());
    }
}

#[test]
fn colours_are_read_by_name_hex_or_index() {
    assert_eq!(parse_color("red"), Some(Color::Red));
    assert_eq!(parse_color("light-red"), Some(Color::LightRed));
    assert_eq!(parse_color("dark-gray"), Some(Color::DarkGray));
    assert_eq!(parse_color("#10ff00"), Some(Color::Rgb(16, 255, 0)));
    assert_eq!(parse_color("208"), Some(Color::Indexed(208)));
    assert_eq!(parse_color("256"), None);
    assert_eq!(parse_color("ultraviolet"), None);
    assert_eq!(parse_color("light red"), None);
    assert_eq!(parse_color("\u{1b}red"), None);
    assert_eq!(parse_color(""), None);
    for (role, word) in Role::WORDS {
        assert_eq!(Role::from_word(word), Some(role));
    }
}
