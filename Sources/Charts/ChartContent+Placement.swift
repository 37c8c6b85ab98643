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

extension ChartContent {
    /// Clips each mark to a shape in its own bounds (Apple's documentation of `clipShape(_:style:)`):
    /// `RoundedRectangle(cornerRadius: 8)` rounds a bar's corners.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = AnyShape(shape)
        return modifyingMarks { $0.style.clipShape = clip }
    }
}

extension ChartContent {
    /// Shows the marks only where the mask's marks are drawn (Apple's documentation of
    /// `mask(content:)`): a gradient rectangle masked by an area draws the area in the gradient.
    /// The mask's marks take part in the scales; they are not drawn themselves.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        let group = ChartMaskGroup(marks: content().resolvedMarks)
        return modifyingMarks { $0.style.mask = group }
    }
}
