screen-rolled-one = rolled { $notation }: { $total }
screen-rolled-one-for = rolled { $notation } for { $purpose }: { $total }
