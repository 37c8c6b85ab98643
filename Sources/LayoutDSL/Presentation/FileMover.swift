/// Presents the document picker to move files to a folder the user picks (Apple's documentation
/// of `fileMover(isPresented:file:onCompletion:)`), drawn as `FileDialogSheet` does.
nonisolated extension View {
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        fileDialog(isPresented: isPresented)
    }

    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }

    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C.Element == URL {
        fileDialog(isPresented: isPresented)
    }

    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View where C.Element == URL {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }
}
