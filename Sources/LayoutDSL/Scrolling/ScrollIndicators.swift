/// iOS's scroll indicators: a 3-point capsule inset 3 points from the trailing (or bottom)
/// edge, as long as the visible share of the content, placed by the offset, in black or white
/// at 35%. Drawn when the host asks for indicators (they fade away at rest on a device).
enum ScrollIndicators {
    static let thickness: CGFloat = 3, inset: CGFloat = 3, minimumLength: CGFloat = 36

    /// The bars run inside the safe area the viewport reaches under (UIKit adjusts the
    /// indicator insets by it, `automaticallyAdjustsScrollIndicatorInsets`).
    static func items(_ record: ScrollRecord, color: Color.Resolved) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let container = record.containerSize, content = record.contentSize, safe = record.safeAreaInsets
        func bar(_ axis: Axis) -> DisplayItem? {
            let extent = container[axis], total = content[axis]
            let before = axis == .vertical ? safe.top : safe.leading, after = axis == .vertical ? safe.bottom : safe.trailing
            let visible = extent - before - after
            guard total > extent, visible > 2 * inset else { return nil }
            let track = visible - 2 * inset
            let length = max(track * extent / total, minimumLength)
            let progress = min(max(record.offset[axis] / (total - extent), 0), 1)
            let start = before + inset + (track - length) * progress
            var rect = axis == .vertical
                ? CGRect(x: container.width - safe.trailing - inset - thickness, y: start, width: thickness, height: length)
                : CGRect(x: start, y: container.height - safe.bottom - inset - thickness, width: length, height: thickness)
            // Right to left the vertical bar is on the left and the horizontal one starts on the
            // right, as UIScrollView mirrors them.
            if record.isRightToLeft { rect.origin.x = container.width - rect.maxX }
            return .fill(Path(roundedRect: rect, cornerRadius: thickness / 2, style: .circular), FillStyle(), .color(color))
        }
        if record.axes.contains(.vertical), let item = bar(.vertical) { items.append(item) }
        if record.axes.contains(.horizontal), let item = bar(.horizontal) { items.append(item) }
        return items
    }
}
