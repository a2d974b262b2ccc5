#!/usr/bin/env bash
# Measures what issue notes report: catalog build time, time to the first frame with real data
# (cold: catalog built on the way; warm: reused), and bytes written to the terminal for a one-row
# scroll versus a full repaint (captured with tmux pipe-pane from a real terminal), and the map's
# redraw on pan/zoom with 100,000 synthetic markers (yumeguri-bench map), and search latency per keystroke
# with whole-process search next to fzf's, search quality on a query set, and e-ticket purchase latency, alone and with four buyers on one data directory.
# `bench.sh terminal|startup|search|map|purchase|keys|import|scale|harden|pictures` runs one part (startup: issue 24's 4.6k targets; scale: issue 12's figures at 4.6k/100k/1M;
# harden: issue 25's attacks — the PIN race, a 1 MB paste, signals during start-up, the damage check at 100 MB,
# the visits import's longest write transaction at 1M rows; issue 34's time zones, stored-plan fuzzing, planner size,
# /dev/full, ulimit -f, folder permissions, long fields and deep configs).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${YUMEGURI_BIN:-.build/release/yumeguri}
[ -x "$BIN" ] || { echo "build first: make bench (or swift build -c release --static-swift-stdlib --product yumeguri)" >&2; exit 1; }
BIN=$(readlink -f "$BIN")
# The measuring tools, built beside the app (make bench builds both).
BENCH=${YUMEGURI_BENCH_BIN:-$(dirname "$BIN")/yumeguri-bench}
[ -x "$BENCH" ] || { echo "build first: make bench (or swift build -c release --static-swift-stdlib --product yumeguri-bench)" >&2; exit 1; }
BENCH=$(readlink -f "$BENCH")
work=$(mktemp -d)
sock="yumeguri-bench-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

map_bench() {
  echo "== map redraw on pan/zoom, 100000 synthetic markers, 120x40 (yumeguri-bench map)"
  "$BIN" catalog synth --count 100000 --out "$work/synth" > /dev/null
  "$BENCH" map --catalog "$work/synth" --data-dir "$work/synth-data" --map Resources/map --size 120x40
}

# The shell's own clock: forking `date` on every poll added milliseconds to every first frame
# measured (the app's and its peer's alike).
now_ms() { echo $(( ${EPOCHREALTIME/[.,]/} / 1000 )); }

wait_for() { # text timeout_ms
  local deadline=$(( ${EPOCHREALTIME/[.,]/} / 1000 + $2 )) screen
  while [ $(( ${EPOCHREALTIME/[.,]/} / 1000 )) -lt "$deadline" ]; do
    # Matched by the shell itself: a grep per poll was one more process to start each time,
    # and the poll's period is the resolution of every first frame measured here.
    screen=$(tmux -L "$sock" capture-pane -p 2>/dev/null) || true
    [[ $screen == *"$1"* ]] && return 0
    sleep 0.002
  done
  echo "timed out waiting for $1" >&2; return 1
}

