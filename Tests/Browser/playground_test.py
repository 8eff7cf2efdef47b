"""Drives the playground page in headless Chromium, as a person would use it.

Starts `autolayout serve` on a free loopback port, then: types VFL lines and
sees the picture and frames change; introduces a conflict and sees it marked on
the picture and in the list, with the line to jump to; drags a view's edge and
sees its frame change; copies the layout as SnapKit code; edits the watched file
and sees the page reload it. Then opens a picture from `autolayout render` with
Arabic, Hebrew and Latin labels and checks that Chromium draws every line at the
width the engine measured (no stretching, the face the SVG names). Saves a screenshot of the page to .build/playground.png
(PLAYGROUND_SCREENSHOT=Docs/images/playground.png refreshes the one in the docs).

    python3 Tests/Browser/playground_test.py [path/to/autolayout]

Needs Debian's chromium and Playwright for Python (Scripts/browser-test.sh installs both).
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import expect, sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def chromium_path():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("no chromium on the PATH: apt-get install chromium")


def start_server(binary, document):
    process = subprocess.Popen(
        [binary, "serve", document, "--port", "0", "--fixed-metrics"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        match = re.search(r"Playground: (http://\S+)", line)
        if match:
            return process, match.group(1)
        if process.poll() is not None:
            sys.exit("autolayout serve stopped: " + line)
    process.kill()
    sys.exit("autolayout serve printed no address in 60 s")


def frame(page, name):
    cells = page.locator(f'#frames tr[data-name="{name}"] td').all_inner_texts()
    return [float(value) for value in cells[1:]]


TEXT_DOCUMENT = """canvas: {size: 320x300}
views:
  - {name: arabic, kind: label, text: "مرحبا بالعالم"}
  - {name: hebrew, kind: label, text: "שָׁלוֹם עוֹלָם"}
  - {name: latin, kind: label, text: "Welcome back"}
  - {name: bold, kind: label, text: "Sign in", weight: bold, fontSize: 28}
  - {name: wrapped, kind: label, lines: 0, text: "مرحبا بالعالم، كيف حالك اليوم؟ أتمنى أن تكون بخير"}
constraints:
  - V:|-20-[arabic]-20-[hebrew]-20-[latin]-20-[bold]-20-[wrapped]
  - arabic.leading == superview.leading + 12
  - hebrew.leading == superview.leading + 12
  - latin.leading == superview.leading + 12
  - bold.leading == superview.leading + 12
  - wrapped.leading == superview.leading + 12
  - wrapped.width <= 200
