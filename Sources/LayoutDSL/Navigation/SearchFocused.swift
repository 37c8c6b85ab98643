nonisolated extension View {
    /// Binds the focus of the search field of the `searchable` around this view (Apple's
    /// documentation of `searchFocused(_:)`, iOS 18). A rendered frame shows the search field
    /// unfocused, as `searchable(text:isPresented:…)` does, and leaves the binding as it is.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }

    /// The search field is focused while `binding` holds `value`; drawn unfocused, as above.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}
