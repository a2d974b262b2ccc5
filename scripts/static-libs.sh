#!/usr/bin/env bash
# Links the release binary's C and C++ libraries in statically: a folder holding only their
# archives, which Package.swift's release flags put first on the library path, so every -lX of the
# link (libstdc++ from the static Swift stdlib, sqlite3 from GRDB, ncursesw and tinfo from
# CNcursesw) finds X.a before the system's X.so. Loading those five shared libraries was 1.2–1.4 ms
# of every start (a C hello world: 0.44 ms alone, 1.83 ms linked against them), more than a third
# of `yumeguri --version`. libc and libm stay shared.
# Where an archive is missing the folder is left without it and that library links shared, as
# before: the build never fails for want of one. ncursesw and tinfo go together (ncursesw's
# archive needs tinfo's globals).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.build/static-libs
rm -rf "$dir"
mkdir -p "$dir"

archive() { # name -> absolute path of libNAME.a, or nothing
  local compiler path
  for compiler in clang gcc cc; do
    command -v "$compiler" > /dev/null || continue
    path=$("$compiler" -print-file-name="lib$1.a" 2>/dev/null) || continue
    [ "${path#/}" != "$path" ] && [ -f "$path" ] && { readlink -f "$path"; return; }
  done
  for path in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib; do
    [ -f "$path/lib$1.a" ] && { echo "$path/lib$1.a"; return; }
  done
  return 0
}

link() { # names... : all of them or none
  local name path paths=()
  for name in "$@"; do
    path=$(archive "$name")
    [ -n "$path" ] || { echo "static-libs: no lib$name.a, $* link shared" >&2; return 0; }
    paths+=("$name=$path")
  done
  for path in "${paths[@]}"; do ln -s "${path#*=}" "$dir/lib${path%%=*}.a"; done
}

link stdc++
link sqlite3
link ncursesw tinfo
