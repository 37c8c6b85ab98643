// `import SwiftUI` on Linux: a package that shares its view files with an iOS app depends on this
// module on Linux only (`.product(name: "SwiftUI", package: "LayoutDSL", condition: .when(platforms:
// [.linux]))`), so the same file imports Apple's SwiftUI on iOS and LayoutDSL here. The target
// depends on the `#Preview` plugin, which SwiftPM then hands to the compiler for its clients: a
// view file's `#Preview { … }` compiles here as it does in Xcode.
@_exported import LayoutDSL
