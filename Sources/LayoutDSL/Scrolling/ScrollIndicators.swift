/// iOS's scroll indicators: a 3-point capsule inset 3 points from the trailing (or bottom)
/// edge, as long as the visible share of the content, placed by the offset, in black or white
/// at 35%. Drawn when the host asks for indicators (they fade away at rest on a device).
enum ScrollIndicators {
    static let thickness: CGFloat = 3, inset: CGFloat = 3, minimumLength: CGFloat = 36

    static func items(state: ScrollState, axes: Axis.Set, color: Color.Resolved) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let container = state.containerSize, content = state.contentSize
        func bar(_ axis: Axis) -> DisplayItem? {
            let extent = container[axis], total = content[axis]
            guard total > extent, extent > 2 * inset else { return nil }
            let track = extent - 2 * inset
            let length = max(track * extent / total, minimumLength)
            let progress = min(max(state.offset[axis] / (total - extent), 0), 1)
            let start = inset + (track - length) * progress
            let rect = axis == .vertical
                ? CGRect(x: container.width - inset - thickness, y: start, width: thickness, height: length)
                : CGRect(x: start, y: container.height - inset - thickness, width: length, height: thickness)
            return .fill(Path(roundedRect: rect, cornerRadius: thickness / 2, style: .circular), FillStyle(), .color(color))
        }
        if axes.contains(.vertical), let item = bar(.vertical) { items.append(item) }
        if axes.contains(.horizontal), let item = bar(.horizontal) { items.append(item) }
        return items
    }
}

/// The system refresh control in the overscroll region: the activity indicator's eight ticks,
/// appearing one by one as the pull grows and all shown from the trigger distance on (100
/// points, the stand-in the scroll reference recommends), centred in the revealed strip.
enum RefreshControl {
    static let triggerDistance: CGFloat = 100

    static func items(pull: CGFloat, width: CGFloat) -> [DisplayItem] {
        let shown = min(Int((pull / triggerDistance * 8).rounded(.down)), 8)
        guard shown > 0 else { return [] }
        // The strip the overscroll reveals is the top `pull` points of the viewport.
        let center = CGPoint(x: width / 2, y: pull / 2)
        let gray = Color(.systemGray).resolve(in: EnvironmentValues())
        return (0..<shown).map { tick in
            let angle = Double(tick) * .pi / 4 - .pi / 2
            let tickRect = CGRect(x: -1.25, y: -9.5, width: 2.5, height: 5.5)
            let t = CGAffineTransform(rotationAngle: angle + .pi / 2).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            var color = gray
            color.opacity *= Float(1 - Double(tick) * 0.1)
            return .fill(Path(roundedRect: tickRect, cornerRadius: 1.25, style: .circular).applying(t), FillStyle(), .color(color))
        }
    }
}

/// The action `.refreshable` installs (SwiftUI's `RefreshAction`).
public struct RefreshAction {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    public var refresh: RefreshAction? { get { self[RefreshKey.self] } set { self[RefreshKey.self] = newValue } }
}

extension View {
    /// Scroll views below show the refresh control when pulled down; the host runs the action
    /// when a pull passes the trigger distance (see `ViewHost.drag`).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
