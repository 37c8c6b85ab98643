import Foundation

/// The frames to render, from `--offset`, `--offsets`, `--sweep`, `--drag`, `--tap` or `--duration` (one kind).
public enum FrameSequence: Codable, Sendable {
    /// Content offsets of the target ScrollView, one frame each.
    case offsets([CGPoint])
    /// A drag, then frames until scrolling settles.
    case drag(DragSpec)
    /// Taps in order, one frame after each, then frames until `then` seconds after the last; a
    /// tap with a hold (`holds[i]` seconds) is a touch held that long (a long press).
    case taps([CGPoint], holds: [TimeInterval] = [], then: TimeInterval = 0)
    /// Frames at the sequence's rate until this many seconds of virtual time, touching nothing.
    case duration(TimeInterval)
}

extension FrameSequence {
    /// A gesture drives the frames: files are numbered, since offsets may repeat.
    var isGesture: Bool { if case .offsets = self { return false } else { return true } }

    /// The fewest frames the sequence gives: exactly one an offset or a tap; at least one for a
    /// drag or a duration, whose count depends on how the view settles.
    var leastFrameCount: Int {
        switch self {
        case .offsets(let offsets): offsets.count
        case .taps(let points, _, _): points.count
        case .drag, .duration: 1
        }
    }
}
