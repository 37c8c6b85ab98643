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
    /// `inputs` is what it was written from (manifest and pins); `stale` says that differs from what it was
    /// last resolved with (a new host, or packages added or removed, whose own dependencies SwiftPM has not
    /// resolved yet): resolve it with `resolve(_:project:packages:localPackages:inputs:)`, which records that.
    static func host(for project: URL, packages: [XcodeProject.RemotePackage], localPackages: [URL] = []) throws
        -> (folder: URL, inputs: Data, stale: Bool)? {
        guard !packages.isEmpty || !localPackages.isEmpty else { return nil }
        let folder = PreviewCompiler.cacheDirectory.appendingPathComponent("xcode-packages")
            .appendingPathComponent(PreviewCompiler.hash(project.path))
        let pins = pinsFile(of: project).flatMap { FileManager.default.contents(atPath: $0.path) }
        let inputs = Data(manifest(of: project, packages: packages, localPackages: localPackages).utf8) + Data([0]) + (pins ?? Data())
        let last = FileManager.default.contents(atPath: folder.appendingPathComponent(resolvedStamp).path)
        // Packages that could not be fetched when it was resolved from these inputs stay left out.
        let leftOut = last == inputs ? Set(recordedLeftOut(folder)) : []
        try PreviewCompiler.writingCache(folder) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(manifest(of: project, packages: packages.filter { !leftOut.contains($0.url) }, localPackages: localPackages),
                      in: folder)
            let resolved = folder.appendingPathComponent("Package.resolved")
            if let pins, FileManager.default.contents(atPath: resolved.path) != pins { try pins.write(to: resolved) }
        }
        return (folder, inputs, last != inputs)
    }

    /// The host's manifest: a package that depends on `packages` and `localPackages`.
    private static func manifest(of project: URL, packages: [XcodeProject.RemotePackage], localPackages: [URL]) -> String {
        let dependencies = Set(packages).sorted { $0.url < $1.url }
            .map { "        .package(url: \(String(reflecting: $0.url)), \($0.requirement))," }
            + localPackages.map { "        .package(path: \(String(reflecting: $0.path)))," }
        let dependencyLines = dependencies.joined(separator: "\n")
        return """
            // swift-tools-version: 5.9
            // The remote packages of \(project.lastPathComponent), for snap's previews.
            import PackageDescription
            let package = Package(name: "SnapXcodePackages", dependencies: [
            \(dependencyLines)
            ])

            """
    }

    private static func write(_ manifest: String, in host: URL) throws {
        let file = host.appendingPathComponent("Package.swift")
        if FileManager.default.contents(atPath: file.path) != Data(manifest.utf8) { try Data(manifest.utf8).write(to: file) }
    }

    /// The file that holds the manifest and pins a host was last resolved from.
    private static let resolvedStamp = "snap-resolved"
    /// The file that holds the URLs of the packages left out of it then, one a line.
    private static let leftOutFile = "snap-left-out"

    private static func recordedLeftOut(_ host: URL) -> [String] {
        ((try? String(contentsOf: host.appendingPathComponent(leftOutFile), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    /// Resolves `host`, written from `inputs`, as Xcode resolves the project's packages; a package that
    /// SwiftPM cannot fetch (`Failed to clone repository`: none on this machine, no network) is left out
    /// with a warning and the others are resolved without it, so the products of those that can be
    /// fetched are built and only the files that import the others are left out. True when it resolved.
    static func resolve(_ host: URL, project: URL, packages: [XcodeProject.RemotePackage], localPackages: [URL],
                        inputs: Data) throws -> Bool {
        var leftOut: [String] = []
        while let error = SwiftPackageTarget.resolveError(host) {
            guard let url = unfetchable(error), let package = packages.first(where: { sameRepository($0.url, url) }),
                  !leftOut.contains(package.url) else {
                let warning = "snap: warning: cannot resolve the packages of \(host.path)/Package.swift: \(error)\n"
                FileHandle.standardError.write(Data(warning.utf8))
                return false
            }
            FileHandle.standardError.write(Data("""
                snap: warning: cannot fetch \(package.url), a package of \(project.lastPathComponent); \
                resolved its other packages without it

                """.utf8))
            leftOut.append(package.url)
            try PreviewCompiler.writingCache(host) {
                try write(manifest(of: project, packages: packages.filter { !leftOut.contains($0.url) }, localPackages: localPackages),
                          in: host)
            }
        }
        try PreviewCompiler.writingCache(host) {
            try Data(leftOut.joined(separator: "\n").utf8).write(to: host.appendingPathComponent(leftOutFile))
            try inputs.write(to: host.appendingPathComponent(resolvedStamp))
        }
        return true
    }

    /// The repository of SwiftPM's `error: Failed to clone repository https://…:`, else nil.
    private static func unfetchable(_ error: String) -> String? {
        guard let range = error.range(of: "Failed to clone repository ") else { return nil }
        let rest = error[range.upperBound...]
        return String(rest.hasSuffix(":") ? rest.dropLast() : rest)
    }

    /// Whether two spellings of a repository's URL name one repository (SwiftPM's identity: case and `.git` aside).
    private static func sameRepository(_ a: String, _ b: String) -> Bool {
        func identity(_ url: String) -> String {
            let trimmed = url.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            return trimmed.hasSuffix(".git") ? String(trimmed.dropLast(4)) : trimmed
        }
        return identity(a) == identity(b)
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
