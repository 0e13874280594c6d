package libs

import "github.com/idemlint/idemlint/internal/model"

// HashiCorp Vault clients (github.com/hashicorp/vault/api and
// github.com/hashicorp/vault-client-go): logins (Auth.Login,
// AppRoleLogin), secret reads (Logical.Read, KVv2.Get, KvV2Read, Read) and
// the writes Vault's API makes with PUT/POST — issuing credentials,
// transit operations, a KV put of the same value — are reads or sets: not
// effects.
const (
	pkgVaultAPI    = "github.com/hashicorp/vault/api"
	pkgVaultClient = "github.com/hashicorp/vault-client-go"
)

func init() { model.Register("vault", vault) }

func vault(b *model.Builder) {
	b.Packages(pkgVaultAPI+"/", pkgVaultAPI, pkgVaultClient+"/", pkgVaultClient)
	for _, m := range []string{"Read", "ReadWithContext", "List", "Write", "WriteWithContext"} {
		b.NotEffect(pkgVaultAPI + ".Logical." + m)
	}
	b.NotEffect(pkgVaultAPI+".Auth.Login", pkgVaultAPI+".KVv2.Get", pkgVaultAPI+".KVv2.Put")
	b.NotEffect(pkgVaultClient+".Client.Read", pkgVaultClient+".Client.Write", pkgVaultClient+".Client.List",
		pkgVaultClient+".Auth.AppRoleLogin", pkgVaultClient+".Secrets.KvV2Read", pkgVaultClient+".Secrets.KvV2Write")
}
