import Foundation
import Render

/// A snapshot's format: PNG bytes. References are compared by their decoded pixels, never by
/// bytes, so a change of encoder settings does not fail tests.
public struct PNGImage: Equatable, Sendable {
    public var data: Data
    public init(data: Data) { self.data = data }

    /// The canvas as PNG; an encoder failure is a `RenderFailure`, never an empty image.
    init(encoding canvas: Canvas) throws {
        do { self.init(data: try PNG.encode(canvas)) } catch { throw RenderFailure("the image could not be encoded as PNG: \(error)") }
    }
}
