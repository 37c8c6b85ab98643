/// The system's document picker that `fileImporter`, `fileExporter` and `fileMover` present while
/// `isPresented` is true (Apple's documentation of `fileImporter(isPresented:allowedContentTypes:
/// onCompletion:)`: a `UIDocumentPickerViewController` on iOS, in a sheet). Nothing shows until it
/// is opened, as on iOS. The picker lists the Files app's locations, which are not here, so its
/// sheet is a placeholder (with a warning): a navigation bar with the picker's Cancel button over
/// an empty list. Cancel closes it and runs `onCancellation`, as a tap on iOS's does; no file is
/// ever picked, so the completion never runs.
nonisolated struct FileDialogSheet: ViewModifier {
    let isPresented: Binding<Bool>
    let onCancellation: () -> Void

    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented) {
            NavigationStack {
                PlaceholderWarning("the document picker is drawn empty: the Files app's locations are not here",
                                   content: Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity))
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresented.wrappedValue = false
                                onCancellation()
                            }
                        }
                    }
            }
        }
    }
}

nonisolated extension View {
    /// The document picker's sheet while `isPresented` is true.
    func fileDialog(isPresented: Binding<Bool>, onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(FileDialogSheet(isPresented: isPresented, onCancellation: onCancellation))
    }
}
