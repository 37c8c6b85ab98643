import LayoutDSL

extension ChartContent {
    /// The marks' fill or stroke (Apple's documentation of `foregroundStyle(_:)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modifyingMarks { $0.style.foreground = AnyShapeStyle(style) }
    }

    /// A style for each value, from the chart's foreground style scale, with a legend entry
    /// each; marks of one value make one series (Apple's documentation of `foregroundStyle(by:)`).
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.style.foregroundKey = value.entry }
    }

    /// How much of the mark shows (Apple's documentation of `opacity(_:)`).
    public func opacity(_ value: Double) -> some ChartContent {
        modifyingMarks { $0.style.opacity *= value }
    }

    /// Rounded corners of bars and rectangles (Apple's documentation of `cornerRadius(_:style:)`).
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modifyingMarks { $0.style.cornerRadius = radius }
    }

    /// The stroke of lines and rules (Apple's documentation of `lineStyle(_:)`).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifyingMarks { $0.style.lineStyle = style }
    }

    /// A stroke for each value's line, in iOS's order (Apple's documentation of `lineStyle(by:)`):
    /// solid, dashed, dotted, dash-dotted (the sequence is an estimate).
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.style.lineStyleKey = value.entry }
    }

    /// How lines and areas join their points (Apple's documentation of `interpolationMethod(_:)`).
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.style.interpolation = method }
    }

    /// Bars and points of one value side by side within their band rather than stacked (Apple's
    /// documentation of `position(by:axis:span:)`).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> some ChartContent {
        modifyingMarks {
            $0.style.positionKey = value.entry
            $0.style.positionAxis = axis
            $0.style.positionSpan = span
        }
    }
}
