#!/usr/bin/env bash
# `make install` on a fresh machine, as far as a test can go in the time of `make test`: the same
# install script on the debug build (make install builds and installs the release build) into a
# temporary prefix, then the installed binary run from elsewhere, with no source tree to find.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "install test: $*" >&2; exit 1; }

BIN=${YUMEGURI_BIN:-.build/debug/yumeguri} bash scripts/install.sh "$prefix/root" > /dev/null
installed=$prefix/root/bin/yumeguri
[ -x "$installed" ] || fail "no $installed"
home=$prefix/home
mkdir -p "$home"
version=$(cd / && env -i HOME="$home" PATH=/usr/bin:/bin "$installed" --version)
[ -n "$version" ] || fail "--version printed nothing"
found=$(cd / && env -i HOME="$home" PATH=/usr/bin:/bin LANG=C.UTF-8 "$installed" search 草津 --limit 1)
grep -q "aist-2711" <<< "$found" || fail "search from the installed resources: $found"
# The catalog it read is the installed one (the binary also knows its source tree, looked at last).
checked=$(cd / && env -i HOME="$home" PATH=/usr/bin:/bin "$installed" catalog check 2>/dev/null | head -1 || true)
[[ $checked == "$prefix/root/share/yumeguri/resources:"* ]] || fail "catalog read from elsewhere: $checked"
grep -q "yumeguri" "$prefix/root/share/bash-completion/completions/yumeguri" || fail "bash completion"
grep -q "#compdef yumeguri" "$prefix/root/share/zsh/site-functions/_yumeguri" || fail "zsh completion"
grep -q "^complete -c 'yumeguri'" "$prefix/root/share/fish/vendor_completions.d/yumeguri.fish" || fail "fish completion"
grep -qi "^\.Dt YUMEGURI 1" "$prefix/root/share/man/man1/yumeguri.1" || fail "man page"
grep -q "search" "$prefix/root/share/man/man1/yumeguri.1" || fail "the man page lists no search command"

# The data directory beside the resources survives an uninstall.
mkdir -p "$prefix/root/share/yumeguri" && touch "$prefix/root/share/yumeguri/user.sqlite"
bash scripts/install.sh --uninstall "$prefix/root" > /dev/null
[ ! -e "$installed" ] || fail "uninstall left the binary"
[ ! -e "$prefix/root/share/yumeguri/resources" ] || fail "uninstall left the resources"
[ -f "$prefix/root/share/yumeguri/user.sqlite" ] || fail "uninstall removed the user's data"
echo "install test: ok ($version)"
