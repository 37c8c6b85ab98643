// SwiftUI re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect, UUID, DispatchQueue…);
// `import LayoutDSL` in place of `import SwiftUI` must give user code the same names.
@_exported import Foundation
// SwiftUI re-exports CoreGraphics: `CGAffineTransform`, `CGPath`, `CGColor`, `CGLineCap`.
@_exported import _CoreGraphics
// And what Foundation on Apple platforms has beyond Linux's: `DateComponentsFormatter`, `.link`.
@_exported import _FoundationGaps
// SwiftUI re-exports Observation too (iOS 17): `@Observable`, `withObservationTracking`.
@_exported import Observation
// SwiftUI re-exports Combine: `ObservableObject`, `@Published`, publishers and `AnyCancellable`
// come with `import SwiftUI`. On Linux, Combine's API is OpenCombine's; previews alias
// `import Combine` to it, so files importing both see one set of names.
@_exported import OpenCombine
// Foundation on Linux splits `URLSession`, `URLRequest` and `URLResponse` out into
// FoundationNetworking; on iOS they come with Foundation, so SwiftUI files that fetch data
// (`URLSession.shared.data(from:)`, `AsyncImage`'s callers) need it re-exported to compile.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// SwiftUI's documents, file importers and drops name types of data with `UTType`; the
// UniformTypeIdentifiers module declares it, and comes with `import SwiftUI` as the probes of
// SwiftUI's signatures that name it expect.
@_exported import UniformTypeIdentifiers
