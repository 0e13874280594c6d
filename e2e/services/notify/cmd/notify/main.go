// Command notify runs the notification consumers and relays.
package main

import (
	"context"
	"log"
	"net/smtp"
	"os"

	"github.com/IBM/sarama"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
	"github.com/sendgrid/sendgrid-go"
	"gopkg.in/gomail.v2"

	"github.com/idemlint/idemlint/e2e/services/notify/consumer"
	"github.com/idemlint/idemlint/e2e/services/notify/mailer"
	"github.com/idemlint/idemlint/e2e/services/notify/relay"
)

func main() {
	ctx := context.Background()
	reader := func(topic string) *kafka.Reader {
		return kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA_ADDR")}, GroupID: "notify", Topic: topic})
	}
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	auth := smtp.PlainAuth("", os.Getenv("SMTP_USER"), os.Getenv("SMTP_PASS"), "smtp.shop.example")
	dialer := gomail.NewDialer("smtp.shop.example", 587, os.Getenv("SMTP_USER"), os.Getenv("SMTP_PASS"))
	ses := sesv2.NewFromConfig(aws.Config{Region: "eu-west-1"})
	sg := sendgrid.NewSendClient(os.Getenv("SENDGRID_API_KEY"))
	var sender mailer.EmailSender = &mailer.SES{Client: ses, From: "hello@shop.example"}
	if os.Getenv("MAILER") == "sendgrid" {
		sender = &mailer.SendGrid{Client: sg, From: "hello@shop.example"}
	} else if os.Getenv("MAILER") == "gomail" {
		sender = &mailer.Gomail{Dialer: dialer, From: "hello@shop.example"}
	} else if smtpSender, err := mailer.NewSMTP("smtp.shop.example:587", "hello@shop.example", os.Getenv("SMTP_USER"), os.Getenv("SMTP_PASS")); err == nil {
		sender = smtpSender
	}

	go consumer.WelcomeSMTP(ctx, reader("signups.1"), auth)
	go consumer.WelcomeGomail(ctx, reader("signups.2"), dialer)
	go consumer.WelcomeSES(ctx, reader("signups.3"), ses)
	go consumer.WelcomeSendGrid(ctx, reader("signups.4"), sg)
	go consumer.WelcomeVia(ctx, reader("signups.5"), sender)
	go consumer.WelcomeOnce(ctx, reader("signups.6"), rdb, sender)
	go consumer.WelcomeClaimed(ctx, reader("signups.7"), rdb, auth)
	go consumer.NotifyClaimed(ctx, reader("signups.8"), rdb, os.Getenv("CRM_URL"))
	go consumer.NotifyReleased(ctx, reader("signups.9"), rdb, os.Getenv("CRM_URL"))

	w := &kafka.Writer{Addr: kafka.TCP(os.Getenv("KAFKA_ADDR")), Topic: "orders.out"}
	go relay.Kafka(ctx, reader("orders"), w)
	go relay.KafkaBare(ctx, reader("orders.v0"), w)
	producer, err := sarama.NewSyncProducer([]string{os.Getenv("KAFKA_ADDR")}, sarama.NewConfig())
	if err != nil {
		log.Fatal(err)
	}
	group, err := sarama.NewConsumerGroup([]string{os.Getenv("KAFKA_ADDR")}, "relay", sarama.NewConfig())
	if err != nil {
		log.Fatal(err)
	}
	go group.Consume(ctx, []string{"orders"}, &relay.Sarama{Producer: producer})
	go group.Consume(ctx, []string{"orders.v0"}, &relay.SaramaBare{Producer: producer})
	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	go relay.AMQPBare(ctx, ch)
	log.Fatal(relay.AMQP(ctx, ch))
}
