#!/usr/bin/env bash
# Prints yumeguri's man page (mdoc), made by ArgumentParser's generate-manual tool (the one its
# GenerateManual plugin runs) from BIN's own command definitions (--experimental-dump-help). The
# tool is built from the resolved swift-argument-parser checkout on its own, once (about 30 s): the
# plugin would first rebuild every product in a configuration of its own, the whole release build
# again without --static-swift-stdlib.
#   man-page.sh BIN
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: man-page.sh BIN}
tool=.build/man-tool/debug/generate-manual
if [ ! -x "$tool" ]; then
  [ -d .build/checkouts/swift-argument-parser ] || ${SWIFT:-swift} package resolve >&2
  ${SWIFT:-swift} build --package-path .build/checkouts/swift-argument-parser --scratch-path .build/man-tool \
    --product generate-manual >&2
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$tool" "$bin" --output-directory "$out" >&2
cat "$out"/*.1
