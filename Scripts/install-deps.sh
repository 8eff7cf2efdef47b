#!/usr/bin/env bash
# Installs the Debian packages the project uses beyond Swift, when missing:
#   libfreetype-dev    FreeType's headers, to build FreeTypeText (needed by `swift build`)
#   fonts-dejavu-core  the fonts the tool and gallery measure and draw text with
#   librsvg2-bin       rsvg-convert, for PNG pictures (optional: SVG works without it)
#   libharfbuzz0b      HarfBuzz, loaded at run time to shape Arabic, Hebrew, Indic… (optional)
#   fonts-noto-color-emoji  emoji in PNG pictures (optional: DejaVu has none)
#   python3-jsonschema, python3-yaml  Scripts/schema_check.py (CI checks the editor schema)
# On this machine class the first two come preinstalled. Safe to run twice;
# without apt-get or root it only reports what is missing.
set -uo pipefail
missing=()
pkg-config --exists freetype2 2>/dev/null || missing+=(libfreetype-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
ldconfig -p 2>/dev/null | grep -q 'libharfbuzz\.so\.0 ' || missing+=(libharfbuzz0b)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
python3 -c "import jsonschema" >/dev/null 2>&1 || missing+=(python3-jsonschema)
python3 -c "import yaml" >/dev/null 2>&1 || missing+=(python3-yaml)
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: nothing missing"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  apt-get install -y "${missing[@]}" >/tmp/install-deps.log 2>&1 \
    || { apt-get update >>/tmp/install-deps.log 2>&1 && apt-get install -y "${missing[@]}" >>/tmp/install-deps.log 2>&1; } \
    || { echo "install-deps: apt-get failed, see /tmp/install-deps.log" >&2; exit 0; }
else
  echo "install-deps: run as root with apt-get, or install: ${missing[*]}" >&2
fi
