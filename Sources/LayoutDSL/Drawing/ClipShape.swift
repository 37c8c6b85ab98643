/// The shape a node clips its subtree to (`clipShape`, `clipped`, scroll views).
public struct ClipShape: Equatable, Sendable {
    public var path: Path
    public var style: FillStyle
}
