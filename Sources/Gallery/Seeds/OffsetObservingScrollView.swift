import LayoutDSL

/// A ScrollView that reports its content offset: its content sits in a position-observing view
/// whose origin, in a coordinate space named on the ScrollView, is the offset negated.
/// (Technique of seed 000.)
struct OffsetObservingScrollView<Content: View>: View {
    var axes: Axis.Set = [.vertical]
    var showsIndicators = true
    @Binding var offset: CGPoint
    @ViewBuilder var content: () -> Content

    /// The name only has to be consistent within one evaluation: a fresh UUID each time is fine,
    /// because names are looked up at layout time.
    private let coordinateSpaceName = UUID()

    var body: some View {
        ScrollView(axes, showsIndicators: showsIndicators) {
            PositionObservingView(coordinateSpace: .named(coordinateSpaceName),
                                  position: Binding(get: { offset }, set: { offset = CGPoint(x: -$0.x, y: -$0.y) }),
                                  content: content)
        }
        .coordinateSpace(name: coordinateSpaceName)
    }
}

/// Publishes its content's origin in a coordinate space and writes it to a binding.
struct PositionObservingView<Content: View>: View {
    var coordinateSpace: CoordinateSpace
    @Binding var position: CGPoint
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
            .background(GeometryReader { geometry in
                Color.clear.preference(key: PositionKey.self, value: geometry.frame(in: coordinateSpace).origin)
            })
            .onPreferenceChange(PositionKey.self) { position = $0 }
    }

    struct PositionKey: PreferenceKey {
        static var defaultValue: CGPoint { .zero }
        static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) { value = nextValue() }
    }
}
