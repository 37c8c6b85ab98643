import SwiftUI

/// A note's editor whose toolbar trash button asks before deleting, the confirmation dialog
/// attached to the button itself, as iOS 26 apps attach it so that the dialog points at it.
struct NoteDeleteDialogScreen: View {
    @State private var confirming = true
    @State private var deleted = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Saturday market")
                        .font(.title2.bold())
                    Text("Tomatoes, basil, a loaf of sourdough and two bunches of tulips for the table.")
                    Text("Ask about the olive oil from the stall by the fountain.")
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            }
            .navigationTitle(deleted ? "Deleted" : "Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Delete", systemImage: "trash", role: .destructive) { confirming = true }
                        .confirmationDialog("Delete this note?", isPresented: $confirming, titleVisibility: .visible) {
                            Button("Delete Note", role: .destructive) { deleted = true }
                            Button("Cancel", role: .cancel) {}
                        } message: {
                            Text("It is removed from all your devices.")
                        }
                }
            }
        }
    }
}

#Preview("Delete") { NoteDeleteDialogScreen() }
