import LayoutDSL

/// The chart's scales and plot frame, for views over or behind it (Apple's documentation of
/// `ChartProxy`): positions are relative to the plot's top-leading corner.
public struct ChartProxy {
    let model: ChartModel
    let anchor: Anchor<CGRect>
    public let plotSize: CGSize

    init(model: ChartModel, plotFrame: Anchor<CGRect>, plotSize: CGSize) {
        self.model = model
        anchor = plotFrame
        self.plotSize = plotSize
    }

    /// The plot's frame (iOS 17), resolved with a `GeometryProxy`.
    public var plotFrame: Anchor<CGRect>? { anchor }
    /// The plot's frame (iOS 16; deprecated in iOS 17 for `plotFrame`).
    public var plotAreaFrame: Anchor<CGRect> { anchor }
    public var plotAreaSize: CGSize { plotSize }

    private var geometry: ChartGeometry { ChartGeometry(model: model, size: plotSize) }

    public func position<P: Plottable>(forX value: P) -> CGFloat? { geometry.x(plotValue(of: value)) }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { geometry.y(plotValue(of: value)) }

    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// A value's span: a category's band, a single position otherwise.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        range(plotValue(of: value), scale: model.x, length: plotSize.width, flipped: false)
    }
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        range(plotValue(of: value), scale: model.y, length: plotSize.height, flipped: true)
    }

    private func range(_ value: PlotValue, scale: ChartScale?, length: CGFloat, flipped: Bool) -> ClosedRange<CGFloat>? {
        guard let scale, let fraction = scale.fraction(of: value) else { return nil }
        let center = scale.points(fraction, length: length), half = scale.usableLength(length) * CGFloat(scale.bandFraction) / 2
        let (a, b) = flipped ? (length - center - half, length - center + half) : (center - half, center + half)
        return a...b
    }

    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, scale: model.x, length: plotSize.width).flatMap { plottable(P.self, from: $0) }
    }

    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: plotSize.height - position, scale: model.y, length: plotSize.height).flatMap { plottable(P.self, from: $0) }
    }

    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: position.x, as: X.self), let y = value(atY: position.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// The inverse of the scale (linear and band scales): the value at `points` from the start.
    private func value(at points: CGFloat, scale: ChartScale?, length: CGFloat) -> PlotValue? {
        guard let scale else { return nil }
        let usable = scale.usableLength(length)
        guard usable > 0 else { return nil }
        var fraction = Double((points - (scale.pointRange?.lowerBound ?? scale.startPadding)) / usable)
        if scale.reversed { fraction = 1 - fraction }
        switch scale.domain {
        case .bands(let names):
            let index = Int((fraction * Double(names.count)).rounded(.down))
            return names.indices.contains(index) ? .category(names[index]) : nil
        case .continuous(let lower, let upper, let dates):
            let value = lower + fraction * (upper - lower)
            return dates ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
        }
    }
}
