/// The data-presenting forms of `confirmationDialog` (Apple's documentation of
/// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`): the dialog shows
/// while `isPresented` is true and `data` is not nil, its actions and message made of the data.
nonisolated extension View {
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialogPresenter(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, data: data,
                                    actions: actions, message: { _ in nil as EmptyView? })
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialogPresenter(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, data: data,
                                    actions: actions, message: { _ in nil as EmptyView? })
    }

    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialogPresenter(title, isPresented: isPresented, titleVisibility: titleVisibility, data: data,
                                    actions: actions, message: { _ in nil as EmptyView? })
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialogPresenter(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, data: data,
                                    actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialogPresenter(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, data: data,
                                    actions: actions, message: message)
    }

    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialogPresenter(title, isPresented: isPresented, titleVisibility: titleVisibility, data: data,
                                    actions: actions, message: message)
    }
}
