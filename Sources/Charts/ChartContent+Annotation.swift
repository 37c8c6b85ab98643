import LayoutDSL

extension ChartContent {
    /// A view placed beside each mark (Apple's documentation of `annotation(position:alignment:spacing:content:)`):
    /// above a bar's end by default, centred on a point.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return modifyingMarks {
            $0.style.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: view))
        }
    }

    /// The same, with the overflow rule of iOS 17 (a frame at rest keeps annotations in the chart).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }
}
