import Foundation
import Render
import SnapRuntime
import SnapshotReporting

/// What a `snap test` run checks, from its options and configuration (options win): the files,
/// the matrix, the rules per preview, the tolerances, where references and the report go.
struct TestPlan {
    let layout: ReferenceLayout
    let variants: [SnapshotVariant]
    /// The paths the run was given (absolute): where it looks for orphaned references.
    let scanned: [URL]
    /// The files whose previews it renders, by path from the root.
    let files: [URL]
    /// With `--marked`, the groups of each file's marked previews (`PreviewMark`, `RenderPlan.Item.groups`); nil: every preview.
    let markedGroups: [URL: [String]]?
    /// Include, exclude and sequence rules, in order (`SnapshotGlob`).
    let rules: [(glob: SnapshotGlob, rule: RenderPlan.PreviewRule)]
    /// Per-preview tolerances, in order; the last that sets a value wins.
    let tolerances: [(glob: SnapshotGlob, precision: Double?, perceptualPrecision: Double?)]
    let precision: Double
    let perceptualPrecision: Double
    let scale: Int?
    /// `--design` or the configuration's; nil draws each module's app's design.
    let design: DesignOption?
    let timeout: Double
    /// How many parts each program's plan is cut into (`--jobs`, default the cores); they run at
    /// once up to one a core (`render`).
    let jobs: Int
    let report: URL
    /// Why the run does not cover every preview of its paths (a filter, a shard), if it does not.
    let partialReason: String?
    let swiftVersion: String
    let selection: ModuleSelection

    /// Where the report goes: `--report`, else `$SNAPSHOT_ARTIFACTS`, else `.build/snap-test`, from the current
    /// folder. `snap mcp`'s `run_snap_test` reads the report from there.
    static func reportFolder(_ option: String?, environment: [String: String], current: URL) -> URL {
        URL(fileURLWithPath: option ?? environment["SNAPSHOT_ARTIFACTS"] ?? ".build/snap-test", relativeTo: current).standardizedFileURL
    }

