package worker

import (
	"github.com/ThreeDotsLabs/watermill/message"

	"nodedupe/sqlwrapper/dbtx"
)

type Likes struct{ db *dbtx.Logged }

// Liked bumps a counter through an executor that rewrites the text for
// its debug log: bug.
func (l *Likes) Liked(msg *message.Message) error {
	_, err := l.db.Execute(msg.Context(), `UPDATE ratings SET likes = likes + 1 WHERE id = $1`, string(msg.Payload)) // want `handler \(\*Likes\)\.Liked: a redelivery bumps a counter again \(UPDATE ratings`
	return err
}

// Featured sets a flag through the same executor: clean.
func (l *Likes) Featured(msg *message.Message) error {
	_, err := l.db.Execute(msg.Context(), `UPDATE ratings SET featured = true WHERE id = $1`, string(msg.Payload))
	return err
}
