module github.com/idemlint/idemlint/examples

go 1.20

require (
	github.com/rabbitmq/amqp091-go v1.17.0
	github.com/stripe/stripe-go/v82 v82.5.1
)
