import Foundation
import SnapRuntime

/// A SwiftPM package's target as SwiftPM builds it, for the module of a previewed file.
///
/// The manifest is evaluated by SwiftPM itself (`swift package dump-package`: the manifest's
/// code runs, `#if os(Linux)` included, and no dependency is fetched), cached by the manifest's
/// text. Where a target's files are follows SwiftPM's documented conventions (PackageDescription,
/// `Target.path` and `sources`): its `path`, else `Sources/<name>` (or `Source`, `src`,
/// `srcs`), `Tests/<name>` for test targets; `sources` narrows it, `exclude` takes away.
/// Resources are the declared ones, plus what SwiftPM handles without a rule (asset catalogs,
/// string catalogs, `.lproj` folders). Other packages' products are built from their folders (a path
/// dependency's, or a checkout in `.build/checkouts`) where they are there.
enum SwiftPackageTarget {
    /// The module of the target of the package in `folder` whose sources hold `file`; nil when
    /// `folder` holds no `Package.swift` or no target of it compiles `file`.
    static func module(in folder: URL, compiling file: URL) throws -> PreviewModule? {
        let manifest = folder.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifest.path) else { return nil }
        var package = try read(folder)
        // Remote packages not checked out yet are resolved as `swift build` would resolve them.
        if !package.unresolved.isEmpty, resolve(folder) { package = try read(folder) }
        guard let target = package.targets.first(where: { $0.type != "test" && $0.sources.contains(file) })
                ?? package.targets.first(where: { $0.sources.contains(file) }) else { return nil }
        return try module(target, of: package, seen: [])
    }

    /// A package as its manifest describes it: its targets, its products, and where the packages
    /// it depends on are checked out.
    struct Package {
        let root: URL
        let targets: [Target]
        /// Each product's targets, by the product's name.
        let products: [String: [String]]
        /// The folders of the packages it depends on, by identity and by name, lowercased: a path
        /// dependency's folder, or a remote one's checkout in `.build/checkouts` (what `swift
        /// package resolve` fetches, SwiftPM's own layout), when it is there.
        let dependencies: [String: URL]
        /// Where the root package's remote dependencies are checked out: every package of the
        /// graph, the dependencies' own dependencies too, as SwiftPM keeps them.
        let checkouts: URL
        /// The identities of remote dependencies that are not checked out.
        let unresolved: [String]
    }

    struct Target {
        let name: String
        let type: String
        let sources: [URL]
        let resources: [URL]
        let declaresResources: Bool
        /// Names of targets of the same package it depends on.
        let localDependencies: [String]
        /// (product, package) of other packages' products it depends on.
        let products: [(name: String, package: String)]
        /// A system-library target's module map (`module.modulemap` in its folder), which the
        /// modules that import it compile with, as SwiftPM passes it.
        var moduleMap: URL? = nil
        /// Its `swiftSettings`' defines and compiler flags (`SwiftSettings.package`).
        var settings: (conditions: [String], flags: [String]) = ([], [])
    }

    /// Products of this repository's own package: `import SwiftUI` and its companions are what
    /// snap compiles every preview against already.
    static let runtimeProducts: Set<String> = Set(["SwiftUI", "LayoutDSL", "LayoutSnapshotTesting"] + AppleFramework.productNames)

    /// Target kinds that are no Swift module to compile.
    static let uncompiled: Set<String> = ["macro", "plugin", "system", "binary"]

    /// The module of `target`, with the modules it imports: targets of its package, and the
    /// targets of other packages' products where the package is checked out (each compiled as a
    /// module of its own, as SwiftPM compiles them). A product whose package is not there, or
    /// that holds no Swift (a C target), is not built (`PreviewModule.unbuiltProducts`).
    private static func module(_ target: Target, of package: Package, seen: Set<String>) throws -> PreviewModule {
        let key = package.root.path + "#" + target.name
        guard !seen.contains(key) else {
            throw SnapError(.compileError, "the targets of \(package.root.path)/Package.swift depend on each other " +
                "in a cycle through '\(target.name)'")
        }
        let local = target.localDependencies.compactMap { name in package.targets.first { $0.name == name } }
        var dependencies = try local.filter { !uncompiled.contains($0.type) }.map { try module($0, of: package, seen: seen.union([key])) }
        var unbuilt: [(name: String, package: String)] = []
        var remote: [String] = []
        for product in target.products where !runtimeProducts.contains(product.name) {
            // A remote package's product is SwiftPM's to build, with the package's own settings.
            if let folder = package.dependencies[product.package.lowercased()], folder.path.hasPrefix(package.checkouts.path + "/"),
               let dependency = try? read(folder, checkouts: package.checkouts),
               let names = dependency.products[product.name]
                    ?? dependency.targets.first(where: { $0.name == product.name }).map({ [$0.name] }) {
                remote += names
                continue
            }
            guard let modules = try productModules(product.name, in: package.dependencies[product.package.lowercased()],
                                                   checkouts: package.checkouts, seen: seen.union([key])) else {
                unbuilt.append(product)
                continue
            }
            dependencies += modules
        }
        var result = PreviewModule(name: PreviewModule.moduleName(target.name), description: "SwiftPM target '\(target.name)'",
                             root: package.root, sources: target.sources, resources: target.resources,
                             conditions: ["SWIFT_PACKAGE"] + target.settings.conditions, swiftFlags: target.settings.flags,
                             hasModuleBundle: target.declaresResources || !target.resources.isEmpty, dependencies: dependencies,
                             unbuiltProducts: unbuilt + dependencies.flatMap(\.unbuiltProducts),
                             remoteTargets: Array(NSOrderedSet(array: remote + dependencies.flatMap(\.remoteTargets))) as? [String] ?? [],
                             packageTargets: Set(package.targets.map(\.name)), remotePackageRoot: package.root,
                             moduleMaps: Array(Set(local.compactMap(\.moduleMap) + dependencies.flatMap(\.moduleMaps)))
                                .sorted { $0.path < $1.path })
        // A package's catalogs get the resource symbols alone (docs/reference/asset-symbols.md).
        result.assetSymbols.extensions = false
        return result
    }

    /// The modules of the product `name` of the package in `folder`, each of its targets with
    /// what it imports; nil when there is no such package or product, or a target holds no Swift.
    static func productModules(_ name: String, in folder: URL?, checkouts: URL? = nil,
                               seen: Set<String> = []) throws -> [PreviewModule]? {
        guard let folder, var package = try? read(folder, checkouts: checkouts) else { return nil }
        // A package that is a root of its own (an Xcode project's local package, which Xcode resolves
        // with the workspace) has its remote dependencies resolved as `swift build` would resolve them.
        if checkouts == nil, !package.unresolved.isEmpty, resolve(folder), let again = try? read(folder) { package = again }
        guard let names = package.products[name] ?? package.targets.first(where: { $0.name == name }).map({ [$0.name] }) else { return nil }
        let targets = names.compactMap { name in package.targets.first { $0.name == name && !uncompiled.contains($0.type) } }
        guard !targets.isEmpty, targets.allSatisfy({ !$0.sources.isEmpty }) else { return nil }
        return try targets.map { try module($0, of: package, seen: seen) }
    }

    /// The package, from SwiftPM's reading of its manifest; its remote dependencies are looked for
    /// in `checkouts` (the root package's), by default its own `.build/checkouts`.
    static func read(_ root: URL, checkouts: URL? = nil) throws -> Package {
        let checkouts = checkouts ?? root.appendingPathComponent(".build/checkouts")
        var unresolved: [String] = []
        let object = try JSONSerialization.jsonObject(with: try dump(root)) as? [String: Any] ?? [:]
        var products: [String: [String]] = [:]
        for product in object["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        var dependencies: [String: URL] = [:]
        for dependency in object["dependencies"] as? [[String: Any]] ?? [] {
            if let path = (dependency["fileSystem"] as? [[String: Any]])?.first, let folder = path["path"] as? String {
                let url = URL(fileURLWithPath: folder, relativeTo: root).standardizedFileURL
                for name in [path["identity"], path["nameForTargetDependencyResolutionOnly"]].compactMap({ $0 as? String })
                where !name.isEmpty {
                    dependencies[name.lowercased()] = url
                }
                dependencies[url.lastPathComponent.lowercased()] = url
            } else if let remote = (dependency["sourceControl"] as? [[String: Any]])?.first, let identity = remote["identity"] as? String {
                // A URL, or a local repository's path (`file://` URLs, which SwiftPM clones as it does remote ones).
                let place = remote["location"] as? [String: Any]
                let location = ((place?["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                    ?? (place?["local"] as? [String])?.first
                // SwiftPM checks a repository out under its name: the URL's last component without `.git`.
                let last = location.map { URL(fileURLWithPath: $0).lastPathComponent } ?? identity
                let repository = last.hasSuffix(".git") ? String(last.dropLast(4)) : last
                if let found = [repository, identity].map({ checkouts.appendingPathComponent($0) }).first(where: ModuleSelection.isFolder) {
                    dependencies[identity.lowercased()] = found
                } else {
                    unresolved.append(identity)
                }
            }
        }
        let targets = object["targets"] as? [[String: Any]] ?? []
        let declared = Set(targets.compactMap { $0["name"] as? String })
        return Package(root: root, targets: targets.compactMap { target(from: $0, in: root)?.resolvingByName(declared: declared) },
                       products: products, dependencies: dependencies, checkouts: checkouts, unresolved: unresolved)
    }

    /// `swift package resolve` in the package's folder, with the user's SwiftPM settings (mirrors,
    /// registries, credentials), as `swift build` resolves before building: the checkouts and
    /// `Package.resolved` it writes are SwiftPM's own, reused by the user's builds. True when it
    /// succeeded; when it fails (no network, an unknown version) the products stay unbuilt and
    /// the preview that reaches one says so.
    static func resolve(_ package: URL) -> Bool {
        guard let line = resolveError(package) else { return true }
        FileHandle.standardError.write(Data("snap: warning: cannot resolve the packages of \(package.path)/Package.swift: \(line)\n".utf8))
        return false
    }

    /// `swift package resolve` in the package's folder: nil when it succeeded, else the first line of
    /// SwiftPM's error (`error: Failed to clone repository https://…:`).
    static func resolveError(_ package: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", package.path, "resolve"]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let exit = ProcessExit(of: process)
        guard (try? process.run()) != nil else { return "error: cannot run swift package resolve" }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exit.wait()
        guard process.terminationStatus != 0 else { return nil }
        return String(message.split(separator: "\n").first { $0.hasPrefix("error:") } ?? message.split(separator: "\n").last ?? "")
    }

    static func target(from json: [String: Any], in package: URL) -> Target? {
        guard let name = json["name"] as? String else { return nil }
        let type = json["type"] as? String ?? "regular"
        let manager = FileManager.default
        let folder: URL
        if let path = json["path"] as? String {
            folder = package.appendingPathComponent(path).standardizedFileURL
        } else {
            let roots = type == "test" ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
            guard let found = roots.map({ package.appendingPathComponent("\($0)/\(name)") })
                    .first(where: { ModuleSelection.isFolder($0) }) else { return nil }
            folder = found.standardizedFileURL
        }
        let excluded = (json["exclude"] as? [String] ?? []).map { folder.appendingPathComponent($0).standardizedFileURL.path }
        let declared = (json["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
            .map { folder.appendingPathComponent($0).standardizedFileURL }
        func isExcluded(_ url: URL) -> Bool {
            (excluded + declared.map(\.path)).contains { url.path == $0 || url.path.hasPrefix($0 + "/") }
        }
        let roots = (json["sources"] as? [String]).map { $0.map { folder.appendingPathComponent($0).standardizedFileURL } } ?? [folder]
        var sources: [URL] = [], automatic: [URL] = []
        for root in roots {
            if root.pathExtension == "swift" { sources.append(root); continue }
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                let url = url.standardizedFileURL
                if isExcluded(url) { walker.skipDescendants(); continue }
                if ModuleResources.packages.contains(url.pathExtension) {
                    walker.skipDescendants()
                    if ["xcassets", "xcstrings", "lproj"].contains(url.pathExtension) { automatic.append(url) }
                } else if url.pathExtension == "xcstrings" {
                    automatic.append(url)
                } else if url.pathExtension == "swift" {
                    sources.append(url)
                }
            }
        }
        // A declared folder of resources with `.process` is flattened as SwiftPM does; `.copy` keeps it.
        var resources = automatic
        for (rule, url) in zip(
            (json["resources"] as? [[String: Any]] ?? []).map { ($0["rule"] as? [String: Any])?.keys.first ?? "process" },
            declared) {
            if rule == "process", ModuleSelection.isFolder(url), !ModuleResources.packages.contains(url.pathExtension) {
                resources += ModuleResources.flattened(url)
            } else {
                resources.append(url)
            }
        }
        var local: [String] = [], products: [(String, String)] = []
        for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
            if let entry = (dependency["byName"] ?? dependency["target"]) as? [Any], let name = entry.first as? String {
                local.append(name)
            } else if let entry = dependency["product"] as? [Any], let name = entry.first as? String {
                // A product only for other platforms (`condition: .when(platforms: [.iOS])`) is not linked here.
                if let condition = entry.count > 3 ? entry[3] as? [String: Any] : nil,
                   let platforms = condition["platformNames"] as? [String], !platforms.contains("linux") { continue }
                products.append((name, entry.count > 1 ? entry[1] as? String ?? name : name))
            }
        }
        let map = folder.appendingPathComponent("module.modulemap")
        return Target(name: name, type: type, sources: sources.sorted { $0.path < $1.path },
                      resources: resources.sorted { $0.path < $1.path },
                      declaresResources: !declared.isEmpty, localDependencies: local, products: products,
                      moduleMap: type == "system" && manager.fileExists(atPath: map.path) ? map : nil,
                      settings: SwiftSettings.package(json["settings"] as? [[String: Any]] ?? []))
    }

    /// `swift package dump-package`'s JSON, cached by the manifests' text: it takes about a
    /// second, and the manifest seldom changes between renders.
    static func dump(_ package: URL) throws -> Data {
        let manager = FileManager.default
        let manifests = ((try? manager.contentsOfDirectory(atPath: package.path)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift") && $0.hasSuffix(".swift")) }.sorted()
        let text = manifests.map { (try? String(contentsOf: package.appendingPathComponent($0), encoding: .utf8)) ?? "" }.joined()
        let cached = PreviewCompiler.cacheDirectory.appendingPathComponent("manifests")
            .appendingPathComponent(PreviewCompiler.hash(package.path + "|" + text) + ".json")
        if let data = manager.contents(atPath: cached.path) { return data }
        let scratch = manager.temporaryDirectory.appendingPathComponent("snap-manifest-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Its own scratch folder: the package's `.build` may be locked by a build that runs snap.
        process.arguments = ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let exit = ProcessExit(of: process)
        do { try process.run() } catch {
            throw SnapError(.compileError, "cannot run swift to read \(package.path)/Package.swift: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exit.wait()
        guard process.terminationStatus == 0 else {
            let line = message.split(separator: "\n").first { $0.contains("error") } ?? message.split(separator: "\n").first ?? ""
            throw SnapError(.compileError, "\(package.path)/Package.swift cannot be read: \(line)")
        }
        try? manager.createDirectory(at: cached.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: cached, options: .atomic)
        return data
    }
}
