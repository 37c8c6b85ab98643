import Foundation
import Render

/// The report of a run's snapshots: `snapshot-report.html` (a page a person reads),
/// `snapshot-report.xml` (JUnit, for CI systems) and `snapshot-report.json` (the entries both
/// are made from), side by side in the run's root with the images they show.
///
/// Each assertion adds its entry as it finishes (`LayoutSnapshotTesting`'s `add(_:to:)`), so a
/// run that crashes still leaves a report of what ran, and the snapshot being taken when it
/// crashed says so (`crashed`). Adding rewrites the three files atomically (a reader never sees
/// half a file) under a lock every process of the run takes; the first entry of a new run
/// replaces the previous run's report instead of adding to it. The reports of a suite's shards
/// are joined by `merge(_:into:)` (`snap report merge`). This module has no test framework in
/// it, so `snap` reads and writes reports too.
public enum SnapshotReport {
    /// What one assertion found.
    public enum Outcome: String, Codable, Sendable {
        /// The snapshot matched its reference.
        case passed
        /// It did not match (or the reference could not be read).
        case failed
        /// There was no reference and the record mode (`never`) did not record one.
        case missing
        /// A reference was recorded (it was missing, or the record mode is `all`).
        case recorded
        /// No snapshot was taken: the view could not be rendered or the snapshot timed out.
        case error
        /// The test process ended while the snapshot was being taken (a view that traps, or a
        /// process killed): each snapshot enters the report as crashed before it is taken, and
        /// its outcome replaces that when it finishes, so a crash leaves the test's name behind.
        case crashed
        /// A reference no preview or variant has any more (`snap test`): listed so it can be
        /// removed (`--prune`); it fails nothing.
        case orphaned

        /// Whether the outcome fails its run.
        public var fails: Bool { ![.passed, .orphaned].contains(self) }
    }

    /// One snapshot of the run. Image paths are relative to the run's root.
    public struct Entry: Codable, Equatable, Sendable {
        /// The suite (a Swift Testing suite type, else the test file's name, which is
        /// swift-snapshot-testing's folder for its references and an XCTest case's class by convention).
        public var suite: String
        /// The test function, as swift-snapshot-testing's `testName` has it (`card()`, `testCard()`).
        public var test: String
        /// The `named:` argument, or swift-snapshot-testing's counter for an unnamed snapshot.
        public var name: String
        /// `XCTest` or `Swift Testing`.
        public var library: String
        /// Where the assertion is: `Module/File.swift` and line.
        public var file: String, line: Int
        public var outcome: Outcome
        public var reference: String?, actual: String?, diff: String?
        /// Comparison numbers, for a failed comparison of two readable images.
        public var differingPixels: Int?, totalPixels: Int?, maxDeltaE: Double?
        /// The assertion's message; nil when it passed.
        public var message: String?
        /// What drew the new image, and, for a failed comparison, what drew the reference
        /// (`RenderProvenance`, as the images record it): the report says which fonts made each,
        /// so a difference that comes from the machine shows as such.
        public var madeWith: RenderProvenance?, referenceMadeWith: RenderProvenance?
        /// The versions of the libraries that read the fonts where the new image was drawn, which
        /// images do not record (`RenderLibraries`).
        public var libraries: RenderLibraries?

        public init(suite: String, test: String, name: String, library: String, file: String, line: Int, outcome: Outcome,
                    reference: String? = nil, actual: String? = nil, diff: String? = nil,
                    differingPixels: Int? = nil, totalPixels: Int? = nil, maxDeltaE: Double? = nil, message: String? = nil) {
            self.suite = suite; self.test = test; self.name = name; self.library = library; self.file = file; self.line = line
            self.outcome = outcome; self.reference = reference; self.actual = actual; self.diff = diff
            self.differingPixels = differingPixels; self.totalPixels = totalPixels; self.maxDeltaE = maxDeltaE; self.message = message
        }

        /// An assertion made again in the same run (a repeated test) replaces its earlier entry.
        public var key: [String] { [suite, test, name, file] }
    }

    /// The report's contents: which run it belongs to and its entries.
    public struct Contents: Codable, Equatable, Sendable {
        public var run: String
        public var started: Date
        public var entries: [Entry]

        public init(run: String, started: Date, entries: [Entry]) {
            self.run = run; self.started = started; self.entries = entries
        }
    }

    public static let pageName = "snapshot-report.html"
    public static let junitName = "snapshot-report.xml"
    public static let contentsName = "snapshot-report.json"

    /// The report in `root`, as the last entry added left it.
    public static func read(_ root: URL) throws -> Contents {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Contents.self, from: Data(contentsOf: root.appendingPathComponent(contentsName)))
    }

    /// Writes a report's three files into `root` (each atomically: a reader never sees half a
    /// file); the images its entries name are already there.
    public static func write(_ contents: Contents, to root: URL) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try AtomicFile.write(try encoder.encode(contents), to: root.appendingPathComponent(contentsName))
        try AtomicFile.write(Data(SnapshotReportPage.html(contents).utf8), to: root.appendingPathComponent(pageName))
        try AtomicFile.write(Data(JUnitReport.xml(contents).utf8), to: root.appendingPathComponent(junitName))
    }

    /// Writes one of a report's images at `relative` in `root` (creating its folder) and returns
    /// that path for the entry; nil when it cannot be written, so the entry shows no image rather
    /// than failing its snapshot a second time.
    public static func writeImage(_ data: Data, to relative: String, in root: URL) -> String? {
        let url = root.appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(data, to: url)
        } catch {
            return nil
        }
        return relative
    }

    /// Entries in the order the page and the JUnit file list them: by suite, then by where the
    /// assertion is in its file, then by name.
    static func ordered(_ entries: [Entry]) -> [(suite: String, tests: [(test: String, entries: [Entry])])] {
        let sorted = entries.sorted { ($0.suite, $0.file, $0.line, $0.test, $0.name) < ($1.suite, $1.file, $1.line, $1.test, $1.name) }
        var suites: [(suite: String, tests: [(test: String, entries: [Entry])])] = []
        for entry in sorted {
            if suites.last?.suite != entry.suite { suites.append((entry.suite, [])) }
            if let index = suites[suites.count - 1].tests.firstIndex(where: { $0.test == entry.test }) {
                suites[suites.count - 1].tests[index].entries.append(entry)
            } else {
                suites[suites.count - 1].tests.append((entry.test, [entry]))
            }
        }
        return suites
    }

    /// How many entries have each outcome.
    static func counts(_ entries: [Entry]) -> [Outcome: Int] {
        Dictionary(grouping: entries, by: \.outcome).mapValues(\.count)
    }
}
