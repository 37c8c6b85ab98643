import Foundation

/// One line of `snap watch --json`: what an editor extension needs to show a file's previews
/// beside its code and keep them current, as a JSON object on a line of its own (JSON Lines),
/// written when it happens. docs/cli.md lists the fields.
struct WatchEvent: Encodable {
    enum Kind: String, Encodable {
        /// The file's previews were rendered: the first render, or after a save.
        case rendered
        /// The first render is done (or failed) and the files are being watched.
        case watching
        /// A render did not happen: the file does not compile, or a preview crashed or timed out.
        case failed
    }

    /// A preview's frames and how they changed since the render before (`new` in the first).
    struct Preview: Encodable {
        let name: String
        /// `new`, `changed`, `unchanged` or `removed`.
        let change: String
        /// The frames that differ, of `frames`, and the pixels that differ over them (changed only).
        var changedFrames: Int?, pixels: Int?
        /// The preview's PNGs, absolute paths, in frame order (none when removed).
        let images: [String]
    }

    /// A compiler diagnostic, as `file:line:column: severity: message` says it.
    struct Diagnostic: Encodable, Equatable {
        let file: String
        let line: Int, column: Int
        let severity: String
        let message: String
    }

    let event: Kind
    /// The previewed file, an absolute path.
    let file: String
    /// The file whose save caused the event (the previewed one or another of its module); none at first.
    var changed: String?
    /// Seconds the render took (rendered).
    var seconds: Double?
    var previews: [Preview]?
    /// The files watched (watching).
    var files: [String]?
    /// snap's one-line error (failed), without `snap: error: `.
    var error: String?
    /// The compiler's diagnostics for a file that does not compile (failed).
    var diagnostics: [Diagnostic]?
    /// snap's warnings for this render, each without `snap: warning: ` (and the preview's own `warning:` lines).
    var warnings: [String]?

    /// The event as one line of JSON, keys sorted, slashes unescaped.
    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
    }

    /// The previews of a render and their changes, each with its PNGs in `out`.
    static func previews(_ changes: RenderChanges, files: [String], out: URL) -> [Preview] {
        changes.previews.map { preview in
            let images = files.filter { RenderChanges.preview($0) == preview.name }.sorted(by: frameOrder)
                .map { out.appendingPathComponent($0).path }
            switch preview.change {
            case .added: return Preview(name: preview.name, change: "new", images: images)
            case .removed: return Preview(name: preview.name, change: "removed", images: [])
            case .unchanged: return Preview(name: preview.name, change: "unchanged", images: images)
            case .changed(let frames, _, let pixels):
                return Preview(name: preview.name, change: "changed", changedFrames: frames, pixels: pixels, images: images)
            }
        }
    }

    /// `Card@2x_2.png` before `Card@2x_10.png`: by the frame number after the last `_`.
    private static func frameOrder(_ a: String, _ b: String) -> Bool {
        func frame(_ name: String) -> Int {
            Int(name.split(separator: "_").last?.split(separator: ".").first ?? "") ?? 0
        }
        return (frame(a), a) < (frame(b), b)
    }

    /// What a render printed on standard error, sorted into diagnostics, warnings and the error.
    static func failure(of log: String) -> (error: String?, diagnostics: [Diagnostic], warnings: [String]) {
        var error: String?, diagnostics: [Diagnostic] = [], warnings: [String] = []
        for line in log.split(separator: "\n").map(String.init) {
            if let message = line.dropping(prefix: "snap: error: ") {
                error = message
            } else if let message = line.dropping(prefix: "snap: warning: ") ?? line.dropping(prefix: "warning: ") {
                warnings.append(message)
            } else if let diagnostic = diagnostic(line) {
                diagnostics.append(diagnostic)
            }
        }
        return (error, diagnostics, warnings)
    }

    /// `/path/Card.swift:12:5: error: cannot find 'x' in scope` as a diagnostic; nil for any other line.
    static func diagnostic(_ line: String) -> Diagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            return Diagnostic(file: place.dropLast(2).joined(separator: ":"), line: lineNumber, column: column, severity: severity,
                              message: String(line[marker.upperBound...]))
        }
        return nil
    }
}

private extension String {
    func dropping(prefix: String) -> String? { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil }
}
