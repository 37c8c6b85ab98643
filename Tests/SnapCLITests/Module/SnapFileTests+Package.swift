import Foundation

extension SnapFileTests {
    /// Writes the package `folder`, whose one target, `Feature`, uses `product` of the package at
    /// `url` and holds `source` as `file`.
    func writePackage(_ folder: String, url: String, from version: String, product: String, of name: String,
                      file: String, source: String) throws {
        let root = directory.appendingPathComponent(folder)
        let view = root.appendingPathComponent("Sources/Feature/\(file)")
        try FileManager.default.createDirectory(at: view.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [.package(url: "\(url)", from: "\(version)")],
                targets: [.target(name: "Feature", dependencies: [.product(name: "\(product)", package: "\(name)")])]
            )
            """.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data(source.utf8).write(to: view)
    }
}
