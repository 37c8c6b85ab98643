import Foundation

extension SwiftPackageTarget.Target {
    /// The target with its by-name dependencies (`dependencies: ["Kingfisher"]`) read as SwiftPM
    /// reads them: a name of a target of the same package (`declared`) is that target; any other
    /// is the product of that name of the package dependency of that name, as if written
    /// `.product(name: "Kingfisher", package: "Kingfisher")` (SwiftPM's `Target.Dependency.byName`,
    /// docs/cli.md, "How the module is found").
    func resolvingByName(declared: Set<String>) -> Self {
        let products = localDependencies.filter { !declared.contains($0) }
        guard !products.isEmpty else { return self }
        return Self(name: name, type: type, sources: sources, resources: resources, declaresResources: declaresResources,
                    localDependencies: localDependencies.filter(declared.contains),
                    products: self.products + products.map { (name: $0, package: $0) }, moduleMap: moduleMap, settings: settings)
    }
}
