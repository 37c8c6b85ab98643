/// The UIKit value types snapshot code names (`UIEdgeInsets`, `UIUserInterfaceIdiom`) live in
/// LayoutDSL, where SwiftUI files see them as they do through `import SwiftUI` on iOS; a test
/// that imports only this module sees them too.
@_exported import LayoutDSL
