# yumeguri — the two commands a person needs are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/debug/yumeguri
# An import of a target that Package.swift does not declare as a dependency fails the build, so
# the layer rules (ARCHITECTURE.md) are checked by the compiler, not only by review. SwiftPM checks
# only that an imported target is reachable; ArchitectureTests (run by `make test`) holds every
# file to its target's direct edges and to the edges the layers forbid.
IMPORT_CHECK := --explicit-target-dependency-import-check error

.PHONY: deps build run test bench fuzz install uninstall clean

deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build $(IMPORT_CHECK)

run: build
	$(BIN) $(ARGS)

# Unit, snapshot and end-to-end tests (the end-to-end tests drive the built binary in tmux).
# Two processes: the end-to-end tests wait on real terminals synchronously, and on two cores they
# held every thread of the shared test pool for seconds at a time, so in-process tests with time
# limits starved beside them. Alone, each set runs in parallel within itself.
test: build
	YUMEGURI_BIN=$(CURDIR)/$(BIN) $(SWIFT) test $(IMPORT_CHECK) --skip YumeguriAppTests
	YUMEGURI_BIN=$(CURDIR)/$(BIN) $(SWIFT) test --skip-build --filter YumeguriAppTests
	YUMEGURI_BIN=$(CURDIR)/$(BIN) bash scripts/install-test.sh

# The release build links the Swift libraries statically, and the C and C++ ones from the archives
# static-libs.sh gathers: every start skips loading them and their dynamic symbol lookups, a large
# share of a short command such as `yumeguri search`.
# (By product: the test-support library needs swift-testing, which has no static build.)
RELEASE_APP := bash scripts/static-libs.sh && $(SWIFT) build -c release --static-swift-stdlib --product yumeguri
RELEASE_BENCH := $(SWIFT) build -c release --static-swift-stdlib --product yumeguri-bench
RELEASE_BUILD := $(RELEASE_APP) && $(RELEASE_BENCH)

# The long fuzz run (the test suite runs a short one): seeded random keys and resizes through every
# screen of the release build, checking the shell's invariants after each event.
EVENTS ?= 100000
SEED ?= 1
fuzz: deps
	$(RELEASE_BENCH)
	.build/release/yumeguri-bench fuzz --events $(EVENTS) --seed $(SEED)

# Figures for issue notes, on a release build.
bench: deps
	$(RELEASE_BUILD)
	bash scripts/bench.sh

# Installs the release build for the person who keeps the tool: the binary in $(PREFIX)/bin, the
# catalog and map files it reads in $(PREFIX)/share/yumeguri/resources (the data directory's
# default parent, so uninstall removes that folder only, never the user's data beside it), shell
# completions for bash, zsh and fish, and a man page, all generated from the ArgumentParser
# definitions. DESTDIR stages the whole tree elsewhere (packaging, the install test).
PREFIX ?= $(HOME)/.local
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
install: deps
	$(RELEASE_APP)
	BIN=.build/release/yumeguri bash scripts/install.sh "$(INSTALL_ROOT)"

uninstall:
	bash scripts/install.sh --uninstall "$(INSTALL_ROOT)"

clean:
	rm -rf .build
