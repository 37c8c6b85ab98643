/// The shape a node clips its subtree to (`clipShape`, `clipped`, scroll views).
public struct ClipShape: Equatable {
    public var path: Path
    public var style: FillStyle
}
