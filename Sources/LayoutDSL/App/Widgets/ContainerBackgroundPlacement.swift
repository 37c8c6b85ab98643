/// Which container a `containerBackground(_:for:)` is for (Apple's documentation of
/// `ContainerBackgroundPlacement`): WidgetKit declares `.widget`, whose container draws the
/// background behind the widget's content and removes it where the system asks.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String

    /// A placement of another module (WidgetKit's `.widget`), by a name unique to it.
    public static func _named(_ name: String) -> ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: name) }
}

/// The backgrounds views gave their containers with `containerBackground(_:for:)`, by placement;
/// the innermost view's wins, as the last modifier applied does in SwiftUI.
public struct _ContainerBackgroundKey: PreferenceKey {
    public static var defaultValue: [ContainerBackgroundPlacement: AnyView] { [:] }
    public static func reduce(value: inout [ContainerBackgroundPlacement: AnyView],
                              nextValue: () -> [ContainerBackgroundPlacement: AnyView]) {
        value.merge(nextValue()) { _, next in next }
    }
}

nonisolated extension View {
    /// The container's background, filled with `style` (Apple's documentation of
    /// `containerBackground(_:for:)`): the view does not draw it; its container does, behind
    /// everything in it.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        preference(key: _ContainerBackgroundKey.self, value: [container: AnyView(Rectangle().fill(style))])
    }

    /// The container's background, a view (Apple's documentation of
    /// `containerBackground(for:alignment:content:)`), placed in the container's bounds by `alignment`.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        return preference(key: _ContainerBackgroundKey.self, value: [container: background])
    }
}
