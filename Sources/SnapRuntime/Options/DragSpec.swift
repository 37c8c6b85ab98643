import Foundation

/// `--drag X1,Y1:X2,Y2[:SECONDS[:VX,VY]]`: a finger drag, released, then left to settle.
public struct DragSpec: ArgumentValue {
    public let start: CGPoint, end: CGPoint, duration: Double
    public let velocity: CGSize?
    public static let maximumDuration: Double = 60

    public init(parsing text: String) throws {
        let parts = text.split(separator: ":").map(String.init)
        guard (2...4).contains(parts.count) else {
            throw SnapError(.badOffsets, "'\(text)' is not a drag (expected X1,Y1:X2,Y2[:SECONDS[:VX,VY]])")
        }
        func point(_ s: String) throws -> CGPoint {
            let p = try ContentOffset(parsing: s).point
            guard s.contains(",") else { throw SnapError(.badOffsets, "drag point '\(s)' needs X,Y") }
            return p
        }
        start = try point(parts[0]); end = try point(parts[1])
        let duration = parts.count > 2 ? Double(parts[2]) : 0.25
        guard let duration, duration.isFinite, duration > 0 else {
            throw SnapError(.badOffsets, "drag duration in '\(text)' must be a positive number of seconds")
        }
        // A finger's drag lasts seconds; the frames of a longer one are counted as an Int.
        guard duration <= Self.maximumDuration else {
            throw SnapError(.badOffsets, "drag duration in '\(text)' is over \(Int(Self.maximumDuration)) seconds")
        }
        self.duration = duration
        if parts.count > 3 { let v = try point(parts[3]); velocity = CGSize(width: v.x, height: v.y) } else { velocity = nil }
    }
}
