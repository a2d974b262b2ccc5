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
# Two processes: the end-to-end tests wait on real terminals synchronously, and on two cores they
# held every thread of the shared test pool for seconds at a time, so in-process tests with time
# limits starved beside them. Alone, each set runs in parallel within itself.
test: build
	YUMEGURI_BIN=$(CURDIR)/$(BIN) $(SWIFT) test --skip YumeguriAppTests
	YUMEGURI_BIN=$(CURDIR)/$(BIN) $(SWIFT) test --skip-build --filter YumeguriAppTests

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
