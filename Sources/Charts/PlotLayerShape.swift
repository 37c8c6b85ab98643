import LayoutDSL

/// A plot layer's outline in a plot of the rectangle's size: bars and rectangles (rounded by
/// `cornerRadius`), symbols, rules, slices, a series' line or area.
struct PlotLayerShape: Shape {
    let model: ChartModel
    let layer: PlotLayer

    func path(in rect: CGRect) -> Path {
        let geometry = ChartGeometry(model: model, size: rect.size)
        var path = Path()
        switch layer.kind {
        case .mark(let index):
            let placed = model.marks[index]
            switch placed.mark.kind {
            case .bar, .rectangle:
                guard let box = geometry.rect(of: placed) else { break }
                if let radius = placed.mark.style.cornerRadius, radius > 0 {
                    path.addPath(Path(roundedRect: box, cornerRadius: radius, style: .continuous))
                } else {
                    path.addRect(box)
                }
            case .point:
                if let center = geometry.point(of: placed) { addSymbol(placed, at: center, to: &path) }
            case .rule:
                if let (a, b) = geometry.rule(of: placed) { path.move(to: a); path.addLine(to: b) }
            case .sector:
                if let slice = geometry.slices()[index] {
                    SectorOutline(slice: slice, cornerRadius: placed.mark.style.cornerRadius ?? 0).add(to: &path)
                }
            case .line, .area:
                break
            }
        case .line(let indices):
            let points = indices.compactMap { geometry.point(of: model.marks[$0]) }
            model.marks[indices[0]].mark.style.interpolation.addCurve(through: points, to: &path)
        case .area(let indices):
            let edges = indices.compactMap { geometry.areaEdge(of: model.marks[$0]) }
            guard !edges.isEmpty else { break }
            let interpolation = model.marks[indices[0]].mark.style.interpolation
            interpolation.addCurve(through: edges.map(\.top), to: &path)
            interpolation.addCurve(through: edges.reversed().map(\.bottom), to: &path, connecting: true)
            path.closeSubpath()
        case .symbols(let indices):
            for index in indices {
                if let center = geometry.point(of: model.marks[index]) { addSymbol(model.marks[index], at: center, to: &path) }
            }
        }
        return path.offsetBy(dx: rect.minX, dy: rect.minY)
    }

    private func addSymbol(_ placed: ChartModel.Mark, at center: CGPoint, to path: inout Path) {
        let size = placed.mark.style.symbolSize ?? CGSize(width: ChartMetrics.pointSize, height: ChartMetrics.pointSize)
        let box = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        path.addPath(placed.symbol.shape.path(in: box))
    }
}
