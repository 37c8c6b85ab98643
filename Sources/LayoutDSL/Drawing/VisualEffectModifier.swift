/// `visualEffect(_:)` (iOS 17, https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)):
/// effects computed from the view's own geometry. The proxy is the view's layout frame, before
/// the effects (they move drawing, not layout, so applying them never changes it): its size,
/// its frame in any coordinate space, and the scroll viewport it is in.
///
/// The geometry is known once the view is placed, so the view is laid out again with it (the
/// update loop settles, as after an `onGeometryChange`); the first pass uses a zero-size proxy
/// at the origin. The frame drawn is the settled one, as iOS draws it.
struct VisualEffectView<Content: View, Effect: VisualEffect> {
    let content: Content
    let effect: (EmptyVisualEffect, GeometryProxy) -> Effect
    @State private var geometry: PlacedGeometry?

    var body: some View {
        effect(EmptyVisualEffect(), geometry?.proxy ?? GeometryProxy(size: .zero, transform: .identity, spaces: nil))
            .apply(to: content)
            .modifier(GeometryObserver { geometry = $0 })
    }
}

extension VisualEffectView: View {}

/// A view's geometry as its layout placed it, compared by what a proxy answers.
struct PlacedGeometry: Equatable {
    let proxy: GeometryProxy
    static func == (l: Self, r: Self) -> Bool {
        l.proxy.size == r.proxy.size && l.proxy.transform == r.proxy.transform && l.proxy.visibleRect == r.proxy.visibleRect
            && l.proxy.safeAreaInsets == r.proxy.safeAreaInsets
    }
}

/// Reports the modified view's geometry after each layout pass in which it changed.
nonisolated struct GeometryObserver: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let action: (PlacedGeometry) -> Void

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let identity = hookIdentity(context), action = self.action
        content.first?.annotations.append(.placed { placed in
            placed.pass.observeValue(PlacedGeometry(proxy: placed.geometry), at: identity, name: "visualEffect") { _, new in action(new) }
        })
        return content
    }
}

nonisolated extension View {
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        VisualEffectView(content: self, effect: effect)
    }
}
