import LayoutDSL

/// A resolved chart placed in a plot of a given size: where each value falls in points (x from
/// the leading edge, y from the top, values growing upward), and each mark's rectangle, points
/// or slice. Pure functions of the model and the size.
struct ChartGeometry {
    let model: ChartModel
    let size: CGSize

    // MARK: Positions

    /// The x position of a value, nil when the chart has no x scale or the value is not on it.
    func x(_ value: PlotValue) -> CGFloat? {
        guard let scale = model.x, let fraction = scale.fraction(of: value) else { return nil }
        return scale.points(fraction, length: size.width)
    }

    func y(_ value: PlotValue) -> CGFloat? {
        guard let scale = model.y, let fraction = scale.fraction(of: value) else { return nil }
        return size.height - scale.points(fraction, length: size.height)
    }

    func position(_ value: PlotValue, on axis: Axis) -> CGFloat? { axis == .horizontal ? x(value) : y(value) }

    private func position(ofContinuous value: Double, on axis: Axis) -> CGFloat? {
        guard let scale = axis == .horizontal ? model.x : model.y else { return nil }
        let points = scale.points(scale.fraction(ofContinuous: value), length: length(axis))
        return axis == .horizontal ? points : size.height - points
    }

    private func length(_ axis: Axis) -> CGFloat { axis == .horizontal ? size.width : size.height }

    /// The extent of an entry across its dimension: a category's band, a binned date's unit, or
    /// nil for a plain continuous value.
    private func band(of entry: PlotEntry, on axis: Axis) -> ClosedRange<CGFloat>? {
        guard let scale = axis == .horizontal ? model.x : model.y else { return nil }
        if scale.isBands, let center = position(entry.value, on: axis) {
            let half = scale.usableLength(length(axis)) * CGFloat(scale.bandFraction) / 2
            return center - half...center + half
        }
        if let bin = entry.unit, case .date(let date) = entry.value {
            let interval = bin.interval(of: date)
            guard let a = position(.date(interval.start), on: axis), let b = position(.date(interval.end), on: axis) else { return nil }
            return min(a, b)...max(a, b)
        }
        return nil
    }

    /// The centre of an entry: a band's or unit's middle, else the value's position.
    func center(of entry: PlotEntry, on axis: Axis) -> CGFloat? {
        if let band = band(of: entry, on: axis) { return (band.lowerBound + band.upperBound) / 2 }
        return position(entry.value, on: axis)
    }

    /// The smallest distance between neighbouring values a dimension's marks place, the step a
    /// bar's automatic width is a share of on a continuous axis (found once, as a fraction of
    /// the scale: `ChartModel.steps`).
    func step(on axis: Axis) -> CGFloat? {
        guard let scale = axis == .horizontal ? model.x : model.y,
              let fraction = axis == .horizontal ? model.steps.x : model.steps.y else { return nil }
        return CGFloat(fraction) * scale.usableLength(length(axis))
    }

    // MARK: Marks

    /// The rectangle of a bar or rectangle mark.
    func rect(of placed: ChartModel.Mark) -> CGRect? {
        let mark = placed.mark
        guard let xs = span(of: placed, on: .horizontal, dimension: mark.width),
              let ys = span(of: placed, on: .vertical, dimension: mark.height) else { return nil }
        return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
    }

    /// A mark's extent on one dimension: from zero (or its stack) to its value along the value
    /// axis; between its values; its share of the band or step across; the whole plot when
    /// the mark says nothing of the dimension.
    func span(of placed: ChartModel.Mark, on axis: Axis, dimension: MarkDimension) -> ClosedRange<CGFloat>? {
        let mark = placed.mark
        let position = axis == .horizontal ? mark.x : mark.y
        if mark.valueAxis == axis, mark.kind == .bar, case .value(let entry) = position, let value = entry.value.continuous {
            let interval = placed.stacked ?? min(0, value)...max(0, value)
            guard let a = self.position(ofContinuous: interval.lowerBound, on: axis),
                  let b = self.position(ofContinuous: interval.upperBound, on: axis) else { return nil }
            return min(a, b)...max(a, b)
        }
        switch position {
        case .unspecified:
            return 0...length(axis)
        case .range(let start, let end):
            guard let a = self.position(start.value, on: axis), let b = self.position(end.value, on: axis) else { return nil }
            return min(a, b)...max(a, b)
        case .value(let entry):
            guard var center = center(of: entry, on: axis) else { return nil }
            let available: CGFloat
            let automatic: CGFloat
            if let band = band(of: entry, on: axis) {
                available = band.upperBound - band.lowerBound
                automatic = available * (entry.unit != nil ? ChartMetrics.binnedBarRatio : ChartMetrics.stepRatio)
            } else if let step = step(on: axis) {
                available = step
                automatic = step * ChartMetrics.stepRatio
            } else {
                available = ChartMetrics.loneBarWidth / ChartMetrics.stepRatio
                automatic = ChartMetrics.loneBarWidth
            }
            var width = dimension.length(in: available, automatic: automatic)
            if let slot = placed.slot, placed.mark.style.positionAxis.map({ $0 == axis }) ?? true {
                let group = placed.mark.style.positionSpan.length(in: available, automatic: width)
                width = group / CGFloat(slot.count)
                center += -group / 2 + width * (CGFloat(slot.index) + 0.5)
            }
            return center - width / 2...center + width / 2
        }
    }

