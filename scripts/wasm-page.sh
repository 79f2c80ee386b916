# Sourced by the scripts that build a page's own wasm (build-diagram.sh, build-friend.sh,
# build-games.sh): the one way to build a crate of the workspace for the browser.
#
# wasm_page CRATE OUT [CARGO ARGS…]: builds CRATE (a cdylib) with the `page` profile (optimised for
# size: the browser downloads every byte) for wasm32, writes its wasm-bindgen glue and wasm into
# OUT, shrinks the wasm with wasm-opt -Oz and minifies the glue (scripts/minify.mjs). Expects scripts/env.sh sourced and the current
# directory at the repository's root.
wasm_page() {
  local crate="$1" out="$2"
  shift 2
  local target="${CARGO_TARGET_DIR:-target}" name="${crate//-/_}"
  cargo build --locked --profile page --quiet --target wasm32-unknown-unknown -p "$crate" "$@"
  mkdir -p "$out"
  wasm-bindgen --target web --no-typescript --out-dir "$out" \
    "$target/wasm32-unknown-unknown/page/$name.wasm"
  wasm-opt -Oz "$out/${name}_bg.wasm" -o "$out/${name}_bg.wasm"
  node scripts/minify.mjs "$out/$name.js"
}
