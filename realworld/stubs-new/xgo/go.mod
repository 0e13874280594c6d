module src.techknowlogick.com/xgo

go 1.21
