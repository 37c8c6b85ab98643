// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ProfileKit",
    products: [.library(name: "ProfileKit", targets: ["ProfileKit"])],
    targets: [.target(name: "ProfileKit")]
)
