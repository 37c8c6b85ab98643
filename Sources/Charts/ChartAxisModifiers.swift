import LayoutDSL

nonisolated extension View {
    /// The x axis' marks (Apple's documentation of `chartXAxis(content:)`).
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content().resolvedAxisMarks
        return configuringCharts { $0.x.axisMarks = marks }
    }

    /// Shows or hides the x axis (Apple's documentation of `chartXAxis(_:)`).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.x.axisVisibility = visibility }
    }

    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content().resolvedAxisMarks
        return configuringCharts { $0.y.axisMarks = marks }
    }

    public func chartYAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.y.axisVisibility = visibility }
    }
}
