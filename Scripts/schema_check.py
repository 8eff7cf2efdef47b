#!/usr/bin/env python3
"""Checks Schemas/layout-document.schema.json the way an editor uses it.

Every example document (Examples/*.yaml, Examples/*.json) and every whole document
in the docs' ```yaml blocks must validate; the usual mistakes (a misspelt key, a
label key on a stack, an unknown colour or kind) must not. The Swift test
LayoutDocumentSchemaTests keeps the schema's key lists equal to the reader's.

    python3 Scripts/schema_check.py
"""
import glob
import json
import os
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as missing:
    # Scripts/install-deps.sh installs both; say so rather than pass quietly.
    print(f"schema-check: SKIPPED: {missing} (Scripts/install-deps.sh installs python3-jsonschema and python3-yaml)", file=sys.stderr)
    sys.exit(0)

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def documents():
    """(where, document) for every example file and whole document in the docs."""
    for path in sorted(glob.glob(os.path.join(ROOT, "Examples", "*.yaml")) + glob.glob(os.path.join(ROOT, "Examples", "*.json"))):
        with open(path, encoding="utf-8") as f:
            yield os.path.relpath(path, ROOT), yaml.safe_load(f)
    docs = glob.glob(os.path.join(ROOT, "Docs", "*.md")) + glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "**", "*.md"), recursive=True)
    for path in sorted(docs):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for match in re.finditer(r"```yaml\n(.*?)```", text, re.S):
            block = match.group(1)
            # Whole documents start with a top-level key of the format; fragments are skipped.
            if not re.match(r"(#.*\n)*(version|canvas|metrics|views|constraints):", block):
                continue
            line = text[: match.start()].count("\n") + 2
            yield f"{os.path.relpath(path, ROOT)}:{line}", yaml.safe_load(block)


MISTAKES = {
    "a misspelt root key": {"view": []},
    "a misspelt view key": {"views": [{"name": "a", "backgroundColor": "red"}]},
    "a label key on a stack": {"views": [{"name": "s", "kind": "stack", "text": "Hi"}]},
    "a stack key on a plain view": {"views": [{"name": "v", "axis": "vertical"}]},
    "an unknown kind": {"views": [{"name": "b", "kind": "button"}]},
    "an unknown colour": {"views": [{"name": "a", "background": "systemMauve"}]},
    "a name that is reserved": {"views": [{"name": "superview"}]},
    "a name with a dash": {"views": [{"name": "top-bar"}]},
    "a priority above 1000": {"views": [{"name": "a", "hugging": 1001}]},
    "a guide with a background": {"views": [{"name": "g", "kind": "guide", "background": "red"}]},
    "an unknown format option": {"constraints": [{"vfl": "H:|[a]|", "options": "alignAllMiddle"}]},
    "a size that is not WxH": {"canvas": {"size": "large"}},
}


def main():
    with open(os.path.join(ROOT, "Schemas", "layout-document.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = 0
    count = 0
    for where, document in documents():
        count += 1
        for error in validator.iter_errors(document):
            failures += 1
            path = "/".join(str(p) for p in error.absolute_path)
            print(f"{where}: /{path}: {error.message}", file=sys.stderr)
    for what, document in MISTAKES.items():
        if validator.is_valid(document):
            failures += 1
            print(f"schema-check: the schema accepts {what}: {json.dumps(document)}", file=sys.stderr)
    if count < 7:
        failures += 1
        print(f"schema-check: found only {count} documents", file=sys.stderr)
    print(f"schema-check: {count} documents valid, {len(MISTAKES)} mistakes rejected" if failures == 0 else f"schema-check: {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
