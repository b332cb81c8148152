## fray rules: the shared option, a range of values; the table's dice in a command line.
frcli-option-dice = who rolls: fray (default), or the table (a roll without its given dice is refused)
frcli-given-dice-format = give { $what } as { $key }=V or { $key }=V,V,... (at most { $max } values)
