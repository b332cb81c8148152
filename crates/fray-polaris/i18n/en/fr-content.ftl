## Polaris' help topic, named in the shared help of every encounter

pol-help-difficulty-hint = help difficulty lists the difficulty words
