import LayoutDSL

/// A grid line across the plot at its value.
struct GridLineShape: Shape {
    let model: ChartModel
    let line: ChartAxes.GridLine

    func path(in rect: CGRect) -> Path {
        var path = Path()
        if line.axis == .horizontal, let scale = model.x {
            let x = rect.minX + scale.points(line.fraction, length: rect.width)
            path.move(to: CGPoint(x: x, y: rect.minY)); path.addLine(to: CGPoint(x: x, y: rect.maxY))
        } else if line.axis == .vertical, let scale = model.y {
            let y = rect.maxY - scale.points(line.fraction, length: rect.height)
            path.move(to: CGPoint(x: rect.minX, y: y)); path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path
    }
}
