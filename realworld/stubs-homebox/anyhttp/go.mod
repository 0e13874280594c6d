module go.balki.me/anyhttp

go 1.21
