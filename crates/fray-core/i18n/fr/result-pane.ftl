screen-rolled-one = jet de { $notation } : { $total }
screen-rolled-one-for = jet de { $notation } pour { $purpose } : { $total }
