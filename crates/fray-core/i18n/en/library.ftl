# The GM's library of templates and spreadsheet imports (fray-core library/): where a
# problem is and why.

library-kind-text = a text in quotes
library-kind-number = a whole number
library-kind-table = a table
library-kind-bool = true or false
library-kind-list = a list

library-why-syntax = not valid TOML: { $message }
library-why-unknown-field = unknown field (expected: { $expected })
library-why-missing = missing, and needed
library-why-expected = expected { $kind }
library-why-side = “{ $word }” is no side: pc, ally, enemy or neutral
library-why-value = “{ $value }” is no sheet value: a number, 4+9, X or 2+X, from -999 to 999
library-why-key = “{ $key }” is no key: lower-case letters and digits joined by dashes, like street-samurai
library-why-unsafe = holds a control, bidirectional or invisible character
library-why-too-long = longer than { $max } characters
library-why-duplicate = the key { $key } is given earlier already
library-why-too-many = more than { $max } templates: the rest are left out
library-why-gear = no gear of the system’s shipped templates has the key “{ $key }”
library-why-duplicate-column = the column “{ $column }” is named twice: the second is not read
library-why-extra-cells = more cells than the header row has columns
library-why-unclosed-quote = a cell opens a quote and never closes it
library-why-no-header = no header row naming the columns
library-why-too-big = bigger than { $mib } MiB: not read
library-why-not-utf8 = not UTF-8 text: not read
library-why-io = could not be read: { $message }

library-at-column = line { $line }, column “{ $column }”: { $why }
library-at-line = line { $line }: { $why }
library-file-field = { $file }, line { $line }, field “{ $field }”: { $why }
library-file-line = { $file }, line { $line }: { $why }
library-file = { $file }: { $why }

library-import-no-header = { $file }, line { $line }: the template to replace does not start with its own [[template]] line; nothing written
library-import-unreadable = the template { $key } would not read back from the library file; nothing written
library-import-write = { $file } could not be written: { $message }
