// Core Graphics' types beyond Foundation's geometry (which Foundation on Linux already has:
// CGFloat, CGPoint, CGSize, CGRect). LayoutDSL re-exports this module, as SwiftUI re-exports
// CoreGraphics, and the `CoreGraphics` module re-exports it for `import CoreGraphics`. Its own
// name is not `CoreGraphics` so that a file importing SwiftUI and Swift Testing does not ask for
// Swift Testing's CoreGraphics cross-import overlay (see `_Testing_CoreGraphics`).
@_exported import Foundation
