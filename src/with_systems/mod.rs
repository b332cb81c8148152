//! Tests of the core and of the screens that play real rule systems. The core's and the
//! screens' crates test with no system installed (they can name none); these tests need
//! the systems, which only the binary's crate has, installed as `main` installs them.
//! Each file holds the tests of one module of the core or the screens, named after it.

mod campaign_tests;
mod engine_batch_tests;
mod engine_counters_tests;
mod engine_roster_cap_tests;
mod engine_spare_tests;
mod engine_table_dice_tests;
mod model_overwrite_tests;
mod narrate_tests;
mod narrate_whole_tests;
mod player_view_secret_tests;
mod replay_tests;
mod report_words_tests;
mod rules_common_french_tests;
mod rules_condition_words_tests;
mod rules_gear_labels_tests;
mod rules_option_words_tests;
mod rules_purpose_words_tests;
mod saves_cache_tests;
mod saves_listing_tests;
mod saves_tests;
mod script_format_fr_tests;
mod script_format_tests;
mod script_french_tests;
mod script_help_tests;
mod script_masked_tests;
mod script_parse_tests;
mod session_pipeline_tests;
mod session_tests;
mod session_writer_tests;
mod settings_tests;
mod store_convert_tests;
mod store_decode_event_tests;
mod store_fact_of_tests;
mod store_follow_changes_tests;
mod store_follow_tests;
mod store_load_tests;
mod store_log_begin_tests;
mod store_log_tests;
mod store_setaside_tests;
mod tui_fight_history_tests;
mod tui_form_field_tests;
mod tui_form_habit_log_tests;
mod tui_form_table_fields_tests;
mod tui_log_book_tests;
mod tui_mouse_tests;
mod tui_prompt_tests;
mod tui_start_tests;
mod tui_system_tests;
mod tui_view_form_tests;
mod tui_view_prompt_tests;
mod tui_view_start_tests;
