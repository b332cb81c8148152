//! The digest's worked examples, CPI-EX-01 to CPI-EX-19.
