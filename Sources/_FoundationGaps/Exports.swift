// What Foundation has on Apple platforms and swift-corelibs-foundation lacks, that app code uses
// in files a preview compiles: `DateComponentsFormatter` (declared unavailable there),
// `NSAttributedString.Key.link`, `RunLoop.Mode.tracking`, the `ObservableObject` and `Published`
// aliases, Combine's Foundation publishers, `String(localized:)` and `LocalizedStringResource`,
// `RelativeDateTimeFormatter`, `ListFormatter`, names' and measurements' format styles, the
// user's folders as `URL`s, `notifications(named:)`, `ProcessInfo`'s power and thermal state,
// iCloud's key-value store and `NSPredicate(format:)` (with key-value coding's values, `KeyValue`).
// LayoutDSL re-exports it (SwiftUI re-exports Foundation), and `snap` adds it beside every
// `import Foundation` of a previewed module. A declaration here shadows Foundation's unavailable
// one: this module imports Foundation.
@_exported import Foundation
// On Apple platforms `URLRequest`, `URLSession` and `HTTPURLResponse` are Foundation's own; Linux
// keeps them in FoundationNetworking.
@_exported import FoundationNetworking
// Core Foundation's bridged types, associated objects, `autoreleasepool` and what else Apple's
// Foundation re-exports from below it.
@_exported import _DarwinFoundation
// Apple's Foundation imports Security (its URL credentials hold trusts and identities), so a file
// that imports only Foundation calls Keychain Services: an app's keychain helper, e.g.
// Automattic/pocket-casts-ios@c23892d1f47bc44d422fa06c389b49820aa04dd3 Modules/Utils/Sources/PocketCastsUtils/General/KeychainHelper.swift.
@_exported import _Security
// Combine's extensions of Foundation and Dispatch, which Apple's Foundation declares: `DispatchQueue`,
// `RunLoop` and `OperationQueue` as schedulers (`receive(on: DispatchQueue.main)`,
// `debounce(for:scheduler:)`), `Timer.publish(every:on:in:)`, `NotificationCenter.publisher(for:)`,
// `URLSession.dataTaskPublisher(for:)`, `JSONDecoder` as a `TopLevelDecoder`. They are OpenCombine's
// own, so that a package built for Linux against OpenCombine (combine-schedulers, swift-dependencies)
// and a preview's code share one conformance of each type. Virtual time reaches them beneath: the
// main queue's work and timer sources and the main run loop's timers and blocks go to the updating
// host's clock (VirtualTime.c).
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
// Apple's Foundation re-exports Observation (iOS 17): a model file that imports only Foundation
// declares `@Observable` classes, as Apple's Landmarks tutorial's `ModelData` does.
@_exported import Observation
