/// `defaultScrollAnchor(_:)` (iOS 17): where a scroll view starts. The content's anchor point
/// meets the same point of the viewport when the scroll view first appears, so `.bottom` opens
/// a chat at its latest message (SwiftUI's documentation of the modifier). Content shorter
/// than the viewport is placed at that point of the viewport instead (iOS 17 aligns it so;
/// iOS 18 names this the `.alignment` role): a short chat sits at the bottom.
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] } set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

nonisolated extension View {
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}

extension ScrollRecord {
    /// The offset that puts `anchor` of the content on `anchor` of the viewport, within the
    /// scrollable range.
    func offset(anchoredAt anchor: UnitPoint) -> CGPoint {
        let range = maxOffset
        return CGPoint(x: (range.x * anchor.x).rounded(), y: (range.y * anchor.y).rounded())
    }
}
