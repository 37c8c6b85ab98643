/// `onGeometryChange(for:of:action:)` (iOS 16+, back-deployed; Apple: "Adds an action to be
/// performed when a value, created from a geometry proxy, changes"): after each layout pass,
/// the value `transform` derives from the modified view's geometry is compared with the last
/// one. The one-value action also runs with the first value (its common use, keeping a size in
/// state, relies on it); the two-value form runs on changes, with the old value and the new.
nonisolated struct GeometryChangeObserver<T: Equatable>: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> T
    /// Called with the previous value (nil at first layout) and the new one.
    let action: (T?, T) -> Void

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let identity = hookIdentity(context), transform = self.transform, action = self.action
        content.first?.annotations.append(.placed { placed in
            placed.pass.observeValue(transform(placed.geometry), at: identity, name: "onGeometryChange", action: action)
        })
        return content
    }
}

nonisolated extension View {
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        modifier(GeometryChangeObserver(transform: transform) { _, new in action(new) })
    }

    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeObserver(transform: transform) { old, new in if let old { action(old, new) } })
    }
}
