/// The initializers whose closure is escaping (`makeContent:`, iOS 17; Apple's documentation of
/// `WindowGroup.init(makeContent:)`), for content the group makes once per window. A render
/// shows one window, so the closure runs once, when the group is made, as `content:`'s does.
extension WindowGroup {
    nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: nil, id: nil, content: makeContent())
    }

    nonisolated public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: nil, id: id, content: makeContent())
    }

    nonisolated public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: title, id: nil, content: makeContent())
    }

    nonisolated public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: title, id: id, content: makeContent())
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: Text(titleKey), id: nil, content: makeContent())
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: Text(titleKey), id: id, content: makeContent())
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: Text(title), id: nil, content: makeContent())
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: Text(title), id: id, content: makeContent())
    }
}
