// The second round's Go program: argv[1] is the mode, argv[2] the input (key=value
// lines). Wrapped errors, durations that shrink with the input, panics.
package main

import (
	"errors"
	"fmt"
	"log"
	"os"
	"strconv"
	"strings"
	"time"
)

func load(path string) map[string]string {
	cfg := map[string]string{}
	data, _ := os.ReadFile(path)
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			cfg[k] = v
		}
	}
	return cfg
}

func parsePort(cfg map[string]string) error {
	if _, err := strconv.Atoi(cfg["port"]); err != nil {
		return fmt.Errorf("parse port: %w", err)
	}
	return nil
}

func parseHost(cfg map[string]string) error {
	if cfg["host"] == "" {
		return errors.New("parse host: empty host")
	}
	return nil
}

func configure(cfg map[string]string) error {
	if err := parseHost(cfg); err != nil {
		return fmt.Errorf("load config: %w", err)
	}
	if err := parsePort(cfg); err != nil {
		return fmt.Errorf("load config: %w", err)
	}
	return nil
}

func checksum(cfg map[string]string) {
	start := time.Now()
	for range cfg {
		time.Sleep(2 * time.Millisecond)
	}
	if len(cfg) == 0 {
		fmt.Fprintf(os.Stderr, "error: empty input after %v\n", time.Since(start))
		os.Exit(1)
	}
	if _, bad := cfg["bad"]; bad {
		fmt.Fprintf(os.Stderr, "error: checksum mismatch after %v\n", time.Since(start))
		os.Exit(1)
	}
}

func lookup(items []string, i int) string { return items[i] }
func header(items []string) string      { return items[len(items)] }

func index(cfg map[string]string) {
	items := strings.Split(cfg["items"], ",")
	if cfg["first"] != "" {
		n, _ := strconv.Atoi(cfg["first"])
		fmt.Println(lookup(items, n))
	}
	fmt.Println(header(items))
}

func main() {
	cfg := load(os.Args[2])
	switch os.Args[1] {
	case "wrap":
		if err := configure(cfg); err != nil {
			log.Fatal(err)
		}
	case "duration":
		checksum(cfg)
	case "index":
		index(cfg)
	}
}
