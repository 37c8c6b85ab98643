// Swift Charts for Linux: `import Charts` in an app's file means Apple's Charts on iOS and this
// module here, as `import SwiftUI` means LayoutDSL. Rules, sources and measurements: docs/charts.md.
@_exported import LayoutDSL
