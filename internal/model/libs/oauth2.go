package libs

import "github.com/idemlint/idemlint/internal/model"

// golang.org/x/oauth2 and its clientcredentials package: fetching a token
// (Config.Exchange, PasswordCredentialsToken, DeviceAccessToken, the
// clientcredentials Config.Token, a TokenSource's Token) POSTs to the
// token URL, but a second fetch only mints another access token: not an
// effect. The http.Client of Config.Client or NewClient fetches its tokens
// inside the library; what the caller sends with it is judged as any
// http.Client's request.
const (
	pkgOAuth2   = "golang.org/x/oauth2"
	pkgOAuth2CC = "golang.org/x/oauth2/clientcredentials"
)

func init() { model.Register("oauth2", oauth2) }

func oauth2(b *model.Builder) {
	b.Packages(pkgOAuth2+"/", pkgOAuth2)
	b.NotEffect(pkgOAuth2+".Config.Exchange", pkgOAuth2+".Config.PasswordCredentialsToken", pkgOAuth2+".Config.DeviceAuth",
		pkgOAuth2+".Config.DeviceAccessToken", pkgOAuth2+".TokenSource.Token", pkgOAuth2CC+".Config.Token")
}
