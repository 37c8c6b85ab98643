/// `defaultScrollAnchor(_:)` (iOS 17): where a scroll view starts. The content's anchor point
/// meets the same point of the viewport when the scroll view first appears, so `.bottom` opens
/// a chat at its latest message (SwiftUI's documentation of the modifier). Content shorter
/// than the viewport is placed at that point of the viewport instead (iOS 17 aligns it so;
/// iOS 18 names this the `.alignment` role): a short chat sits at the bottom. When the content
/// changes size, the content's anchor point keeps its place in the viewport (the `.sizeChanges`
/// role): a chat anchored at the bottom stays at its latest message as messages arrive.
/// `defaultScrollAnchor(_:for:)` sets one role; the plain form sets all three.
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue = ScrollAnchors() }

/// The anchor of each role, nil where none is set.
struct ScrollAnchors: Equatable {
    var initialOffset: UnitPoint?
    var alignment: UnitPoint?
    var sizeChanges: UnitPoint?
}

/// What a scroll anchor applies to (iOS 18's `ScrollAnchorRole`).
public struct ScrollAnchorRole: Hashable, Sendable {
    let rawValue: Int
    /// Which part of the content shows when the scroll view first appears.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(rawValue: 0) }
    /// Where content smaller than the viewport sits in it.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(rawValue: 1) }
    /// Which point of the content keeps its place when the content changes size.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(rawValue: 2) }
}

extension EnvironmentValues {
    var defaultScrollAnchor: ScrollAnchors {
        get { self[DefaultScrollAnchorKey.self] } set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

nonisolated extension View {
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, ScrollAnchors(initialOffset: anchor, alignment: anchor, sizeChanges: anchor))
    }

    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.defaultScrollAnchor) { anchors in
            switch role.rawValue {
            case 0: anchors.initialOffset = anchor
            case 1: anchors.alignment = anchor
            default: anchors.sizeChanges = anchor
            }
        }
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
