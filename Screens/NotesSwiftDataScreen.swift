import SwiftData
import SwiftUI

@Model
final class SavedNote {
    var title: String
    var created: Date
    var pinned: Bool = false

    init(title: String, created: Date, pinned: Bool = false) {
        self.title = title
        self.created = created
        self.pinned = pinned
    }
}

struct NotesSwiftDataScreen: View {
    @Query(sort: \SavedNote.created, order: .reverse) private var notes: [SavedNote]
    @Environment(\.modelContext) private var context

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    HStack {
                        Text(note.title)
                        Spacer()
                        if note.pinned { Image(systemName: "pin.fill").foregroundStyle(.orange) }
                    }
                }
            }
            .navigationTitle("Notes (\(notes.count))")
        }
    }
}

@MainActor
private let previewContainer: ModelContainer = {
    let container = try! ModelContainer(for: SavedNote.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (index, title) in ["Groceries", "Trip ideas", "Book list"].enumerated() {
        container.mainContext.insert(SavedNote(title: title, created: Date(timeIntervalSince1970: Double(index) * 86_400), pinned: index == 1))
    }
    return container
}()

#Preview("Notes") { NotesSwiftDataScreen().modelContainer(previewContainer) }
