-- ntfy's shape: a user's tokens keyed by the pair (user, token).
CREATE TABLE account_tokens (
    user_id TEXT NOT NULL,
    token TEXT NOT NULL,
    label TEXT NOT NULL,
    PRIMARY KEY (user_id, token)
);
