/// iOS's scroll indicators: a 3-point capsule inset 3 points from the trailing (or bottom)
/// edge, as long as the visible share of the content, placed by the offset, in black or white
/// at 35%. Drawn when the host asks for indicators (they fade away at rest on a device).
enum ScrollIndicators {
    static let thickness: CGFloat = 3, inset: CGFloat = 3, minimumLength: CGFloat = 36

    static func items(_ record: ScrollRecord, color: Color.Resolved) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let container = record.containerSize, content = record.contentSize
        func bar(_ axis: Axis) -> DisplayItem? {
            let extent = container[axis], total = content[axis]
            guard total > extent, extent > 2 * inset else { return nil }
            let track = extent - 2 * inset
            let length = max(track * extent / total, minimumLength)
            let progress = min(max(record.offset[axis] / (total - extent), 0), 1)
            let start = inset + (track - length) * progress
            var rect = axis == .vertical
                ? CGRect(x: container.width - inset - thickness, y: start, width: thickness, height: length)
                : CGRect(x: start, y: container.height - inset - thickness, width: length, height: thickness)
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
