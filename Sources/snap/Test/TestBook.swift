import Foundation
import Render
import SnapRuntime
import SnapshotReporting

/// What a `snap test` run found, snapshot by snapshot, as it goes: the report's entries with
/// their images written into the report's folder, the references the run expects (so the
/// others are orphans), the files it covered whole, and the first error's code.
struct TestBook {
    let layout: ReferenceLayout
    let report: URL
    private(set) var entries: [SnapshotReport.Entry] = []
    private(set) var expected: Set<URL> = []
    /// Files whose previews' failure was not the whole file's (their orphans can be told).
    private(set) var covered: Set<URL> = []
    private(set) var firstError: SnapError?
    private var uncovered: Set<URL> = []

    init(layout: ReferenceLayout, report: URL) {
        self.layout = layout
        self.report = report
    }

    /// Entries of one file, for its progress line.
    func entries(of file: URL) -> [SnapshotReport.Entry] {
        let path = layout.relativePath(file)
        return entries.filter { $0.file == path }
    }

    /// A preview rendered in a variant: `actual` checked against its reference.
    mutating func check(_ actual: Data, file: URL, preview: String, variant: SnapshotVariant, tolerance: (Double, Double),
                        mode: RecordMode) {
        let reference = layout.reference(for: file, preview: preview, variant: variant)
        expected.insert(reference.standardizedFileURL)
        var entry = entry(file: file, preview: preview, variant: variant)
        let stem = "\(String(layout.relativePath(file).dropLast(".swift".count)))/\(preview)\(variant.suffix)"
        do {
            let result = try SnapshotCheck(reference: reference, precision: tolerance.0, perceptualPrecision: tolerance.1, mode: mode)
                .check(actual)
            entry.outcome = result.outcome
            entry.message = result.message
            entry.actual = write(actual, "\(stem).png")
            if result.outcome == .failed {
                entry.reference = result.referenceImage.flatMap { write($0, "\(stem).reference.png") }
                entry.diff = result.diffImage.flatMap { write($0, "\(stem).diff.png") }
                if let d = result.difference, !d.sizeMismatch {
                    entry.differingPixels = d.differingPixels; entry.totalPixels = d.totalPixels; entry.maxDeltaE = d.maxDeltaE
                }
            }
        } catch {
            let failure = SnapError.from(error)
            entry.outcome = .error
            entry.message = failure.message
            firstError = firstError ?? failure
        }
        entries.append(entry)
    }

    /// A preview left out by a rule: its references stay.
    mutating func skipped(file: URL, preview: String, variant: SnapshotVariant) {
        expected.insert(layout.reference(for: file, preview: preview, variant: variant).standardizedFileURL)
    }

    /// A preview (`preview` non-nil) or a whole file that could not be rendered in a variant
    /// (every variant: nil); the references of a file that failed whole are neither checked
    /// nor orphaned.
    mutating func failed(_ failure: SnapError, file: URL, preview: String?, variant: SnapshotVariant?, crashed: Bool = false) {
        if let preview, let variant {
            expected.insert(layout.reference(for: file, preview: preview, variant: variant).standardizedFileURL)
        } else {
            uncovered.insert(file)
        }
        var entry = entry(file: file, preview: preview ?? "previews", variant: variant)
        entry.outcome = crashed ? .crashed : .error
        entry.message = failure.message
        firstError = firstError ?? failure
        entries.append(entry)
    }

    /// A reference no preview has any more.
    mutating func orphaned(_ reference: URL) {
        let file = layout.sourceFile(of: reference.deletingLastPathComponent())
        let name = reference.deletingPathExtension().lastPathComponent
        var entry = SnapshotReport.Entry(suite: file.deletingPathExtension().lastPathComponent, test: name, name: "orphaned",
                                         library: Self.library, file: layout.relativePath(file), line: 0, outcome: .orphaned,
                                         message: "No preview or variant has the reference \(layout.relativePath(reference)) any more; " +
                                            "snap test --prune removes it")
        entry.actual = FileManager.default.contents(atPath: reference.path).flatMap {
            write($0, "orphaned/\(layout.relativePath(reference))")
        }
        entries.append(entry)
    }

    /// What another book found after this one's: a part of the plan checked at the same time
    /// (`TestPlan.render`), joined in plan order so the report is the same whatever ran first.
    mutating func append(_ other: TestBook) {
        entries += other.entries
        expected.formUnion(other.expected)
        uncovered.formUnion(other.uncovered)
        firstError = firstError ?? other.firstError
    }

    /// Files the run covered: every file it tried, but those that failed whole.
    mutating func finish(_ files: [URL]) { covered = Set(files).subtracting(uncovered) }

    static let library = "snap test"

    private func entry(file: URL, preview: String, variant: SnapshotVariant?) -> SnapshotReport.Entry {
        let path = layout.relativePath(file)
        return SnapshotReport.Entry(suite: file.deletingPathExtension().lastPathComponent, test: preview, name: variant?.name ?? "all",
                                    library: Self.library, file: path, line: 0, outcome: .passed)
    }

    /// Writes an image into the report's folder (`SnapshotReport.writeImage`).
    private func write(_ data: Data, _ relative: String) -> String? { SnapshotReport.writeImage(data, to: relative, in: report) }
}
