/// A navigation stack's path seen as type-erased values, whichever way it is stored: a
/// `NavigationPath` binding, a typed collection binding, or the stack's own state.
struct NavigationPathBinding {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void

    init(get: @escaping () -> [AnyHashable], set: @escaping ([AnyHashable]) -> Void) { self.get = get; self.set = set }

    init(_ path: Binding<NavigationPath>) {
        self.init(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A typed path takes only values of its element type; others are dropped (SwiftUI
    /// requires the link's value type to match the path's).
    init<Data: RangeReplaceableCollection>(_ path: Binding<Data>) where Data.Element: Hashable {
        self.init(get: { path.wrappedValue.map(AnyHashable.init) },
                  set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    func append(_ value: AnyHashable) { set(get() + [value]) }
}
