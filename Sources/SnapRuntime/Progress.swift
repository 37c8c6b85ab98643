import Foundation

/// The line `snap render` keeps up to date on a terminal while it works: the phase (layout,
/// render, encode, contact sheet, write) with its counts, a bar and an estimate of the time left,
/// so no step of a long run is silent. Each update starts with a carriage return and clears to
/// the end of the line (a compiled preview's stderr passes through `snap`, which forwards such
/// updates at once). Nothing is drawn when stderr is not a terminal or with `--quiet`.
final class Progress {
    let enabled: Bool
    private var label = ""
    private var started = Date()
    private var drawn = Date.distantPast
    private var open = false

    init(enabled: Bool) { self.enabled = enabled }

    /// Starts a stretch of work whose estimate starts afresh: a preview, or writing the files.
    /// `label` (a preview's name when a file has several) leads the line.
    func start(_ label: String?) {
        self.label = label.map { "\($0)  " } ?? ""
        started = Date()
    }

    /// Shows `text` with a bar and an estimate from `done` of `total` units of the stretch:
    /// the time so far, times the part left over the part done. Redrawn at most ten times a
    /// second unless `force`d, so a fast loop is not slowed by the terminal.
    func show(_ text: String, done: Int, total: Int, force: Bool = false) {
        guard enabled else { return }
        let now = Date()
        guard force || now.timeIntervalSince(drawn) >= 0.1 else { return }
        drawn = now
        let fraction = total > 0 ? min(max(Double(done) / Double(total), 0), 1) : 0
        let width = 20, filled = Int(Double(width) * fraction)
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let elapsed = now.timeIntervalSince(started)
        let eta = fraction > 0 && fraction < 1 ? "  ETA \(Self.duration(elapsed * (1 - fraction) / fraction))" : ""
        FileHandle.standardError.write(Data("\r\(label)[\(bar)] \(text)\(eta)\u{1B}[K".utf8))
        open = true
    }

    /// Ends the line, so what follows starts on a fresh one.
    func finish() {
        guard enabled, open else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        open = false
    }

    /// `4 s`, `1 min 20 s`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }
}
