import SwiftUI
import Observation

/// A reading list on iOS 17's data flow: an `@Observable` store shared through the environment,
/// `@Bindable` toggles, an `@AppStorage` preference and Dynamic Type–aware spacing.
@Observable
final class ReadingList {
    struct Book: Identifiable {
        let id: Int
        let title: String
        let author: String
        var isFinished: Bool
    }

    var books: [Book] = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", isFinished: true),
        Book(id: 2, title: "Kindred", author: "Octavia E. Butler", isFinished: false),
        Book(id: 3, title: "Piranesi", author: "Susanna Clarke", isFinished: false),
        Book(id: 4, title: "The Dispossessed", author: "Ursula K. Le Guin", isFinished: true),
    ]
    var finishedCount: Int { books.filter(\.isFinished).count }
}

struct ReadingListScreen: View {
    @Environment(ReadingList.self) private var list
    @AppStorage("showAuthors") private var showAuthors = true
    @ScaledMetric private var rowSpacing: CGFloat = 12

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Reading List")
                .font(.largeTitle.bold())
            Text("\(list.finishedCount) of \(list.books.count) finished")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            VStack(spacing: rowSpacing) {
                ForEach(list.books) { book in
                    BookRow(book: book, showAuthor: showAuthors) {
                        if let index = list.books.firstIndex(where: { $0.id == book.id }) {
                            list.books[index].isFinished.toggle()
                        }
                    }
                }
            }
            SettingsCard(list: list)
            Spacer()
        }
        .padding(20)
    }
}

struct BookRow: View {
    let book: ReadingList.Book
    let showAuthor: Bool
    let toggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: toggle) {
                Image(systemName: book.isFinished ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
            }
            .buttonStyle(.plain)
            .foregroundStyle(book.isFinished ? Color.green : Color.secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title).font(.headline)
                if showAuthor {
                    Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            Spacer()
        }
    }
}

struct SettingsCard: View {
    @Bindable var list: ReadingList
    @AppStorage("showAuthors") private var showAuthors = true

    var body: some View {
        VStack(spacing: 12) {
            Toggle("Show authors", isOn: $showAuthors)
            Toggle("Finished Kindred", isOn: $list.books[1].isFinished)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

#Preview("Reading list") {
    let list = ReadingList()
    return ReadingListScreen()
        .environment(list)
}

#Preview("Dark, larger text") {
    ReadingListScreen()
        .environment(ReadingList())
        .preferredColorScheme(.dark)
        .dynamicTypeSize(.xxLarge)
}
