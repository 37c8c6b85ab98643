import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
}

struct BookshelfPresentationsScreen: View {
    @State var books = [
        Book(title: "Persuasion", author: "Jane Austen"),
        Book(title: "Middlemarch", author: "George Eliot"),
        Book(title: "Beloved", author: "Toni Morrison"),
    ]
    @State var showingAddBook = false
    @State var bookToDelete: Book?
    @State private var showingDeleteAlert = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    VStack(alignment: .leading) {
                        Text(book.title).font(.headline)
                        Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            bookToDelete = book
                            showingDeleteAlert = true
                        }
                    }
                }
            }
            .navigationTitle("Bookshelf")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingAddBook = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        .sheet(isPresented: $showingAddBook) {
            AddBookView { books.append($0) }
                .presentationDetents([.medium, .large])
        }
        .alert("Delete Book?", isPresented: $showingDeleteAlert, presenting: bookToDelete) { book in
            Button("Delete", role: .destructive) {
                books.removeAll { $0.id == book.id }
            }
            Button("Cancel", role: .cancel) {}
        } message: { book in
            Text("“\(book.title)” will be removed from your bookshelf.")
        }
    }
}

struct AddBookView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""
    let onSave: (Book) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
            }
            .navigationTitle("New Book")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Book(title: title, author: author))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview {
    BookshelfPresentationsScreen(showingAddBook: true)
}
