import LayoutDSL

extension Renderer {
    /// Outlines every node's frame, as Xcode's view debugger does: one device pixel wide, in a
    /// hue that changes with depth, so nested frames can be told apart.
    public func outlineFrames(of tree: ResolvedTree, on canvas: inout Canvas) {
        let clip = Clip(bounds: canvas.bounds, mask: nil)
        func visit(_ node: ResolvedNode, depth: Int) {
            let rect = node.frame.applying(CGAffineTransform(scaleX: scale, y: scale)).insetBy(dx: 0.5, dy: 0.5)
            if rect.width > 0, rect.height > 0 {
                let color = Color(hue: Double(depth % 8) / 8, saturation: 0.9, brightness: 0.85, opacity: 0.8)
                    .resolve(in: EnvironmentValues())
                if let shape = RasterShape.stroke(Path(rect), style: StrokeStyle(lineWidth: 1), transform: .identity,
                                                  limit: canvas.bounds) {
                    canvas.fill(shape, shader: .solid(Pixel(color).packed), clip: clip)
                }
            }
            for child in node.childNodes { visit(child, depth: depth + 1) }
        }
        visit(tree.root, depth: 0)
    }
}
