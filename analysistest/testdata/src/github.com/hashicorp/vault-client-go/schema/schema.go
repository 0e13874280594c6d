// Package schema is an analysistest stub of github.com/hashicorp/vault-client-go/schema
// (github.com/hashicorp/vault-client-go@v0.4.3): the request and response types the stubbed
// calls use (field subsets).
package schema

import "time"

type AppRoleLoginRequest struct {
	RoleId string `json:"role_id,omitempty"`

	SecretId string `json:"secret_id,omitempty"`
}

type KvV2ReadResponse struct {
	Data map[string]interface{} `json:"data,omitempty"`

	Metadata map[string]interface{} `json:"metadata,omitempty"`
}

type KvV2WriteRequest struct {
	Data map[string]interface{} `json:"data,omitempty"`

	Options map[string]interface{} `json:"options,omitempty"`
}

type KvV2WriteResponse struct {
	CreatedTime time.Time `json:"created_time,omitempty"`

	CustomMetadata map[string]interface{} `json:"custom_metadata,omitempty"`

	DeletionTime string `json:"deletion_time,omitempty"`
}
