import LayoutDSL

extension View {
    /// The x axis' marks (Apple's documentation of `chartXAxis(content:)`).
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content().resolvedAxisMarks
        return configuringCharts { $0.x.axis = .marks(marks) }
    }

    /// Shows or hides the x axis (Apple's documentation of `chartXAxis(_:)`).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.x.axis = visibility == .hidden ? .hidden : .automatic }
    }

    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content().resolvedAxisMarks
        return configuringCharts { $0.y.axis = .marks(marks) }
    }

    public func chartYAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.y.axis = visibility == .hidden ? .hidden : .automatic }
    }
}
