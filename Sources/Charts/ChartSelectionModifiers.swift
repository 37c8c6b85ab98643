import LayoutDSL

// Selection (iOS 17): a drag or tap on the chart writes the value under it to the binding; the
// app draws what a selection shows (a rule, an annotation) from the bound value, so a frame at
// rest shows the selection its state holds. Taps and drags of `snap render` do not select.
nonisolated extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}
