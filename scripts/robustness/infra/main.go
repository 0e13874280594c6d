// Command infra imports widely used infrastructure clients — the etcd
// client v3, the Kubernetes client-go and gRPC — so that
// scripts/robustness.sh runs idemlint over them and everything they
// import (issue 19: the etcd client's watch.go crashed idemlint, and with
// it every service that imports it).
package main

import (
	"context"
	"fmt"
	"net/http"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
)

// handler is an HTTP write route that touches all three clients.
func handler(etcd *clientv3.Client, kube kubernetes.Interface, conn *grpc.ClientConn) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			return
		}
		ctx := r.Context()
		if _, err := etcd.Put(ctx, "last", r.Header.Get("Idempotency-Key")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		pods, err := kube.CoreV1().Pods("default").List(ctx, metav1.ListOptions{})
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		fmt.Fprintln(w, len(pods.Items), conn.GetState())
	}
}

func main() {
	etcd, err := clientv3.New(clientv3.Config{Endpoints: []string{"localhost:2379"}, DialTimeout: time.Second})
	if err != nil {
		panic(err)
	}
	defer etcd.Close()
	kube, err := kubernetes.NewForConfig(&rest.Config{Host: "http://localhost:8080"})
	if err != nil {
		panic(err)
	}
	conn, err := grpc.NewClient("localhost:50051", grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		panic(err)
	}
	defer conn.Close()
	_ = context.Background()
	http.Handle("/touch", handler(etcd, kube, conn))
	panic(http.ListenAndServe(":8080", nil))
}
