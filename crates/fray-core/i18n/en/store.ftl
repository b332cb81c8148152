# The saves' messages (crates/fray-core/src/store): what went wrong reading or writing a save, in words a
# GM can act on; the command words in them (fray check --salvage ...) stay as they are.

## What is wrong with one line of a save.
store-line-empty = the line is empty
store-line-too-long = the line is longer than { $limit } bytes
store-line-unterminated = the line is incomplete (it does not end with a line break)
store-line-no-checksum = the line does not end with a checksum
store-line-bad-checksum = bad checksum (the line says { $stored }, its content gives { $computed })
store-line-joined = two records run together on one line (the line break after byte { $at } of the line is missing)
store-line-not-json = not valid JSON ({ $why })
store-line-not-a-record = not a valid record ({ $why })
store-line-inconsistent = the record { $why }
store-line-wrong-sequence = wrong sequence number { $found } (expected { $expected })

## What fray was doing when the system refused (store-io's action).
store-action-open = open
store-action-read = read
store-action-create = create
store-action-read-back = read back
store-action-sync-dir = sync the directory
store-action-create-backup = create the backup
store-action-create-saves-dir = create the saves directory
store-action-create-side-file = create the side file
store-action-cut-damaged-end = cut the damaged end off
store-action-find-free-name = find a free file name next to
store-action-find-free-side-name = find a free side-file name next to
store-action-list-saves = list the saves in
store-action-look-for-side-files = look for side files in
store-action-put-converted = put the converted save in place of
store-action-record-set-aside = record which numbers the lines set aside used (fray does it when the save is next opened) in
store-action-write-backup = write the backup
store-action-write-converted = write the converted save
store-action-write-header = write the header of
store-action-write-side-file = write the side file

## Errors reading, recovering or writing a save.
store-io = could not { $action } { $path }: { $cause }
store-already-exists = { $path } already exists; fray never overwrites a save (choose another name, or open it)
store-empty = { $path } is empty: it has no header, so it is not a usable save (fray may have stopped while creating it; no record was ever saved in it)
store-torn-header = { $path } has an incomplete header: fray stopped while creating it, before any record could be saved in it; delete it and create the encounter again
store-not-a-save = { $path } is not a fray save: { $reason }
store-newer-version = { $path } was made by a newer fray (format { $version }); this fray reads formats { $oldest } to { $supported }: update fray to a version that reads format { $version } to open it
store-bad-header = { $path } has a damaged header (line 1): { $problem }
store-unknown-system = { $path } uses the rule system { $system }, which this fray does not know (it knows: { $known })
store-corrupt = { $path } is damaged at line { $line } (byte offset { $offset }): { $problem }. Line { $line } is damaged; it was saved and confirmed, so this is damage to the file, not an interrupted write. { $good ->
        [0] No record comes before it
        [one] The record before it is intact
       *[other] The { $good } records before it are intact
    }; to open them, run: { $command } (it moves everything from line { $line } on into a side file, byte for byte)
store-too-large = { $path } is { $size } bytes, more than the { $limit } bytes a save may hold; it is not a fray save or it is damaged
store-locked = { $path } is open in another fray; close it there first
store-out-of-sequence = { $path }: record { $found } cannot be saved next; the next record must be number { $expected }
store-line-too-large = { $path }: { $what } would be a { $size }-byte line, more than the { $limit } bytes fray reads back; it was not saved
store-save-full = { $path } has reached the { $limit }-byte limit of a save; record { $seq } was not saved (start a new encounter to go on)
store-encode = could not write { $what } to { $path }: { $message }
store-write-failed = could not save record { $seq } to { $path }: { $cause }. Nothing was lost: the save was put back as it was ({ $records ->
    [one] { $records } record
   *[other] { $records } records
  }) and still opens; try again once the problem is fixed
store-write-failed-partial = could not save record { $seq } to { $path }: { $cause }; cutting off the partial line also failed ({ $cut }). { $records ->
        [one] The record before it is safe
       *[other] The { $records } records before it are safe
    }; the partial line is set aside when the save is next opened, and fray will not write to it until it is cut off
