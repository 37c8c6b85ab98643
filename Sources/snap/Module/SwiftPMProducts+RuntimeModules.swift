import Foundation

extension SwiftPMProducts {
    /// The modules the runtime library holds: the program links them from it, so a package
    /// graph's own copies are left out. Beside a runtime in a build folder they are the modules of
    /// the objects SwiftPM linked into it (`SnapRuntime.product/Objects.LinkFileList`): the
    /// folder's `Modules` holds every module of snap's build, swift-collections' among them, which
    /// the library does not hold, and a package's `OrderedCollections` left out for it failed to
    /// link. An installed runtime's `Modules` holds only the library's (scripts/install.sh).
    static func runtimeModules(_ runtime: URL) -> Set<String> {
        let linked = runtime.appendingPathComponent("SnapRuntime.product/Objects.LinkFileList")
        if let list = try? String(contentsOf: linked, encoding: .utf8) {
            let folders = list.split(separator: "\n")
                .compactMap { URL(fileURLWithPath: String($0)).pathComponents.last { $0.hasSuffix(".build") } }
            return Set(folders.map { String($0.dropLast(".build".count)) })
        }
        let modules = runtime.appendingPathComponent("Modules").path
        return Set(((try? FileManager.default.contentsOfDirectory(atPath: modules)) ?? [])
            .filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
    }
}
