import Foundation

/// The remote Swift packages of an Xcode project, as Xcode resolves them into DerivedData: here
/// a package of snap's own in the cache (one per project) that depends on each with the
/// project's requirement, its `Package.resolved` the project's pins (the workspace's
/// `xcshareddata/swiftpm/Package.resolved`, else the project's embedded workspace's), so SwiftPM
/// resolves the exact pinned versions, and then builds the products the targets link
/// (`SwiftPMProducts`). Pins that change make SwiftPM resolve again.
enum XcodePackages {
    /// The folder of the host package for `project`'s `packages`, resolved; nil when there are none.
    /// `localPackages`, the folders of local packages whose own remote dependencies the project builds,
    /// are path dependencies of it, so that their dependencies resolve in the same graph, as Xcode's do.
    ///
    /// `unresolved`, when not nil, is what it was written from (manifest and pins), which differs from what it
    /// was last resolved with (a new host, or packages added or removed, whose own dependencies SwiftPM has
    /// not resolved yet): resolve it, then record that with `resolved(_:from:)`.
    static func host(for project: URL, packages: [XcodeProject.RemotePackage], localPackages: [URL] = []) throws
        -> (folder: URL, unresolved: Data?)? {
        guard !packages.isEmpty || !localPackages.isEmpty else { return nil }
        let folder = PreviewCompiler.cacheDirectory.appendingPathComponent("xcode-packages")
            .appendingPathComponent(PreviewCompiler.hash(project.path))
        let dependencies = Set(packages).sorted { $0.url < $1.url }
            .map { "        .package(url: \(String(reflecting: $0.url)), \($0.requirement))," }
            + localPackages.map { "        .package(path: \(String(reflecting: $0.path)))," }
        let dependencyLines = dependencies.joined(separator: "\n")
        let manifest = """
            // swift-tools-version: 5.9
            // The remote packages of \(project.lastPathComponent), for snap's previews.
            import PackageDescription
            let package = Package(name: "SnapXcodePackages", dependencies: [
            \(dependencyLines)
            ])

            """
        let pins = pinsFile(of: project).flatMap { FileManager.default.contents(atPath: $0.path) }
        try PreviewCompiler.writingCache(folder) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("Package.swift")
            if FileManager.default.contents(atPath: file.path) != Data(manifest.utf8) { try Data(manifest.utf8).write(to: file) }
            let resolved = folder.appendingPathComponent("Package.resolved")
            if let pins, FileManager.default.contents(atPath: resolved.path) != pins { try pins.write(to: resolved) }
        }
        let inputs = Data(manifest.utf8) + Data([0]) + (pins ?? Data())
        let last = FileManager.default.contents(atPath: folder.appendingPathComponent(resolvedStamp).path)
        return (folder, last == inputs ? nil : inputs)
    }

    /// The file that holds the manifest and pins a host was last resolved from.
    private static let resolvedStamp = "snap-resolved"

    /// Records that `host` was resolved from `inputs`.
    static func resolved(_ host: URL, from inputs: Data) throws {
        try PreviewCompiler.writingCache(host) { try inputs.write(to: host.appendingPathComponent(resolvedStamp)) }
    }

    /// Where Xcode keeps the project's pins: a workspace beside the project first, then the project's own.
    static func pinsFile(of project: URL) -> URL? {
        let folder = project.deletingLastPathComponent()
        let workspaces = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcworkspace") }.sorted().map { folder.appendingPathComponent($0) }
        return (workspaces + [project.appendingPathComponent("project.xcworkspace")])
            .map { $0.appendingPathComponent("xcshareddata/swiftpm/Package.resolved") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