    init(options: TestCommand, settings: TestConfiguration, root: URL, current: URL, environment: [String: String]) throws {
        guard ["5", "6"].contains(options.swiftVersion) else {
            throw SnapError(.contradictoryOptions, "--swift-version must be 5 or 6, not \(options.swiftVersion)")
        }
        swiftVersion = options.swiftVersion
        selection = options.module
        layout = ReferenceLayout(root: root, folder: settings.references ?? ReferenceLayout.defaultFolder)
        variants = try Self.matrix(options, settings)
        precision = options.precision ?? settings.precision ?? 1
        perceptualPrecision = options.perceptualPrecision ?? settings.perceptualPrecision ?? 1
        guard (0...1).contains(precision), (0...1).contains(perceptualPrecision) else {
            throw SnapError(.contradictoryOptions, "precisions are fractions from 0 to 1")
        }
        scale = options.scale ?? settings.scale
        design = options.design ?? settings.design
        if let scale, !(1...3).contains(scale) { throw SnapError(.badSize, "--scale must be 1, 2 or 3") }
        timeout = options.timeout ?? settings.timeout ?? 60
        guard timeout.isFinite, timeout > 0 else {
            throw SnapError(.contradictoryOptions, "--timeout must be a positive number of seconds")
        }
        jobs = options.jobs ?? min(ProcessInfo.processInfo.activeProcessorCount, ChildWatch.capacity)
        guard (1...ChildWatch.capacity).contains(jobs) else {
            throw SnapError(.contradictoryOptions, "--jobs must be from 1 to \(ChildWatch.capacity)")
        }
        report = Self.reportFolder(options.report, environment: environment, current: current)
        let shard = try options.shard.map { text -> SnapshotShard in
            guard let shard = SnapshotShard(text) else {
                throw SnapError(.contradictoryOptions, "--shard \(text) is not K/N with 1 ≤ K ≤ N")
            }
            return shard
        }
        partialReason = shard.map { "shard \($0.index)/\($0.count)" }
            ?? (options.filter.isEmpty && options.skip.isEmpty ? nil : "filtered by --filter or --skip")

        scanned = try (options.paths.isEmpty ? ["."] : options.paths).map { path in
            let url = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw SnapError(.unreadableFile, "\(path) does not exist")
            }
            guard isFolder.boolValue || url.pathExtension == "swift" else {
                throw SnapError(.unreadableFile, "\(path) is not a Swift file")
            }
            return isFolder.boolValue ? URL(fileURLWithPath: url.path, isDirectory: true) : url
        }
        let marked = options.marked || settings.marked == true
        var found: [URL] = [], markedGroups: [URL: [String]] = [:]
        for path in scanned {
            let candidates = path.hasDirectoryPath ? GalleryCommand.swiftFiles(in: path, skipping: report) : [path]
            for file in candidates where !found.contains(file) {
                guard let source = PreviewSourceFile.reading(file), !source.entries.isEmpty else { continue }
                if marked {
                    let names = PreviewSourceFile.groupNames(source.entries)
                    let chosen = source.marked.sorted().map { names[$0] }
                    if chosen.isEmpty { continue }
                    markedGroups[file] = chosen
                }
                found.append(file)
            }
        }
        self.markedGroups = marked ? markedGroups : nil
        let includes = (settings.include ?? []) + TestCommand.list(options.filter)
        let excludes = (settings.exclude ?? []) + TestCommand.list(options.skip)
        let layout = layout
        files = found.filter { file in
            let path = layout.relativePath(file)
            return (includes.isEmpty || includes.contains { SnapshotGlob($0).matches(file: path) })
                && !excludes.contains { let glob = SnapshotGlob($0); return glob.preview == nil && glob.matches(file: path) }
                && shard?.includes(path) != false
        }.sorted { layout.relativePath($0) < layout.relativePath($1) }
        guard !files.isEmpty else {
            throw SnapError(.noPreviews, "no Swift file \(includes.isEmpty ? "" : "that the filters pick ")under " +
                "\((options.paths.isEmpty ? ["."] : options.paths).joined(separator: ", ")) declares " +
                (marked ? "a preview marked `// \(PreviewMark.text)`" : "a PreviewProvider or a #Preview") +
                (shard.map { " in shard \($0.index)/\($0.count)" } ?? ""))
        }
        rules = Self.rules(includes: includes, excludes: excludes, settings: settings)
        tolerances = (settings.previews ?? []).map { (SnapshotGlob($0.match), $0.precision, $0.perceptualPrecision) }
    }

    /// The matrix: each dimension from the options, else the configuration, else its default.
    static func matrix(_ options: TestCommand, _ settings: TestConfiguration) throws -> [SnapshotVariant] {
        func values<T>(_ flags: [String], _ configured: [T]?, _ parse: (String) throws -> T, default value: T) rethrows -> [T] {
            let flags = TestCommand.list(flags)
            let chosen = try flags.isEmpty ? configured ?? [value] : flags.map(parse)
            return chosen.isEmpty ? [value] : chosen
        }
        func named<T: RawRepresentable & CaseIterable>(_ option: String) -> (String) throws -> T where T.RawValue == String {
            { text in
                guard let value = T(rawValue: text) else {
                    throw SnapError(.contradictoryOptions, "--\(option) \(text) is not one of " +
                        T.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return value
            }
        }
        let schemes: [ColorSchemeOption] = try values(options.colorSchemes, settings.colorSchemes, named("color-scheme"), default: .light)
        let sizes: [DynamicTypeOption] = try values(options.dynamicTypes, settings.dynamicTypeSizes, named("dynamic-type"), default: .large)
        let locales: [String?] = try values(options.locales, settings.locales, { $0 }, default: nil).map { text in
            // en_US is the default's locale: named, it would name the same images twice.
            try text.map { try LocaleOption(parsing: $0).identifier }.flatMap { $0 == LocaleOption.default.identifier ? nil : $0 }
        }
        let devices: [String?] = try values(options.devices, settings.devices, { $0 }, default: nil).map { name in
            guard let name else { return nil }
            guard let device = Device.named(name) else {
                throw SnapError(.unknownDevice, "unknown device '\(name)'; known: \(Device.all.map(\.name).joined(separator: ", "))")
            }
            return device.name.lowercased().replacingOccurrences(of: " ", with: "-")
        }
        let orientations: [OrientationOption?] = try values(options.orientations, settings.orientations,
                                                            named("orientation"), default: .portrait).map { $0 == .portrait ? nil : $0 }
        return SnapshotVariant.matrix(colorSchemes: schemes, dynamicTypes: sizes, locales: locales, devices: devices,
                                      orientations: orientations)
    }

    /// Rules a preview program applies by preview name: with patterns naming previews, every
    /// other preview is left out; a `path#preview` exclusion leaves those out; a configured
    /// sequence replaces the still.
    static func rules(includes: [String], excludes: [String], settings: TestConfiguration)
        -> [(glob: SnapshotGlob, rule: RenderPlan.PreviewRule)] {
        var rules: [(SnapshotGlob, RenderPlan.PreviewRule)] = []
        let previewIncludes = includes.map(SnapshotGlob.init).filter { $0.preview != nil }
        if !previewIncludes.isEmpty {
            rules.append((SnapshotGlob("**#*"), RenderPlan.PreviewRule(pattern: "*", skip: true)))
            for glob in previewIncludes { rules.append((glob, RenderPlan.PreviewRule(pattern: glob.preview!, skip: false))) }
        }
        for glob in excludes.map(SnapshotGlob.init) where glob.preview != nil {
            rules.append((glob, RenderPlan.PreviewRule(pattern: glob.preview!, skip: true)))
        }
        for rule in settings.previews ?? [] {
            let glob = SnapshotGlob(rule.match)
            let frames: FrameSequence? = rule.sequence.map { sequence in
                sequence.offsets.map { .offsets($0.map { CGPoint(x: 0, y: $0) }) } ?? .duration(sequence.duration ?? 0)
            }
            if rule.skip != nil || frames != nil {
                rules.append((glob, RenderPlan.PreviewRule(pattern: glob.preview ?? "*", skip: rule.skip, frames: frames,
                                                           fps: rule.sequence?.fps)))
            }
        }
        return rules
    }

    /// The rules that apply to a file's previews, for its plan items.
    func rules(for file: URL) -> [RenderPlan.PreviewRule] {
        let path = layout.relativePath(file)
        return rules.filter { $0.glob.matches(file: path) }.map(\.rule)
    }

    /// The tolerances of one preview.
    func tolerance(file: URL, preview: String) -> (precision: Double, perceptualPrecision: Double) {
        let path = layout.relativePath(file)
        let matching = tolerances.filter { $0.glob.matches(file: path, preview: preview) }
        return (matching.last { $0.precision != nil }?.precision ?? precision,
                matching.last { $0.perceptualPrecision != nil }?.perceptualPrecision ?? perceptualPrecision)
    }
}
