package amqp091

import "context"

// Channel represents an AMQP channel. Used as a context for valid message
// exchange.
type Channel struct{}

func (ch *Channel) Close() error                           { return nil }
func (ch *Channel) IsClosed() bool                         { return false }
func (ch *Channel) NotifyClose(c chan *Error) chan *Error  { return c }
func (ch *Channel) NotifyFlow(c chan bool) chan bool       { return c }
func (ch *Channel) NotifyReturn(c chan Return) chan Return { return c }
func (ch *Channel) NotifyCancel(c chan string) chan string { return c }
func (ch *Channel) NotifyConfirm(ack, nack chan uint64) (chan uint64, chan uint64) {
	return ack, nack
}
func (ch *Channel) NotifyPublish(confirm chan Confirmation) chan Confirmation { return confirm }
func (ch *Channel) Qos(prefetchCount, prefetchSize int, global bool) error    { return nil }
func (ch *Channel) Cancel(consumer string, noWait bool) error                 { return nil }

func (ch *Channel) QueueDeclare(name string, durable, autoDelete, exclusive, noWait bool, args Table) (Queue, error) {
	return Queue{}, nil
}
func (ch *Channel) QueueDeclarePassive(name string, durable, autoDelete, exclusive, noWait bool, args Table) (Queue, error) {
	return Queue{}, nil
}
func (ch *Channel) QueueInspect(name string) (Queue, error)                             { return Queue{}, nil }
func (ch *Channel) QueueBind(name, key, exchange string, noWait bool, args Table) error { return nil }
func (ch *Channel) QueueUnbind(name, key, exchange string, args Table) error            { return nil }
func (ch *Channel) QueuePurge(name string, noWait bool) (int, error)                    { return 0, nil }
func (ch *Channel) QueueDelete(name string, ifUnused, ifEmpty, noWait bool) (int, error) {
	return 0, nil
}

func (ch *Channel) Consume(queue, consumer string, autoAck, exclusive, noLocal, noWait bool, args Table) (<-chan Delivery, error) {
	return nil, nil
}
func (ch *Channel) ConsumeWithContext(ctx context.Context, queue, consumer string, autoAck, exclusive, noLocal, noWait bool, args Table) (<-chan Delivery, error) {
	return nil, nil
}

func (ch *Channel) ExchangeDeclare(name, kind string, durable, autoDelete, internal, noWait bool, args Table) error {
	return nil
}
func (ch *Channel) ExchangeDeclarePassive(name, kind string, durable, autoDelete, internal, noWait bool, args Table) error {
	return nil
}
func (ch *Channel) ExchangeDelete(name string, ifUnused, noWait bool) error { return nil }
func (ch *Channel) ExchangeBind(destination, key, source string, noWait bool, args Table) error {
	return nil
}
func (ch *Channel) ExchangeUnbind(destination, key, source string, noWait bool, args Table) error {
	return nil
}

func (ch *Channel) Publish(exchange, key string, mandatory, immediate bool, msg Publishing) error {
	return nil
}
func (ch *Channel) PublishWithContext(ctx context.Context, exchange, key string, mandatory, immediate bool, msg Publishing) error {
	return nil
}
func (ch *Channel) PublishWithDeferredConfirm(exchange, key string, mandatory, immediate bool, msg Publishing) (*DeferredConfirmation, error) {
	return nil, nil
}
func (ch *Channel) PublishWithDeferredConfirmWithContext(ctx context.Context, exchange, key string, mandatory, immediate bool, msg Publishing) (*DeferredConfirmation, error) {
	return nil, nil
}

func (ch *Channel) Get(queue string, autoAck bool) (msg Delivery, ok bool, err error) {
	return Delivery{}, false, nil
}
func (ch *Channel) Tx() error                                     { return nil }
func (ch *Channel) TxCommit() error                               { return nil }
func (ch *Channel) TxRollback() error                             { return nil }
func (ch *Channel) Flow(active bool) error                        { return nil }
func (ch *Channel) Confirm(noWait bool) error                     { return nil }
func (ch *Channel) Recover(requeue bool) error                    { return nil }
func (ch *Channel) Ack(tag uint64, multiple bool) error           { return nil }
func (ch *Channel) Nack(tag uint64, multiple, requeue bool) error { return nil }
func (ch *Channel) Reject(tag uint64, requeue bool) error         { return nil }
func (ch *Channel) GetNextPublishSeqNo() uint64                   { return 0 }
