#!/usr/bin/env bash
# Writes Sources/App/YumeguriApp/startup.order: the functions a start runs, which the release link
# lays out first and side by side (lld --symbol-ordering-file, Package.swift). The kernel maps a
# binary's code 64 KiB at a time around each page a process touches ("fault-around"), and the code
# a start runs was spread over the whole 26 MB of text: 266 such windows, 15.6 MiB of the app's
# resident memory, for about 2 MiB of code run. Packed, the same start touches a few dozen.
#
# A developer's tool, not part of the build: it needs valgrind (callgrind names every function run,
# however briefly, where sampling would miss the ones run once), tmux and a release build made by
# `make bench` or `make install`. Run it again when the start changes much; a stale list costs
# resident memory only (names that no longer exist are skipped, new code lands after the list).
#
# What is recorded, in this order (the first run of a name wins, so the commands' shared start
# comes first): `--version`, `search 温泉 --limit 50`, and the app from its start until the whole
# bundled catalog is loaded, then quit: a start with a user database, then the first start of all.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in valgrind tmux objcopy python3; do
  command -v "$tool" > /dev/null || { echo "startup-order: needs $tool" >&2; exit 1; }
done
manifest=.build/release.yaml
[ -f "$manifest" ] && [ -x .build/release/yumeguri ] || { echo "startup-order: make a release build first (make bench)" >&2; exit 1; }
work=$(mktemp -d)
sock=startup-order-$$
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# The release binary's own link again, with its symbols: the release flags strip them, and
# valgrind 3.19 cannot read the DWARF 5 debug information, so that goes too. The layout is the
# same (the symbols are not loaded); only the names are wanted.
python3 - "$manifest" "$work/yumeguri" <<'PY'
import json, subprocess, sys
manifest, out = sys.argv[1], sys.argv[2]
text = open(manifest).read()
marker = 'description: "Linking ./.build/x86_64-unknown-linux-gnu/release/yumeguri"'
args = json.loads(text[text.index(marker):].split('\n')[1].strip()[len('args: '):])
args[args.index('-o') + 1] = out
strip = args.index('--strip-all')
del args[strip - 1:strip + 1]
subprocess.run([a for a in args if a != '-g'], check=True)
PY
objcopy --strip-debug "$work/yumeguri"
bin=$work/yumeguri

data=$work/data
"$bin" catalog build --data-dir "$data" > /dev/null
record() { # name command... : callgrind's profile of one run, names uncompressed
  valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-line=no \
    --callgrind-out-file="$work/$1.cg" "${@:2}" > /dev/null 2> "$work/$1.log"
}
record version "$bin" --version
record search "$bin" search 温泉 --limit 50 --data-dir "$data"
count=$("$bin" search "" --limit 100000 --json --data-dir "$data" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["results"]))')
record_app() { # name: the app from its start until the whole catalog shows, then quit
  tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 \
    "env LANG=C.UTF-8 valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-line=no --callgrind-out-file=$work/$1.cg $bin --data-dir $data 2> $work/$1.log"
  local loaded= _
  for _ in $(seq 1200); do
    case "$(tmux -L "$sock" capture-pane -p 2>/dev/null)" in *"${count}件 / ${count}"*) loaded=1; break ;; esac
    sleep 0.1
  done
  [ -n "$loaded" ] || { echo "startup-order: the app never showed the whole catalog" >&2; exit 1; }
  tmux -L "$sock" send-keys q
  sleep 0.5
  tmux -L "$sock" send-keys y
  for _ in $(seq 300); do tmux -L "$sock" has-session 2>/dev/null || break; sleep 0.1; done
  [ -s "$work/$1.cg" ] || { echo "startup-order: no profile of the app" >&2; exit 1; }
}
# The first start creates the user database; the second, the one people make every day, checks
# and opens the one it finds.
record_app first-start
record_app start

# Every function of the binary that ran (fn= is a function's own cost, cfn= one it called; cob=
# names the callee's object when it differs). callgrind marks a recursive entry name'2: one name.
# Each run's names sorted, after the earlier runs' (callgrind's own order changes from run to run,
# and the list is kept in git).
out=Sources/App/YumeguriApp/startup.order
for run in version search start first-start; do
  awk -v bin="$bin" '
    /^ob=/  { ob = substr($0, 4); cob = ""; next }
    /^cob=/ { cob = substr($0, 5); next }
    /^fn=/  { cob = ""; if (ob == bin) print substr($0, 4); next }
    /^cfn=/ { if ((cob != "" ? cob : ob) == bin) print substr($0, 5); next }
    /^calls=/ { getline; cob = ""; next }
  ' "$work/$run.cg" | sed "s/'[0-9]*\$//" | grep -v -e '^0x' -e '^(' | LC_ALL=C sort -u
done | awk '!seen[$0]++' > "$work/order"
[ "$(wc -l < "$work/order")" -gt 1000 ] || { echo "startup-order: too few functions found" >&2; exit 1; }
mv "$work/order" "$out"
echo "$out: $(wc -l < "$out") functions"
