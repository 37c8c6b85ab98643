// SwiftUI re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect, UUID, DispatchQueue…);
// `import LayoutDSL` in place of `import SwiftUI` must give user code the same names.
@_exported import Foundation
// SwiftUI re-exports Observation too (iOS 17): `@Observable`, `withObservationTracking`.
@_exported import Observation
