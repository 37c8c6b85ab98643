// Apple's UIKit for the packages snap builds that need it: the UIKit the previewed app's files
// get, whose `import UIKit` compiles as `import SwiftUI` (`PreviewSourceFile`): this package's
// UIKit types are declared beside SwiftUI's in LayoutDSL, which SwiftUI re-exports. So
// `#if canImport(UIKit)` holds in such a package as on iOS, and its `UIImage` or `UIView` is the
// app's. Apple's UIKit re-exports Foundation and Core Graphics, as LayoutDSL does, and ImageIO
// and Core Image, which its images use: a file that imports only UIKit reads image sources in
// kean/Nuke@0ead44350d2737db384908569c012fe67c421e4d, its Sources/Nuke/Internal/Graphics.swift.
// It is the Swift overlay of the C module of its name (module.modulemap), whose submodules are Apple's.
@_exported import UIKit
@_exported import SwiftUI
@_exported import ImageIO
@_exported import CoreImage
