import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing

/// A list screen that presents a sheet, an alert or a confirmation dialog.
struct PresentedLibrary: View {
    enum Shown { case mediumSheet, largeSheet, alert, dialog }
    let shown: Shown

    var body: some View {
        NavigationStack {
            List(["Dune", "Emma", "Ulysses", "Middlemarch", "Beloved"], id: \.self) { Text($0) }
                .navigationTitle("Library")
        }
        .sheet(isPresented: .constant(shown == .mediumSheet || shown == .largeSheet)) {
            NavigationStack {
                Form {
                    TextField("Title", text: .constant("Persuasion"))
                    TextField("Author", text: .constant("Jane Austen"))
                }
                .navigationTitle("New Book")
                .navigationBarTitleDisplayMode(.inline)
            }
            .presentationDetents(shown == .mediumSheet ? [.medium, .large] : [.large])
        }
        .alert("Delete “Dune”?", isPresented: .constant(shown == .alert)) {
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) {}
        } message: {
            Text("This book will be removed from your library.")
        }
        .confirmationDialog("Sort by", isPresented: .constant(shown == .dialog), titleVisibility: .visible) {
            Button("Title") {}
            Button("Author") {}
            Button("Delete All", role: .destructive) {}
        }
    }
}

private func phone(_ scheme: ColorScheme) -> SnapshotCanvas {
    var canvas = SnapshotCanvas(device: .iPhone16, colorScheme: scheme)
    canvas.scale = 1
    return canvas
}

@Suite(.snapshotDesign(.compatibility))
struct PresentationTests {
    /// Looked at: the medium sheet (grabber, inset-grouped form) over the dimmed, unscaled list;
    /// the large sheet over the list scaled back with rounded corners on black; the alert card
    /// centred with Cancel (semibold) and Delete (red) side by side; the action sheet at the
    /// bottom with its cancel button apart.
    @Test(arguments: [PresentedLibrary.Shown.mediumSheet, .largeSheet, .alert, .dialog])
    func presentations(shown: PresentedLibrary.Shown) throws {
        for scheme in [ColorScheme.light, .dark] {
            let canvas = phone(scheme)
            let tree = try canvas.host(PresentedLibrary(shown: shown)).update()
            assertSnapshot(of: try canvas.png(tree), as: .image(), named: "\(shown)-\(scheme)")
        }
    }
}
