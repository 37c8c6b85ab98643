import Foundation

/// An Xcode project's native targets as its build system sees them, so that a preview is compiled
/// with the other files of its target: Xcode builds a preview's whole target, never the file alone.
///
/// `project.pbxproj` is an old-style (OpenStep) property list whose `objects` map ids to objects by
/// `isa`; `rootObject` is the `PBXProject`. What a target compiles is read as Xcode decides it:
/// - a reference's `path` is read by its `sourceTree`, the Location of Xcode's File inspector:
///   `<group>` ("Relative to Group": the enclosing group's folder, a group without `path` adding
///   none), `SOURCE_ROOT` ("Relative to Project": the project's folder, moved by `projectDirPath`),
///   `<absolute>`; files relative to build products, the SDK or the developer folder are not the
///   project's sources;
/// - a target builds the files of its build phases: Compile Sources (its `.swift` files) and Copy
///   Bundle Resources (files, folder references, and each language's file of a localized group);
/// - a folder of Xcode 16 ("Managing files and folders in your Xcode project": synchronized
///   folders, `PBXFileSystemSynchronizedRootGroup`) gives the targets that list it every file
///   under it, and an exception set lists the files whose membership in one target is the
///   opposite of the folder's: left out of a target that has the folder, added to one that has not.
/// Files missing on disk are left out, so that a stale reference does not fail the compile.
struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    let url: URL
    /// The `PBXNativeTarget`s, in project order.
    let targets: [Target]
    /// Where the references of its groups point (files and folders), sorted by path: a local package
    /// dragged into the project is one of them (`XcodeWorkspace`).
    let referencedFolders: [URL]
    /// The folders of the local packages the project references (`XCLocalSwiftPackageReference`s in its
    /// `packageReferences`, from its source root): Xcode resolves a product with no package of its own
    /// among them too.
    let localPackageReferences: [URL]

    struct Target: Equatable, Sendable {
        let name: String
        /// `productType`, e.g. "com.apple.product-type.application", "com.apple.product-type.framework".
        let productType: String?
        /// The Swift files it compiles, absolute, standardized, sorted by path.
        let sources: [URL]
        /// The files and folders its bundle holds (asset and string catalogs, `.lproj` files,
        /// folder references…), absolute, standardized, sorted by path.
        let resources: [URL]
        /// Names of the targets of this project it depends on, in the order the project lists them.
        let dependencies: [String]
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of its Debug configuration.
        let compilationConditions: [String]
        /// Whether its Info.plist sets `UIDesignRequiresCompatibility` (`Graph.requiresCompatibilityDesign`).
        var requiresCompatibilityDesign = false
        /// Compiler flags of its Debug configuration's concurrency settings (`SwiftSettings.xcode`).
        var swiftFlags: [String] = []
        /// Its Info.plist as Xcode builds it (`XcodeInfoPlist`), an XML property list; nil for a
        /// target that has none.
        var infoPlist: Data? = nil
        /// Which asset symbols Xcode generates for its catalogs (`AssetSymbolOptions`).
        var assetSymbols = AssetSymbolOptions()
        /// The Swift packages' products it links (`packageProductDependencies`): each product's
        /// name, and its package's folder for a local package (`XCLocalSwiftPackageReference`);
        /// nil for a remote one, which Xcode checks out into DerivedData, out of reach here.
        let packageProducts: [PackageProduct]
    }

    struct PackageProduct: Equatable, Sendable {
        let name: String
        let package: URL?
        /// The remote package it comes from (`XCRemoteSwiftPackageReference`), nil for a local one.
        var remote: RemotePackage? = nil
    }

    /// A remote package as the project names it: its repository and the version requirement of
    /// its reference (Xcode's `requirement` dictionary, kept as SwiftPM's manifest spells it).
    struct RemotePackage: Hashable, Sendable {
        let url: String
        /// `from: "1.2.0"`, `exact: "1.2.0"`, `branch: "main"`, `revision: "…"`, `"1.0.0"..<"2.0.0"`.
        let requirement: String
    }

    /// A project file that cannot be read, named with what is wrong.
    struct ReadError: Error, CustomStringConvertible {
        let file: URL
        let reason: String
        var description: String { "\(file.path): \(reason)" }
    }

    /// Reads `project.pbxproj` in `url`; throws `ReadError` when it is missing or is not a project.
    init(url: URL) throws {
        let file = url.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else { throw ReadError(file: file, reason: "cannot be read") }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: Any] else {
            throw ReadError(file: file, reason: "is not an Xcode project (no property list with \"objects\")")
        }
        let table = Objects(table: objects)
        guard let rootID = plist["rootObject"] as? String, let root = table[rootID] else {
            throw ReadError(file: file, reason: "names no project object (\"rootObject\")")
        }
        self.url = url.absoluteURL.standardizedFileURL
        let graph = Graph(objects: table, rootID: rootID, root: root, projectFolder: self.url.deletingLastPathComponent())
        targets = table.ids(root["targets"]).compactMap(graph.target)
        referencedFolders = Set(graph.locations.values).sorted { $0.path < $1.path }
        localPackageReferences = table.list(root["packageReferences"])
            .filter { $0["isa"] as? String == "XCLocalSwiftPackageReference" }
            .compactMap { ($0["relativePath"] as? String).map { graph.sourceRoot.appendingPathComponent($0).standardizedFileURL } }
    }

    /// The target whose sources hold `file`: an application target first (a file its tests compile
    /// too is previewed as the app's), else the first in project order.
    func target(compiling file: URL) -> Target? {
        let path = file.absoluteURL.standardizedFileURL.path
        let holding = targets.filter { $0.sources.contains { $0.path == path } }
        return holding.first { $0.productType?.hasPrefix("com.apple.product-type.application") ?? false } ?? holding.first
    }
}

