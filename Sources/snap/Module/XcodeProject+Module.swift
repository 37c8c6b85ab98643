import Foundation

extension XcodeProject {
    /// The module of the target of an Xcode project in `folder` (`*.xcodeproj`) that compiles
    /// `file`: the target's Swift files and resources, its Debug configuration's compilation
    /// conditions, and the framework targets of the project it depends on, as Xcode builds a
    /// preview's target with its dependencies. A project that cannot be read is passed over.
    static func module(in folder: URL, compiling file: URL) -> PreviewModule? {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }.sorted()
        for name in projects {
            guard let project = try? XcodeProject(url: folder.appendingPathComponent(name)),
                  let target = project.target(compiling: file) else { continue }
            return project.module(target, root: folder, seen: [])
        }
        return nil
    }

    private func module(_ target: Target, root: URL, seen: Set<String>) -> PreviewModule {
        let dependencies = target.dependencies.filter { !seen.contains($0) }.compactMap { name in targets.first { $0.name == name } }
            // Frameworks and libraries are imported; app extensions and apps are only embedded.
            .filter { target in !target.sources.isEmpty && ["framework", "library"].contains { (target.productType ?? "").contains($0) } }
            .map { module($0, root: root, seen: seen.union([target.name])) }
        return PreviewModule(name: PreviewModule.moduleName(target.name), description: "Xcode target '\(target.name)'", root: root,
                             sources: target.sources, resources: target.resources, conditions: target.compilationConditions,
                             hasModuleBundle: false, dependencies: dependencies)
    }
}
