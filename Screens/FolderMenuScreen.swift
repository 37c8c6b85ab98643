import SwiftUI

/// A notes folder with the "more" menu every list app has in its navigation bar: view options,
/// a sort picker, a filter toggle and a destructive action in its own section.
struct FolderNote: Identifiable {
    let id: Int
    var title: String
    var preview: String
    var edited: String
}

enum FolderSort: String, CaseIterable, Identifiable {
    case edited = "Date Edited", created = "Date Created", title = "Title"
    var id: Self { self }
}

struct FolderMenuView: View {
    @State private var sort = FolderSort.edited
    @State private var groupsByDate = true
    @State private var showsGallery = false
    @State private var notes = [
        FolderNote(id: 1, title: "Trip to Lisbon", preview: "Tram 28, Pastéis de Belém, LX Factory", edited: "9:41 AM"),
        FolderNote(id: 2, title: "Groceries", preview: "Oat milk, lemons, basil, sourdough", edited: "Yesterday"),
        FolderNote(id: 3, title: "Book club picks", preview: "The Overstory · Piranesi · Klara and the Sun", edited: "Monday"),
        FolderNote(id: 4, title: "Workout plan", preview: "Mon legs, Wed push, Fri pull, Sun long run", edited: "6/2/24"),
        FolderNote(id: 5, title: "Gift ideas", preview: "Dad: pour-over kettle. Sam: climbing chalk bag", edited: "5/28/24"),
    ]

    var body: some View {
        NavigationStack {
            List(notes) { note in
                VStack(alignment: .leading, spacing: 2) {
                    Text(note.title).font(.headline)
                    HStack(spacing: 6) {
                        Text(note.edited)
                        Text(note.preview).foregroundStyle(.secondary).lineLimit(1)
                    }
                    .font(.subheadline)
                }
                .padding(.vertical, 2)
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button {
                            showsGallery.toggle()
                        } label: {
                            Label(showsGallery ? "View as List" : "View as Gallery",
                                  systemImage: showsGallery ? "list.bullet" : "square.grid.2x2")
                        }
                        Button("Select Notes", systemImage: "checkmark.circle") {}
                        Section("Sort By") {
                            Picker("Sort By", selection: $sort) {
                                ForEach(FolderSort.allCases) { Text($0.rawValue).tag($0) }
                            }
                        }
                        Toggle("Group By Date", isOn: $groupsByDate)
                        Divider()
                        Button("Delete Folder", systemImage: "trash", role: .destructive) {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }
}

#Preview("Folder") {
    FolderMenuView()
}
