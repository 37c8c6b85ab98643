import Foundation

/// `--sweep FROM:TO:STEP`: offsets along y from FROM towards TO, at most 10000 of them.
public struct Sweep: ArgumentValue {
    public let points: [CGPoint]

    public init(parsing text: String) throws {
        let parts = text.split(separator: ":").map { Double($0) }
        guard parts.count == 3, let from = parts[0], let to = parts[1], let step = parts[2],
              from.isFinite, to.isFinite, step.isFinite else {
            throw SnapError(.badOffsets, "'\(text)' is not a sweep (expected FROM:TO:STEP, finite numbers)")
        }
        guard step != 0, (to - from) / step >= 0 else {
            throw SnapError(.badOffsets, "sweep '\(text)' never reaches \(to) with step \(step)")
        }
        // Checked before it becomes an Int: a tiny step gives more frames than an Int holds.
        let steps = ((to - from) / step).rounded(.down)
        guard steps < 10_000 else {
            throw SnapError(.badOffsets, "sweep '\(text)' has \(SnapRenderer.formatted(steps + 1)) frames; the limit is 10000")
        }
        let count = Int(steps) + 1
        points = (0..<count).map { CGPoint(x: 0, y: from + Double($0) * step) }
    }
}
