#!/usr/bin/env bash
# Builds the libFuzzer targets straight from the sources and runs each for a bounded time.
#
#   Scripts/fuzz.sh            # every target, 60 s each
#   Scripts/fuzz.sh 300 vfl    # the VFL parser only, 300 s
#
# Targets: vfl (the Visual Format parser), solver (operation sequences on the solver).
# Corpora and crash reproducers go to .build-fuzz/ (git-ignored). Exit code 0 means
# every target ran clean for its whole time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
shift || true
targets=("${@:-vfl solver}")
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

status=0
for target in ${targets[@]}; do
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
    *) echo "unknown target $target (use vfl or solver)" >&2; exit 2 ;;
  esac
  echo "running $target for ${seconds}s..." >&2
  if ! "$out/$target-fuzz" "$out/$target-corpus" -max_total_time="$seconds" -print_final_stats=1 \
      -artifact_prefix="$out/$target-" 2>"$out/$target.log"; then
    echo "$target: FAILED, see $out/$target.log" >&2
    tail -n 30 "$out/$target.log" >&2
    status=1
  else
    runs=$(grep -E '^stat::number_of_executed_units' "$out/$target.log" | awk '{print $2}')
    echo "$target: clean, ${runs:-?} executions in ${seconds}s" >&2
  fi
done
exit $status
