import Foundation

/// `--tap X,Y`: a tap at a point of the canvas, in points; `--tap X,Y:S`: a touch held there S
/// seconds (a long press, which opens a context menu once held 0.5 s, UIKit's default).
public struct TapPoint: ArgumentValue {
    public let point: CGPoint
    /// How long the finger stays down, in seconds: 0 for a tap.
    public let hold: TimeInterval

    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts[0].contains(",") else { throw SnapError(.badOffsets, "tap '\(text)' needs X,Y or X,Y:SECONDS") }
        point = try ContentOffset(parsing: String(parts[0])).point
        if parts.count == 2 {
            guard let seconds = TimeInterval(parts[1]), seconds.isFinite, seconds > 0, seconds <= 60 else {
                throw SnapError(.badOffsets, "tap '\(text)': hold for more than 0 and at most 60 seconds")
            }
            hold = seconds
        } else {
            hold = 0
        }
    }
}
