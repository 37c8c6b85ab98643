import LayoutDSL

// Scrolling charts (iOS 17): the plot shows `chartXVisibleDomain(length:)` of the domain from
// the scroll position (the domain's start unless `chartScrollPosition` says), clipped to the
// plot; a frame at rest is that window. Scroll gestures of `snap render` do not scroll charts.
nonisolated extension View {
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        configuringCharts {
            $0.x.scrollable = axes.contains(.horizontal)
            $0.y.scrollable = axes.contains(.vertical)
        }
    }

    /// How much of the x domain shows: a count of categories, a span of numbers or seconds.
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View where P: Numeric {
        let length = plotValue(of: length)
        return configuringCharts { $0.x.visibleLength = length }
    }

    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View where P: Numeric {
        let length = plotValue(of: length)
        return configuringCharts { $0.y.visibleLength = length }
    }

    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let position = plotValue(of: x.wrappedValue)
        return configuringCharts { $0.x.scrollPosition = position }
    }

    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        let position = plotValue(of: y.wrappedValue)
        return configuringCharts { $0.y.scrollPosition = position }
    }

    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let position = plotValue(of: initialX)
        return configuringCharts { $0.x.scrollPosition = position }
    }

    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let position = plotValue(of: initialY)
        return configuringCharts { $0.y.scrollPosition = position }
    }

    /// Where a scroll comes to rest (Apple's documentation of `chartScrollTargetBehavior(_:)`);
    /// it acts when a scroll ends, so a frame at rest is unchanged.
    public func chartScrollTargetBehavior<B: ChartScrollTargetBehavior>(_ behavior: B) -> some View { self }
}

/// How a chart's scroll comes to rest (Apple's documentation of `ChartScrollTargetBehavior`).
public protocol ChartScrollTargetBehavior {}

/// Resting on values: calendar matches or multiples of a unit (Apple's documentation of
/// `ValueAlignedChartScrollTargetBehavior`).
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Where a long scroll comes to rest: a page, or a calendar or value unit.
    public struct MajorValueAlignment {
        enum Kind { case page, matching(DateComponents), unit(Double) }
        let kind: Kind
        public static var page: MajorValueAlignment { MajorValueAlignment(kind: .page) }
        public static func matching(_ components: DateComponents) -> MajorValueAlignment {
            MajorValueAlignment(kind: .matching(components))
        }
        public static func unit(_ value: Double) -> MajorValueAlignment { MajorValueAlignment(kind: .unit(value)) }
    }

    let matching: DateComponents?
    let unit: Double?
    let majorAlignment: MajorValueAlignment?
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    public static func valueAligned(
        matching: DateComponents, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil
    ) -> Self {
        ValueAlignedChartScrollTargetBehavior(matching: matching, unit: nil, majorAlignment: majorAlignment)
    }

    public static func valueAligned(
        unit: Double, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil
    ) -> Self {
        ValueAlignedChartScrollTargetBehavior(matching: nil, unit: unit, majorAlignment: majorAlignment)
    }
}
