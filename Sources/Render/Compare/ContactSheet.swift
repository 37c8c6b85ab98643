import LayoutDSL

/// Frames side by side, each under a label, on white: one image for a whole sequence.
public enum ContactSheet {
    public static func compose(_ frames: [(label: String, canvas: Canvas)], scale: CGFloat, columns: Int? = nil) -> Canvas {
        guard let first = frames.first?.canvas else { return Canvas(width: 1, height: 1) }
        let gap = Int(8 * scale), labelHeight = Int(24 * scale)
        let perRow = max(1, min(columns ?? frames.count, frames.count))
        let rows = (frames.count + perRow - 1) / perRow
        let cellWidth = first.width, cellHeight = first.height + labelHeight
        var sheet = Canvas(width: perRow * cellWidth + (perRow + 1) * gap, height: rows * cellHeight + (rows + 1) * gap,
                           fill: Pixel(r: 255, g: 255, b: 255, a: 255))
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