    /// A point's or line vertex's centre: the middle of the plot on a dimension the mark leaves out.
    func point(of placed: ChartModel.Mark) -> CGPoint? {
        let mark = placed.mark
        func coordinate(_ position: ChartMark.Position, _ axis: Axis) -> CGFloat? {
            switch position {
            case .unspecified: return length(axis) / 2
            case .value(let entry):
                if mark.valueAxis == axis, let stacked = placed.stacked { return self.position(ofContinuous: stacked.upperBound, on: axis) }
                guard var center = center(of: entry, on: axis) else { return nil }
                if let slot = placed.slot, placed.mark.style.positionAxis.map({ $0 == axis }) ?? true,
                   let band = band(of: entry, on: axis) {
                    let group = (band.upperBound - band.lowerBound) * ChartMetrics.stepRatio
                    center += -group / 2 + group / CGFloat(slot.count) * (CGFloat(slot.index) + 0.5)
                }
                return center
            case .range(let start, let end):
                guard let a = self.position(start.value, on: axis), let b = self.position(end.value, on: axis) else { return nil }
                return (a + b) / 2
            }
        }
        guard let x = coordinate(mark.x, .horizontal), let y = coordinate(mark.y, .vertical) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// An area vertex: the top at the value (or stack end), the bottom at zero (or stack start).
    func areaEdge(of placed: ChartModel.Mark) -> (top: CGPoint, bottom: CGPoint)? {
        let mark = placed.mark
        guard case .value(let xEntry) = mark.x, let x = center(of: xEntry, on: .horizontal) else { return nil }
        let topValue: Double, bottomValue: Double
        switch mark.y {
        case .range(let start, let end):
            guard let a = start.value.continuous, let b = end.value.continuous else { return nil }
            (topValue, bottomValue) = (b, a)
        case .value(let entry):
            guard let value = entry.value.continuous else { return nil }
            (topValue, bottomValue) = placed.stacked.map { ($0.upperBound, $0.lowerBound) } ?? (value, 0)
        case .unspecified:
            return nil
        }
        guard let top = position(ofContinuous: topValue, on: .vertical),
              let bottom = position(ofContinuous: bottomValue, on: .vertical) else { return nil }
        return (CGPoint(x: x, y: top), CGPoint(x: x, y: bottom))
    }

    /// A rule's two ends.
    func rule(of placed: ChartModel.Mark) -> (CGPoint, CGPoint)? {
        let mark = placed.mark
        switch (mark.x, mark.y) {
        case (.value(let entry), let y) where !isRange(mark.x):
            guard let x = center(of: entry, on: .horizontal), let ys = extent(y, .vertical) else { return nil }
            return (CGPoint(x: x, y: ys.lowerBound), CGPoint(x: x, y: ys.upperBound))
        case (let x, .value(let entry)):
            guard let y = center(of: entry, on: .vertical), let xs = extent(x, .horizontal) else { return nil }
            return (CGPoint(x: xs.lowerBound, y: y), CGPoint(x: xs.upperBound, y: y))
        case (.range, .unspecified):
            guard let xs = extent(mark.x, .horizontal) else { return nil }
            return (CGPoint(x: xs.lowerBound, y: size.height / 2), CGPoint(x: xs.upperBound, y: size.height / 2))
        case (.unspecified, .range):
            guard let ys = extent(mark.y, .vertical) else { return nil }
            return (CGPoint(x: size.width / 2, y: ys.lowerBound), CGPoint(x: size.width / 2, y: ys.upperBound))
        default:
            return nil
        }
    }

    private func isRange(_ position: ChartMark.Position) -> Bool { if case .range = position { return true } else { return false } }

    private func extent(_ position: ChartMark.Position, _ axis: Axis) -> ClosedRange<CGFloat>? {
        switch position {
        case .unspecified: return 0...length(axis)
        case .range(let start, let end):
            guard let a = self.position(start.value, on: axis), let b = self.position(end.value, on: axis) else { return nil }
            return min(a, b)...max(a, b)
        case .value(let entry):
            guard let p = center(of: entry, on: axis) else { return nil }
            return p...p
        }
    }

    // MARK: Sectors

    /// A sector's slice: the angles clockwise from twelve o'clock, radii in points, and the
    /// centre; slices follow one another in the order given.
    struct Slice {
        var center: CGPoint
        var startAngle: Double
        var endAngle: Double
        var innerRadius: CGFloat
        var outerRadius: CGFloat
        var angularInset: CGFloat
    }

    func slices() -> [Int: Slice] {
        let total = model.sectorTotal
        guard total > 0 else { return [:] }
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2
        var angle = -Double.pi / 2
        var result: [Int: Slice] = [:]
        for (index, placed) in model.marks.enumerated() {
            guard let sector = placed.mark.sector else { continue }
            let sweep = max(0, sector.angle) / total * 2 * .pi
            let outer = sector.outerRadius.length(in: radius, automatic: radius)
            let inner = sector.innerRadius.length(in: outer, automatic: 0)
            result[index] = Slice(center: center, startAngle: angle, endAngle: angle + sweep,
                                  innerRadius: max(0, min(inner, outer)), outerRadius: max(0, outer),
                                  angularInset: sector.angularInset ?? 0)
            angle += sweep
        }
        return result
    }
}
