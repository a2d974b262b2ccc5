#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for building, running and testing yumeguri.
# Installs nothing when everything is already there.
set -euo pipefail

# package: a file or command whose presence means the package is installed
declare -A need=(
  [pkg-config]=/usr/bin/pkg-config
  [libncursesw5-dev]=/usr/include/ncursesw/curses.h
  [libsqlite3-dev]=/usr/include/sqlite3.h
  [tmux]=/usr/bin/tmux
  [fzf]=/usr/bin/fzf
  [zbar-tools]=/usr/bin/zbarimg
  # make bench: the sqlite3 .import peer and the search JSON it reads
  [sqlite3]=/usr/bin/sqlite3
  [jq]=/usr/bin/jq
  # the route-planning tests read GPX back with FoundationXML, which loads libxml2
  [libxml2]=/usr/lib/x86_64-linux-gnu/libxml2.so.2
)

missing=()
for package in "${!need[@]}"; do
  [ -e "${need[$package]}" ] || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "make deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "make deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
