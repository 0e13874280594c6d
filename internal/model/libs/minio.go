package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/minio/minio-go/v7: object storage keyed by the object's name.
// PutObject writes the object at its key (a repeat writes the same object
// there), RemoveObject removes it, and the credential providers
// (pkg/credentials: STS, IAM, web identity) fetch tokens with POSTs that
// are reads: none is an effect, and the client's own HTTP calls are not
// looked into.
const pkgMinio = "github.com/minio/minio-go/v7"

func init() { model.Register("minio-go", minio) }

func minio(b *model.Builder) {
	b.Packages(pkgMinio+"/", pkgMinio)
}