/// The `objects` table, looked up by id without trusting any value's type.
private struct Objects {
    let table: [String: Any]
    subscript(id: Any?) -> [String: Any]? { (id as? String).flatMap { table[$0] as? [String: Any] } }
    func ids(_ value: Any?) -> [String] { value as? [String] ?? [] }
    func list(_ value: Any?) -> [[String: Any]] { ids(value).compactMap { self[$0] } }
}

/// The project's objects with the location of every file and group, read once.
private struct Graph {
    let objects: Objects
    let rootID: String
    let root: [String: Any]
    /// `SOURCE_ROOT`: the project's folder, or `projectDirPath` from it.
    let sourceRoot: URL
    /// The location of every reference reachable from the main group, by id.
    let locations: [String: URL]
    /// The ids of Xcode 16's synchronized folders.
    let synchronizedGroups: [String]

    init(objects: Objects, rootID: String, root: [String: Any], projectFolder: URL) {
        self.objects = objects
        self.rootID = rootID
        self.root = root
        let projectDir = root["projectDirPath"] as? String ?? ""
        let sourceRoot = (projectDir.hasPrefix("/") ? URL(fileURLWithPath: projectDir) : projectFolder.appendingPathComponent(projectDir))
            .standardizedFileURL
        var found: [String: URL] = [:]
        // Each child is read from its parent's folder; an id seen once is not walked again,
        // which also ends a cycle of groups.
        func walk(_ id: String, from parent: URL) {
            guard found[id] == nil, let object = objects[id],
                  let location = Self.location(of: object, parent: parent, sourceRoot: sourceRoot) else { return }
            found[id] = location
            for child in objects.ids(object["children"]) { walk(child, from: location) }
        }
        if let main = root["mainGroup"] as? String { walk(main, from: sourceRoot) }
        self.sourceRoot = sourceRoot
        locations = found
        synchronizedGroups = objects.table.keys.filter { objects[$0]?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" }
    }

    /// Where a reference points, by its `sourceTree`; nil for build products, SDK and developer files.
    static func location(of object: [String: Any], parent: URL, sourceRoot: URL) -> URL? {
        let path = object["path"] as? String ?? ""
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>": return path.isEmpty ? parent : parent.appendingPathComponent(path).standardizedFileURL
        case "SOURCE_ROOT": return path.isEmpty ? sourceRoot : sourceRoot.appendingPathComponent(path).standardizedFileURL
        case "<absolute>": return path.isEmpty ? nil : URL(fileURLWithPath: path).standardizedFileURL
        default: return nil
        }
    }

