import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    let title: String
    let snippet: String
}

/// A notes app: a searchable list under a large title, an edit button, and a bottom toolbar
/// with the note count and a compose button.
struct NotesScreen: View {
    @State private var query = ""
    let notes = [
        Note(id: 1, title: "Groceries", snippet: "Milk, eggs, bread"),
        Note(id: 2, title: "Trip ideas", snippet: "Lisbon in spring"),
        Note(id: 3, title: "Book club", snippet: "Chapter 4 questions"),
        Note(id: 4, title: "Gift list", snippet: "Headphones for Sam"),
    ]

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NavigationLink(value: note) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(note.title)
                            .font(.headline)
                        Text(note.snippet)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Notes")
            .searchable(text: $query, prompt: "Search")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("\(notes.count) Notes")
                        .font(.caption)
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .navigationDestination(for: Note.self) { note in
                Text(note.snippet)
                    .navigationTitle(note.title)
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

/// A mail-style split view on iPad: folders in the sidebar, a message in the detail column.
struct MailSplitScreen: View {
    var body: some View {
        NavigationSplitView {
            List {
                Label("Inbox", systemImage: "bell")
                Label("Starred", systemImage: "star")
                Label("Trash", systemImage: "trash")
            }
            .navigationTitle("Mailboxes")
        } detail: {
            VStack(alignment: .leading, spacing: 8) {
                Text("Lunch on Friday?")
                    .font(.title2.bold())
                Text("Hi! Are you free for lunch on Friday? There is a new place downtown.")
                Spacer()
            }
            .padding()
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button {
                } label: {
                    Image(systemName: "trash")
                }
            }
        }
    }
}

struct NotesScreen_Previews: PreviewProvider {
    static var previews: some View {
        NotesScreen()
            .previewDisplayName("Notes")
        MailSplitScreen()
            .previewDevice("iPad Air")
            .previewDisplayName("Mail")
    }
}
