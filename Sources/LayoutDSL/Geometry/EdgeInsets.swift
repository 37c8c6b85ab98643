/// Insets per edge; `leading`/`trailing` are left/right in the left-to-right layouts this engine produces.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0) }
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}
