#!/usr/bin/env bash
# Installs (or with --uninstall removes) yumeguri under a prefix: `make install` runs it on the
# release build, the install test on the debug build. BIN names the binary to install.
#   install.sh [--uninstall] PREFIX
set -euo pipefail
cd "$(dirname "$0")/.."
uninstall=false
if [ "${1:-}" = "--uninstall" ]; then uninstall=true; shift; fi
root=${1:?usage: install.sh [--uninstall] PREFIX}
bin_dir=$root/bin
resources=$root/share/yumeguri/resources
bash_completion=$root/share/bash-completion/completions/yumeguri
zsh_completion=$root/share/zsh/site-functions/_yumeguri
fish_completion=$root/share/fish/vendor_completions.d/yumeguri.fish
man_page=$root/share/man/man1/yumeguri.1

if $uninstall; then
  rm -f "$bin_dir/yumeguri" "$bash_completion" "$zsh_completion" "$fish_completion" "$man_page"
  rm -rf "$resources"
  # share/yumeguri is also the default data directory: removed only when nothing else is in it.
  rmdir "$root/share/yumeguri" 2>/dev/null || true
  echo "removed yumeguri from $root"
  exit 0
fi

BIN=${BIN:-.build/release/yumeguri}
[ -x "$BIN" ] || { echo "install.sh: no $BIN (make install builds it)" >&2; exit 1; }
install -d "$bin_dir" "$resources" "$(dirname "$bash_completion")" "$(dirname "$zsh_completion")" \
  "$(dirname "$fish_completion")" "$(dirname "$man_page")"
# Stripped: the symbols and debug information are half the file, and nothing at run time reads them.
install -m 755 -s "$BIN" "$bin_dir/yumeguri"
cp -R Resources/. "$resources/"
chmod -R u=rwX,go=rX "$resources"
installed=$bin_dir/yumeguri
"$installed" --generate-completion-script bash > "$bash_completion"
"$installed" --generate-completion-script zsh > "$zsh_completion"
"$installed" --generate-completion-script fish > "$fish_completion"
# The man page from the same definitions, through ArgumentParser's generate-manual plugin (it
# reads the built binary's --experimental-dump-help).
bash scripts/man-page.sh "$BIN" > "$man_page"
echo "installed yumeguri in $bin_dir (resources in $resources, completions, man page)"
