#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time.
#
#   Scripts/fuzz.sh                 # every target, 60 s each
#   Scripts/fuzz.sh 300 vfl         # the VFL parser only, 300 s
#   Scripts/fuzz.sh 120 document    # layout documents only, 120 s
#
# Targets: vfl (the Visual Format parser), solver (operation sequences on the solver),
# equation (the equation parser of layout documents), document (whole layout documents,
# YAML or JSON, built and laid out). vfl and solver are built with swiftc straight from
# the sources; equation and document need Yams, so SwiftPM builds them (AUTOLAYOUT_FUZZ=1
# declares them in Package.swift) in .build-fuzz/spm.
# Corpora and crash reproducers go to .build-fuzz/ (git-ignored). Exit code 0 means
# every target ran clean for its whole time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
shift || true
targets=("${@:-vfl solver equation document}")
out="$root/.build-fuzz"
mkdir -p "$out"
export SWIFT_BACKTRACE=enable=no   # let libFuzzer report crashes itself

build() {
  local name="$1"; shift
  echo "building $name fuzzer..." >&2
  # The gold linker warns about sanitizer symbols it cannot export; keep the log quiet unless it fails.
  if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -package-name fuzz -module-name "${name}Fuzz" "$@" -o "$out/$name-fuzz" \
      2>"$out/$name-build.log"; then
    cat "$out/$name-build.log" >&2
    exit 1
  fi
}

# SwiftPM names the entry point <Target>_main, so the fuzz targets define it and call
# libFuzzer's driver; -parse-as-library keeps the compiler from making another one.
# -fsanitize=fuzzer-no-link instruments Yams's C parser too, so its branches guide the fuzzer.
build_spm() {
  local name="$1" product="$2"
  echo "building $name fuzzer..." >&2
  local flags=(--package-path "$root" --scratch-path "$out/spm" -c release
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address)
  if ! AUTOLAYOUT_FUZZ=1 swift build "${flags[@]}" --product "$product" >"$out/$name-build.log" 2>&1; then
    cat "$out/$name-build.log" >&2
    exit 1
  fi
  ln -sf "$(AUTOLAYOUT_FUZZ=1 swift build "${flags[@]}" --show-bin-path)/$product" "$out/$name-fuzz"
}

# Writes a seed: the selector byte the target reads first, then the text.
seed() {
  local dir="$1" text="$2"
  printf '\x00%s' "$text" > "$dir/seed-$(printf '%s' "$text" | md5sum | cut -c1-8)"
}

status=0
for target in ${targets[@]}; do
  extra=()   # target-specific libFuzzer flags
  case "$target" in
    vfl)
      build vfl "$root"/Sources/VisualFormat/Parsing/*.swift "$root/Fuzz/VisualFormatFuzz/main.swift"
      mkdir -p "$out/vfl-corpus"
      for seed in "H:|-[a]-[b(==a)]-|" "V:|-(>=p@750)-[view(10@250)]-(-5)-[c]|" "[a(>=70,<=100)]-p-[_x]"; do
        printf '\x00%s' "$seed" > "$out/vfl-corpus/seed-$(printf '%s' "$seed" | md5sum | cut -c1-8)"
      done
      ;;
    solver)
      build solver $(find "$root/Sources/Cassowary" -name '*.swift') "$root/Fuzz/SolverFuzz/main.swift"
      mkdir -p "$out/solver-corpus"
      ;;
    equation)
      build_spm equation EquationFuzz
      mkdir -p "$out/equation-corpus"
      for text in "title.leading == superview.leadingMargin + 8 @750" "a.width == b.safeArea.width / 4 - pad" \
          "a.height <= -10 + pad @ defaultLow" "a.top >= b.bottom * 0.5 + huge @p"; do
        seed "$out/equation-corpus" "$text"
      done
      extra=(-dict="$root/Fuzz/equation.dict")
      ;;
    document)
      build_spm document DocumentFuzz
      mkdir -p "$out/document-corpus"
      for example in "$root"/Examples/*.json "$root"/Examples/*.yaml; do
        seed "$out/document-corpus" "$(cat "$example")"
      done
      extra=(-dict="$root/Fuzz/document.dict")
      ;;
    *) echo "unknown target $target (use vfl, solver, equation or document)" >&2; exit 2 ;;
  esac
  echo "running $target for ${seconds}s..." >&2
  # -timeout turns an input that runs for 10 s into a reported hang.
  if ! "$out/$target-fuzz" "$out/$target-corpus" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 "${extra[@]}" \
      -artifact_prefix="$out/$target-" 2>"$out/$target.log"; then
    echo "$target: FAILED, see $out/$target.log" >&2
    tail -n 30 "$out/$target.log" >&2
    status=1
  else
    runs=$(grep -E '^stat::number_of_executed_units' "$out/$target.log" | awk '{print $2}')
    corpus=$(find "$out/$target-corpus" -type f | wc -l)
    echo "$target: clean, ${runs:-?} executions in ${seconds}s, corpus of $corpus inputs" >&2
  fi
done
exit $status
