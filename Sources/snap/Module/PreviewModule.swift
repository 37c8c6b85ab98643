import Foundation
import SnapRuntime

/// The Swift module a previewed file belongs to, as Xcode compiles it for the preview canvas:
/// Xcode builds the preview's whole target (its other sources, its resources, the targets it
/// depends on), never the file alone, so a view may use the models, sample data, styles and
/// helpers of its target's other files.
///
/// How the module is found, first match wins (docs/cli.md, "snap render"):
/// 1. `--module DIR` / `--sources GLOB`: those files, as the user says (`ModuleSelection`);
/// 2. the nearest SwiftPM package or Xcode project above the file whose target compiles it
///    (`SwiftPackageTarget`, `XcodeProject`): that target's sources and resources, and for a
///    package the same-package targets it depends on;
/// 3. otherwise the Swift files of the file's own folder (not its subfolders), of which the file
///    is compiled with those it reaches.
struct PreviewModule {
    /// The module's name as Swift sees it (the target's `PRODUCT_MODULE_NAME`).
    let name: String
    /// What the module is, for messages: "SwiftPM target 'Wayfarer'", "the folder Screens".
    let description: String
    /// The folder the module's paths are shown relative to.
    let root: URL
    /// Its Swift files, absolute and sorted.
    var sources: [URL]
    /// Files and folders the target's bundle holds (`Bundle.main`, and `Bundle.module` for a
    /// SwiftPM target with resources).
    let resources: [URL]
    /// Conditions the build system passes with `-D` besides `DEBUG`: `SWIFT_PACKAGE` for SwiftPM
    /// targets (SwiftPM's documented define), a project's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`.
    let conditions: [String]
    /// Compiler flags of its build settings besides conditions (`SwiftSettings`): the default actor
    /// isolation, upcoming features.
    var swiftFlags: [String] = []
    /// The app's Info.plist, which the preview program's bundle holds (`Bundle.main.infoDictionary`).
    var infoPlist: Data? = nil
    /// Which asset symbols its build generates for its catalogs.
    var assetSymbols = AssetSymbolOptions()
    /// Whether the code reaches its resources through `Bundle.module` (SwiftPM generates the
    /// accessor only for targets that declare resources).
    let hasModuleBundle: Bool
    /// Modules of the same package this one imports, compiled first, in dependency order.
    let dependencies: [PreviewModule]
    /// Products of other packages the target depends on, which snap does not build: files that
    /// import them are left out as files that do not compile are, and a preview that reaches one
    /// names it (`PreviewCompiler`).
    var unbuiltProducts: [(name: String, package: String)] = []
    /// Targets of remote packages it imports, its dependencies' included, which SwiftPM builds
    /// (`SwiftPMProducts`) from the package `remotePackageRoot` (the previewed package, or an
    /// Xcode project's `XcodePackages` host), and that package's own targets, which it does not.
    var remoteTargets: [String] = []
    var packageTargets: Set<String> = []
    var remotePackageRoot: URL? = nil
    /// The module maps of the system-library targets it imports, its dependencies' included (GRDB's
    /// `GRDBSQLite`): SwiftPM hands them to the compiler of every module that imports one, so does snap.
    var moduleMaps: [URL] = []
    /// Whether the module is a build system's target, compiled whole as Xcode compiles it; a
    /// folder without one is no module of any build, and a file in it is compiled with what it
    /// reaches by name (`SourceReach`) from the start.
    var isTarget = true
    /// The design its app draws on iOS 26 and later: compatibility when the app's Info.plist sets
    /// `UIDesignRequiresCompatibility` (an Xcode target's, as `XcodeProject` reads it, or an
    /// `Info.plist` in a folder module's folder), else Liquid Glass. A Swift package's targets have no
    /// Info.plist of their own: they draw Liquid Glass, as in a preview agent built with the current SDK.
    var design = DesignOption.liquidGlass

    /// The module of `file`, found as the type's documentation says; `folders` lists each folder
    /// once for a run that looks up the module of many files.
    static func containing(_ file: URL, selection: ModuleSelection, folders: FolderNames = FolderNames()) throws -> PreviewModule {
        let file = file.absoluteURL.standardizedFileURL
        if let explicit = try selection.module(for: file) { return explicit }
        var folder = file.deletingLastPathComponent()
        while true {
            if let package = try SwiftPackageTarget.module(in: folder, compiling: file) { return package }
            if let project = try XcodeProject.module(in: folder, compiling: file, folders: folders) { return project }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return folderModule(of: file)
    }

    /// The Swift files beside `file`, and the resources previews load beside them.
    static func folderModule(of file: URL) -> PreviewModule {
        let folder = file.deletingLastPathComponent()
        let entries = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil,
                                                                       options: [.skipsHiddenFiles])) ?? [])
            .map(\.standardizedFileURL).sorted { $0.path < $1.path }
        let sources = entries.filter { $0.pathExtension == "swift" && !ModuleSelection.isFolder($0) }
        var module = PreviewModule(name: "Previews", description: "the folder \(folder.lastPathComponent)", root: folder,
                                   sources: sources.contains(file) ? sources : (sources + [file]).sorted { $0.path < $1.path },
                                   resources: entries.filter(ModuleResources.isLooseResource),
                                   conditions: [], hasModuleBundle: false, dependencies: [], isTarget: false)
        if let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Info.plist").path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           plist["UIDesignRequiresCompatibility"] as? Bool == true {
            module.design = .compatibility
        }
        return module
    }

    /// `path` relative to the module's root, for messages and stable cache names.
    func relativePath(_ file: URL) -> String {
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.path
    }

    /// Swift's identifier rules applied to a target name, as Xcode derives `PRODUCT_MODULE_NAME`
    /// (`c99extidentifier`): characters other than letters, digits and `_` become `_`, and a
    /// leading digit gets one before it.
    static func moduleName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }
}
