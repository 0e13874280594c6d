// Package handlers: the catalog service's HTTP handlers, registered on the
// service's own router in package main.
package handlers

import (
	"database/sql"
	"encoding/json"
	"net/http"
)

// Products holds the dependencies.
type Products struct{ DB *sql.DB }

type review struct {
	ProductID string `json:"product_id"`
	Stars     int    `json:"stars"`
	Text      string `json:"text"`
}

// AddReview decodes a JSON body and appends a review on every request:
// nodedupe bug (a retried POST adds it twice).
func (p *Products) AddReview(w http.ResponseWriter, r *http.Request) {
	var rv review
	if err := json.NewDecoder(r.Body).Decode(&rv); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_, err := p.DB.ExecContext(r.Context(), `INSERT INTO reviews (product_id, stars, body) VALUES ($1, $2, $3)`, rv.ProductID, rv.Stars, rv.Text) // expect: nodedupe `handler \(\*Products\)\.AddReview: a client retry inserts a duplicate row \(INSERT INTO reviews \(produc.*\)`
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Like checks for a write method itself and increments a counter: nodedupe
// bug.
func (p *Products) Like(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	_, err := p.DB.ExecContext(r.Context(), `UPDATE products SET likes = likes + 1 WHERE id = $1`, r.URL.Query().Get("id")) // expect: nodedupe `handler \(\*Products\)\.Like: a client retry bumps a counter again \(UPDATE products SET likes = likes \+ 1 WHERE id = \$1\)`
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

type product struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Cents int64  `json:"cents"`
}

// PutProduct decodes a body and upserts by id: naturally idempotent, clean.
func (p *Products) PutProduct(w http.ResponseWriter, r *http.Request) {
	var pr product
	if err := json.NewDecoder(r.Body).Decode(&pr); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_, err := p.DB.ExecContext(r.Context(), `INSERT INTO products (id, name, cents) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, cents = EXCLUDED.cents`, pr.ID, pr.Name, pr.Cents)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// ListProducts reads and logs the view: no body, no write-method check, so
// not a write handler. Clean.
func (p *Products) ListProducts(w http.ResponseWriter, r *http.Request) {
	rows, err := p.DB.QueryContext(r.Context(), `SELECT id, name, cents FROM products ORDER BY name`)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	var out []product
	for rows.Next() {
		var pr product
		if err := rows.Scan(&pr.ID, &pr.Name, &pr.Cents); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		out = append(out, pr)
	}
	p.DB.ExecContext(r.Context(), `UPDATE stats SET views = views + 1 WHERE page = 'products'`)
	json.NewEncoder(w).Encode(out)
}
