/// A stack of screens: the root, then one screen per pushed value or view, the top one shown
/// under a navigation bar with a back button to the one below, as SwiftUI's `NavigationStack`.
///
/// The path is the author's (`path:` with a `NavigationPath` or a typed collection) or the
/// stack's own state; destination links push views, kept in the stack's state above the path's
/// screens. Isolated to the main actor, as SwiftUI declares it: an initializer that extends it
/// (the Composable Architecture's `NavigationStack(path:root:destination:)` with a store) runs on
/// the main actor and forms key paths to the store's main-actor subscripts. Its own initializers
/// are nonisolated, so that a stack is made anywhere a view is.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    // Stored by the nonisolated initializers, read by the body on the main actor.
    nonisolated(unsafe) let root: Root
    let path: NavigationPathBinding?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [AnyView] = []

    public var body: some View {
        // Its own path is bound through the state alone: a closure over `self` would keep the
        // whole root view alive wherever the stack's context goes (every screen's environment).
        let ownPath = $ownPath
        NavigationStackView(root: root, path: path ?? NavigationPathBinding(get: { ownPath.wrappedValue },
                                                                           set: { ownPath.wrappedValue = $0 }),
                            pushedViews: $pushedViews)
    }
}

extension NavigationStack where Data == NavigationPath {
    nonisolated public init(@ViewBuilder root: () -> Root) { self.root = root(); path = nil }

    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root(); self.path = NavigationPathBinding(path)
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root(); self.path = NavigationPathBinding(path)
    }
}
