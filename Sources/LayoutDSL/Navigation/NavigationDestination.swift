/// The destinations of a navigation stack: views for pushed values of a type, and views
/// presented while a binding says so (they show above the screen that declares them; going
/// back sets the binding to false, or the item to nil).
nonisolated struct NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let register: (BuildContext) -> Void

    func contentContext(_ context: BuildContext) -> BuildContext {
        register(context)
        return context
    }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList { content }
}

nonisolated extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier { context in
            context.environment.navigationStack?.register(data) { AnyView(destination($0)) }
        })
    }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = isPresented.wrappedValue ? AnyView(destination()) : nil
        return modifier(NavigationDestinationModifier { context in
            guard let view else { return }
            context.environment.navigationScreen?.presented.append(.init(view: view) { isPresented.wrappedValue = false })
        })
    }

    /// `D: Hashable`, as SwiftUI declares it (`Tests/APICoverage/swiftui-ios18.tsv`): packages that
    /// back-deploy this modifier to iOS 16 declare it without the constraint and call it from generic
    /// code, where SwiftUI's is then no candidate; without the constraint the two are ambiguous.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier { context in
            guard let value = item.wrappedValue else { return }
            context.environment.navigationScreen?.presented.append(.init(view: AnyView(destination(value))) { item.wrappedValue = nil })
        })
    }
}
