import Synchronization
import Foundation
import Render

/// An HTML page of a run's snapshot failures: for each, the reference, the actual image and the
/// diff side by side, a slider that wipes between reference and actual, and an onion skin that
/// fades one into the other. It sits next to the images and links them relatively.
public enum SnapshotReport {
    public struct Entry: Codable, Equatable {
        public var name: String
        public var reference: String, actual: String, diff: String
        public var differingPixels: Int, totalPixels: Int
        public var maxDeltaE: Double
        public var message: String

        public init(name: String, reference: String, actual: String, diff: String, differingPixels: Int, totalPixels: Int,
                    maxDeltaE: Double, message: String) {
            self.name = name; self.reference = reference; self.actual = actual; self.diff = diff
            self.differingPixels = differingPixels; self.totalPixels = totalPixels; self.maxDeltaE = maxDeltaE; self.message = message
        }
    }

    /// Report folders this process has written to: the first failure of a run starts a fresh
    /// report there, so it shows this run's failures, not earlier ones. Held while a report is
    /// rewritten, so concurrent failures append in turn.
    private static let started = Mutex<Set<String>>([])

    /// Appends an entry to `results.json` in `root` and rewrites `index.html` from all entries.
    public static func add(_ entry: Entry, root: URL) {
        started.withLock { started in
            let results = root.appendingPathComponent("results.json")
            let fresh = started.insert(root.standardizedFileURL.path).inserted
            var entries = fresh ? [] : (try? JSONDecoder().decode([Entry].self, from: Data(contentsOf: results))) ?? []
            entries.removeAll { $0.name == entry.name }
            entries.append(entry)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try? AtomicFile.write(try encoder.encode(entries), to: results)
            try? AtomicFile.write(Data(html(entries).utf8), to: root.appendingPathComponent("index.html"))
        }
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    public static func html(_ entries: [Entry]) -> String {
        let sections = entries.map { e in
            let name = escape(e.name)
            return """
            <section class="failure" id="\(name)">
              <h2>\(name)</h2>
              <pre>\(escape(e.message))</pre>
              <div class="row">
                <figure><figcaption>Reference</figcaption><img class="reference" src="\(escape(e.reference))" alt="reference"></figure>
                <figure><figcaption>Diff</figcaption><img class="diff" src="\(escape(e.diff))" alt="diff"></figure>
                <figure><figcaption>Actual</figcaption><img class="actual" src="\(escape(e.actual))" alt="actual"></figure>
              </div>
              <div class="compare">
                <div class="tool">
                  <label>Slider: reference | actual <input type="range" min="0" max="100" value="50" class="wipe"></label>
                  <div class="stack wipe-stack"><img src="\(escape(e.reference))" alt=""><img class="top" src="\(escape(e.actual))" alt=""></div>
                </div>
                <div class="tool">
                  <label>Onion skin: reference → actual <input type="range" min="0" max="100" value="50" class="onion"></label>
                  <div class="stack onion-stack"><img src="\(escape(e.reference))" alt=""><img class="top" src="\(escape(e.actual))" alt=""></div>
                </div>
              </div>
            </section>
            """
        }.joined(separator: "\n")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Snapshot failures (\(entries.count))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; }
        .row, .compare { display: flex; gap: 16px; align-items: flex-start; margin-top: 12px; }
        .tool { display: flex; flex-direction: column; gap: 6px; }
        figure { margin: 0; } img { width: 300px; border: 1px solid #ccc; image-rendering: pixelated; }
        .stack { position: relative; display: inline-block; }
        .stack img.top { position: absolute; left: 0; top: 0; }
        pre { background: #f4f4f4; padding: 8px; white-space: pre-wrap; }
        </style></head><body>
        <h1>Snapshot failures: \(entries.count)</h1>
        \(sections)
        <script>
        document.querySelectorAll('section.failure').forEach(function (s) {
          var wipe = s.querySelector('.wipe'), wipeTop = s.querySelector('.wipe-stack .top');
          var onion = s.querySelector('.onion'), onionTop = s.querySelector('.onion-stack .top');
          function update() {
            wipeTop.style.clipPath = 'inset(0 ' + (100 - wipe.value) + '% 0 0)';
            onionTop.style.opacity = onion.value / 100;
          }
          wipe.addEventListener('input', update); onion.addEventListener('input', update); update();
        });
        </script>
        </body></html>
        """
    }
}