tmux_fresh_socket() { # stops the last measurement's tmux server; the next one gets a socket of its own
  tmux -L "$sock" kill-server 2>/dev/null || true
  # Named by this shell's pid and the clock, not a counter: the measurements run in $(…)
  # subshells, which lost the counter's increments, so a pair's two calls and the next pair's
  # shared one socket, and a new server met the one just killed still exiting ("server exited
  # unexpectedly"; its pair timed out).
  sock="yumeguri-bench-$$-$BASHPID-${EPOCHREALTIME/[.,]/}"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

terminal_bench() {
echo "== catalog build (yumeguri catalog build --force), 5 runs"
for i in 1 2 3 4 5; do
  "$BIN" catalog build --force --data-dir "$work/catalog" | sed -E 's/.* in ([0-9]+) ms/\1/'
done | median | xargs -I{} echo "catalog build median: {} ms"

# The first row of the list as the app orders it: what a first frame with real data shows.
first=$("$BIN" search "" --limit 1 --json --data-dir "$work/catalog" | jq -r '.results[0].name')
first_frame() { # data_dir
  tmux_fresh_socket
  local start; start=$(now_ms)
  tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 "env LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 $BIN --data-dir $1"
  wait_for "$first" 20000
  echo $(( $(now_ms) - start ))
  tmux -L "$sock" kill-server 2>/dev/null || true
}

echo "== first frame with real names, 100x30 in tmux, 5 runs each"
for i in 1 2 3 4 5; do rm -rf "$work/cold"; first_frame "$work/cold"; done | median | xargs -I{} echo "cold start (builds catalog): {} ms"
for i in 1 2 3 4 5; do first_frame "$work/cold"; done | median | xargs -I{} echo "warm start (reuses catalog): {} ms"

echo "== bytes written to the terminal (tmux pipe-pane)"
tmux -L "$sock" kill-server 2>/dev/null || true
sock="yumeguri-bench-$$-bytes"
tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 "env LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 $BIN --data-dir $work/cold"
wait_for "$first" 20000
measure() { # label keys... ; waits for the last argument's text
  local label=$1 expect=$2; shift 2
  : > "$work/pipe"
  tmux -L "$sock" pipe-pane -o "cat >> $work/pipe"
  tmux -L "$sock" send-keys "$@"
  wait_for "$expect" 5000
  sleep 0.3
  tmux -L "$sock" pipe-pane
  echo "$label: $(wc -c < "$work/pipe") bytes"
}
# The list shows 26 rows at 100x30: move to the last visible row, then one more scrolls by one.
for i in $(seq 25); do tmux -L "$sock" send-keys j; done
wait_for " 26/4610" 5000
measure "move selection one row (no scroll)" " 25/4610" k
measure "move selection back" " 26/4610" j
measure "one-row scroll (j at the bottom)" " 27/4610" j
measure "full repaint (Ctrl-L)" " 27/4610" C-l
}

# Search latency per keystroke (issue 3): the bundled catalog and 100,000 synthetic areas. The
# in-app figure is in-process (a keystroke in a running app); its peer in the same table is not
# fzf, whose every run is a whole process, but the two whole processes side by side:
# `yumeguri search Q --limit 50` against `fzf --filter Q | head -50` over the same names, each
# started cold from the shell, median of 5. Queries in kanji and kana are apples to apples (both
# match the names' own text); romaji is not (fzf has no romaji→kana, so it matches far fewer).
process_ms() { # runs command... -> median wall ms of the whole process
  local runs=$1 i start end; shift
  for i in $(seq "$runs"); do
    start=${EPOCHREALTIME/[.,]/}; "$@" > /dev/null 2>&1 || true; end=${EPOCHREALTIME/[.,]/}
    echo $(( end - start ))
  done | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}'
}
fzf_limited() { fzf --filter="$1" < "$2" | head -50; }
search_bench() { # label catalog_args...
  local label=$1; shift
  echo "== search latency per keystroke (in-process, a running app): $label"
  "$BENCH" search "$@" --data-dir "$work/search" --names-out "$work/names.txt" | tee "$work/search.txt"
  if command -v fzf >/dev/null; then
    echo "== whole process, cold from the shell, median of 5: $label"
    printf 'query\tyumeguri search --limit 50 ms\tfzf --filter | head -50 ms\tratio yumeguri/fzf\n'
    grep '^query' "$work/search.txt" | while IFS=$'\t' read -r q _; do
      q=${q#query }
      y=$(process_ms 5 "$BIN" search "$q" --limit 50 "$@" --data-dir "$work/search")
      f=$(process_ms 5 bash -c "$(declare -f fzf_limited); fzf_limited \"\$1\" \"\$2\"" _ "$q" "$work/names.txt")
      awk -v q="$q" -v y="$y" -v f="$f" 'BEGIN { printf "%s\t%s\t%s\t%.2fx\n", q, y, f, (f > 0 ? y / f : 0) }'
    done
  fi
}
search_benches() {
  echo "== search quality (bench quality over bench/search-quality.csv, bundled catalog)"
  "$BENCH" quality --data-dir "$work/quality" | tail -2
  search_bench "bundled catalog"
  "$BIN" catalog synth --count 100000 --out "$work/synth100k" > /dev/null
  search_bench "100k synthetic areas" --catalog "$work/synth100k"
}

# Key to frame (issue 10): j, f and a typed letter through the real shell and screens, alone and
# while another process holds the user database's write lock for 3 s. In-process figures.
keys_bench() {
  # The bench speaks the locale's language (issue 32); a frame in English draws longer rows (Kusatsu
  # 草津, the 泉質 read into English), so each language is measured on its own and named.
  echo "== key to frame (bench keys: the shell on a headless terminal, the bundled catalog), Japanese"
  "$BENCH" keys --count 300 --lock-seconds 3 --lang ja
  echo "== the same keys with the loop waiting for each key's work before drawing (the contract before issue 10)"
  "$BENCH" keys --count 100 --lock-seconds 3 --await-effects --lang ja
  echo "== key to frame, English"
  "$BENCH" keys --count 300 --lock-seconds 0 --lang en
}

purchase_bench() {
  echo "== e-ticket purchases (bench purchase: WalletUseCase on the user database), one buyer"
  "$BENCH" purchase --data-dir "$work/purchase" --count 500 --key-prefix solo | tail -2
  echo "== four buyers released together on the same data directory, 250 purchases each"
  # All four read one pipe to its end after signing in: they start buying when it closes.
  { for b in 1 2 3 4; do "$BENCH" purchase --data-dir "$work/purchase" --count 250 --key-prefix "four$b" \
      --wait-for-stdin-eof | tail -2 | paste - - & done; wait; } < <(sleep 3)
}

# Visits import (issue 14): a million rows, as an export writes them (date order) in CSV and JSON,
# and CSV in random date order; wall time of the whole process and its own peak memory and longest
# write transaction. Then a second data directory gets a 1M-row import while `bench purchase` buys
# on the same files: no purchase may fail with "database is locked", and its latency is shown next
# to the same purchases with nothing else running (both in-process figures, same run).
import_bench() {
  local dir="$work/import"
  "$BIN" visits --data-dir "$dir" > /dev/null
  "$BENCH" visits-file --rows 1000000 --out "$work/v.csv" --data-dir "$dir"
  "$BENCH" visits-file --rows 1000000 --format json --out "$work/v.json" --data-dir "$dir"
  "$BENCH" visits-file --rows 1000000 --shuffled --out "$work/vs.csv" --data-dir "$dir"
  for file in v.csv v.json vs.csv; do
    rm -rf "$dir"; "$BIN" visits --data-dir "$dir" > /dev/null
    echo "== visits import of 1,000,000 rows: $file"
    local start end; start=$(now_ms)
    "$BIN" visits import --stats "$work/$file" --data-dir "$dir"
    end=$(now_ms)
    echo "whole process: $(( end - start )) ms"
  done
  echo "== purchases alone, then during a 1,000,000-row import on the same data directory"
  rm -rf "$dir"; "$BIN" visits --data-dir "$dir" > /dev/null
  "$BENCH" purchase --data-dir "$dir" --count 300 --key-prefix alone 2>&1 | tail -1 | sed 's/^/alone:         /'
  "$BIN" visits import "$work/v.csv" --data-dir "$dir" > "$work/import.out" 2>&1 &
  local importer=$!
  sleep 3 # the import's first pass (reading and checking) takes about this long; buy while it stores
  "$BENCH" purchase --data-dir "$dir" --count 300 --key-prefix during > "$work/purchase.out" 2>&1 || true
  kill -0 "$importer" 2>/dev/null && echo "(the import was still storing when the purchases ended)"
  wait "$importer" || true
  tail -1 "$work/purchase.out" | sed 's/^/during import: /'
  echo "\"locked\" in purchase or import output: $(cat "$work/purchase.out" "$work/import.out" | grep -ci locked || true)"
  tail -1 "$work/import.out"
}

# Issue 12: every figure at the bundled 4.6k areas and synthetic 100k and 1M (SIZES="bundled 100000
# 1000000"), each next to its peer from the same run on the same files: `catalog build` against
# sqlite3's `.import` of the same CSVs (wall time and peak RSS); the warm first frame with real rows
# in tmux against fzf reading the same names until it shows its count; the cold start (catalog built
# on the way); whole-process `yumeguri search Q --limit 50` against `fzf --filter Q | head -50`
# (wall time and peak RSS); the in-app per-keystroke p99 (bench search); and at 1M the map's key
# p99 (yumeguri-bench map). Kanji and kana queries are apples to apples with fzf; romaji is not (fzf has no
# romaji→kana); "zzzq" matches nothing in either.
timed() { # command... -> "wall_ms peak_MiB" of the whole process
  local start end
  start=${EPOCHREALTIME/[.,]/}
  /usr/bin/time -f '%M' -o "$work/time.out" "$@" > /dev/null 2>&1 || true
  end=${EPOCHREALTIME/[.,]/}
  echo "$(( (end - start) / 1000 )) $(( $(tail -1 "$work/time.out") / 1024 ))"
}
median_of() { # runs command... -> median "wall_ms peak_MiB" (by wall time)
  local runs=$1 i; shift
  for i in $(seq "$runs"); do timed "$@"; done | sort -n | awk '{a[NR]=$0} END {print a[int((NR+1)/2)]}'
}
sqlite_import() { # source_dir db
  rm -f "$2"
  local args=() f
  for f in "$1"/onsen/*.csv "$1"/prefectures/*.csv; do args+=(".import --csv $f $(basename "$f" .csv)"); done
  sqlite3 "$2" "${args[@]}"
}
tmux_frame() { # expect timeout_ms command -> ms until `expect` shows
  tmux_fresh_socket
  local start; start=$(now_ms)
  tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 "$3"
  wait_for "$1" "$2" || { echo timeout; tmux -L "$sock" kill-server 2>/dev/null; return; }
  echo $(( $(now_ms) - start ))
  # (each call runs in a subshell of its loop: a server left for the next call to stop outlived
  # the last one, an app drawing in the background through the rest of the run)
  tmux -L "$sock" kill-server 2>/dev/null || true
}
remove_data() { # dir: removes a data directory an app just told to quit may still be writing its index into
  tmux -L "$sock" kill-server 2>/dev/null || true
  local deadline=$(( $(now_ms) + 30000 ))
  until rm -rf "$1" 2>/dev/null; do
    [ "$(now_ms)" -lt "$deadline" ] || { echo "cannot remove $1" >&2; return 1; }
    sleep 0.05
  done
}
tmux_rss() { # expect quit_keys command -> peak RSS in MiB of `command`, run in tmux until `expect` shows, then quit
  tmux_fresh_socket
  rm -f "$work/rss"
  tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 "/usr/bin/time -f %M -o $work/rss $3"
  wait_for "$1" 600000 || { echo timeout; tmux -L "$sock" kill-server 2>/dev/null; return; }
  tmux -L "$sock" send-keys $2
  local deadline=$(( $(now_ms) + 10000 ))
  while [ ! -s "$work/rss" ] && [ "$(now_ms)" -lt "$deadline" ]; do sleep 0.01; done
  # (time writes "exited with non-zero status" first when fzf is quit with Escape)
  tail -n 1 "$work/rss" | awk '{printf "%.0f\n", $1 / 1024}'
  tmux -L "$sock" kill-server 2>/dev/null || true
}
resident_code() { # expect command -> KiB of the binary's code resident once `expect` shows (then quits)
  tmux_fresh_socket
  tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 "$2"
  wait_for "$1" 600000 || { echo timeout; tmux -L "$sock" kill-server 2>/dev/null; return; }
  local pid; pid=$(tmux -L "$sock" list-panes -F '#{pane_pid}')
  awk -v bin="$BIN" '$2 ~ /x/ && $6 == bin { code = 1; next } /^[0-9a-f]+-/ { code = 0 } code && /^Rss:/ { kib += $2 } END { print kib + 0 }' "/proc/$pid/smaps"
  tmux -L "$sock" kill-server 2>/dev/null || true
}
scale_bench() {
  local size src label data runs name count q
  for size in ${SIZES:-bundled 100000 1000000}; do
    if [ "$size" = bundled ]; then src=$PWD/Resources; label="bundled catalog"; catalog=()
    else
      src="$work/synth$size"; label="$size synthetic areas"; catalog=(--catalog "$src")
      [ -d "$src" ] || "$BIN" catalog synth --count "$size" --out "$src" > /dev/null
    fi
    data="$work/scale-$size"; runs=5; [ "$size" = 1000000 ] && runs=3
    echo "== $label: wall ms and peak RSS MiB, median of $runs"
    # Like with like: the database alone (--no-index) against sqlite3 reading the same CSVs into
    # tables; the search index that `catalog build` makes after it is timed on its own line.
    printf 'catalog build --force --no-index:   %s\n' "$(median_of "$runs" "$BIN" catalog build --force --no-index "${catalog[@]}" --data-dir "$data")"
    printf 'sqlite3 .import (peer):  %s\n' "$(median_of "$runs" bash -c "$(declare -f sqlite_import); sqlite_import \"\$1\" \"\$2\"" _ "$src" "$work/import.db")"
    printf 'catalog build --force (database, then search index and first page): %s\n' "$(timed "$BIN" catalog build --force "${catalog[@]}" --data-dir "$data")"
    name=$("$BIN" search "" --limit 1 --json "${catalog[@]}" --data-dir "$data" | jq -r '.results[0].name')
    tmux_frame "$name" 120000 "env LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 $BIN ${catalog[*]} --data-dir $data" | xargs -I{} echo "first start after catalog build, rows shown (tmux): {} ms"
    # The names fzf reads, as the app searches them: name, reading, romaji.
    sqlite3 -separator ' ' "$work/import.db" "SELECT onsen_name, reading_hira, romaji FROM aist_onsen_named" > "$work/names-$size.txt"
    count=$(wc -l < "$work/names-$size.txt")
    local app="env LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 $BIN ${catalog[*]} --data-dir $data"
    for i in $(seq "$runs"); do tmux_frame "$name" 120000 "$app"; done | median | xargs -I{} echo "warm first frame with real rows (tmux): {} ms"
    for i in $(seq "$runs"); do tmux_frame "$count/$count" 120000 "env LANG=C.UTF-8 fzf < $work/names-$size.txt"; done | median | xargs -I{} echo "fzf showing all $count names (peer): {} ms"
    # Peak memory, interactive, like for like: the app once the whole catalog is loaded and
    # searchable (the count of all areas shows), fzf once it has read every name.
    printf 'peak RSS MiB, interactive: yumeguri with the whole catalog loaded %s, fzf with every name read %s\n' \
      "$(tmux_rss "${count}件 / ${count}" "q y" "$app")" "$(tmux_rss "$count/$count" "Escape" "env LANG=C.UTF-8 fzf < $work/names-$size.txt")"
    for i in 1 2 3; do remove_data "$data-cold"; tmux_frame "$name" 600000 "env LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 $BIN ${catalog[*]} --data-dir $data-cold"; done | median | xargs -I{} echo "cold start (builds the catalog): {} ms"
    remove_data "$data-cold"
    tmux -L "$sock" kill-server 2>/dev/null || true
    printf 'query\tyumeguri search --limit 50 (ms MiB)\tfzf --filter | head -50 (ms MiB)\n'
    for q in 温泉 湯 やま yama zzzq; do
      printf '%s\t%s\t%s\n' "$q" "$(median_of "$runs" "$BIN" search "$q" --limit 50 "${catalog[@]}" --data-dir "$data")" \
        "$(median_of "$runs" bash -c "fzf --filter=\"\$1\" < \"\$2\" | head -50" _ "$q" "$work/names-$size.txt")"
    done
    # 100 repeats at every size: a p99 over each prefix typed 100 times (300 samples for くさつ), where
    # 5 repeats at 1M left the "p99" the largest of 10–35 samples.
    echo "per keystroke, in-process (bench search, as the search screen asks: first 300 rows):"
    "$BENCH" search --repeats 100 --queries "く,くさ,くさつ,kusatsu,温泉,yama,zzzq" "${catalog[@]}" --data-dir "$data"
    if [ "$size" = 1000000 ]; then
      echo "map key at 1M (yumeguri-bench map, 120x40):"
      "$BENCH" map --catalog "$src" --data-dir "$data" --map Resources/map --size 120x40 | tail -3
    fi
  done
}

# Issue 24's targets at the size people run (the bundled 4,610 areas), each next to its peer in
# the same run, pair by pair (A B A B …): whole-process `yumeguri search 温泉 --limit 50` against
# bare `fzf --filter 温泉` over the same names, both started directly (no shell, no head: process
# to process; targets ≤ 1.0× in wall and CPU time); `yumeguri --version` alone (target < 3 ms
# CPU); the warm first frame with real rows in tmux against fzf's first frame with every name
# (≤ 1.0×); peak RSS interactive, the whole catalog loaded, against fzf with every name read (≤ 2×).
pair_medians() { # label: reads "yumeguri peer" lines -> both medians and the median of the ratios
  # A pair with a side that timed out has no ratio: it is counted, not taken into the medians.
  cat > "$work/pairs-all"
  grep -E '^[0-9.]+ [0-9.]+$' "$work/pairs-all" > "$work/pairs" || true
  local n a b r lost
  n=$(wc -l < "$work/pairs")
  lost=$(( $(wc -l < "$work/pairs-all") - n ))
  [ "$n" -gt 0 ] || { echo "$1: no pair completed ($lost timed out)"; return; }
  a=$(cut -d' ' -f1 "$work/pairs" | median); b=$(cut -d' ' -f2 "$work/pairs" | median)
  r=$(awk '{printf "%.3f\n", $1 / $2}' "$work/pairs" | median)
  local note=""; [ "$lost" -eq 0 ] || note="; $lost timed out"
  echo "$1: yumeguri $a, fzf $b, ratio ${r}x (median of $n pairs$note)"
}
startup_bench() {
  local data="$work/startup" names="$work/startup-names.txt" i
  "$BIN" catalog build --data-dir "$data" > /dev/null
  "$BENCH" search --repeats 1 --queries 温泉 --data-dir "$data" --names-out "$names" > /dev/null
  local count; count=$(wc -l < "$names")
  # Warm-up: the search index is stored, so every run below loads it.
  local name; name=$("$BIN" search "" --limit 1 --json --data-dir "$data" | jq -r '.results[0].name')
  # The shared libraries every start loads (static-libs.sh links the rest in).
  echo "shared libraries loaded by $BIN: $(readelf -d "$BIN" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | tr '\n' ' ')"
  echo "== startup at $count areas: whole processes, A B A B …, medians and the median of the pair ratios"
  "$BENCH" pair --runs 21 --input "$names" --label search --vs "$(command -v fzf) --filter 温泉" -- "$BIN" search 温泉 --limit 50 --data-dir "$data"
  "$BENCH" pair --runs 21 --label version -- "$BIN" --version
  # A search on the stored index runs on the main thread alone: each thread started (the
  # concurrency pool's, Dispatch's) was a clone and a hand-over in a process of about 10 ms.
  if command -v strace >/dev/null; then
    echo "threads started by search 温泉: $(strace -f -qq -e trace=clone,clone3 -o "$work/clones" "$BIN" search 温泉 --limit 50 --data-dir "$data" > /dev/null; grep -c clone "$work/clones" || true)"
  fi
  local app="env LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 $BIN --data-dir $data" peer="env LANG=C.UTF-8 fzf < $names"
  for i in $(seq 15); do
    echo "$(tmux_frame "$name" 20000 "$app") $(tmux_frame "$count/$count" 20000 "$peer")"
  done | pair_medians "warm first frame (tmux, 100x30), ms"
  for i in 1 2 3; do
    echo "$(tmux_rss "${count}件 / ${count}" "q y" "$app") $(tmux_rss "$count/$count" "Escape" "$peer")"
  done | pair_medians "peak RSS interactive (yumeguri: whole catalog loaded; fzf: every name read), MiB"
  # The code a start keeps resident: small while startup.order matches what a start runs (the
  # functions side by side); it grows as the order goes stale (bash scripts/startup-order.sh).
  local text; text=$(size -A "$BIN" 2>/dev/null | awk '$1 == ".text" { printf "%d", $2 / 1024 }')
  echo "yumeguri's code resident with the whole catalog shown: $(resident_code "${count}件 / ${count}" "$app") KiB${text:+ of $text KiB of text}"
}

# The day planner on real areas (release build): 10 stops exact, 200 by the heuristic.
plan_bench() {
  echo "== day plan ordering (yumeguri-bench plan) =="
  "$BENCH" plan --runs 200 --data-dir "$work/plan"
  echo "== trip split, every curated rally's baths over 7 days by car (yumeguri-bench trip) =="
  "$BENCH" trip --runs 20 --days 7 --data-dir "$work/plan"
}

# Issue 25: the attacks, measured. The PIN race: 40 processes, each blocked on its own FIFO for
# the PIN, all released at once (39 wrong, the right one last). The paste: 1 MB into the search
# field through tmux, the time until the app has taken it (its "cut at 256" notice shows) and
# until Ctrl-C right after the paste has ended it. The start-up signal matrix: TERM and HUP at
# fixed delays after exec, the terminal's state compared after each. The damage check: a user
# database of 1,000,000 visits (~100 MB), a read-only start and a first write.
harden_bench() {
  local d="$work/harden" i n
  rm -rf "$d"; mkdir -p "$d"
  harden_write_folder_config_bench
  echo "== PIN race: 40 processes at once (tickets --account), 39 wrong PINs and the right one"
  for round in 1 2; do
    rm -rf "$d/pin"; mkdir -p "$d/pin"
    "$BENCH" purchase --count 1 --key-prefix race --data-dir "$d/pin" > /dev/null 2>&1
    for i in $(seq 40); do mkfifo "$d/pin/fifo$i"; done
    for i in $(seq 40); do
      ( "$BIN" tickets --account bench@example.com --data-dir "$d/pin" < "$d/pin/fifo$i" > "$d/pin/out$i" 2>&1; echo "status $?" >> "$d/pin/out$i" ) &
    done
    for i in $(seq 39); do echo 0000 > "$d/pin/fifo$i" & done
    echo 2468 > "$d/pin/fifo40" &
    wait
    local wrong throttled inside
    wrong=$( (grep -l "wrong email or PIN" "$d"/pin/out* || true) | wc -l)
    throttled=$( (grep -l "too many wrong PINs" "$d"/pin/out* || true) | wc -l)
    inside=$( (grep -l "status 0" "$d"/pin/out* || true) | wc -l)
    echo "round $round: refused as a wrong PIN (checked) $wrong, refused by the throttle $throttled (one of them checked: the 5th), signed in $inside; allowed per window: $((4 + 1))"
  done

  echo "== 1 MB paste into the search field (tmux 100x30)"
  "$BIN" search "" --limit 1 --data-dir "$d/paste" > /dev/null
  head -c 1048576 < /dev/zero | tr '\0' 'a' > "$d/paste.txt"
  for mode in answer ctrl-c; do
    tmux_fresh_socket
    tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 "sh -c 'env LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 $BIN --data-dir $d/paste; echo EXIT=\$?; sleep 600'"
    wait_for "件 / 4610" 20000
    tmux -L "$sock" send-keys /
    tmux -L "$sock" load-buffer "$d/paste.txt"
    local start; start=$(now_ms)
    tmux -L "$sock" paste-buffer -d
    if [ "$mode" = answer ]; then
      wait_for "256文字まで" 120000 && echo "paste taken, notice shown: $(( $(now_ms) - start )) ms"
      start=$(now_ms); tmux -L "$sock" send-keys C-u
      wait_for "件 / 4610" 20000 && echo "next key (Ctrl-U clears the query) answered: $(( $(now_ms) - start )) ms"
      start=$(now_ms); tmux -L "$sock" send-keys C-c
      wait_for "EXIT=0" 20000 && echo "Ctrl-C after it: exit in $(( $(now_ms) - start )) ms"
    else
      tmux -L "$sock" send-keys C-c
      wait_for "EXIT=" 120000 && echo "Ctrl-C sent right behind the paste: exit $(( $(now_ms) - start )) ms after the paste began"
    fi
  done
  tmux -L "$sock" kill-server 2>/dev/null || true

  echo "== signals during start-up: TERM and HUP × delays, 3 trials each (tmux 100x30)"
  local broken=0 trials=0 sig delay trial marker
  tmux_fresh_socket
  tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 "env -i PATH=/usr/bin:/bin HOME=$d TERM=xterm-256color LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 PS1='$ ' bash --norc --noprofile"
  for sig in TERM HUP; do
    for delay in 0 0.005 0.01 0.02 0.03 0.05 0.08 0.1 0.15 0.2 0.3; do
      for trial in 1 2 3; do
        trials=$((trials + 1)); marker="M$trials"
        tmux -L "$sock" send-keys -l "clear; sh -c 'stty -g > $d/before; $BIN --data-dir $d/paste </dev/tty & p=\$!; sleep $delay; kill -$sig \$p; wait \$p; c=\$?; stty -g > $d/after; cmp -s $d/before $d/after && echo $marker\"\"=same-\$c || echo $marker\"\"=changed-\$c'"
        tmux -L "$sock" send-keys Enter
        local line="" alt i
        for i in $(seq 400); do
          line=$(tmux -L "$sock" capture-pane -p | grep -o "$marker=[a-z]*-[0-9]*" || true)
          [ -n "$line" ] && break
          sleep 0.05
        done
        alt=$(tmux -L "$sock" display-message -p '#{alternate_on}#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}')
        if [ "$line" != "$marker=same-$([ $sig = TERM ] && echo 143 || echo 129)" ] || [ "$alt" != "0000" ]; then
          broken=$((broken + 1)); echo "broken: $sig after $delay s: ${line:-no answer in 20 s} modes=$alt"
        fi
      done
    done
  done
  echo "start-up signal trials: $trials, terminals left broken or exits not 128+n: $broken"
  tmux -L "$sock" kill-server 2>/dev/null || true

  echo "== damage check at ~100 MB (1,000,000 visits)"
  "$BIN" visits --data-dir "$d/big" > /dev/null
  # Filled by sqlite3 (seconds, where `visits import` takes about 20 s): only the size matters here.
  sqlite3 "$d/big/user.sqlite" "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000)
    INSERT INTO visit (date, facilityId, rating, note, createdAt) SELECT '2025-' || printf('%02d', i % 12 + 1) || '-' || printf('%02d', i % 28 + 1),
    'aist-' || (i % 4610 + 1), i % 5 + 1, 'note ' || i || ' ' || hex(randomblob(20)), i FROM n;"
  printf 'date,facility_id,rating,note\n2026-01-02,aist-2711,3,one more\n' > "$d/one.csv"
  echo "user.sqlite: $(( $(stat -c %s "$d/big/user.sqlite") / 1048576 )) MiB"
  local start
  for i in 1 2 3; do start=$(now_ms); "$BIN" favorites --data-dir "$d/big" > /dev/null; echo $(( $(now_ms) - start )); done | median | xargs -I{} echo "start that only reads (favorites): {} ms"
  for i in 1 2 3; do
    start=$(now_ms); "$BIN" visits import "$d/one.csv" --data-dir "$d/big" > /dev/null 2>&1; echo $(( $(now_ms) - start ))
  done | median | xargs -I{} echo "start that writes (visits import of one row, quick_check first): {} ms"
  "$BIN" visits --data-dir "$d/small" > /dev/null
  for i in 1 2 3; do
    start=$(now_ms); "$BIN" visits import "$d/one.csv" --data-dir "$d/small" > /dev/null 2>&1; echo $(( $(now_ms) - start ))
  done | median | xargs -I{} echo "the same on an empty user database (checked in full at the open): {} ms"

  # Issue 25.9: the import's longest write transaction was 239 ms against its 16 ms budget (a group's
  # rows were fixed before it ran; a slow moment stretched it). Each transaction now commits once it
  # has written for 6 ms. What another writer waits is the purchase's own latency beside it.
  echo "== visits import of 1,000,000 rows: longest write transaction (budget 16 ms), purchases during it"
  rm -rf "$d/import"; "$BIN" visits --data-dir "$d/import" > /dev/null
  "$BENCH" visits-file --rows 1000000 --out "$d/v.csv" --data-dir "$d/import"
  "$BENCH" visits-file --rows 1000000 --shuffled --out "$d/vs.csv" --data-dir "$d/import"
  for file in v.csv vs.csv; do
    rm -rf "$d/import"; "$BIN" visits --data-dir "$d/import" > /dev/null
    echo "$file alone: $("$BIN" visits import --stats "$d/$file" --data-dir "$d/import" | grep "longest write")"
  done
  rm -rf "$d/import"; "$BIN" visits --data-dir "$d/import" > /dev/null
  "$BENCH" purchase --data-dir "$d/import" --count 300 --key-prefix alone 2>&1 | tail -1 | sed 's/^/purchases alone:         /'
  "$BIN" visits import --stats "$d/v.csv" --data-dir "$d/import" > "$d/import.out" 2>&1 &
  local importer=$!
  sleep 3 # the import's first pass (reading and checking) takes about this long; buy while it stores
  "$BENCH" purchase --data-dir "$d/import" --count 300 --key-prefix during > "$d/purchase.out" 2>&1 || true
  kill -0 "$importer" 2>/dev/null || echo "(the import had ended before the purchases did)"
  wait "$importer" || true
  tail -1 "$d/purchase.out" | sed 's/^/purchases during import: /'
  echo "v.csv during purchases: $(grep "longest write" "$d/import.out")"
  echo "\"locked\" in purchase or import output: $(cat "$d/purchase.out" "$d/import.out" | grep -ci locked || true)"
  harden_dates_plans_sizes "$d"
}

# Issue 34 (1, 2, 3): business dates under other zones, hostile stored plans, the planner's size.
# Zones: a purchase made under each TZ must use Japan's today, and a ticket whose validity ended on
# Japan's yesterday must read expired under each (before, Etc/GMT+12 called it unused for 21 hours
# a day and Etc/GMT-14 for the other 3). Plans: every hostile row shape, then random mutations of
# a valid one, written with sqlite3; plan list, plan ID and doctor must answer (exit 0 or 1, never
# a crash) and keep every row. Size: plan new --from favorites at the limit and over it.
harden_dates_plans_sizes() {
  local d="$1/h34" tz japan_today japan_yesterday out status i crashes=0 wrong=0
  rm -rf "$d"; mkdir -p "$d"
  echo "== time zones: purchases and expiry under TZ=Asia/Tokyo, Etc/GMT+12, Etc/GMT-14, America/Los_Angeles, UTC"
  japan_today=$(TZ=Asia/Tokyo date +%F); japan_yesterday=$(TZ=Asia/Tokyo date -d yesterday +%F)
  for tz in Asia/Tokyo Etc/GMT+12 Etc/GMT-14 America/Los_Angeles UTC; do
    rm -rf "$d/tz"
    TZ=$tz "$BENCH" purchase --count 1 --key-prefix "tz" --data-dir "$d/tz" > /dev/null 2>&1
    # One ticket's validity moved to Japan's yesterday (its signature no longer fits: only its state is read).
    sqlite3 "$d/tz/user.sqlite" "UPDATE ticket SET useDate = '$japan_yesterday', validUntil = '$japan_yesterday' WHERE id = (SELECT MIN(id) FROM ticket)"
    out=$(echo 2468 | TZ=$tz "$BIN" tickets --account bench@example.com --json --data-dir "$d/tz" 2>/dev/null)
    local expired unused_today
    expired=$(echo "$out" | grep -c '"state" : "expired"' || true)
    unused_today=$(echo "$out" | grep -c "\"useDate\" : \"$japan_today\"" || true)
    echo "TZ=$tz: Japan today $japan_today; expired (validity ended Japan's yesterday): $expired of 1; bought for Japan's today: $unused_today of 1"
    [ "$expired" = 1 ] && [ "$unused_today" = 1 ] || wrong=$((wrong + 1))
  done
  echo "zones that read a Japan date wrong: $wrong of 5"

  echo "== stored plans: hostile rows and 200 random mutations (sqlite3 into dayPlan)"
  rm -rf "$d/plans"; "$BIN" visits --data-dir "$d/plans" > /dev/null
  local good='{"id":"plan-good0001","mode":"car","name":"ok","origin":{"manual":{}},"startTime":817000000,"stayMinutes":45,"stops":["aist-2711"],"updatedAt":817000000}'
  sqlite3 "$d/plans/user.sqlite" "INSERT INTO dayPlan VALUES ('plan-good0001', 'ok', '$good', 2)"
  local -a rows=(
    "plan-stay2to58|${good/\"stayMinutes\":45/\"stayMinutes\":288230376151711744}"
    "plan-stayneg|${good/\"stayMinutes\":45/\"stayMinutes\":-5}"
    "plan-stay1e12|${good/\"stayMinutes\":45/\"stayMinutes\":1000000000000}"
    "plan-nan|${good/817000000,/NaN,}"
    "plan-inf|${good/\"startTime\":817000000/\"startTime\":1e400}"
    "plan-mode|${good/\"car\"/\"bike\"}"
    "plan-broken|{\"id\":"
    "../../x|${good/plan-good0001/..\/..\/x}"
  )
  local many; many=$(seq 1 100000 | sed 's/.*/"aist-&"/' | paste -sd, -)
  rows+=("plan-100kstops|${good/\[\"aist-2711\"\]/[$many]}")
  local row id payload
  for row in "${rows[@]}"; do
    id=${row%%|*}; payload=${row#*|}
    payload=${payload/plan-good0001/$id}
    printf "INSERT INTO dayPlan VALUES ('%s', 'x', '%s', 1);\n" "$id" "${payload//\'/\'\'}" > "$d/row.sql"
    sqlite3 "$d/plans/user.sqlite" < "$d/row.sql"
  done
  for i in $(seq 200); do
    # One value replaced by a random number, string or truncation.
    local cut=$(( RANDOM % ${#good} )) kind=$(( RANDOM % 3 ))
    case $kind in
      0) payload="${good:0:$cut}" ;;
      1) payload=$(echo "$good" | sed -E "s/(\"(stayMinutes|startTime|updatedAt)\":)[^,}]*/\1$RANDOM$RANDOM$RANDOM$RANDOM/$(( RANDOM % 3 + 1 ))") ;;
      2) payload=$(echo "$good" | sed -E "s/\"(car|aist-2711|ok)\"/\"$RANDOM\\\\n\\\\u001b\"/") ;;
    esac
    payload=${payload/plan-good0001/plan-fuzz$i}
    printf "INSERT INTO dayPlan VALUES ('plan-fuzz%s', 'x', '%s', 0);\n" "$i" "${payload//\'/\'\'}" > "$d/row.sql"
    sqlite3 "$d/plans/user.sqlite" < "$d/row.sql"
  done
  local before; before=$(sqlite3 "$d/plans/user.sqlite" "SELECT count(*) FROM dayPlan")
  for id in plan-good0001 plan-stay2to58 plan-stayneg plan-nan plan-inf plan-mode plan-broken ../../x plan-100kstops $(seq -f "plan-fuzz%g" 1 200); do
    "$BIN" plan "$id" --data-dir "$d/plans" > /dev/null 2>&1 && status=0 || status=$?
    [ "$status" -le 1 ] || { crashes=$((crashes + 1)); echo "plan $id: exit $status"; }
  done
  "$BIN" plan list --data-dir "$d/plans" > "$d/list.out" 2>&1 && status=0 || status=$?
  [ "$status" -le 1 ] || { crashes=$((crashes + 1)); echo "plan list: exit $status"; }
  "$BIN" doctor --data-dir "$d/plans" > "$d/doctor.out" 2>&1 && status=0 || status=$?
  [ "$status" -le 1 ] || { crashes=$((crashes + 1)); echo "doctor: exit $status"; }
  echo "rows $before, kept $(sqlite3 "$d/plans/user.sqlite" "SELECT count(*) FROM dayPlan"); plan list: $(head -1 "$d/list.out"); $(grep -o "[0-9]* stored plans cannot be used" "$d/list.out")"
  echo "doctor: $(grep -o "[0-9]* stored plans cannot be used" "$d/doctor.out" || echo "said nothing"), exit $status; commands that crashed (exit > 1): $crashes of 212"

  echo "== planner size: plan new --from favorites at 200 (the limit), 201, 1000 and 4610 favourites"
  local n start
  for n in 200 201 1000 4610; do
    rm -rf "$d/size"; "$BIN" favorites --data-dir "$d/size" > /dev/null
    sqlite3 "$d/size/user.sqlite" "ATTACH '$d/size/catalog.sqlite' AS c;
      INSERT INTO favorite (facilityId, position, addedAt) SELECT id, rowid, rowid FROM c.facility ORDER BY id LIMIT $n"
    start=$(now_ms)
    "$BIN" plan new --from favorites --data-dir "$d/size" > "$d/size.out" 2>&1 && status=0 || status=$?
    echo "$n favourites: exit $status in $(( $(now_ms) - start )) ms: $(grep -o "at most [0-9]* baths[^:]*" "$d/size.out" || head -1 "$d/size.out" | cut -c1-60)"
  done
}

# Issue 35: the pictures of the record (the stamp map, the calendar, the 泉質 passport) with a
# million visits in the log, imported as `visits import` takes them (yumeguri-bench visits-file:
# real ids, dates over seven years): a frame each (key, layout, draw, diff), budget 16 ms, at three
# sizes; the one count the three share, made off the main actor once per change of the log.
pictures_bench() {
  local d="$work/pictures" size
  rm -rf "$d"; "$BIN" visits --data-dir "$d" > /dev/null
  "$BENCH" visits-file --rows 1000000 --out "$work/pictures.csv" --data-dir "$d"
  "$BIN" visits import "$work/pictures.csv" --data-dir "$d" > /dev/null
  for size in 80x24 120x40 160x50; do
    echo "== pictures of the record, 1,000,000 visits, $size (yumeguri-bench pictures)"
    "$BENCH" pictures --size "$size" --frames 300 --data-dir "$d"
  done
}

# Issue 34 (items 4–8, h34b): write errors, other people's folders, long fields, a deep config.
# Each line says what the attack got: the exit status, whether the file or folder changed, and the
# time and peak memory (GNU time) where size was the attack.
harden_write_folder_config_bench() {
  local d="$work/harden34b" status
  rm -rf "$d"; mkdir -p "$d"
  peak() { /usr/bin/time -f "%e s, %M KB peak" "$@" 2>&1 >/dev/null | tail -1; }
  echo "== /dev/full and ulimit -f (20,000 visits)"
  "$BIN" visits --data-dir "$d/v" > /dev/null
  "$BENCH" visits-file --rows 20000 --out "$d/v.csv" --data-dir "$d/v" > /dev/null
  "$BIN" visits import "$d/v.csv" --data-dir "$d/v" > /dev/null
  local cmd args
  for cmd in "visits export" "visits --json" "search 湯 --limit 500" "config default" "--version"; do
    read -ra args <<< "$cmd"
    [ "$cmd" = "--version" ] || args+=(--data-dir "$d/v")
    status=0; "$BIN" "${args[@]}" > /dev/full 2> "$d/err" || status=$?
    echo "$cmd > /dev/full: exit $status, $(grep -c . "$d/err") line(s) on stderr: $(head -1 "$d/err")"
  done
  # As root the old code renamed its file over the device's name: a node of the same device, private.
  local full=/dev/full
  [ "$(id -u)" = 0 ] && mknod -m 666 "$d/full" c 1 7 && full="$d/full"
  status=0; "$BIN" visits export "$full" --data-dir "$d/v" > "$d/out" 2>&1 || status=$?
  echo "visits export $full: exit $status ($(head -1 "$d/out")); still a device: $([ -c "$full" ] && echo yes || echo NO)"
  echo "old export" > "$d/old.csv"
  status=0; ( ulimit -f 100; "$BIN" visits export "$d/old.csv" --data-dir "$d/v" ) > "$d/out" 2>&1 || status=$?
  echo "ulimit -f 100 (51,200 bytes), export to a file: exit $status; the old file kept whole: $([ "$(cat "$d/old.csv")" = "old export" ] && echo yes || echo NO)"
  status=0; ( ulimit -f 100; "$BIN" visits export --data-dir "$d/v" > "$d/redirected.csv" ) 2> "$d/out" || status=$?
  echo "ulimit -f 100, stdout redirected to a file: exit $status ($(head -1 "$d/out"))"
  local pipe; pipe=$( { "$BIN" visits export --data-dir "$d/v" 2> "$d/err"; echo "exit $?" > "$d/status"; } | head -1 > /dev/null; cat "$d/status")
  echo "visits export | head -1: $pipe, $(grep -c . "$d/err") line(s) on stderr"

  echo "== folders given as --data-dir (nothing may change)"
  local mode before after
  for mode in 1777 0777 0500 0755; do
    rm -rf "$d/f$mode"; mkdir "$d/f$mode"; chmod "$mode" "$d/f$mode"
    before=$(stat -c '%a %U' "$d/f$mode"); status=0
    "$BIN" favorites --data-dir "$d/f$mode" > /dev/null 2> "$d/err" || status=$?
    after=$(stat -c '%a %U' "$d/f$mode")
    echo "mode $mode: exit $status, $before → $after, files added $(ls -A "$d/f$mode" | wc -l): $(head -c 100 "$d/err")"
  done
  if [ "$(id -u)" = 0 ]; then
    rm -rf "$d/theirs" "$d/link"; mkdir "$d/theirs"; chown 65534 "$d/theirs"; ln -s theirs "$d/link"; chown -h 65534 "$d/link"
    for target in theirs link; do
      status=0; "$BIN" favorites --data-dir "$d/$target" > /dev/null 2> "$d/err" || status=$?
      echo "$target (uid 65534): exit $status, $(stat -c '%a %U' "$d/theirs"), files added $(ls -A "$d/theirs" | wc -l): $(head -c 100 "$d/err")"
    done
  fi

  echo "== a 10 MB and a 100 MB name in the catalog CSV (catalog build)"
  local size
  for size in 3500000 35000000; do
    rm -rf "$d/cat" "$d/catdata"; cp -r Resources "$d/cat"
    python3 - "$d/cat/onsen/aist_onsen_named.csv" "$size" <<'PY'
import sys
path, count = sys.argv[1], int(sys.argv[2])
lines = open(path, encoding='utf-8').read().split('\n')
column = lines[0].split(',').index('onsen_name')
row = lines[5].split(',')
row[column] = '長' * count
lines[5] = ','.join(row)
open(path, 'w', encoding='utf-8').write('\n'.join(lines))
PY
    echo "$(( size * 3 / 1000000 )) MB name: build $(peak "$BIN" catalog build --catalog "$d/cat" --data-dir "$d/catdata"); $("$BIN" catalog check --catalog "$d/cat" --data-dir "$d/catdata" 2>&1 | grep -m1 "'onsen_name'" | sed 's/^ *//')"
  done
  tmux_fresh_socket
  tmux -L "$sock" -f /dev/null new-session -d -x 100 -y 30 "sh -c 'env LANG=C.UTF-8 LC_MESSAGES=ja_JP.UTF-8 $BIN --catalog $d/cat --data-dir $d/catdata; echo EXIT=\$?; sleep 600'"
  wait_for "件 / 4609" 20000
  local pid start; pid=$(pgrep -n -f "$BIN --catalog $d/cat" || true)
  start=$(now_ms); [ -n "$pid" ] && kill -TERM "$pid"
  wait_for "EXIT=143" 20000 && echo "SIGTERM with the list up: exit 143 in $(( $(now_ms) - start )) ms"
  tmux -L "$sock" kill-server 2>/dev/null || true

  echo "== config attacks (config check)"
  mkdir -p "$d/cfg/yumeguri"
  local config="$d/cfg/yumeguri/config.toml" attack
  for attack in header key string; do
    case $attack in
      header) python3 -c "print('[' + '.'.join(['a'] * 30000) + ']')" > "$config" ;;
      key) python3 -c "print('.'.join(['k'] * 60000) + ' = 1')" > "$config" ;;
      string) python3 -c "print('theme = \"' + 'x' * 50000000 + '\"')" > "$config" ;;
    esac
    status=0; XDG_CONFIG_HOME="$d/cfg" "$BIN" config check > /dev/null 2> "$d/err" || status=$?
    echo "$attack ($(( $(stat -c %s "$config") / 1024 )) KiB): exit $status, $(XDG_CONFIG_HOME="$d/cfg" peak "$BIN" config check), message $(wc -c < "$d/err") bytes: $(head -c 120 "$d/err")"
  done
  rm -f "$config"; mkdir "$config"
  status=0; XDG_CONFIG_HOME="$d/cfg" "$BIN" config check > /dev/null 2> "$d/err" || status=$?; echo "a folder: exit $status: $(head -1 "$d/err")"
  rmdir "$config"; ln -s config.toml "$config"
  status=0; XDG_CONFIG_HOME="$d/cfg" "$BIN" config check > /dev/null 2> "$d/err" || status=$?; echo "a loop of links: exit $status: $(head -1 "$d/err")"
  rm -f "$config"
}

case "${1:-all}" in
  terminal) terminal_bench ;;
  plan) plan_bench ;;
  search) search_benches ;;
  map) map_bench ;;
  purchase) purchase_bench ;;
  keys) keys_bench ;;
  import) import_bench ;;
  scale) scale_bench ;;
  startup) startup_bench ;;
  harden) harden_bench ;;
  pictures) pictures_bench ;;
  *) terminal_bench; startup_bench; search_benches; map_bench; purchase_bench; keys_bench; plan_bench; import_bench; scale_bench; harden_bench; pictures_bench ;;
esac
