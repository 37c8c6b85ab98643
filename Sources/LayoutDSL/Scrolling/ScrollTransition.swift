/// `scrollTransition(_:axis:transition:)` and `scrollTransition(topLeading:bottomTrailing:axis:transition:)`
/// (iOS 17, https://developer.apple.com/documentation/swiftui/view/scrolltransition(_:axis:transition:)):
/// effects for the phase a view is in at the current scroll position of the nearest scroll
/// view. The phase comes from the view's frame against the viewport along the axis (the scroll
/// view's, when `axis` is nil): identity while within the configuration's threshold (wholly
/// visible by default), `.topLeading` past the top (leading) edge, `.bottomTrailing` past the
/// bottom (trailing) one, the edge the view has passed further deciding for a view longer than
/// the viewport. Outside a scroll view the canvas is the viewport.
///
/// The frame is known once the view is placed, so the view is laid out again with its phase
/// (the update loop settles); the first pass draws the identity phase.
struct ScrollTransitionView<Content: View, Effect: VisualEffect> {
    let content: Content
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    @State private var geometry: PlacedGeometry?
    @Environment(\.scrollAxes) private var scrollAxes

    var body: some View {
        let (phase, fraction) = self.phase
        let identity = transition(EmptyVisualEffect(), .identity)._steps
        let steps = phase == .identity ? identity : identity.interpolated(to: transition(EmptyVisualEffect(), phase)._steps, fraction)
        return _ChainedVisualEffect(_steps: steps).apply(to: content)
            .modifier(GeometryObserver { geometry = $0 })
    }

    private var phase: (ScrollTransitionPhase, Double) {
        guard let proxy = geometry?.proxy, let viewport = proxy.visibleRect else { return (.identity, 0) }
        let vertical = (axis ?? (scrollAxes == .horizontal ? .horizontal : .vertical)) == .vertical
        let length = vertical ? proxy.size.height : proxy.size.width
        let clipped = vertical ? (viewport.minY, length - viewport.maxY) : (viewport.minX, length - viewport.maxX)
        let span = vertical ? viewport.height : viewport.width
        let leading = topLeading.phase(clipped: (clipped.0, -.infinity), length: length, viewport: span)
        let trailing = bottomTrailing.phase(clipped: (-.infinity, clipped.1), length: length, viewport: span)
        return leading.0 == .identity ? trailing : trailing.0 == .identity || leading.1 >= trailing.1 ? leading : trailing
    }
}

extension ScrollTransitionView: View {}

private struct ScrollAxesKey: EnvironmentKey { static let defaultValue: Axis.Set = .vertical }

extension EnvironmentValues {
    /// The axes of the scroll view the view is in (a scroll transition's default axis).
    var scrollAxes: Axis.Set {
        get { self[ScrollAxesKey.self] } set { self[ScrollAxesKey.self] = newValue }
    }
}

nonisolated extension View {
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        ScrollTransitionView(content: self, topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        ScrollTransitionView(content: self, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition)
    }
}
