import Foundation

/// The report's HTML page: every snapshot of the run grouped by suite and test, problems open
/// and passes collapsed (their images load lazily, so a run of hundreds stays quick to open). A
/// failure shows the reference, the diff and the actual image, a wipe slider and an onion skin
/// between reference and actual, and its numbers. Images open fitted to the window (a phone
/// screenshot whole, not cropped), with 1:1 (one image pixel per device pixel, so a 0.5 pt
/// hairline of a 2x image is one visible pixel), 2x and 4x a click away; the choice is
/// remembered (`localStorage`). Buttons show all snapshots or only the failed (failed, error,
/// crashed), the new (missing, recorded) or the passed ones, and a field keeps the tests whose
/// suite or name contains its text. The page's address can set both (`#zoom=1&show=failed&test=card`),
/// which a link or a headless browser uses. After loading, the page writes how many of its shown
/// images loaded and how many did not into `data-images-loaded` and `data-images-broken` on
/// `<body>`, and how many snapshots the filters show into `data-shown`.
enum SnapshotReportPage {
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Outcomes in the order the summary lists them, problems first.
    static let summaryOrder: [SnapshotReport.Outcome] = [.crashed, .failed, .missing, .error, .recorded, .orphaned, .passed]

    static func html(_ contents: SnapshotReport.Contents) -> String {
        let counts = SnapshotReport.counts(contents.entries)
        let total = contents.entries.count
        let problems = total - (counts[.passed] ?? 0)
        let summary = summaryOrder.map { outcome in
            "<span class=\"count \(outcome.rawValue)\" data-count=\"\(counts[outcome] ?? 0)\">" +
                "\(counts[outcome] ?? 0) \(outcome.rawValue)</span>"
        }.joined(separator: " ")
        let suites = SnapshotReport.ordered(contents.entries).map { suite in
            let tests = suite.tests.map { test in
                "<div class=\"test\" data-name=\"\(escape("\(suite.suite) \(test.test)".lowercased()))\">" +
                    "<h3>\(escape(test.test))</h3>\n\(test.entries.map(snapshot).joined(separator: "\n"))\n</div>"
            }.joined(separator: "\n")
            return "<section class=\"suite\"><h2>\(escape(suite.suite))</h2>\n\(tests)\n</section>"
        }.joined(separator: "\n")
        let started = ISO8601DateFormatter().string(from: contents.started)
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <title>Snapshots: \(problems == 0 ? "all \(total) passed" : "\(problems) of \(total) need attention")</title>
        <style>\(style)</style></head>
        <body data-total="\(total)">
        <header>
        <h1>Snapshot report</h1>
        <p class="run">Run <code>\(escape(contents.run))</code> started \(started): \
        <span class="count total" data-count="\(total)">\(total) snapshots</span> \(summary)</p>
        <p class="zoom">Images: <button data-zoom="fit" class="on">fit</button> <button data-zoom="1">1:1</button> \
        <button data-zoom="2">2×</button> <button data-zoom="4">4×</button>
        · Show: <button data-show="all" class="on">all</button> <button data-show="failed">failed</button> \
        <button data-show="new">new</button> <button data-show="passed">passed</button>
        <input type="search" class="test-filter" placeholder="Test name" aria-label="Tests whose suite or name contains"></p>
        </header>
        \(suites)
        <script>\(script)</script>
        </body></html>
        """
    }

    static func snapshot(_ e: SnapshotReport.Entry) -> String {
        var numbers = ""
        if let differing = e.differingPixels, let total = e.totalPixels, let deltaE = e.maxDeltaE {
            let percent = Double(differing) / Double(max(total, 1)) * 100
            numbers = "\(differing) of \(total) pixels differ (\(String(format: "%.2f", percent))%), worst ΔE " +
                "\(String(format: "%.2f", deltaE))"
        }
        var body = ""
        if let message = e.message { body += "<pre class=\"message\">\(escape(message))</pre>\n" }
        if let made = e.madeWith {
            body += "<p class=\"made\">Drawn with \(escape(made.summary))\(e.libraries.map { "; " + escape($0.summary) } ?? "")</p>\n"
        }
        if let reference = e.referenceMadeWith, reference != e.madeWith {
            body += "<p class=\"made differs\">The reference was drawn with \(escape(reference.summary))</p>\n"
        }
        if let reference = e.reference, let actual = e.actual {
            body += """
            <div class="images">
            \(figure("Reference", reference, "reference"))
            \(e.diff.map { figure("Diff", $0, "diff") } ?? "")
            \(figure("Actual", actual, "actual"))
            </div>
            <div class="compare">
            <figure><figcaption><label>Wipe: reference | actual \
            <input type="range" min="0" max="100" value="50" class="wipe"></label></figcaption>
            <div class="stack wipe-stack">\(image(reference, "under"))\(image(actual, "top"))</div></figure>
            <figure><figcaption><label>Onion skin: reference → actual \
            <input type="range" min="0" max="100" value="50" class="onion"></label></figcaption>
            <div class="stack onion-stack">\(image(reference, "under"))\(image(actual, "top"))</div></figure>
            </div>
            """
        } else if let actual = e.actual {
            let caption = switch e.outcome {
            case .passed: "Snapshot (matches its reference)"
            case .recorded: "Recorded reference"
            case .orphaned: "Reference with no preview"
            default: "New snapshot (not recorded)"
            }
            body += "<div class=\"images\">\(figure(caption, actual, "actual", lazy: !e.outcome.fails))</div>"
        }
        return """
        <details class="snapshot \(e.outcome.rawValue)" data-outcome="\(e.outcome.rawValue)"\(e.outcome.fails ? " open" : "")>
        <summary><span class="badge">\(e.outcome.rawValue)</span> <b>\(escape(e.name))</b> \
        <span class="numbers">\(numbers)</span> \
        <span class="where">\(escape(e.library)) · \(escape(e.file)):\(e.line)</span></summary>
        \(body)
        </details>
        """
    }

    static func figure(_ caption: String, _ src: String, _ kind: String, lazy: Bool = false) -> String {
        "<figure><figcaption>\(caption)</figcaption><div class=\"frame\">\(image(src, kind, lazy: lazy))</div></figure>"
    }

    static func image(_ src: String, _ kind: String, lazy: Bool = false) -> String {
        "<img class=\"shot \(kind)\" src=\"\(escape(src))\" alt=\"\(kind)\"\(lazy ? " loading=\"lazy\"" : "")>"
    }

    static let style = """
    body { font: 14px -apple-system, system-ui, sans-serif; margin: 0 24px 24px; color: #1d1d1f; }
    header { position: sticky; top: 0; background: #fff; padding: 4px 0; border-bottom: 1px solid #ddd; z-index: 1; }
    h1 { margin: 8px 0; font-size: 20px; } h2 { margin: 20px 0 8px; font-size: 17px; }
    h3 { margin: 12px 0 4px; font-size: 15px; font-family: ui-monospace, monospace; }
    .count, .badge { padding: 1px 6px; border-radius: 8px; margin-right: 4px; }
    .count.failed, .failed .badge { background: #ffd6d6; } .count.missing, .missing .badge { background: #ffe7c2; }
    .count.error, .error .badge, .count.crashed, .crashed .badge { background: #ead6ff; } \
    .count.recorded, .recorded .badge { background: #d6e8ff; }
    .count.passed, .passed .badge { background: #d9f2d9; } .count.orphaned, .orphaned .badge { background: #e8e8e8; }
    details.snapshot { border: 1px solid #ddd; border-radius: 6px; margin: 6px 0; padding: 4px 8px; }
    summary { cursor: pointer; } .numbers { color: #444; margin-left: 8px; } .where { color: #888; float: right; }
    pre.message { background: #f4f4f4; padding: 8px; white-space: pre-wrap; font-size: 12px; }
    p.made { color: #666; font-size: 12px; margin: 4px 0; }
    p.made.differs { color: #a40; }
    .images, .compare { display: flex; gap: 16px; align-items: flex-start; margin-top: 8px; }
    figure { margin: 0; min-width: 0; } figcaption { font-size: 12px; color: #555; margin-bottom: 4px; }
    .frame { overflow: auto; max-height: 90vh; border: 1px solid #ccc; }
    img.shot { display: block; image-rendering: pixelated; }
    body.fit img.shot { max-width: 100%; max-height: 80vh; width: auto; height: auto; }
    body.fit .stack img.top { width: 100%; height: 100%; }
    [hidden] { display: none !important; }
    input.test-filter { margin-left: 8px; }
    .stack { position: relative; display: inline-block; border: 1px solid #ccc; }
    .stack img.top { position: absolute; left: 0; top: 0; }
    button.on { font-weight: bold; }
    """

    static let script = """
    var zooms = ['fit', '1', '2', '4'], shows = ['all', 'failed', 'new', 'passed'];
    var groups = { failed: ['failed', 'error', 'crashed'], new: ['missing', 'recorded', 'orphaned'], passed: ['passed'] };
    var hash = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (p) {
      var kv = p.split('='); if (kv[0]) hash[kv[0]] = decodeURIComponent(kv[1] || '');
    });
    function stored() { try { return localStorage.getItem('snapshot-report-zoom'); } catch (e) { return null; } }
    var zoom = [hash.zoom, stored(), 'fit'].filter(function (z) { return zooms.indexOf(z) >= 0; })[0];
    var show = shows.indexOf(hash.show) >= 0 ? hash.show : 'all';
    var field = document.querySelector('input.test-filter');
    field.value = hash.test || '';
    function size(img) {
      if (zoom === 'fit') { img.style.width = ''; return; }
      if (img.naturalWidth) img.style.width = (img.naturalWidth * Number(zoom) / window.devicePixelRatio) + 'px';
    }
    function apply() {
      document.body.classList.toggle('fit', zoom === 'fit');
      document.querySelectorAll('img.shot').forEach(size);
      document.querySelectorAll('button[data-zoom]').forEach(function (b) { b.classList.toggle('on', b.dataset.zoom === zoom); });
    }
    function filter() {
      var text = field.value.trim().toLowerCase(), shown = 0;
      document.querySelectorAll('button[data-show]').forEach(function (b) { b.classList.toggle('on', b.dataset.show === show); });
      document.querySelectorAll('div.test').forEach(function (t) {
        var named = !text || t.dataset.name.indexOf(text) >= 0, any = false;
        t.querySelectorAll('details.snapshot').forEach(function (s) {
          var keep = named && (show === 'all' || groups[show].indexOf(s.dataset.outcome) >= 0);
          s.hidden = !keep; if (keep) { any = true; shown++; }
        });
        t.hidden = !any;
      });
      document.querySelectorAll('section.suite').forEach(function (s) { s.hidden = !s.querySelector('div.test:not([hidden])'); });
      document.body.dataset.shown = shown;
    }
    document.querySelectorAll('button[data-zoom]').forEach(function (b) {
      b.addEventListener('click', function () {
        zoom = b.dataset.zoom; apply();
        try { localStorage.setItem('snapshot-report-zoom', zoom); } catch (e) {}
      });
    });
    document.querySelectorAll('button[data-show]').forEach(function (b) {
      b.addEventListener('click', function () { show = b.dataset.show; filter(); });
    });
    field.addEventListener('input', filter);
    filter();
    document.querySelectorAll('img.shot').forEach(function (img) { img.addEventListener('load', function () { size(img); }); });
    document.querySelectorAll('details.snapshot').forEach(function (s) {
      var wipe = s.querySelector('.wipe'), wipeTop = s.querySelector('.wipe-stack .top');
      var onion = s.querySelector('.onion'), onionTop = s.querySelector('.onion-stack .top');
      if (!wipe) return;
      function update() {
        wipeTop.style.clipPath = 'inset(0 ' + (100 - wipe.value) + '% 0 0)';
        onionTop.style.opacity = onion.value / 100;
      }
      wipe.addEventListener('input', update); onion.addEventListener('input', update); update();
    });
    window.addEventListener('load', function () {
      apply();
      var shown = Array.prototype.slice.call(document.querySelectorAll('details[open] img.shot'));
      var loaded = shown.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
      document.body.dataset.imagesLoaded = loaded;
      document.body.dataset.imagesBroken = shown.length - loaded;
    });
    """
}
