#!/usr/bin/env bash
# Builds the site's pages beside the game (web/pages.tsv, one line a page) into DIR/<folder>/:
# each page's own wasm (cargo for wasm32, wasm-bindgen --target web, wasm-opt, the glue minified)
# and its files. WORKER picks the lines: `install later` before scripts/build-id.mjs writes the
# service worker's lists (so their files are on them), `apart` after it. Trunk runs both (Trunk.toml,
# post_build, into its staging folder); alone: scripts/build-pages.sh dist install later, then
# node scripts/build-id.mjs dist, then scripts/build-pages.sh dist apart.
set -euo pipefail
dir="${1:?usage: scripts/build-pages.sh DIR WORKER...}"
shift
[ $# -gt 0 ] || { echo "usage: scripts/build-pages.sh DIR WORKER... (install, later, apart)" >&2; exit 2; }
cd "$(dirname "$0")/.."
source scripts/env.sh
target="${CARGO_TARGET_DIR:-target}"

# A crate of the workspace for the browser: its wasm, the glue beside it, both made small.
wasm_page() { # <crate[:feature|:-default]> <profile> <out>
  local crate="${1%%:*}" feature="" profile="$2" out="$3" opt=-Oz features=()
  [ "$1" = "$crate" ] || feature="${1#*:}"
  case "$feature" in
    '') ;;
    -default) features=(--no-default-features) ;;
    *) features=(--features "$feature") ;;
  esac
  [ "$profile" = release ] && opt=-O3
  local name="${crate//-/_}"
  cargo build --locked --profile "$profile" --quiet --target wasm32-unknown-unknown -p "$crate" \
    --lib ${features[@]+"${features[@]}"}
  mkdir -p "$out"
  wasm-bindgen --target web --no-typescript --out-dir "$out" \
    "$target/wasm32-unknown-unknown/$profile/$name.wasm"
  wasm-opt "$opt" "$out/${name}_bg.wasm" -o "$out/${name}_bg.wasm"
  node scripts/minify.mjs "$out/$name.js"
}

# A file of the page's folder, or of web/ (shared by several pages).
source_of() { # <folder> <name>
  if [ -f "web/$1/$2" ]; then echo "web/$1/$2"; elif [ -f "web/$2" ]; then echo "web/$2"; else
    echo "build-pages: web/$1/$2 not found" >&2; return 1; fi
}

copy() { # <folder> <file spec> <out>
  local folder="$1" spec="$2" out="$3"
  case "$spec" in
    '*') cp "web/$folder"/* "$out/" ;;
    *+*) local parts name; IFS=+ read -ra parts <<<"$spec"; name="${parts[-1]}"
      : >"$out/$name"
      for p in "${parts[@]}"; do cat "$(source_of "$folder" "$p")" >>"$out/$name"; done ;;
    *.js) node scripts/strip-comments.mjs "$(source_of "$folder" "$spec")" "$out/$spec" ;;
    *) cp "$(source_of "$folder" "$spec")" "$out/$spec" ;;
  esac
}

# The table on its own descriptor: cargo and node must not read the lines after the current one.
while read -r -u 3 folder crate profile worker files; do
  case "$folder" in ''|'#'*) continue ;; esac
  case " $* " in *" $worker "*) ;; *) continue ;; esac
  out="$dir/$folder"
  mkdir -p "$out"
  [ "$crate" = - ] || wasm_page "$crate" "$profile" "$out"
  read -ra specs <<<"$files"
  for f in "${specs[@]}"; do [ "$f" = - ] || copy "$folder" "$f" "$out"; done
done 3<web/pages.tsv
