/// What a content shape is for (Apple's `ContentShapeKinds`): `interaction` is the area that
/// takes touches, the shape `contentShape(_:eoFill:)` sets; the others shape a drag preview, a
/// context menu's preview, a pointer's hover effect and the accessibility frame.
public struct ContentShapeKinds: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

nonisolated extension View {
    /// The shape for the given kinds: with `interaction` among them, the area that takes
    /// touches (as `contentShape(_:eoFill:)`). The other kinds shape things not drawn here: a
    /// drag's preview, a hover effect, the accessibility frame, and the preview of a context
    /// menu, which is drawn open as the view itself.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: kind.contains(.interaction) ? { shape.path(in: CGRect(origin: .zero, size: $0)) } : nil))
    }
}
