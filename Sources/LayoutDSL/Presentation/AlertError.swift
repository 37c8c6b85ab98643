import Foundation

/// The error-presenting forms of `alert` (Apple's documentation of
/// `alert(isPresented:error:actions:)`): while `isPresented` is true and there is an error, an
/// alert titled with the error's `errorDescription` ("The error's `errorDescription` will be used
/// as the title"), its actions (and message) made of the error.
nonisolated extension View {
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        alertPresenter(Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, data: error,
                       actions: { _ in actions() }, message: { _ in nil as EmptyView? })
    }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        alertPresenter(Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, data: error,
                       actions: actions, message: message)
    }
}
