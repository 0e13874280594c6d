// Command accounts-admin creates a user from the command line.
package main

import (
	"context"
	"fmt"
	"log"
	"os"

	"gorm.io/gorm"

	"github.com/idemlint/idemlint/e2e/services/accounts/store"
)

func main() {
	if len(os.Args) != 3 {
		log.Fatal("usage: accounts-admin EMAIL NAME")
	}
	var db *gorm.DB // opened with the postgres dialector in production
	u, err := (&store.Users{DB: db}).GetOrCreate(context.Background(), os.Args[1], os.Args[2])
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(u.ID)
}
