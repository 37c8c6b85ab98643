import Foundation

/// A snapshot's format: PNG bytes. References are compared by their decoded pixels, never by
/// bytes, so a change of encoder settings does not fail tests.
public struct PNGImage: Equatable, Sendable {
    public var data: Data
    public init(data: Data) { self.data = data }
}
