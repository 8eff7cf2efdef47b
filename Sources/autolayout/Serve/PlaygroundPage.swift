/// The playground's one page: HTML, CSS and JavaScript inline, nothing fetched from elsewhere.
enum PlaygroundPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>autolayout playground</title>
    <style>
      :root { --line: #d1d1d6; --muted: #6e6e73; --accent: #007aff; --bad: #ff3b30; --warn: #ff9500; }
      * { box-sizing: border-box; }
      body { margin: 0; font: 14px -apple-system, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; color: #1d1d1f; background: #f5f5f7; }
      header { padding: 10px 16px; background: white; border-bottom: 1px solid var(--line); display: flex; gap: 16px; align-items: center; }
      header h1 { font-size: 16px; margin: 0; }
      header .status { color: var(--muted); font-size: 12px; }
      main { display: grid; grid-template-columns: minmax(340px, 38%) 1fr; gap: 16px; padding: 16px; }
      .panel { background: white; border: 1px solid var(--line); border-radius: 10px; padding: 12px; }
      label { font-size: 12px; color: var(--muted); }
      .row { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; margin-bottom: 8px; }
      input[type=number] { width: 72px; }
      textarea { width: 100%; height: 340px; font: 13px/1.45 "DejaVu Sans Mono", Menlo, monospace; border: 1px solid var(--line); border-radius: 6px; padding: 8px; resize: vertical; }
      textarea.invalid { border-color: var(--bad); }
      #stage { position: relative; display: inline-block; border: 1px solid var(--line); background: white; }
      #picture svg { display: block; }
      #overlay { position: absolute; left: 0; top: 0; }
      .box { position: absolute; pointer-events: none; }
      .box.conflict { outline: 2px solid var(--bad); background: rgba(255, 59, 48, .12); }
      .box.ambiguous { outline: 2px dashed var(--warn); }
      .box.selected { outline: 2px solid var(--accent); }
      .handle { position: absolute; pointer-events: auto; background: transparent; }
      .handle:hover, .handle.active { background: rgba(0, 122, 255, .35); }
      .handle.left, .handle.right { width: 8px; cursor: ew-resize; }
      .handle.top, .handle.bottom { height: 8px; cursor: ns-resize; }
      #corner { position: absolute; width: 14px; height: 14px; cursor: nwse-resize; background: var(--accent); border-radius: 3px; opacity: .7; }
      table { border-collapse: collapse; width: 100%; font-size: 12px; }
      td, th { border-bottom: 1px solid #eee; padding: 3px 6px; text-align: right; }
      td:first-child, th:first-child { text-align: left; }
      #problems { list-style: none; padding: 0; margin: 0; }
      #problems li { padding: 6px 8px; border-radius: 6px; margin-bottom: 6px; white-space: pre-wrap; font: 12px/1.4 "DejaVu Sans Mono", Menlo, monospace; }
      #problems li.conflict, #problems li.error { background: #fff0ef; border-left: 3px solid var(--bad); }
      #problems li.ambiguous { background: #fff7eb; border-left: 3px solid var(--warn); }
      #problems a { color: var(--accent); cursor: pointer; margin-right: 6px; }
      pre#code { background: #f5f5f7; border-radius: 6px; padding: 8px; overflow: auto; max-height: 260px; font-size: 12px; }
      button { font: inherit; padding: 4px 10px; border: 1px solid var(--line); border-radius: 6px; background: white; cursor: pointer; }
      button:hover { border-color: var(--accent); }
      h2 { font-size: 13px; margin: 14px 0 6px; }
    </style>
    </head>
    <body>
    <header>
      <h1>autolayout playground</h1>
      <span class="status" id="status">loading…</span>
    </header>
    <main>
      <section class="panel">
        <div class="row">
          <label>Example <select id="examples"><option value="">—</option></select></label>
          <label>Format <select id="format"><option value="document">layout document</option><option value="vfl">VFL lines</option></select></label>
        </div>
        <div class="row">
          <label>Width <input type="number" id="width" placeholder="doc"></label>
          <label>Height <input type="number" id="height" placeholder="doc"></label>
          <label>Scale <input type="number" id="scale" placeholder="doc" step="1" min="1" max="16"></label>
          <label>Direction <select id="direction"><option value="">doc</option><option value="ltr">LTR</option><option value="rtl">RTL</option></select></label>
        </div>
        <div class="row" id="metrics-row">
          <label>Metrics (VFL) <input type="text" id="metrics" placeholder='{"pad": 20}' size="28"></label>
        </div>
        <textarea id="source" spellcheck="false" wrap="off"></textarea>
        <h2>Problems</h2>
        <ul id="problems"></ul>
        <h2>Copy as</h2>
        <div class="row" id="copy">
          <button data-style="anchors">Anchors</button><button data-style="operators">Operators</button>
          <button data-style="snapKit">SnapKit</button><button data-style="visualFormat">VFL</button>
          <button data-style="document">Document</button>
        </div>
        <pre id="code"></pre>
      </section>
      <section class="panel">
        <div class="row">
          <label>Window width <input type="range" id="resize" min="120" max="1200" value="390"></label>
          <button id="release">Let go of drags</button>
          <span class="status" id="timing"></span>
        </div>
        <div id="stage"><div id="picture"></div><div id="overlay"></div><div id="corner" title="drag to resize the window"></div></div>
        <h2>Frames</h2>
        <table><thead><tr><th>view</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead><tbody id="frames"></tbody></table>
      </section>
    </main>
    <script>
    const $ = (id) => document.getElementById(id);
    const state = { session: null, result: null, busy: false, pending: null, drag: null, fileModified: -1, version: 0 };

    function number(id) { const v = parseFloat($(id).value); return isFinite(v) ? v : undefined; }
    function metrics() { try { const t = $('metrics').value.trim(); return t ? JSON.parse(t) : undefined; } catch (e) { return undefined; } }
    function request() {
      return { source: $('source').value, format: $('format').value, metrics: metrics(), width: number('width'),
               height: number('height'), scale: number('scale'), direction: $('direction').value || undefined };
    }
    async function call(method, url, body) {
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      let json = null;
      try { json = await response.json(); } catch (e) { json = { error: { message: 'HTTP ' + response.status } }; }
      return { ok: response.ok, status: response.status, json };
    }
    function setStatus(text) { $('status').textContent = text; }

    let debounce = null;
    function scheduleUpdate() { clearTimeout(debounce); debounce = setTimeout(update, 250); }
    async function update() {
      const version = ++state.version;
      const res = await call('POST', '/api/sessions', request());
      if (version !== state.version) return;  // a newer edit is on its way
      if (!res.ok) { showError(res.json.error); return; }
      $('source').classList.remove('invalid');
      if (state.session !== res.json.id) $('code').textContent = '';
      state.session = res.json.id;
      show(res.json.result);
    }

    function showError(error) {
      $('source').classList.add('invalid');
      const list = $('problems');
      list.innerHTML = '';
      const item = document.createElement('li');
      item.className = 'error problem';
      if (error.line) item.appendChild(link(error.line, error.column));
      item.appendChild(document.createTextNode(error.message));
      list.appendChild(item);
      setStatus('error: ' + error.message);
    }

    function link(line, column) {
      const a = document.createElement('a');
      a.textContent = line + ':' + column;
      a.className = 'location';
      a.onclick = () => select(line, column);
      return a;
    }
    function select(line, column) {
      const text = $('source').value;
      let start = 0;
      for (let i = 1; i < line; i++) { const next = text.indexOf('\n', start); if (next < 0) break; start = next + 1; }
      let end = text.indexOf('\n', start); if (end < 0) end = text.length;
      $('source').focus();
      $('source').setSelectionRange(Math.min(start + Math.max(column - 1, 0), end), end);
    }

    function show(result) {
      state.result = result;
      $('picture').innerHTML = result.svg;
      const stage = $('overlay');
      stage.style.width = result.width + 'px';
      stage.style.height = result.height + 'px';
      stage.innerHTML = '';
      const marks = {};
      for (const problem of result.problems) for (const view of problem.views) marks[view] = marks[view] === 'conflict' ? 'conflict' : problem.kind;
      for (const frame of result.frames) {
        if (frame.parent === null || frame.parent === undefined) continue;
        const box = document.createElement('div');
        box.className = 'box' + (marks[frame.name] ? ' ' + marks[frame.name] : '');
        box.dataset.name = frame.name;
        Object.assign(box.style, { left: frame.x + 'px', top: frame.y + 'px', width: frame.width + 'px', height: frame.height + 'px' });
        for (const edge of ['left', 'right', 'top', 'bottom']) {
          const handle = document.createElement('div');
          handle.className = 'handle ' + edge;
          handle.dataset.view = frame.name;
          handle.dataset.edge = edge;
          const horizontal = edge === 'left' || edge === 'right';
          Object.assign(handle.style, horizontal
            ? { left: (edge === 'left' ? -4 : frame.width - 4) + 'px', top: '0px', height: frame.height + 'px' }
            : { top: (edge === 'top' ? -4 : frame.height - 4) + 'px', left: '0px', width: frame.width + 'px' });
          handle.addEventListener('mousedown', startDrag);
          box.appendChild(handle);
        }
        stage.appendChild(box);
      }
      Object.assign($('corner').style, { left: (result.width - 7) + 'px', top: (result.height - 7) + 'px' });
      const rows = result.frames.map(f => `<tr data-name="${escape(f.name)}"><td>${escape(f.name)}</td><td>${round(f.x)}</td><td>${round(f.y)}</td><td>${round(f.width)}</td><td>${round(f.height)}</td></tr>`);
      $('frames').innerHTML = rows.join('');
      const list = $('problems');
      list.innerHTML = '';
      for (const problem of result.problems) {
        const item = document.createElement('li');
        item.className = problem.kind + ' problem';
        for (const place of problem.locations) item.appendChild(link(place.line, place.column));
        item.appendChild(document.createTextNode(problem.message));
        list.appendChild(item);
      }
      $('resize').value = Math.round(result.width);
      $('timing').textContent = `laid out in ${result.microseconds < 1000 ? result.microseconds.toFixed(0) + ' µs' : (result.microseconds / 1000).toFixed(1) + ' ms'}`;
      setStatus(result.problems.length ? `${result.problems.length} problem(s)` : 'no problems');
      // A dragged edge the required constraints hold elsewhere: say where, and that the drag gave way.
      if (state.drag && state.drag.view && state.drag.value !== undefined) {
        const f = result.frames.find(x => x.name === state.drag.view);
        if (f) {
          const edge = { left: f.x, right: f.x + f.width, top: f.y, bottom: f.y + f.height }[state.drag.edge];
          if (Math.abs(edge - state.drag.value) > 1) setStatus(`the layout holds ${state.drag.view}.${state.drag.edge} at ${round(edge)}: the drag (priority 510) gives way to required constraints`);
        }
      }
    }
    function round(v) { return Math.round(v * 100) / 100; }
    function escape(text) { return String(text).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c])); }

    // Edits go one at a time; while one is in flight only the newest waits.
    async function edit(url, body) {
      if (!state.session) return;
      if (state.busy) { state.pending = [url, body]; return; }
      state.busy = true;
      const res = await call('POST', url, body);
      state.busy = false;
      if (res.ok) show(res.json); else setStatus('edit refused: ' + res.json.error.message);
      if (state.pending) { const [u, b] = state.pending; state.pending = null; edit(u, b); }
    }
    function canvasPoint(event) {
      const rect = $('overlay').getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    }
    function startDrag(event) {
      event.preventDefault();
      state.drag = { view: event.target.dataset.view, edge: event.target.dataset.edge };
      event.target.classList.add('active');
    }
    $('corner').addEventListener('mousedown', (event) => { event.preventDefault(); state.drag = { corner: true }; });
    document.addEventListener('mousemove', (event) => {
      if (!state.drag) return;
      const point = canvasPoint(event);
      if (state.drag.corner) {
        edit(`/api/sessions/${state.session}/resize`, { width: Math.max(1, point.x), height: Math.max(1, point.y) });
      } else {
        const value = state.drag.edge === 'left' || state.drag.edge === 'right' ? point.x : point.y;
        state.drag.value = value;
        edit(`/api/sessions/${state.session}/drag`, { view: state.drag.view, edge: state.drag.edge, value });
      }
    });
    document.addEventListener('mouseup', () => { state.drag = null; });
    $('resize').addEventListener('input', () => {
      const height = state.result ? state.result.height : 844;
      edit(`/api/sessions/${state.session}/resize`, { width: parseFloat($('resize').value), height });
    });
    $('release').addEventListener('click', () => edit(`/api/sessions/${state.session}/release`));
    for (const button of document.querySelectorAll('#copy button')) {
      button.addEventListener('click', async () => {
        if (!state.session) return;
        const res = await call('GET', `/api/sessions/${state.session}/code?style=${button.dataset.style}`);
        $('code').textContent = res.ok ? res.json.code : res.json.error.message;
        if (res.ok && navigator.clipboard) navigator.clipboard.writeText(res.json.code).catch(() => {});
      });
    }
    for (const id of ['source', 'format', 'width', 'height', 'scale', 'direction', 'metrics']) {
      $(id).addEventListener('input', scheduleUpdate);
      $(id).addEventListener('change', scheduleUpdate);
    }

    async function loadExamples() {
      const res = await call('GET', '/api/examples');
      if (!res.ok) return;
      state.examples = res.json;
      for (const [index, example] of res.json.entries()) {
        const option = document.createElement('option');
        option.value = index;
        option.textContent = example.name;
        $('examples').appendChild(option);
      }
      $('examples').addEventListener('change', () => {
        const example = state.examples[$('examples').value];
        if (!example) return;
        $('source').value = example.source;
        $('format').value = example.format;
        update();
      });
    }
    async function watchFile() {
      const res = await fetch('/api/file?since=' + state.fileModified);
      if (res.status === 200) {
        const file = await res.json();
        const first = state.fileModified < 0;
        state.fileModified = file.modified;
        $('source').value = file.source;
        $('format').value = 'document';
        setStatus((first ? 'opened ' : 'reloaded ') + file.path);
        await update();
      }
      if (res.status !== 404) setTimeout(watchFile, 1000);
      return res.status;
    }

    (async () => {
      await loadExamples();
      const status = await watchFile();
      if (status === 404 && state.examples && state.examples.length) {
        $('source').value = state.examples[0].source;
        $('format').value = state.examples[0].format;
        await update();
      }
    })();
    </script>
    </body>
    </html>
    """#
}
