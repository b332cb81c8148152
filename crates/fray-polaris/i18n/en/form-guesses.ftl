# Guesses: forms that guess right, the declaration flow, actions not lost silently.

pol-field-then = Then
pol-then-next = next declarer
pol-hint-then = next: the next declarer's form opens at once (Esc leaves)
