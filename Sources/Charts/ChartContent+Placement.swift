import LayoutDSL

extension ChartContent {
    /// Styles spanning the whole plot rather than each mark (Apple's documentation of
    /// `alignsMarkStylesWithPlotArea(_:)`): one gradient across all bars.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modifyingMarks { $0.style.alignsWithPlotArea = aligns }
    }

    /// Moves the marks by a distance in points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modifyingMarks { $0.style.offset = CGSize(width: $0.style.offset.width + x, height: $0.style.offset.height + y) }
    }

    public func offset(_ offset: CGSize) -> some ChartContent { self.offset(x: offset.width, y: offset.height) }

    /// Draws the marks above those of a lower index, whatever their order (Apple's documentation of `zIndex(_:)`).
    public func zIndex(_ value: Double) -> some ChartContent {
        modifyingMarks { $0.style.zIndex = value }
    }
}
