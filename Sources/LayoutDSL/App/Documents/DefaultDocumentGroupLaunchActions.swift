/// The actions a document launch scene shows when given none (Apple's documentation of
/// `DefaultDocumentGroupLaunchActions`): the button that creates a document. There are no
/// documents to create here; the button draws as a bordered prominent button and does nothing.
nonisolated public struct DefaultDocumentGroupLaunchActions: View {
    public init() {}
    @MainActor @preconcurrency public var body: some View {
        Button("Create Document") {}.buttonStyle(.borderedProminent)
    }
}
