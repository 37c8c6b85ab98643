// What Foundation has on Apple platforms and swift-corelibs-foundation lacks, that app code uses
// in files a preview compiles: `DateComponentsFormatter` (declared unavailable there),
// `NSAttributedString.Key.link`, `RunLoop.Mode.tracking`, the `ObservableObject` and `Published`
// aliases, Combine's Foundation publishers, `String(localized:)` and `LocalizedStringResource`.
// LayoutDSL re-exports it (SwiftUI re-exports Foundation), and `snap` adds it beside every
// `import Foundation` of a previewed module. A declaration here shadows Foundation's unavailable
// one: this module imports Foundation.
@_exported import Foundation
// On Apple platforms `URLRequest`, `URLSession` and `HTTPURLResponse` are Foundation's own; Linux
// keeps them in FoundationNetworking.
@_exported import FoundationNetworking
// Apple's Foundation re-exports Observation (iOS 17): a model file that imports only Foundation
// declares `@Observable` classes, as Apple's Landmarks tutorial's `ModelData` does.
@_exported import Observation
