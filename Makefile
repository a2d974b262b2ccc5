# yumeguri — the two commands a person needs are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/debug/yumeguri

.PHONY: deps build run test bench clean

deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build

run: build
	$(BIN) $(ARGS)

# Unit, snapshot and end-to-end tests (the end-to-end tests drive the built binary in tmux).
test: build
	YUMEGURI_BIN=$(CURDIR)/$(BIN) $(SWIFT) test

# Figures for issue notes, on a release build.
bench: deps
	$(SWIFT) build -c release
	bash scripts/bench.sh

clean:
	rm -rf .build
