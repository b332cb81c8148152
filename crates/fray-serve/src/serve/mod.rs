//! The server: routes, token, live updates, following the save.
