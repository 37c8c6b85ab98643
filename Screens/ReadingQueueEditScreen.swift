import SwiftUI

/// A reading queue edited in place: a list bound to the books with swipe-to-delete and reorder
/// (`ForEach($books, editActions: .all)`), an Edit button, a symbol in a line of text, and the
/// queue's shelf as a `Table`, which an iPhone shows as its first column.
struct QueuedBook: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var pages: Int
    var isStarted = false
}

struct ReadingQueueEditScreen: View {
    @State private var books = [
        QueuedBook(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304, isStarted: true),
        QueuedBook(title: "Piranesi", author: "Susanna Clarke", pages: 272),
        QueuedBook(title: "A Memory Called Empire", author: "Arkady Martine", pages: 462),
        QueuedBook(title: "Project Hail Mary", author: "Andy Weir", pages: 476),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Up Next") {
                    ForEach($books, editActions: .all) { $book in
                        HStack(spacing: 12) {
                            Image(systemName: book.isStarted ? "book.fill" : "book")
                                .foregroundStyle(book.isStarted ? Color.orange : Color.secondary)
                                .frame(width: 24)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(book.title).font(.body)
                                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Toggle("Started", isOn: $book.isStarted).labelsHidden()
                        }
                    }
                }
                Section {
                    Text("\(Image(systemName: "clock")) \(books.reduce(0) { $0 + $1.pages }) pages in the queue")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Reading Queue")
            .toolbar { EditButton() }
        }
    }
}

/// The same books as a table: titles only on an iPhone, every column on an iPad.
struct BookShelfTable: View {
    let books: [QueuedBook]
    @State private var columns = TableColumnCustomization<QueuedBook>()

    var body: some View {
        Table(of: QueuedBook.self, columnCustomization: $columns) {
            TableColumn("Title", value: \.title).customizationID("title")
            TableColumn("Author", value: \.author).customizationID("author")
            TableColumn("Pages") { Text("\($0.pages)").monospacedDigit() }
                .customizationID("pages").defaultVisibility(.hidden)
        } rows: {
            ForEach(books) { TableRow($0) }
        }
    }
}

#Preview("Queue") {
    ReadingQueueEditScreen()
}

#Preview("Shelf") {
    NavigationStack {
        BookShelfTable(books: [
            QueuedBook(title: "Piranesi", author: "Susanna Clarke", pages: 272),
            QueuedBook(title: "Project Hail Mary", author: "Andy Weir", pages: 476),
        ])
        .navigationTitle("Shelf")
    }
}
