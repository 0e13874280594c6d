module github.com/nicholas-fedor/shoutrrr

go 1.21
