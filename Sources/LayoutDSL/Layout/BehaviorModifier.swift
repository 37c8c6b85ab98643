/// The layout modifiers as SwiftUI spells them; each wraps the modified view in a layout node.
struct BehaviorModifier<Behavior: NodeBehavior>: ViewModifier, NodeModifier {
    typealias Body = Never
    let behavior: Behavior
    func makeBehavior(in context: BuildContext) -> NodeBehavior { behavior }
}

extension View {
    func layoutModifier<B: NodeBehavior>(_ make: () -> B) -> ModifiedContent<Self, BehaviorModifier<B>> {
        modifier(BehaviorModifier(behavior: make()))
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        layoutModifier { FixedFrameBehavior(width: width, height: height, alignment: alignment) }
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        layoutModifier {
            FlexibleFrameBehavior(width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                  height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
        }
    }

    /// With no length, 16 points: iOS's default padding (R8).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        layoutModifier { PaddingBehavior(insets: EdgeInsets(edges, length ?? 16)) }
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> some View {
        layoutModifier { PaddingBehavior(insets: insets) }
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        layoutModifier { FixedSizeBehavior(horizontal: horizontal, vertical: vertical) }
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        layoutModifier { AspectRatioBehavior(ratio: aspectRatio, contentMode: contentMode) }
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func position(_ position: CGPoint) -> some View {
        layoutModifier { PositionBehavior(position: position) }
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        layoutModifier { AlignmentGuideBehavior(key: g.key, compute: computeValue) }
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        layoutModifier { AlignmentGuideBehavior(key: g.key, compute: computeValue) }
    }
}
