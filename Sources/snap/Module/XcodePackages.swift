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
    static func host(for project: URL, packages: [XcodeProject.RemotePackage], localPackages: [URL] = []) throws -> URL? {
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
        return folder
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
