import Foundation

extension XcodeProject {
    /// The module of the target of an Xcode project in `folder` (`*.xcodeproj`) that compiles
    /// `file`: the target's Swift files and resources, its Debug configuration's compilation
    /// conditions, the framework targets of the project it depends on, and the products of local
    /// Swift packages it links, as Xcode builds a preview's target with its dependencies. A project
    /// that cannot be read is passed over.
    static func module(in folder: URL, compiling file: URL, folders: FolderNames) throws -> PreviewModule? {
        let projects = folders(folder).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        for name in projects {
            guard let project = try? XcodeProject(url: folder.appendingPathComponent(name)),
                  let target = project.target(compiling: file) else { continue }
            return try project.module(target, root: folder, seen: [])
        }
        return nil
    }

    private func module(_ target: Target, root: URL, seen: Set<String>) throws -> PreviewModule {
        var dependencies = try target.dependencies.filter { !seen.contains($0) }.compactMap { name in targets.first { $0.name == name } }
            // Frameworks and libraries are imported; app extensions and apps are only embedded.
            .filter { target in !target.sources.isEmpty && ["framework", "library"].contains { (target.productType ?? "").contains($0) } }
            .map { try module($0, root: root, seen: seen.union([target.name])) }
        // Local packages' products are compiled from their folders, as SwiftPM would compile them;
        // remote ones are resolved at the project's pins and built by SwiftPM (`XcodePackages`).
        var unbuilt: [(name: String, package: String)] = []
        let products = target.packageProducts.filter { !SwiftPackageTarget.runtimeProducts.contains($0.name) }
        var packageModules: [PreviewModule] = []
        for product in products where product.remote == nil {
            // A product with no package reference is a local package's that the project or its
            // workspace has open (`XcodeWorkspace`), found by its name as Xcode finds it.
            let folder = product.package ?? XcodeWorkspace.packageFolders(of: self).first {
                (try? SwiftPackageTarget.read($0).products[product.name]) != nil
            }
            if let modules = try SwiftPackageTarget.productModules(product.name, in: folder) {
                packageModules += modules
            } else {
                unbuilt.append((product.name, folder?.lastPathComponent ?? product.name))
            }
        }
        // Xcode resolves the project's remote packages and its local packages' dependencies as one
        // graph; so does SwiftPM here, from one package that depends on all of them, unless one local
        // package holds every remote target (its own folder's graph is then the one).
        dependencies += packageModules
        let localRoots = Set(packageModules.filter { !$0.remoteTargets.isEmpty }.compactMap(\.remotePackageRoot))
            .sorted { $0.path < $1.path }
        let remoteProducts = products.filter { $0.remote != nil }
        let remotes = remoteProducts.isEmpty && localRoots.count <= 1 ? (targets: [:], host: localRoots.first)
            : try remoteTargets(remoteProducts, localPackages: localRoots)
        for product in remoteProducts where remotes.targets[product.name] == nil {
            unbuilt.append((product.name, product.remote!.url))
        }
        var result = PreviewModule(name: PreviewModule.moduleName(target.name), description: "Xcode target '\(target.name)'", root: root,
                             sources: target.sources, resources: target.resources, conditions: target.compilationConditions,
                             hasModuleBundle: false, dependencies: dependencies,
                             unbuiltProducts: unbuilt + dependencies.flatMap(\.unbuiltProducts),
                             remoteTargets: Array(NSOrderedSet(array: remotes.targets.values.flatMap { $0 }.sorted()
                                                               + dependencies.flatMap(\.remoteTargets))) as? [String] ?? [],
                             remotePackageRoot: remotes.host, moduleMaps: dependencies.flatMap(\.moduleMaps))
        result.design = target.requiresCompatibilityDesign ? .compatibility : .liquidGlass
        result.swiftFlags = target.swiftFlags
        result.infoPlist = target.infoPlist
        result.assetSymbols = target.assetSymbols
        return result
    }

    /// The targets of each remote product, from the packages resolved at the project's pins;
    /// a product whose package cannot be resolved has none. The graph holds every remote package
    /// of the project, whichever of its targets links it, as Xcode resolves them (one
    /// `Package.resolved` a project): one graph for the app and the frameworks it depends on.
    private func remoteTargets(_ products: [XcodeProject.PackageProduct], localPackages: [URL]) throws
        -> (targets: [String: [String]], host: URL?) {
        let remotes = self.targets.flatMap(\.packageProducts).compactMap(\.remote)
        guard let (host, inputs, stale) = try XcodePackages.host(for: url, packages: remotes, localPackages: localPackages) else {
            return ([:], nil)
        }
        var package = try SwiftPackageTarget.read(host)
        if stale || !package.unresolved.isEmpty,
           try XcodePackages.resolve(host, project: url, packages: remotes, localPackages: localPackages, inputs: inputs) {
            package = try SwiftPackageTarget.read(host)
        }
        var targets: [String: [String]] = [:]
        for product in products {
            guard let remote = product.remote else { continue }
            let last = URL(fileURLWithPath: remote.url).lastPathComponent
            let identity = (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
            guard let folder = package.dependencies[identity],
                  let dependency = try? SwiftPackageTarget.read(folder, checkouts: package.checkouts),
                  let names = dependency.products[product.name] else { continue }
            targets[product.name] = names
        }
        return (targets, host)
    }
}
