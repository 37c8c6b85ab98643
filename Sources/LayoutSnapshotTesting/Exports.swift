/// The UIKit value types snapshot code names (`UIEdgeInsets`, `UIUserInterfaceIdiom`) live in
/// LayoutDSL, where SwiftUI files see them as they do through `import SwiftUI` on iOS; a test
/// that imports only this module sees them too.
@_exported import LayoutDSL

/// The run's report (`SnapshotReport`: its entries, page, JUnit file and merging), in a module of
/// its own so that `snap` reads and merges reports without a test framework.
@_exported import SnapshotReporting
