/// SwiftUI's `.confirmationDialog` modifiers: the dialog while `isPresented` is true
/// (`ConfirmationDialogPresenter`). On iOS the title shows only with `titleVisibility: .visible`
/// (`.automatic` hides it); a tap on a button runs it and dismisses the dialog.
nonisolated extension View {
    func confirmationDialogPresenter<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                                       actions: () -> A, message: () -> M?) -> some View {
        confirmationDialogPresenter(title, isPresented: isPresented, titleVisibility: titleVisibility, data: (),
                                    actions: { _ in actions() }, message: { _ in message() })
    }

    /// The dialog while `isPresented` is true and there is data (`presenting:`), its actions and
    /// message made of the data.
    func confirmationDialogPresenter<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                                          data: T?, actions: (T) -> A, message: (T) -> M?) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return ConfirmationDialogPresenter(presenter: self, isPresented: isPresented, dialog: shown.map { data in
            ConfirmationDialogContent(title: titleVisibility == .visible ? title : nil, actions: actions(data), message: message(data))
        })
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogPresenter(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                                    message: { nil as EmptyView? })
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogPresenter(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                                    message: { nil as EmptyView? })
    }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogPresenter(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                                    message: { nil as EmptyView? })
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialogPresenter(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                                    message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        confirmationDialogPresenter(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                                    message: message)
    }

    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialogPresenter(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
}
