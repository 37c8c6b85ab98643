import Foundation

/// The frames to render, from `--offset`, `--offsets`, `--sweep` or `--drag` (at most one).
public enum FrameSequence: Codable, Sendable {
    /// Content offsets of the target ScrollView, one frame each.
    case offsets([CGPoint])
    /// A drag, then frames until scrolling settles.
    case drag(DragSpec)
}

extension FrameSequence {
    /// A gesture drives the frames: files are numbered, since offsets may repeat.
    var isGesture: Bool { if case .drag = self { return true } else { return false } }
}
