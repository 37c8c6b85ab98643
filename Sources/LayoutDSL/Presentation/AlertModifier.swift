/// SwiftUI's `.alert` modifiers (iOS 15+): a title, buttons from `actions` (a tap runs the
/// action and sets `isPresented` false) and an optional message; the `presenting:` forms
/// show only while the data is non-nil and pass it to `actions` and `message`.
nonisolated extension View {
    func alertPresenter<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, actions: () -> A, message: () -> M?) -> some View {
        AlertPresenter(presenter: self, card: isPresented.wrappedValue
            ? AlertCard(title: title, actions: actions(), message: message(), dismiss: { isPresented.wrappedValue = false }) : nil)
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresenter(Text(titleKey), isPresented: isPresented, actions: actions, message: { nil as EmptyView? })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresenter(Text(title), isPresented: isPresented, actions: actions, message: { nil as EmptyView? })
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresenter(title, isPresented: isPresented, actions: actions, message: { nil as EmptyView? })
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alertPresenter(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alertPresenter(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alertPresenter(title, isPresented: isPresented, actions: actions, message: message)
    }

    // The `presenting:` forms: shown while `isPresented` is true and `data` is non-nil.

    func alertPresenter<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, data: T?, actions: (T) -> A,
                                             message: (T) -> M?) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return AlertPresenter(presenter: self, card: shown.map { data in
            AlertCard(title: title, actions: actions(data), message: message(data), dismiss: { isPresented.wrappedValue = false })
        })
    }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alertPresenter(Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: { _ in nil as EmptyView? })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alertPresenter(Text(title), isPresented: isPresented, data: data, actions: actions, message: { _ in nil as EmptyView? })
    }

    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alertPresenter(title, isPresented: isPresented, data: data, actions: actions, message: { _ in nil as EmptyView? })
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertPresenter(Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertPresenter(Text(title), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertPresenter(title, isPresented: isPresented, data: data, actions: actions, message: message)
    }
}
