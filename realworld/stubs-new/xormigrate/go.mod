module src.techknowlogick.com/xormigrate

go 1.21

require xorm.io/xorm v1.4.1