store-old-format = { $path } was written by an older fray (format { $found }); this fray writes format { $current } and does not add to an older save. Convert it first with: { $command } (the original is kept as a backup next to it). Reading it (fray show, log, check) works as it is
store-damaged-upgrade = { $path } cannot be upgraded: it is damaged at line { $line } (byte offset { $offset }): { $problem }. Nothing was changed. First run: { $command } (it keeps { $good ->
        [one] the record before
       *[other] the { $good } records before
    } the damage and moves the rest to a side file), then upgrade it
store-gone = { $path } is gone (moved or deleted?); watching for it to come back
store-no-data-dir = could not find a data directory for saves; set FRAY_SAVES_DIR or pass --saves-dir
store-save-not-found = no save named "{ $name }" (looked for { $tried })

## The system's error in plain words (crates/fray-core/src/store/cause.rs); the code is kept for whoever helps.
store-cause = { $plain } (os error { $code })
store-cause-full = the disk is full (no space left on device)
store-cause-quota = the disk quota is used up (no space left for this user)
store-cause-read-only = the disk is read-only
store-cause-permission = permission denied (fray may not write there: check the permissions of the file and its folder)
store-cause-not-found = no such file or folder
store-cause-io = the disk reported an input/output error (it may be failing, or was disconnected)

## Warnings when a save is read, recovered or converted (a torn or damaged end, odd names).
store-last-incomplete = the last record is incomplete (it does not end with a line break)
store-last-damaged = the last line is damaged: { $problem }
store-torn-left-out = { $path }: line { $line } (byte offset { $offset }): { $problem }; fray probably stopped while saving it, so it was never confirmed. It is left out ({ $bytes } bytes); they stay in the file until fray next opens the save for writing, which moves them to a side file
store-torn-left-out-of-converted = { $path }: line { $line } (byte offset { $offset }): { $problem }; fray probably stopped while saving it, so it was never confirmed. It was left out of the converted save ({ $bytes } bytes); the backup { $backup } still holds it
store-torn-moved = { $path }: line { $line } (byte offset { $offset }): { $problem }; fray probably stopped while saving it, so it was never confirmed. It was moved to { $side } ({ $bytes } bytes); the save now holds { $count ->
        [one] { $count } record
       *[other] { $count } records
    }
store-damage-moved = { $path }: line { $line } (byte offset { $offset }): { $problem }. Everything from there to the end ({ $bytes } bytes) was moved to { $side }, byte for byte; the save now holds { $count ->
        [one] the record before it
       *[other] the { $count } records before it
    }
store-numbers-skipped = { $path }: the numbers { $expected } to { $last } were used by what was moved aside; they are skipped (record { $seq } says so), so none is used twice
store-numbers-skipped-late = { $path }: { $side } holds lines moved out of this save earlier, numbered up to { $last }; fray stopped before noting it, so the numbers { $expected } to { $last } are skipped now (record { $seq } says so)
store-name-control-characters = line 1: the encounter name holds control characters ({ $name }); they will be shown escaped
store-names-control-characters = line { $line }: a name holds control characters ({ $name }); they will be shown escaped

## Unsaved commands rescued into a file when fray stopped, and a save followed by fray watch.
store-rescue-file-found = { $file } holds commands that were carried out but never saved (the disk refused them when fray stopped); they are not in this save. `{ $command }` carries them out again; delete the file once they are back or not wanted
store-rescue-file-failed = { $why }; the rescue file too: { $error }
store-follow-stalled = { $path }: line { $line } (byte offset { $offset }) has stayed incomplete for { $seconds } seconds ({ $bytes } bytes so far): the fray writing this save may have stopped while saving a record. Still watching; the records before it are shown

## The save replaced, removed or cut by another program while fray was writing to it.
store-detached = record { $seq } was not saved: { $what }. fray writes nothing more to that file: quit, then open the save again; the commands not saved are kept in a rescue file next to it, and `fray run SAVE --script` that file carries them out again
store-detached-replaced = another program put a new file in place of { $path } while fray was writing to it (a sync tool, an editor, a restore?)
store-detached-removed = another program removed { $path } while fray was writing to it
store-detached-truncated = another program cut { $path } to { $len } bytes while fray was writing to it (fray had written { $written })
store-detached-grown = another program wrote to { $path } while fray was writing to it ({ $len } bytes, fray had written { $written })
