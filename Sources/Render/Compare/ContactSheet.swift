import LayoutDSL

/// Frames side by side, each under a label, on white: one image for a whole sequence.
public enum ContactSheet {
    /// The size in pixels of a sheet of `count` frames of `frame` pixels, known before any frame
    /// is drawn (callers bound it).
    public static func size(count: Int, frame: (width: Int, height: Int), scale: CGFloat,
                            columns: Int? = nil) -> (width: Int, height: Int) {
        let layout = Layout(count: count, frame: frame, scale: scale, columns: columns)
        return (layout.width, layout.height)
    }

    private struct Layout {
        let gap: Int, labelHeight: Int, perRow: Int, cellWidth: Int, cellHeight: Int, width: Int, height: Int
        init(count: Int, frame: (width: Int, height: Int), scale: CGFloat, columns: Int?) {
            gap = Int(8 * scale); labelHeight = Int(24 * scale)
            perRow = max(1, min(columns ?? count, count))
            let rows = (count + perRow - 1) / perRow
            cellWidth = frame.width; cellHeight = frame.height + labelHeight
            width = perRow * cellWidth + (perRow + 1) * gap
            height = rows * cellHeight + (rows + 1) * gap
        }
    }

    public static func compose(_ frames: [(label: String, canvas: Canvas)], scale: CGFloat, columns: Int? = nil) -> Canvas {
        guard !frames.isEmpty else { return Canvas(width: 1, height: 1) }
        let first = frames[0].canvas
        let layout = Layout(count: frames.count, frame: (first.width, first.height), scale: scale, columns: columns)
        let gap = layout.gap, labelHeight = layout.labelHeight, perRow = layout.perRow
        let cellWidth = layout.cellWidth, cellHeight = layout.cellHeight
        var sheet = Canvas(width: layout.width, height: layout.height, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        let clip = Clip(bounds: sheet.bounds, mask: nil)
        for (index, frame) in frames.enumerated() {
            let x = gap + (index % perRow) * (cellWidth + gap), y = gap + (index / perRow) * (cellHeight + gap)
            let label = Text(verbatim: frame.label).font(.system(size: 13, weight: .semibold)).foregroundColor(.black)
                .frame(width: CGFloat(cellWidth) / scale, height: CGFloat(labelHeight) / scale, alignment: .leading)
            if let tree = try? ViewHost(label, canvasSize: CGSize(width: CGFloat(cellWidth) / scale, height: CGFloat(labelHeight) / scale),
                                        environment: .rendering(scale: scale)).update() {
                sheet.composite(Renderer(scale: scale).render(tree).translated(dx: x, dy: y), opacity: 1, clip: clip)
            }
            sheet.composite(frame.canvas.translated(dx: x, dy: y + labelHeight), opacity: 1, clip: clip)
        }
        return sheet
    }
}
