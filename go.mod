module shima

go 1.26