"""


def check_text_widths(binary, browser, folder):
    """Each <text> line of a rendered picture is as wide in Chromium as its label's frame."""
    document = os.path.join(folder, "text.yaml")
    with open(document, "w", encoding="utf-8") as file:
        file.write(TEXT_DOCUMENT)
    for direction in ([], ["--rtl"]):
        frames = json.loads(subprocess.run([binary, "render", document, "--format", "json"] + direction,
                                           check=True, capture_output=True, text=True).stdout)["frames"]
        svg = subprocess.run([binary, "render", document, "--format", "svg"] + direction,
                             check=True, capture_output=True, text=True).stdout
        assert "textLength" not in svg, "text is stretched"
        page = browser.new_page()
        page.set_content(svg)
        texts = page.evaluate("""() => [...document.querySelectorAll('text')].map(t => {
            const b = t.getBBox();
            return {text: t.textContent, x: b.x, y: b.y, height: b.height, width: t.getComputedTextLength()}; })""")
        page.close()
        for name, frame in frames.items():
            top, bottom = frame["y"], frame["y"] + frame["height"]
            lines = [t for t in texts if top <= t["y"] + t["height"] / 2 <= bottom]
            assert lines, f"{name}: no text drawn"
            widest = max(t["width"] for t in lines)
            # The advance Chromium gives each line (getComputedTextLength; a mark set
            # beyond its letter would widen getBBox without widening the line).
            # Frames are whole points (scale 1): the text is at most a point narrower.
            assert frame["width"] - 1.5 <= widest <= frame["width"] + 0.5, (name, direction, widest, frame)
            for t in lines:
                assert frame["x"] - 1.5 <= t["x"] and t["x"] + t["width"] <= frame["x"] + frame["width"] + 1.5, (name, direction, t, frame)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "autolayout")
    folder = tempfile.mkdtemp()
    document = os.path.join(folder, "screen.yaml")
    with open(document, "w") as file:
        file.write("canvas: {size: 320x240}\nviews:\n  - {name: card, background: systemBlue}\n"
                   "constraints:\n  - H:|-20-[card]-20-|\n  - V:|-20-[card(100)]\n")
    server, url = start_server(binary, document)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(url)

            # The watched file opens with the page.
            expect(page.locator('#frames tr[data-name="card"]')).to_be_visible(timeout=15000)
            assert frame(page, "card") == [20, 20, 280, 100], frame(page, "card")

            # Type VFL lines: the picture and frames follow.
            page.select_option("#format", "vfl")
            page.fill("#source", "H:|-[title]-|\nV:|-40-[title(44)]-[body(>=100)]\nH:|-[body]-|")
            expect(page.locator('#frames tr[data-name="body"]')).to_be_visible(timeout=10000)
            assert frame(page, "title")[1] == 40 and frame(page, "title")[3] == 44, frame(page, "title")
            assert page.locator("#picture svg").count() == 1

            # A conflict is marked on the picture and listed with its lines.
            page.fill("#source", "H:|-[title]-|\nV:|-40-[title(44)]\nH:[title(<=100)]")
            expect(page.locator("#problems li.conflict")).to_be_visible(timeout=10000)
            expect(page.locator('#overlay .box.conflict[data-name="title"]')).to_be_visible()
            page.locator("#problems li.conflict a.location").first.click()
            selected = page.evaluate("() => { const t = document.getElementById('source'); return t.value.slice(t.selectionStart, t.selectionEnd); }")
            assert "title" in selected, selected

            # Drag the right edge of a view: its frame changes.
            page.fill("#source", "H:|-20-[box(>=50)]\nV:|-20-[box(40)]")
            expect(page.locator('#frames tr[data-name="box"]')).to_be_visible(timeout=10000)
            handle = page.locator('#overlay .handle.right[data-view="box"]')
            start = handle.bounding_box()
            overlay = page.locator("#overlay").bounding_box()
            page.mouse.move(start["x"] + 4, start["y"] + 10)
            page.mouse.down()
            page.mouse.move(overlay["x"] + 200, start["y"] + 10, steps=8)
            page.mouse.up()
            page.wait_for_function("() => { const r = document.querySelector('#frames tr[data-name=\"box\"]'); return r && Math.abs(parseFloat(r.children[3].textContent) - 180) < 2; }", timeout=10000)
            assert abs(frame(page, "box")[2] - 180) < 2, frame(page, "box")

            # Copy as SnapKit.
            page.click('#copy button[data-style="snapKit"]')
            expect(page.locator("#code")).to_contain_text("box.snp.makeConstraints", timeout=5000)

            # Saving the file reloads the page's layout.
            time.sleep(1.1)
            with open(document, "w") as file:
                file.write("canvas: {size: 320x240}\nviews:\n  - {name: banner, background: systemOrange}\n"
                           "constraints:\n  - H:|[banner]|\n  - V:|[banner(60)]\n")
            expect(page.locator('#frames tr[data-name="banner"]')).to_be_visible(timeout=10000)
            assert frame(page, "banner") == [0, 0, 320, 60], frame(page, "banner")

            check_text_widths(binary, browser, folder)

            # A screenshot for the docs, with the login example and a conflict.
            page.select_option("#examples", label="login.yaml")
            expect(page.locator('#frames tr[data-name="button"]')).to_be_visible(timeout=10000)
            screenshot = os.path.join(ROOT, os.environ.get("PLAYGROUND_SCREENSHOT", os.path.join(".build", "playground.png")))
            os.makedirs(os.path.dirname(screenshot), exist_ok=True)
            page.screenshot(path=screenshot, full_page=False)
            browser.close()
        print("playground browser test: passed")
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
