/// `ignoresSafeArea(_:edges:)`: on each ignored edge where the view's frame meets the edge of
/// the safe area, the frame extends to the edge of the outer region, as SwiftUI grows
/// backgrounds under the status bar and home indicator.
struct IgnoresSafeAreaBehavior: FillingSafeAreaBehavior {
    let edges: Edge.Set
    var name: String { "ignoresSafeArea" }

    /// Right to left, `.leading` is the right edge.
    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea, rightToLeft: Bool) -> CGRect {
        let left: Edge.Set = rightToLeft ? .trailing : .leading, right: Edge.Set = rightToLeft ? .leading : .trailing
        return area.extending(frame.applying(parent), left: edges.contains(left), right: edges.contains(right),
                              top: edges.contains(.top), bottom: edges.contains(.bottom)).applying(parent.inverted())
    }

    /// Ignoring the safe area extends the frame only: content inside still learns the insets
    /// (`GeometryReader { $0.safeAreaInsets }.ignoresSafeArea()` reads the device's insets).
    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea { area }
}

nonisolated extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        layoutModifier { IgnoresSafeAreaBehavior(edges: edges) }
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(edges: edges) }
}
