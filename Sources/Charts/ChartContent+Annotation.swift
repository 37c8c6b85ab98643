import LayoutDSL

extension ChartContent {
    /// A view placed beside each mark (Apple's documentation of `annotation(position:alignment:spacing:content:)`):
    /// above a bar's end by default, centred on a point.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, overflowResolution: .automatic, content: content)
    }

    /// The same, with what to do where the annotation would leave the chart (iOS 17): kept inside
    /// the chart unless the strategy is `.disabled`.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return modifyingMarks {
            $0.style.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
                                                       overflow: overflowResolution, content: view))
        }
    }
}
