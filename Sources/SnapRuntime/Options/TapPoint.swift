import Foundation

/// `--tap X,Y`: a tap at a point of the canvas, in points.
public struct TapPoint: ArgumentValue {
    public let point: CGPoint

    public init(parsing text: String) throws {
        guard text.contains(",") else { throw SnapError(.badOffsets, "tap '\(text)' needs X,Y") }
        point = try ContentOffset(parsing: text).point
    }
}
