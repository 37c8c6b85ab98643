import AssetCatalogFormat
import Foundation
import LayoutDSL

extension ImageSetContents.Slicing {
    /// The file's pixels with the undrawn parts left out, and the insets (in points at
    /// `scale`) `resizable()` keeps.
    func apply(to canvas: Canvas, scale: CGFloat) -> (Canvas, ImageSlicing) {
        func keep(_ length: Int, lead: Int, center: Int?, trail: Int) -> [Int] {
            let lead = min(lead, length), trail = min(trail, length - lead)
            let middle = min(max(center ?? (length - lead - trail), 0), length - lead - trail)
            return Array(0..<lead + middle) + Array(length - trail..<length)
        }
        let columns = horizontal ? keep(canvas.width, lead: left, center: centerWidth, trail: right) : Array(0..<canvas.width)
        let rows = vertical ? keep(canvas.height, lead: top, center: centerHeight, trail: bottom) : Array(0..<canvas.height)
        var trimmed = Canvas(width: columns.count, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, column) in columns.enumerated() {
                trimmed.pixels[y * columns.count + x] = canvas.pixels[row * canvas.width + column]
            }
        }
        let insets = EdgeInsets(top: vertical ? CGFloat(min(top, canvas.height)) / scale : 0,
                                leading: horizontal ? CGFloat(min(left, canvas.width)) / scale : 0,
                                bottom: vertical ? CGFloat(min(bottom, max(canvas.height - top, 0))) / scale : 0,
                                trailing: horizontal ? CGFloat(min(right, max(canvas.width - left, 0))) / scale : 0)
        return (trimmed, ImageSlicing(capInsets: insets, resizingMode: tiles ? .tile : .stretch))
    }
}
