// What Foundation has on Apple platforms and swift-corelibs-foundation lacks, that app code uses
// in files a preview compiles: `DateComponentsFormatter` (declared unavailable there),
// `NSAttributedString.Key.link`, `RunLoop.Mode.tracking`, the `ObservableObject` and `Published` aliases. LayoutDSL re-exports it (SwiftUI
// re-exports Foundation), and `snap` adds it beside every `import Foundation` of a previewed
// module. A declaration here shadows Foundation's unavailable one: this module imports Foundation.
@_exported import Foundation
