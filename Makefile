# yumeguri — the two commands a person needs are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/debug/yumeguri

.PHONY: deps build run test bench fuzz clean

deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build

run: build
	$(BIN) $(ARGS)

# Unit, snapshot and end-to-end tests (the end-to-end tests drive the built binary in tmux).
test: build
	YUMEGURI_BIN=$(CURDIR)/$(BIN) $(SWIFT) test

# The long fuzz run (the test suite runs a short one): seeded random keys and resizes through every
# screen of the release build, checking the shell's invariants after each event.
EVENTS ?= 100000
SEED ?= 1
fuzz: deps
	$(SWIFT) build -c release
	.build/release/yumeguri bench fuzz --events $(EVENTS) --seed $(SEED)

# Figures for issue notes, on a release build.
bench: deps
	$(SWIFT) build -c release
	bash scripts/bench.sh

clean:
	rm -rf .build
