/// Presents the document picker to open files of the allowed types (Apple's documentation of
/// `fileImporter(isPresented:allowedContentTypes:…)`), drawn as `FileDialogSheet` does.
nonisolated extension View {
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        fileDialog(isPresented: isPresented)
    }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        fileDialog(isPresented: isPresented)
    }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }
}
