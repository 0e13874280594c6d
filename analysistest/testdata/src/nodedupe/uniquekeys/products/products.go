// Package products: the CQRS writer's shape — a kafka-go fetch loop
// builds a command with a constructor, a command handler stores the
// product under the command's id (a pgx INSERT binding &product.ProductID,
// the table's PRIMARY KEY) and then publishes ProductCreated, retried by
// retry-go. A redelivery fails on the key before the publish: clean. The
// look-alike's command mints the id: bug.
package products

import (
	"context"

	"github.com/avast/retry-go/v4"
	gofrs "github.com/gofrs/uuid/v5"
	"github.com/google/uuid"
	satori "github.com/satori/go.uuid"
	"github.com/segmentio/kafka-go"

	"nodedupe/uniquekeys/store"
)

type CreateProductCommand struct {
	ProductID string
	Name      string
}

func NewCreateProductCommand(id, name string) *CreateProductCommand {
	return &CreateProductCommand{ProductID: id, Name: name}
}

// NewImportedProductCommand gives the product a fresh id.
func NewImportedProductCommand(name string) *CreateProductCommand {
	return &CreateProductCommand{ProductID: uuid.NewString(), Name: name}
}

type CreateProductHandler struct {
	repo *store.ProductRepo
	w    *kafka.Writer
}

func (c *CreateProductHandler) Handle(ctx context.Context, command *CreateProductCommand) error {
	dto := &store.Product{ProductID: command.ProductID, Name: command.Name}
	product, err := c.repo.CreateProduct(ctx, dto)
	if err != nil {
		return err
	}
	return c.w.WriteMessages(ctx, kafka.Message{Topic: "product_created", Value: []byte(product.Name)})
}

type Processor struct{ create *CreateProductHandler }

func (s *Processor) processCreate(ctx context.Context, r *kafka.Reader, m kafka.Message) {
	command := NewCreateProductCommand(string(m.Key), string(m.Value))
	if err := retry.Do(func() error {
		return s.create.Handle(ctx, command)
	}, retry.Attempts(3)); err != nil {
		return
	}
	_ = r.CommitMessages(ctx, m)
}

func (s *Processor) processImport(ctx context.Context, r *kafka.Reader, m kafka.Message) {
	command := NewImportedProductCommand(string(m.Value))
	if err := retry.Do(func() error {
		return s.create.Handle(ctx, command)
	}, retry.Attempts(3)); err != nil {
		return
	}
	_ = r.CommitMessages(ctx, m)
}

// processParsed parses the product id from the message with satori's
// go.uuid (a transform of the message's field): clean.
func (s *Processor) processParsed(ctx context.Context, r *kafka.Reader, m kafka.Message) {
	id, err := satori.FromString(string(m.Key))
	if err != nil {
		_ = r.CommitMessages(ctx, m)
		return
	}
	command := NewCreateProductCommand(id.String(), string(m.Value))
	if err := retry.Do(func() error {
		return s.create.Handle(ctx, command)
	}, retry.Attempts(3)); err != nil {
		return
	}
	_ = r.CommitMessages(ctx, m)
}

// processSatoriMinted and processGofrsMinted mint the id (satori's NewV4,
// gofrs' NewV4): bugs.
func (s *Processor) processSatoriMinted(ctx context.Context, m kafka.Message) error {
	return s.create.Handle(ctx, NewCreateProductCommand(satori.NewV4().String(), string(m.Value)))
}

func (s *Processor) processGofrsMinted(ctx context.Context, m kafka.Message) error {
	id, err := gofrs.NewV4()
	if err != nil {
		return err
	}
	return s.create.Handle(ctx, NewCreateProductCommand(id.String(), string(m.Value)))
}

func (s *Processor) ProcessMessages(ctx context.Context, r *kafka.Reader) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			continue
		}
		switch m.Topic {
		case "product_create":
			s.processCreate(ctx, r, m)
		case "product_import":
			s.processImport(ctx, r, m) // want `handler \(\*Processor\)\.ProcessMessages: a redelivery inserts a duplicate row and publishes a duplicate message`
		case "product_create_parsed":
			s.processParsed(ctx, r, m)
		case "product_create_satori":
			_ = s.processSatoriMinted(ctx, m) // want `handler \(\*Processor\)\.ProcessMessages: a redelivery inserts a duplicate row and publishes a duplicate message`
		case "product_create_gofrs":
			_ = s.processGofrsMinted(ctx, m) // want `handler \(\*Processor\)\.ProcessMessages: a redelivery inserts a duplicate row and publishes a duplicate message`
		}
	}
}
