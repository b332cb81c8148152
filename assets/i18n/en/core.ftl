# The language itself: its name, and the start screen's switch.
language-switched = Language: { $name }

# An error after what fray was doing: `creating FILE: CAUSE`.
error-context = { $context }: { $cause }

# A file fray only consults (fray.conf, keys.conf) that is not a regular file (src/regular_file.rs).
regular-file-not-one = { $kind ->
    [dir] a directory, not a regular file
    [fifo] a named pipe, not a regular file
    [device] a device, not a regular file
    [socket] a socket, not a regular file
   *[other] not a regular file
}
regular-file-ignored = { $path }: { $why }; ignored, defaults used
