/// Presents the document picker to save documents or items as files (Apple's documentation of
/// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` and its
/// variants), drawn as `FileDialogSheet` does.
nonisolated extension View {
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        fileDialog(isPresented: isPresented)
    }

    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        fileDialog(isPresented: isPresented)
    }

    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }

    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                       onCancellation: @escaping () -> Void = {}) -> some View {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }

    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        fileDialog(isPresented: isPresented)
    }

    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C.Element: ReferenceFileDocument {
        fileDialog(isPresented: isPresented)
    }

    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: FileDocument {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }

    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: ReferenceFileDocument {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }

    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = { }) -> some View {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }

    public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                                             onCancellation: @escaping () -> Void = { }) -> some View
    where T == C.Element {
        fileDialog(isPresented: isPresented, onCancellation: onCancellation)
    }
}
