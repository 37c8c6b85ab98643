/// `tabItem(_:)`: the label (a `Label`, or an `Image` and a `Text`) of this view's item in
/// the enclosing `TabView`'s bar.
struct TabItemKey: LayoutValueKey { static let defaultValue: AnyView? = nil }

nonisolated extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        layoutValue(key: TabItemKey.self, value: AnyView(label()))
    }
}
