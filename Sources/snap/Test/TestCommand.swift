import ArgumentParser
import Foundation
import Render
import SnapRuntime
import SnapshotReporting

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test", abstract: "Check every preview against its reference image, with no test code.",
        discussion: """
        Renders every preview (PreviewProvider and #Preview) of the Swift files under PATH (default: the current
        folder) as `snap render` does, compiled with its module, in every variant of the matrix, and compares each
        image with its reference: __Snapshots__/<File>/<preview>[.<variant>].png beside the file, as
        swift-snapshot-testing keeps references. snap-test.json in the current folder (or --config) sets the matrix,
        tolerances and per-preview rules (docs/snap-test.md). Writes snapshot-report.html, .xml (JUnit) and .json to
        --report. Exits 0 when every snapshot passed, 1 when one differs or is new, or the first error's code.
        """)

    @Argument(help: "Swift files or folders (default: the current folder).") var paths: [String] = []
    @Option(help: ArgumentHelp("Write references: all, missing (the default mode: new ones, and the run fails), failed or never; " +
                               "--record alone is all. Also SNAPSHOT_TESTING_RECORD.", valueName: "mode"))
    var record: RecordMode?
    @Option(help: "The configuration file (default: snap-test.json in the current folder, when there is one).") var config: String?
    @Option(name: .customLong("color-scheme"), help: "light, dark; repeat or separate with commas for several.")
    var colorSchemes: [String] = []
    @Option(name: .customLong("dynamic-type"),
            help: "Text sizes: xSmall … xxxLarge, accessibility1 … accessibility5; several as above.")
    var dynamicTypes: [String] = []
    @Option(name: .customLong("locale"), help: "Locales (a right-to-left one lays out right to left); several as above.")
    var locales: [String] = []
    @Option(name: .customLong("device"), help: "Device presets for previews that choose none; several as above.")
    var devices: [String] = []
    @Option(name: .customLong("orientation"),
            help: "Orientations for previews that choose none: portrait, portraitUpsideDown, landscapeLeft, landscapeRight.")
    var orientations: [String] = []
    @Option(help: "Pixels per point: 1, 2 or 3 (default: the device's, else 2).") var scale: Int?
    @Option(help: "liquid-glass or compatibility (default: each app's, as snap render draws it).") var design: DesignOption?
    @Option(help: "Share of pixels that must match (0…1, default 1).") var precision: Double?
    @Option(name: .customLong("perceptual-precision"), help: "A pixel matches when its ΔE94 ≤ (1 − p)·100 (default 1).")
    var perceptualPrecision: Double?
    @Option(help: "Only previews a pattern names: path globs (*, **, ?), `path#preview`; repeatable.") var filter: [String] = []
    @Option(help: "Leave out previews a pattern names; repeatable.") var skip: [String] = []
    @Flag(help: "Only previews marked with a `// snap: test` comment right before them.") var marked = false
    @Option(help: "Take shard K of N (K/N): the same split of files on every machine.") var shard: String?
    @Flag(help: "Delete references no preview has any more (only in a run of the whole set).") var prune = false
    @Option(help: "The report's folder (default: $SNAPSHOT_ARTIFACTS, else .build/snap-test).") var report: String?
    @Option(help: "Seconds each preview may take.") var timeout: Double?
    @Option(help: ArgumentHelp("Parts each preview program's plan is cut into, run at once up to one a core (default: the cores); " +
                               "the report is the same for any number."))
    var jobs: Int?
    @Option(name: .customLong("swift-version"), help: "Language mode: 5 (default) or 6.") var swiftVersion = "5"
    @OptionGroup(title: "Module") var module: ModuleSelection
    @Flag(name: [.short, .customLong("quiet")], help: "No line per file, no previews' warnings.") var quiet = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let (mode, asked) = try RecordMode.resolve(record, environment: environment)
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
        let implicit = current.appendingPathComponent(TestConfiguration.fileName)
        let configFile = config.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }
            ?? (FileManager.default.fileExists(atPath: implicit.path) ? implicit : nil)
        let settings = try configFile.map(TestConfiguration.load) ?? TestConfiguration()
        let root = configFile?.deletingLastPathComponent() ?? current
        let plan = try TestPlan(options: self, settings: settings, root: root, current: current, environment: environment)
        if prune, let reason = plan.partialReason {
            throw SnapError(.contradictoryOptions, "--prune needs a run of every preview; this one is \(reason)")
        }
        let outcome = try plan.run(mode: mode, recordingAsked: asked, quiet: quiet, prune: prune)
        if !quiet || outcome.exitCode != 0 { FileHandle.standardError.write(Data((outcome.summary + "\n").utf8)) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    /// Values of a repeatable option, each possibly a comma-separated list.
    static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }
}
