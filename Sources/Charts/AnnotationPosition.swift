/// Where an annotation goes relative to its mark (Apple's documentation of `AnnotationPosition`).
public struct AnnotationPosition: Equatable {
    enum Kind: Equatable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    public static var automatic: AnnotationPosition { AnnotationPosition(kind: .automatic) }
    public static var overlay: AnnotationPosition { AnnotationPosition(kind: .overlay) }
    public static var top: AnnotationPosition { AnnotationPosition(kind: .top) }
    public static var bottom: AnnotationPosition { AnnotationPosition(kind: .bottom) }
    public static var leading: AnnotationPosition { AnnotationPosition(kind: .leading) }
    public static var trailing: AnnotationPosition { AnnotationPosition(kind: .trailing) }
    public static var topLeading: AnnotationPosition { AnnotationPosition(kind: .topLeading) }
    public static var topTrailing: AnnotationPosition { AnnotationPosition(kind: .topTrailing) }
    public static var bottomLeading: AnnotationPosition { AnnotationPosition(kind: .bottomLeading) }
    public static var bottomTrailing: AnnotationPosition { AnnotationPosition(kind: .bottomTrailing) }
}

/// What an annotation does where it would leave the chart (Apple's documentation of
/// `AnnotationOverflowResolution`); a frame at rest draws it where it fits, as iOS's `.fit`.
public struct AnnotationOverflowResolution {
    public struct Strategy {
        enum Kind { case automatic, fit, fitToPlot, fitToChart, padScale, disabled }
        let kind: Kind
        public static var automatic: Strategy { Strategy(kind: .automatic) }
        public static var fit: Strategy { Strategy(kind: .fit) }
        public static var padScale: Strategy { Strategy(kind: .padScale) }
        public static var disabled: Strategy { Strategy(kind: .disabled) }
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy {
            Strategy(kind: boundary.kind == .plot ? .fitToPlot : .fitToChart)
        }
    }

    public struct Boundary {
        enum Kind { case automatic, plot, chart }
        let kind: Kind
        public static var automatic: Boundary { Boundary(kind: .automatic) }
        public static var plot: Boundary { Boundary(kind: .plot) }
        public static var chart: Boundary { Boundary(kind: .chart) }
    }

    let x: Strategy
    let y: Strategy
    public init(x: Strategy = .automatic, y: Strategy = .automatic) { self.x = x; self.y = y }
    public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }
}