    /// A reference's location; one outside the group tree is read from the project's folder.
    func location(_ id: String) -> URL? {
        locations[id] ?? objects[id].flatMap { Self.location(of: $0, parent: sourceRoot, sourceRoot: sourceRoot) }
    }

    /// The native target `id` with what it builds; nil for aggregate, legacy and unnamed targets.
    func target(_ id: String) -> XcodeProject.Target? {
        guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget", let name = target["name"] as? String else {
            return nil
        }
        var sources = phaseFiles(of: target, "PBXSourcesBuildPhase").filter { $0.pathExtension == "swift" }
        // Intent definitions are compiled in the Sources phase, where Xcode generates their classes, unless the
        // target's membership says "No Generated Classes" (the build file's `no_codegen` attribute).
        var resources = phaseFiles(of: target, "PBXResourcesBuildPhase") + phaseFiles(of: target, "PBXSourcesBuildPhase") {
            !((($0["settings"] as? [String: Any])?["ATTRIBUTES"] as? [String]) ?? []).contains("no_codegen")
        }.filter { $0.pathExtension == "intentdefinition" }
        let listed = objects.ids(target["fileSystemSynchronizedGroups"])
        for groupID in synchronizedGroups {
            let inFolder = synchronizedFiles(groupID, target: id, listed: listed.contains(groupID))
            sources += inFolder.sources
            resources += inFolder.resources
        }
        var built = XcodeProject.Target(name: name, productType: target["productType"] as? String, sources: Self.onDisk(sources),
                                        resources: Self.onDisk(resources), dependencies: dependencies(of: target),
                                        compilationConditions: compilationConditions(of: target),
                                        packageProducts: packageProducts(of: target))
        built.requiresCompatibilityDesign = requiresCompatibilityDesign(of: target)
        built.swiftFlags = swiftFlags(of: target)
        built.infoPlist = infoPlist(of: target, name: name)
        built.assetSymbols = AssetSymbolOptions(xcode: settings(of: target))
        return built
    }

    /// A target's `XCSwiftPackageProductDependency`s, with a local package's folder resolved
    /// from the project's folder (`relativePath`).
    func packageProducts(of target: [String: Any]) -> [XcodeProject.PackageProduct] {
        objects.list(target["packageProductDependencies"]).compactMap { dependency in
            guard let name = dependency["productName"] as? String else { return nil }
            let package = objects[dependency["package"]]
            let folder = package?["isa"] as? String == "XCLocalSwiftPackageReference"
                ? (package?["relativePath"] as? String).map { sourceRoot.appendingPathComponent($0).standardizedFileURL } : nil
            let remote = package?["isa"] as? String == "XCRemoteSwiftPackageReference"
                ? (package?["repositoryURL"] as? String).map {
                    XcodeProject.RemotePackage(url: $0, requirement: Self.requirement(package?["requirement"] as? [String: Any] ?? [:]))
                } : nil
            return XcodeProject.PackageProduct(name: name, package: folder, remote: remote)
        }
    }

    /// A reference's requirement as a manifest's `.package(url:…)` argument: Xcode's kinds
    /// `upToNextMajorVersion`, `upToNextMinorVersion`, `exactVersion`, `versionRange`, `branch`, `revision`.
    static func requirement(_ dictionary: [String: Any]) -> String {
        let minimum = dictionary["minimumVersion"] as? String ?? "0.0.0"
        switch dictionary["kind"] as? String {
        case "exactVersion": return "exact: \(String(reflecting: dictionary["version"] as? String ?? minimum))"
        case "upToNextMinorVersion": return ".upToNextMinor(from: \(String(reflecting: minimum)))"
        case "versionRange":
            return "\(String(reflecting: minimum))..<\(String(reflecting: dictionary["maximumVersion"] as? String ?? "99999.0.0"))"
        case "branch": return "branch: \(String(reflecting: dictionary["branch"] as? String ?? "main"))"
        case "revision": return "revision: \(String(reflecting: dictionary["revision"] as? String ?? ""))"
        default: return "from: \(String(reflecting: minimum))"
        }
    }

    /// `urls` that exist, once each, sorted by path.
    static func onDisk(_ urls: [URL]) -> [URL] {
        Array(Set(urls.filter { FileManager.default.fileExists(atPath: $0.path) })).sorted { $0.path < $1.path }
    }

    /// The files of a target's build phases of one `isa` whose build file `included` accepts; a localized
    /// (variant) group gives each language's file.
    func phaseFiles(of target: [String: Any], _ isa: String, where included: ([String: Any]) -> Bool = { _ in true }) -> [URL] {
        objects.list(target["buildPhases"]).filter { $0["isa"] as? String == isa }
            .flatMap { objects.list($0["files"]) }
            .filter(included)
            .compactMap { $0["fileRef"] as? String }
            .flatMap { ref in objects[ref]?["isa"] as? String == "PBXVariantGroup" ? objects.ids(objects[ref]?["children"]) : [ref] }
            .compactMap(location)
    }

    /// The files a synchronized folder gives `target`: all of them when the target lists the folder,
    /// those its exception set names otherwise, less those named when it does. Build phase
    /// membership exceptions (files moved to another phase of the target) are not read.
    func synchronizedFiles(_ groupID: String, target: String, listed: Bool) -> (sources: [URL], resources: [URL]) {
        let group = objects[groupID] ?? [:]
        let excepted = objects.list(group["exceptions"])
            .filter { $0["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"] as? String == target }
            .flatMap { objects.ids($0["membershipExceptions"]) }
        guard listed || !excepted.isEmpty, let folder = location(groupID) else { return ([], []) }
        let members = Self.items(in: folder, wholeFolders: objects.ids(group["explicitFolders"])).filter { item in
            listed != excepted.contains { item.relative == $0 || item.relative.hasPrefix($0 + "/") }
        }.map(\.url)
        return (members.filter { $0.pathExtension == "swift" }, members.filter(Self.isResource))
    }

    /// Folders Xcode builds as one resource (a catalog, a localized folder, a bundle, a data
    /// model), and are not searched for sources.
    static let wholeFolderExtensions: Set<String> = ["xcassets", "lproj", "bundle", "xcdatamodeld", "scnassets"]

    /// The files under a synchronized folder by their path relative to it, hidden files skipped,
    /// whole folders as one item.
    static func items(in folder: URL, wholeFolders: [String]) -> [(relative: String, url: URL)] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        guard let walker else { return [] }
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        var items: [(relative: String, url: URL)] = []
        for case let url as URL in walker {
            let url = url.standardizedFileURL
            let relative = url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false {
                guard wholeFolderExtensions.contains(url.pathExtension) || wholeFolders.contains(relative) else { continue }
                walker.skipDescendants()
            }
            items.append((relative, url))
        }
        return items
    }

    /// What a synchronized folder's file that is not Swift gives its target: a resource, unless it is
    /// the Info.plist or entitlements (read by the build, not copied) or source of another language.
    static func isResource(_ url: URL) -> Bool {
        url.pathExtension != "swift" && url.lastPathComponent != "Info.plist"
            && !["entitlements", "h", "c", "m", "mm", "cpp", "metal"].contains(url.pathExtension)
    }

    /// The targets of this project a target depends on: a dependency names its target, or a proxy of
    /// this project's (`containerPortal`) does; packages' products and other projects' targets are not here.
    func dependencies(of target: [String: Any]) -> [String] {
        let targetIDs = Set(objects.ids(root["targets"]))
        return objects.list(target["dependencies"]).compactMap { dependency -> String? in
            let proxy = objects[dependency["targetProxy"]]
            let id = dependency["target"] as? String
                ?? (proxy?["containerPortal"] as? String == rootID ? proxy?["remoteGlobalIDString"] as? String : nil)
            guard let id, targetIDs.contains(id) else { return nil }
            return objects[id]?["name"] as? String
        }
    }

    /// The Debug configuration's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` by Xcode's levels of build
    /// settings ("Build settings reference"): the target's value, in which `$(inherited)` stands for
    /// the project's; the project's alone when the target sets none. Other `$(…)` references are
    /// build settings this reading does not resolve, and are left out.
    func compilationConditions(of target: [String: Any]) -> [String] {
        let project = conditions(root["buildConfigurationList"]) ?? []
        var seen: Set<String> = []
        return (conditions(target["buildConfigurationList"]) ?? ["$(inherited)"])
            .flatMap { $0 == "$(inherited)" || $0 == "${inherited}" ? project : [$0] }
            .filter { !$0.hasPrefix("$") && seen.insert($0).inserted }
    }

    /// Whether the target's Info.plist, as Xcode builds it, sets `UIDesignRequiresCompatibility`
    /// to YES (Apple's Information Property List reference): the generated Info.plist's
    /// `INFOPLIST_KEY_UIDesignRequiresCompatibility` build setting, or the key in the file
    /// `INFOPLIST_FILE` names.
    func requiresCompatibilityDesign(of target: [String: Any]) -> Bool {
        let key = "UIDesignRequiresCompatibility", settings = settings(of: target)
        if let value = settings["INFOPLIST_KEY_" + key] as? String { return ["YES", "TRUE", "1"].contains(value.uppercased()) }
        return infoPlistFile(settings)?[key] as? Bool ?? false
    }

    /// The compiler flags of the target's concurrency settings (`SwiftSettings.xcode`).
    func swiftFlags(of target: [String: Any]) -> [String] {
        let settings = settings(of: target)
        return SwiftSettings.xcode(defaultIsolation: settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] as? String,
                                   approachableConcurrency: ["YES", "TRUE", "1"].contains(
                                    (settings["SWIFT_APPROACHABLE_CONCURRENCY"] as? String)?.uppercased() ?? ""))
    }

    /// The target's Info.plist as Xcode builds it (`XcodeInfoPlist`).
    func infoPlist(of target: [String: Any], name: String) -> Data? {
        let settings = settings(of: target)
        return XcodeInfoPlist(settings: settings, name: name, file: infoPlistFile(settings)).data
    }

    /// The build settings of the target's Debug configuration, the target's over the project's
    /// (Xcode's levels of build settings).
    func settings(of target: [String: Any]) -> [String: Any] {
        debugSettings(root["buildConfigurationList"]).merging(debugSettings(target["buildConfigurationList"])) { $1 }
    }

    /// The property list of the file `INFOPLIST_FILE` names (relative to the project's folder).
    func infoPlistFile(_ settings: [String: Any]) -> [String: Any]? {
        guard var path = settings["INFOPLIST_FILE"] as? String, !path.isEmpty else { return nil }
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
        }
        let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : sourceRoot.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    }

    /// A build setting's value in a configuration list's Debug configuration; nil when it is not set.
    func debugSetting(_ name: String, _ listID: Any?) -> Any? { debugSettings(listID)[name] }

    /// The build settings of a configuration list's Debug configuration.
    func debugSettings(_ listID: Any?) -> [String: Any] {
        let debug = objects.list(objects[listID]?["buildConfigurations"]).first { $0["name"] as? String == "Debug" }
        return debug?["buildSettings"] as? [String: Any] ?? [:]
    }

    /// The words of the setting in a configuration list's Debug configuration; nil when it is not set.
    func conditions(_ listID: Any?) -> [String]? {
        guard let value = debugSetting("SWIFT_ACTIVE_COMPILATION_CONDITIONS", listID) else { return nil }
        return (value as? [String] ?? [value as? String ?? ""]).flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
    }
}
